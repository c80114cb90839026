import { SERVICE_NAMES, type ServiceName } from '../service-names.ts'

/**
 * The fixed vocabularies of onboarding: kinds, statuses, steps, documents,
 * select options and their labels, and the error codes the provider answers.
 */

/** KYB for a company, KYC for an individual (the account type decides). */
export const ONBOARDING_KINDS = ['KYB', 'KYC'] as const
export type OnboardingKind = (typeof ONBOARDING_KINDS)[number]

/** DRAFT until submitted (also what GET answers before anything is saved). */
export const ONBOARDING_RECORD_STATUSES = ['DRAFT', 'SUBMITTED', 'REVIEW_NEEDED', 'REVIEWED'] as const
export type OnboardingRecordStatus = (typeof ONBOARDING_RECORD_STATUSES)[number]

/** The step that submits, as the provider names it. */
export const SUBMIT_STEP = '4'

/**
 * The steps a company saves, in order (the information summary is read-only
 * and has no payload). Each name is the dashboard's URL segment.
 */
export const KYB_STEPS = [
	'product-interest',
	'company-information',
	'documents-upload',
	'shareholders-info',
	'aml-questionnaire',
	SUBMIT_STEP,
] as const
/** The steps an individual saves, in order. */
export const KYC_STEPS = ['product-interest', 'personal-information', 'identity-documents', SUBMIT_STEP] as const
export const ONBOARDING_STEPS = [
	'product-interest',
	'company-information',
	'documents-upload',
	'shareholders-info',
	'aml-questionnaire',
	'personal-information',
	'identity-documents',
	SUBMIT_STEP,
] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]
export const stepsOf = (kind: OnboardingKind): readonly OnboardingStep[] => (kind === 'KYB' ? KYB_STEPS : KYC_STEPS)
/** The step after `step` in the kind's order (null after the last). */
export const nextStepOf = (kind: OnboardingKind, step: OnboardingStep): OnboardingStep | null => {
	const steps = stepsOf(kind)
	const index = steps.indexOf(step)
	return index < 0 ? null : (steps[index + 1] ?? null)
}
/** Where a returning integrator resumes: the first step not yet saved complete (submit when all are). */
export const resumeStepOf = (kind: OnboardingKind, completedSteps: readonly OnboardingStep[]): OnboardingStep =>
	stepsOf(kind).find((step) => !completedSteps.includes(step)) ?? SUBMIT_STEP

// ─── Product interest ──────────────────────────────────────────────────────

export const PRODUCT_INTEREST_OPTIONS = SERVICE_NAMES
export const PRODUCT_INTEREST_LABELS: Record<ServiceName, string> = {
	wallets: 'Crypto wallets',
	trading: 'Trading',
	fcat: 'Fiat wallets (FCAT)',
	lending: 'Lending',
	payment: 'Payments',
	compliance: 'Compliance (AML and KYC checks)',
}

// ─── Company information ───────────────────────────────────────────────────

export const SOURCE_OF_FUND_OPTIONS = [
	'BUSINESS_REVENUE',
	'SHAREHOLDER_CAPITAL',
	'INVESTMENT',
	'LOANS',
	'GRANTS_OR_DONATIONS',
	'OTHER',
] as const
export type SourceOfFund = (typeof SOURCE_OF_FUND_OPTIONS)[number]
/** The choice that needs `otherTypeOfSourceOfFund` written out. */
export const OTHER_SOURCE_OF_FUND: SourceOfFund = 'OTHER'
export const SOURCE_OF_FUND_LABELS: Record<SourceOfFund, string> = {
	BUSINESS_REVENUE: 'Business revenue',
	SHAREHOLDER_CAPITAL: "Shareholders' capital",
	INVESTMENT: 'Investment',
	LOANS: 'Loans',
	GRANTS_OR_DONATIONS: 'Grants or donations',
	OTHER: 'Other',
}

// ─── Documents ─────────────────────────────────────────────────────────────

/** The six documents every company uploads. */
export const KYB_DOCUMENT_NAMES = [
	'amlPolicy',
	'licenseDoc',
	'cacDoc',
	'incorporationDoc',
	'regOfDirAndShareholders',
	'proofOfAddress',
] as const
/** The documents every individual uploads. */
export const KYC_DOCUMENT_NAMES = ['idFront', 'idBack', 'selfie', 'kycProofOfAddress'] as const
/** Each shareholder's documents (uploaded with the shareholder's id). */
export const SHAREHOLDER_DOCUMENT_NAMES = ['shareholderIdFront', 'shareholderIdBack', 'shareholderProofOfAddress'] as const
export type ShareholderDocumentName = (typeof SHAREHOLDER_DOCUMENT_NAMES)[number]
export const DOCUMENT_NAMES = [...KYB_DOCUMENT_NAMES, ...KYC_DOCUMENT_NAMES, ...SHAREHOLDER_DOCUMENT_NAMES] as const
export type DocumentName = (typeof DOCUMENT_NAMES)[number]

export const DOCUMENT_LABELS: Record<DocumentName, string> = {
	amlPolicy: 'AML policy',
	licenseDoc: 'Operating licence',
	cacDoc: 'CAC certificate',
	incorporationDoc: 'Certificate of incorporation',
	regOfDirAndShareholders: 'Register of directors and shareholders',
	proofOfAddress: 'Proof of business address',
	idFront: 'ID document (front)',
	idBack: 'ID document (back)',
	selfie: 'Selfie',
	kycProofOfAddress: 'Proof of address',
	shareholderIdFront: 'ID document (front)',
	shareholderIdBack: 'ID document (back)',
	shareholderProofOfAddress: 'Proof of address',
}

export const DOCUMENT_STATUSES = ['MISSING', 'UPLOADED', 'IN_REVIEW', 'APPROVED', 'REJECTED'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
	MISSING: 'Missing',
	UPLOADED: 'Uploaded',
	IN_REVIEW: 'In review',
	APPROVED: 'Approved',
	REJECTED: 'Rejected',
}

// ─── People ────────────────────────────────────────────────────────────────

/** A shareholder is PENDING until submitted, then reviewed like a document. */
export const SHAREHOLDER_STATUSES = ['PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED'] as const

export const SHAREHOLDER_ID_TYPES = ['PASSPORT', 'NATIONAL_ID', 'DRIVERS_LICENSE', 'NIN', 'VOTERS_CARD'] as const
export type ShareholderIdType = (typeof SHAREHOLDER_ID_TYPES)[number]
export const ID_TYPE_LABELS: Record<ShareholderIdType | KycIdType, string> = {
	PASSPORT: 'International passport',
	NATIONAL_ID: 'National ID card',
	DRIVERS_LICENSE: "Driver's licence",
	NIN: 'National Identification Number (NIN)',
	VOTERS_CARD: "Voter's card",
	BVN: 'Bank Verification Number (BVN)',
}

export const PROOF_OF_ADDRESS_TYPES = ['UTILITY_BILL', 'BANK_STATEMENT', 'TENANCY_AGREEMENT', 'GOVERNMENT_LETTER'] as const
export type ProofOfAddressType = (typeof PROOF_OF_ADDRESS_TYPES)[number]
export const PROOF_OF_ADDRESS_TYPE_LABELS: Record<ProofOfAddressType, string> = {
	UTILITY_BILL: 'Utility bill',
	BANK_STATEMENT: 'Bank statement',
	TENANCY_AGREEMENT: 'Tenancy agreement',
	GOVERNMENT_LETTER: 'Letter from a government body',
}

/** An individual's ID: BVN or NIN in Nigeria, a passport or national ID elsewhere. */
export const KYC_ID_TYPES = ['BVN', 'NIN', 'PASSPORT', 'NATIONAL_ID'] as const
export type KycIdType = (typeof KYC_ID_TYPES)[number]
export const NIGERIA = 'NG'
export const kycIdTypesFor = (country: string | null | undefined): readonly KycIdType[] =>
	country?.toUpperCase() === NIGERIA ? (['BVN', 'NIN'] as const) : (['PASSPORT', 'NATIONAL_ID'] as const)

// ─── Errors ────────────────────────────────────────────────────────────────

/** The `code` of errors[] items the onboarding calls answer, beyond zod's own codes. */
export const ONBOARDING_ERROR_CODES = {
	missingField: 'MISSING_FIELD',
	missingDocument: 'MISSING_DOCUMENT',
	missingAmlAnswer: 'MISSING_AML_ANSWER',
	noShareholders: 'NO_SHAREHOLDERS',
	sharesOver100: 'SHARES_OVER_100',
	agreementNotAccepted: 'AGREEMENT_NOT_ACCEPTED',
	alreadySubmitted: 'ALREADY_SUBMITTED',
	alreadyReviewed: 'ALREADY_REVIEWED',
	notEditable: 'NOT_EDITABLE',
	wrongStep: 'WRONG_STEP',
	fileTooLarge: 'FILE_TOO_LARGE',
	invalidFile: 'INVALID_FILE',
	unknownShareholder: 'UNKNOWN_SHAREHOLDER',
	unknownDocument: 'UNKNOWN_DOCUMENT',
	unknownPlace: 'UNKNOWN_PLACE',
	nothingToReview: 'NOTHING_TO_REVIEW',
} as const
