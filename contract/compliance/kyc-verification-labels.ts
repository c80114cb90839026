// A verification's statuses, documents and messages, apart from the schemas of kyc-verifications.ts so that the pages naming them load no zod (docs/decisions/120-light-forms.md).

export const KYC_VERIFICATION_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED', 'EXPIRED'] as const
export type KycVerificationStatus = (typeof KYC_VERIFICATION_STATUSES)[number]
export const KYC_STEP_STATUSES = ['PENDING', 'PASSED', 'FAILED'] as const
export const VERIFICATION_LIFETIME_HOURS = 24

export const ID_DOCUMENT_TYPES = ['PASSPORT', 'NATIONAL_ID', 'DRIVERS_LICENCE', 'VOTERS_CARD'] as const
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number]
export const ID_DOCUMENT_LABELS: Readonly<Record<IdDocumentType, string>> = {
	PASSPORT: 'Passport',
	NATIONAL_ID: 'National ID card',
	DRIVERS_LICENCE: 'Driver’s licence',
	VOTERS_CARD: 'Voter’s card',
}

export const KYC_VERIFICATION_MESSAGES = {
	notFound: 'No verification with this id',
	fileNotFound: 'This verification has no such photo',
	status: `status must be one of ${KYC_VERIFICATION_STATUSES.join(', ')}`,
} as const
