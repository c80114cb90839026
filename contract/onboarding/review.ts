import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { onboardingRecordSchema } from './record.ts'

/**
 * The provider's back office (sandbox control API): read an integrator's
 * onboarding record and review it.
 *
 * GET  /sandbox/v1/control/integrators/{email}/kyb
 * POST /sandbox/v1/control/integrators/{email}/kyb/review
 *   `{ "approveAll": true }`, or per item:
 *   `{ "documents": { "<name>": { "status": "APPROVED" | "REJECTED", "reason": "…" } },
 *      "shareholders": { "<id>": { "status": …, "reason": … } } }`
 * A rejection needs a reason. Items left out keep their status. Any item
 * REJECTED makes the record REVIEW_NEEDED; every item APPROVED makes it
 * REVIEWED (and the integrator verified). An unknown item is 400 and
 * nothing changes.
 */

export const REVIEW_DECISIONS = ['APPROVED', 'REJECTED'] as const

export const REJECTION_REASON_MESSAGE = 'A rejection needs a reason'

export const reviewItemSchema = z
	.object({
		status: z.enum(REVIEW_DECISIONS, { errorMap: () => ({ message: "status must be 'APPROVED' or 'REJECTED'" }) }),
		reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
	})
	.refine((item) => item.status !== 'REJECTED' || !!item.reason, { message: REJECTION_REASON_MESSAGE, path: ['reason'] })
export type ReviewItem = z.infer<typeof reviewItemSchema>

export const kybReviewRequestSchema = z.union([
	z.object({ approveAll: z.literal(true) }).strict(),
	z
		.object({
			documents: z.record(reviewItemSchema).optional(),
			shareholders: z.record(reviewItemSchema).optional(),
		})
		.strict()
		.refine((value) => Object.keys(value.documents ?? {}).length + Object.keys(value.shareholders ?? {}).length > 0, {
			message: 'Name at least one document or shareholder, or send { "approveAll": true }',
		}),
])
export type KybReviewRequest = z.infer<typeof kybReviewRequestSchema>

/** Both answer the record, with the integrator's e-mail and verified flag. */
export const controlKybSchema = onboardingRecordSchema.extend({ email: z.string(), kybVerified: z.boolean() })
export type ControlKyb = z.infer<typeof controlKybSchema>
export const controlKybResponseSchema = envelope(controlKybSchema)
