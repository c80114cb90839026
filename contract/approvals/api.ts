import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { payoutBeneficiarySchema } from '../fiat/payouts.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema } from '../money/amounts.ts'
import { fiatCurrencySchema, FIAT_CURRENCIES } from '../money/currencies.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { APPROVAL_KINDS, APPROVAL_MESSAGES, APPROVAL_REASON_MAX, APPROVAL_STATUSES } from './words.ts'

export * from './words.ts'

/**
 * Two keys for money (docs/product/approvals.md, record 134): the rules a
 * business sets per currency and kind of movement, and the requests a rule
 * makes of a movement at or above its amount, which another member approves
 * (it is then sent, once) or rejects, or which expire after 24 hours.
 */

export const approvalKindSchema = z.enum(APPROVAL_KINDS, { errorMap: () => ({ message: APPROVAL_MESSAGES.kindUnknown }) })

/** PUT /integrator/v1/approvals/rules: one rule; an empty amount removes it. */
export const approvalRuleRequestSchema = z
	.object({
		kind: approvalKindSchema,
		currency: fiatCurrencySchema,
		// Empty or left out: no rule (a form's empty field reaches the schema as undefined).
		amount: z.preprocess(
			(value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
			amountSchema.nullable(),
		),
	})
	.superRefine((value, ctx) => {
		const issue = value.amount === null ? null : amountDecimalsIssue(value.amount, value.currency)
		if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue })
	})
export type ApprovalRuleRequest = z.input<typeof approvalRuleRequestSchema>

export const approvalRuleSchema = z.object({
	kind: approvalKindSchema,
	currency: z.enum(FIAT_CURRENCIES),
	/** At or above this amount a movement waits for a second member. */
	amount: amountStringSchema,
	updatedAt: z.string(),
	updatedBy: z.string(),
})
export type ApprovalRule = z.infer<typeof approvalRuleSchema>
export const approvalRulesResponseSchema = envelope(z.array(approvalRuleSchema))
export const approvalRuleResponseSchema = envelope(approvalRuleSchema.nullable())

const personSchema = z.object({ name: z.string(), email: z.string() })

export const approvalRequestSchema = z.object({
	id: z.string(),
	kind: approvalKindSchema,
	status: z.enum(APPROVAL_STATUSES),
	currency: z.enum(FIAT_CURRENCIES),
	amount: amountStringSchema,
	fee: amountStringSchema,
	total: amountStringSchema,
	beneficiary: payoutBeneficiarySchema,
	narration: z.string().nullable(),
	/** The quote whose figures are held until a decision (record 134). */
	quoteId: z.string(),
	requestedBy: personSchema,
	createdAt: z.string(),
	expiresAt: z.string(),
	decidedBy: personSchema.nullable(),
	decidedAt: z.string().nullable(),
	reason: z.string().nullable(),
	/** The payout an approval sent. */
	payoutId: z.string().nullable(),
})
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>
export const approvalRequestResponseSchema = envelope(approvalRequestSchema)
export const approvalListResponseSchema = envelope(z.array(approvalRequestSchema))

/** POST /integrator/v1/approvals/:id/approve */
export const approveRequestSchema = z.object({ pin: pinSchema('PIN'), token: totpTokenSchema })
export type ApproveRequest = z.input<typeof approveRequestSchema>

/** POST /integrator/v1/approvals/:id/reject */
export const rejectRequestSchema = z.object({
	reason: z
		.string({ required_error: APPROVAL_MESSAGES.reasonRequired, invalid_type_error: APPROVAL_MESSAGES.reasonRequired })
		.trim()
		.min(1, APPROVAL_MESSAGES.reasonRequired)
		.max(APPROVAL_REASON_MAX, APPROVAL_MESSAGES.reasonTooLong),
})
export type RejectRequest = z.input<typeof rejectRequestSchema>

/** An approval request's id as the provider makes them; anything else is no request (404). */
export const APPROVAL_ID = /^apr_[0-9a-f]{20}$/
