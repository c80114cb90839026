import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { amountStringSchema } from '../money/amounts.ts'
import { lekSchema, limitSchema, optionalFilter, pageSchema, searchSchema } from '../money/paging.ts'
import { GOV_CHECK_KINDS, KYC_STEPS } from './kyc-flow-labels.ts'
import { publicKycFlowSchema } from './kyc-flows.ts'
import { KYC_VERIFICATION_STATUSES, KYC_STEP_STATUSES, ID_DOCUMENT_TYPES, KYC_VERIFICATION_MESSAGES } from './kyc-verification-labels.ts'

/**
 * A verification: one end customer going through one flow, started from the
 * flow's public link. Seen whole by the integrator who owns the flow only;
 * the end customer sees its progress (PublicKycVerification) through the
 * verification token its start handed out.
 *
 * Integrator calls (bearer token, COMPLIANCE active; anyone else's id is a 404):
 * - GET /compliance/v1/kyc/verifications?flowId=&flow=&status=&q=&limit=&lek= → page of KycVerification (newest first)
 * - GET /compliance/v1/kyc/verifications/{id}                          → KycReport
 * - GET /compliance/v1/kyc/verifications/{id}/files/{document|selfie}  → the photo's bytes
 *
 * Statuses: IN_PROGRESS until every step passed (COMPLETED, shown 'Verified')
 * or one failed (FAILED: a government check with no record, a selfie that
 * fails liveness or the face match); an IN_PROGRESS verification whose token
 * expired (VERIFICATION_LIFETIME_HOURS after its start) is EXPIRED.
 */

const stepResultSchema = z.object({
	step: z.enum(KYC_STEPS),
	status: z.enum(KYC_STEP_STATUSES),
	completedAt: z.string().nullable(),
})
export type KycStepResult = z.infer<typeof stepResultSchema>

export const kycVerificationSchema = z.object({
	id: z.string(),
	flowId: z.string(),
	flowName: z.string(),
	status: z.enum(KYC_VERIFICATION_STATUSES),
	/** The step the end customer is on; null once it ended. */
	currentStep: z.enum(KYC_STEPS).nullable(),
	steps: z.array(stepResultSchema),
	phone: z.string().nullable(),
	email: z.string().nullable(),
	/** The name the government check found. */
	fullName: z.string().nullable(),
	failureReason: z.string().nullable(),
	startedAt: z.string(),
	finishedAt: z.string().nullable(),
	expiresAt: z.string(),
})
export type KycVerification = z.infer<typeof kycVerificationSchema>

const photoSchema = z.object({
	contentType: z.string(),
	size: z.number().int(),
	width: z.number().int(),
	height: z.number().int(),
	uploadedAt: z.string(),
})

/** Everything a verification found, for its owner: each step's result, the photos' facts (their bytes by their own call), the checks' answers and the fee. */
export const kycReportSchema = kycVerificationSchema.extend({
	phoneVerifiedAt: z.string().nullable(),
	emailVerifiedAt: z.string().nullable(),
	document: photoSchema.extend({ documentType: z.enum(ID_DOCUMENT_TYPES) }).nullable(),
	selfie: photoSchema.nullable(),
	/** Scores are whole numbers out of 100. */
	liveness: z.object({ score: z.number().int(), passed: z.boolean(), checkedAt: z.string() }).nullable(),
	faceMatch: z.object({ score: z.number().int(), passed: z.boolean(), checkedAt: z.string() }).nullable(),
	govCheck: z
		.object({
			kind: z.enum(GOV_CHECK_KINDS),
			/** All but the last four characters masked. */
			number: z.string(),
			verified: z.boolean(),
			firstName: z.string().nullable(),
			lastName: z.string().nullable(),
			dateOfBirth: z.string().nullable(),
			checkedAt: z.string(),
		})
		.nullable(),
	/** The KYC check fee, once the verification ended. */
	fee: z.object({ amountUsd: amountStringSchema, transactionId: z.string() }).nullable(),
})
export type KycReport = z.infer<typeof kycReportSchema>

export const kycVerificationsQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	flowId: optionalFilter(z.string().max(64)),
	/** The flow by its name, as the dashboard's pages are addressed. */
	flow: optionalFilter(z.string().max(64)),
	status: optionalFilter(z.enum(KYC_VERIFICATION_STATUSES, { errorMap: () => ({ message: KYC_VERIFICATION_MESSAGES.status }) })),
	/** Searches the phone, the e-mail, the name found and the verification's id (case-insensitive). */
	q: searchSchema,
})
export type KycVerificationsQuery = z.output<typeof kycVerificationsQuerySchema>
export type KycVerificationFilters = Partial<Pick<KycVerificationsQuery, 'flowId' | 'flow' | 'status' | 'q'>>

export const KYC_FILE_KINDS = ['document', 'selfie'] as const
export type KycFileKind = (typeof KYC_FILE_KINDS)[number]

export const kycVerificationsResponseSchema = envelope(pageSchema(kycVerificationSchema))
export const kycReportResponseSchema = envelope(kycReportSchema)

// ─── The end customer's side ───────────────────────────────────────────────

/** The end customer's view of its own verification: where it is, never another verification's data. */
export const publicKycVerificationSchema = z.object({
	id: z.string(),
	status: z.enum(KYC_VERIFICATION_STATUSES),
	currentStep: z.enum(KYC_STEPS).nullable(),
	steps: z.array(stepResultSchema),
	flow: publicKycFlowSchema,
	/** A code sent and waiting, per channel: where to (as typed) and until when. */
	pendingOtp: z.object({ phone: z.string().nullable(), email: z.string().nullable(), expiresAt: z.string().nullable() }),
	failureReason: z.string().nullable(),
	expiresAt: z.string(),
})
export type PublicKycVerification = z.infer<typeof publicKycVerificationSchema>
export const publicKycVerificationResponseSchema = envelope(publicKycVerificationSchema)

export const startVerificationResponseSchema = envelope(
	z.object({
		/** The bearer token of every later call of this verification (the end customer's, never the integrator's). */
		token: z.string(),
		verification: publicKycVerificationSchema,
	}),
)
