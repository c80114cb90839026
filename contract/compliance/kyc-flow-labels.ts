import { formatMoney } from '../money/format.ts'

/**
 * A KYC flow's steps, checks, defaults, messages and the brand colour's
 * contrast: what the builder and the public form show, apart from the schemas
 * of kyc-flows.ts so that those pages' words load no zod
 * (docs/decisions/120-light-forms.md).
 */

/** The KYC step names, in the builder's default order (docs/product/compliance.md#the-pages). */
export const KYC_STEPS = ['phone', 'email', 'upload', 'selfie', 'bvn'] as const
export type KycStep = (typeof KYC_STEPS)[number]
export const DEFAULT_KYC_STEPS: readonly KycStep[] = KYC_STEPS

export const KYC_STEP_LABELS: Readonly<Record<KycStep, string>> = {
	phone: 'Phone number',
	email: 'E-mail address',
	upload: 'ID document',
	selfie: 'Selfie',
	bvn: 'Government ID check',
}
/** What each step asks of the end customer, in the builder's words. */
export const KYC_STEP_HINTS: Readonly<Record<KycStep, string>> = {
	phone: 'A code sent by SMS confirms the number',
	email: 'A code sent by e-mail confirms the address',
	upload: 'A photo of a passport, national ID card, driver’s licence or voter’s card',
	selfie: 'A photo of the face, checked for liveness and matched with the ID document',
	bvn: 'A BVN, NIN, driver’s licence or voter ID number checked with the government’s records',
}

/** The government check kinds: NIN, BVN, driver's licence, voter id. */
export const GOV_CHECK_KINDS = ['NIN', 'BVN', 'DL', 'VIN'] as const
export type GovCheckKind = (typeof GOV_CHECK_KINDS)[number]
export const GOV_CHECK_LABELS: Readonly<Record<GovCheckKind, string>> = {
	NIN: 'NIN',
	BVN: 'BVN',
	DL: 'Driver’s licence',
	VIN: 'Voter ID',
}
/** The path of each kind under /compliance/v1/gov/ng/ (docs/product/compliance.md#provider-calls-and-test-values). */
export const GOV_CHECK_PATHS: Readonly<Record<GovCheckKind, string>> = { NIN: 'nin', BVN: 'bvn', DL: 'dl', VIN: 'vin' }
export const DEFAULT_GOV_CHECKS: readonly GovCheckKind[] = GOV_CHECK_KINDS

export const DEFAULT_BRAND_COLOR = '#1d4ed8'
/** The form's buttons are the brand colour with white text: WCAG AA for normal text. */
export const MIN_BRAND_CONTRAST = 4.5

/**
 * What one flow may spend on KYC check fees in a day (UTC), in USD: the
 * builder shows this default (record 105). At the cap, new verifications of
 * the flow are refused until 00:00 UTC.
 */
export const DEFAULT_KYC_DAILY_CAP_USD = '150.00'
export const KYC_DAILY_CAP_MIN_USD = '1.00'
export const KYC_DAILY_CAP_MAX_USD = '1000000.00'

export const RESERVED_FLOW_NAMES: readonly string[] = ['report', 'export']

export const KYC_FLOW_MESSAGES = {
	nameRequired: 'Name is required',
	nameFormat: 'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter (e.g. customer-onboarding)',
	nameReserved: (name: string) => `${name} is a name the dashboard keeps for itself: choose another`,
	nameTaken: (name: string) => `You already have a KYC flow named ${name}`,
	stepsRequired: 'Choose at least one step',
	unknownStep: (value: string) => `${value} is not a KYC step (phone, email, upload, selfie or bvn)`,
	stepTwice: (step: string) => `${step} is chosen twice: each step comes once`,
	uploadBeforeSelfie: 'Put the ID document before the selfie: the selfie is matched against it',
	govChecksRequired: 'Choose at least one government check for the government ID check step',
	unknownGovCheck: (value: string) => `${value} is not a government check (NIN, BVN, DL or VIN)`,
	colorFormat: 'Enter the colour as # and six hexadecimal digits, e.g. #1d4ed8',
	lowContrast: (ratio: string) =>
		`This colour is too light for the form's white button text: its contrast is ${ratio}:1, and at least ${MIN_BRAND_CONTRAST}:1 is needed`,
	dailyCapRange: `The daily cap is from ${formatMoney(KYC_DAILY_CAP_MIN_USD, 'USD')} to ${formatMoney(KYC_DAILY_CAP_MAX_USD, 'USD')}`,
	flowNotFound: 'No KYC flow with this name',
	publicFlowNotFound: 'This KYC link is not valid: ask whoever sent it for a new one',
	created: 'KYC flow created',
	/** The flow update's toast (docs/product/compliance.md#the-pages). */
	updatedTitle: 'KYC flow updated',
	updated: 'The KYC flow has been updated successfully',
} as const

export const KYC_FLOW_ERROR_CODES = { nameTaken: 'FLOW_NAME_TAKEN', flowNotFound: 'FLOW_NOT_FOUND' } as const

// ─── The brand colour's contrast (WCAG 2.x) ────────────────────────────────

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** The relative luminance of an sRGB colour '#rrggbb' (WCAG 2.x). */
function luminance(hex: string) {
	const channel = (offset: number) => {
		const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
		return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
	}
	return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The WCAG contrast ratio of two colours '#rrggbb', from 1 to 21. */
export function contrastRatio(a: string, b: string) {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
	return (light + 0.05) / (dark + 0.05)
}

/** The ratio as a message shows it: truncated to two decimals, so 4.499 never reads as 4.50. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2)
