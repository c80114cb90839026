import type { GovCheckKind } from './kyc-flow-labels.ts'

/* What the public KYC form names on its first visit, without zod: the code's length and the government numbers' formats (kyc-checks.ts builds the checks on them and re-exports them; docs/decisions/120-light-forms.md). */

export const KYC_OTP_LENGTH = 6

/** What each government number looks like (Nigeria's formats, as the checks accept them). */
export const GOV_NUMBER_RULES: Readonly<Record<GovCheckKind, { pattern: RegExp; message: string; placeholder: string }>> = {
	NIN: { pattern: /^\d{11}$/, message: 'A NIN is 11 digits', placeholder: '12345678901' },
	BVN: { pattern: /^\d{11}$/, message: 'A BVN is 11 digits', placeholder: '22345678901' },
	DL: { pattern: /^[A-Z0-9]{6,16}$/, message: 'A driver’s licence number is 6 to 16 letters and digits', placeholder: 'ABC12345AA12' },
	VIN: { pattern: /^[A-Z0-9]{19}$/, message: 'A voter ID (VIN) is 19 letters and digits', placeholder: '90F5B1AB123456789A1' },
}
