import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { serviceNameSchema } from '../products.ts'
import { AML_QUESTION_KEYS, type AmlQuestionKey } from './aml-questions.ts'
import {
	DOCUMENT_NAMES,
	DOCUMENT_STATUSES,
	KYC_ID_TYPES,
	ONBOARDING_KINDS,
	ONBOARDING_RECORD_STATUSES,
	ONBOARDING_STEPS,
	PROOF_OF_ADDRESS_TYPES,
	SHAREHOLDER_ID_TYPES,
	SHAREHOLDER_STATUSES,
	SOURCE_OF_FUND_OPTIONS,
} from './options.ts'

/**
 * GET /integrator/v1/onboard-kyb: the integrator's onboarding record, KYB for
 * a company and KYC for an individual. Before anything is saved it is an
 * empty DRAFT. Every field a draft may not have filled yet is null.
 */

/** A stored file: what the dashboard shows of it (its bytes come from GET /integrator/v1/kyb-doc/{id}). */
export const storedFileSchema = z.object({
	id: z.string(),
	filename: z.string(),
	/** application/pdf, image/png or image/jpeg, as read from the content. */
	mimeType: z.string(),
	size: z.number().int(),
	uploadedAt: z.string(),
})
export type StoredFile = z.infer<typeof storedFileSchema>

/** One of the company's (or individual's) documents; MISSING ones have no file. */
export const onboardingDocumentSchema = z.object({
	name: z.enum(DOCUMENT_NAMES),
	status: z.enum(DOCUMENT_STATUSES),
	/** The reviewer's reason for a REJECTED document; null otherwise. */
	reason: z.string().nullable(),
	file: storedFileSchema.nullable(),
	/** Shortcuts to the file's fields (null while MISSING). */
	id: z.string().nullable(),
	filename: z.string().nullable(),
	size: z.number().int().nullable(),
	uploadedAt: z.string().nullable(),
})
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>

export const companyInformationSchema = z.object({
	registrationNumber: z.string().nullable(),
	taxIdentificationNumber: z.string().nullable(),
	businessAddress: z.string().nullable(),
	country: z.string().nullable(),
	state: z.string().nullable(),
	city: z.string().nullable(),
	natureOfBusiness: z.string().nullable(),
	sourceOfFund: z.enum(SOURCE_OF_FUND_OPTIONS).nullable(),
	otherTypeOfSourceOfFund: z.string().nullable(),
})
export type CompanyInformation = z.infer<typeof companyInformationSchema>

export const shareholderSchema = z.object({
	id: z.string(),
	firstName: z.string(),
	lastName: z.string(),
	position: z.string(),
	nationality: z.string(),
	sharesAmount: z.number(),
	sharesPercent: z.number(),
	state: z.string(),
	address: z.string(),
	bvn: z.string().nullable(),
	idType: z.enum(SHAREHOLDER_ID_TYPES),
	proofOfAddressType: z.enum(PROOF_OF_ADDRESS_TYPES),
	idFrontDocId: z.string().nullable(),
	idBackDocId: z.string().nullable(),
	proofOfAddressDocId: z.string().nullable(),
	idFront: storedFileSchema.nullable(),
	idBack: storedFileSchema.nullable(),
	proofOfAddress: storedFileSchema.nullable(),
	status: z.enum(SHAREHOLDER_STATUSES),
	reason: z.string().nullable(),
})
export type Shareholder = z.infer<typeof shareholderSchema>

export const stakeholderSchema = z.object({
	id: z.string(),
	fullName: z.string(),
	address: z.string(),
	nationality: z.string(),
	state: z.string(),
	email: z.string(),
	phone: z.string(),
	sharesPercent: z.number(),
	dateOfBirth: z.string(),
	bvn: z.string().nullable(),
})
export type Stakeholder = z.infer<typeof stakeholderSchema>

/** An individual's personal information (KYC). */
export const personalInformationSchema = z.object({
	dateOfBirth: z.string().nullable(),
	nationality: z.string().nullable(),
	address: z.string().nullable(),
	country: z.string().nullable(),
	state: z.string().nullable(),
	city: z.string().nullable(),
	idType: z.enum(KYC_ID_TYPES).nullable(),
	idNumber: z.string().nullable(),
})
export type PersonalInformation = z.infer<typeof personalInformationSchema>

const amlAnswersRecordShape = Object.fromEntries(AML_QUESTION_KEYS.map((key) => [key, z.boolean().optional()])) as Record<
	AmlQuestionKey,
	z.ZodOptional<z.ZodBoolean>
>

export const onboardingRecordSchema = z.object({
	kind: z.enum(ONBOARDING_KINDS),
	status: z.enum(ONBOARDING_RECORD_STATUSES),
	/** The last step saved (null before the first); the dashboard resumes after it. */
	lastStep: z.enum(ONBOARDING_STEPS).nullable(),
	/** Every step saved at least once (the progress indicator's "done"). */
	completedSteps: z.array(z.enum(ONBOARDING_STEPS)),
	productInterest: z.array(serviceNameSchema),
	/** KYB only (null for KYC). */
	companyInformation: companyInformationSchema.nullable(),
	/** KYC only (null for KYB). */
	personalInformation: personalInformationSchema.nullable(),
	/** The six KYB documents or the four KYC documents, always all listed, in order. */
	documents: z.array(onboardingDocumentSchema),
	shareholders: z.array(shareholderSchema),
	stakeholders: z.array(stakeholderSchema),
	/** Answered questions only (KYB). */
	amlAnswers: z.object(amlAnswersRecordShape),
	signature: z.string().nullable(),
	acceptedAgreement: z.boolean(),
	submittedAt: z.string().nullable(),
	reviewedAt: z.string().nullable(),
	/** At least one document was rejected and not yet replaced. */
	documentsNeedUpdate: z.boolean(),
	/** At least one shareholder was rejected and not yet changed. */
	shareholdersNeedUpdate: z.boolean(),
})
export type OnboardingRecord = z.infer<typeof onboardingRecordSchema>
export const onboardingRecordResponseSchema = envelope(onboardingRecordSchema)

/** Whether the integrator may change a step now (a draft, or a rejected item under review-needed). */
export const isEditable = (record: Pick<OnboardingRecord, 'status'>) => record.status === 'DRAFT' || record.status === 'REVIEW_NEEDED'
