import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { payoutBeneficiarySchema } from '../fiat/payouts.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema } from '../money/amounts.ts'
import { CRYPTO_ASSETS, currencySchema, FIAT_CURRENCIES } from '../money/currencies.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { APPROVAL_MESSAGES } from './messages.ts'
import { APPROVAL_KINDS, APPROVAL_REASON_MAX, APPROVAL_RULE_CURRENCIES, APPROVAL_STATUSES } from './words.ts'

export * from './destination.ts'
export * from './messages.ts'
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
		currency: currencySchema,
		// Empty or left out: no rule (a form's empty field reaches the schema as undefined).
		amount: z.preprocess(
			(value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
			amountSchema.nullable(),
		),
	})
	.superRefine((value, ctx) => {
		if (!APPROVAL_RULE_CURRENCIES[value.kind].includes(value.currency)) {
			ctx.addIssue({ code: 'custom', path: ['currency'], message: APPROVAL_MESSAGES.currencyForKind(value.kind) })
			return
		}
		const issue = value.amount === null ? null : amountDecimalsIssue(value.amount, value.currency)
		if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue })
	})
export type ApprovalRuleRequest = z.input<typeof approvalRuleRequestSchema>

export const approvalRuleSchema = z.object({
	kind: approvalKindSchema,
	currency: z.enum([...FIAT_CURRENCIES, ...CRYPTO_ASSETS]),
	/** At or above this amount a movement waits for a second member. */
	amount: amountStringSchema,
	updatedAt: z.string(),
	updatedBy: z.string(),
})
export type ApprovalRule = z.infer<typeof approvalRuleSchema>
export const approvalRulesResponseSchema = envelope(z.array(approvalRuleSchema))
export const approvalRuleResponseSchema = envelope(approvalRuleSchema.nullable())

const personSchema = z.object({ name: z.string(), email: z.string() })

/** Where the money goes, per kind: what the approver needs beside the figures. */
export const approvalTargetSchema = z.discriminatedUnion('kind', [
	z.object({ kind: z.literal('PAYOUT'), beneficiary: payoutBeneficiarySchema, narration: z.string().nullable() }),
	z.object({
		kind: z.literal('WITHDRAWAL'),
		address: z.string(),
		network: z.string(),
		networkFee: amountStringSchema,
		serviceFee: amountStringSchema,
	}),
	z.object({
		kind: z.literal('TRANSFER'),
		bankName: z.string(),
		accountNumber: z.string(),
		accountName: z.string(),
		narration: z.string().nullable(),
	}),
	z.object({
		kind: z.literal('BULK'),
		fileName: z.string(),
		/** The rows that will be paid, and their totals per currency (the request's figures are the first's). */
		rowCount: z.number().int(),
		totals: z.array(
			z.object({
				currency: z.enum(FIAT_CURRENCIES),
				rows: z.number().int(),
				amount: amountStringSchema,
				fee: amountStringSchema,
				total: amountStringSchema,
			}),
		),
	}),
])
export type ApprovalTarget = z.infer<typeof approvalTargetSchema>

export const approvalRequestSchema = z.object({
	id: z.string(),
	kind: approvalKindSchema,
	status: z.enum(APPROVAL_STATUSES),
	/** A fiat currency, or a crypto asset for a withdrawal; the figures are in its own decimals. */
	currency: z.enum([...FIAT_CURRENCIES, ...CRYPTO_ASSETS]),
	amount: amountStringSchema,
	fee: amountStringSchema,
	total: amountStringSchema,
	to: approvalTargetSchema,
	/** The quote whose figures are held until a decision (record 134). */
	quoteId: z.string(),
	requestedBy: personSchema,
	createdAt: z.string(),
	expiresAt: z.string(),
	decidedBy: personSchema.nullable(),
	decidedAt: z.string().nullable(),
	reason: z.string().nullable(),
	/** What an approval sent: the payout, withdrawal or transfer id, or the batch's. */
	movementId: z.string().nullable(),
})
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>
export const approvalRequestResponseSchema = envelope(approvalRequestSchema)
/** A confirmation's answer: what it made, or the request that waits for a second member (the 202; it alone has `requestedBy`). */
export const orApprovalResponseSchema = <T extends z.ZodTypeAny>(made: T) => envelope(z.union([approvalRequestSchema, made]))
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
