import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema } from './amounts.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema, type FiatCurrency } from './currencies.ts'
import { movementFiltersSchema, transferStatusSchema } from './ledger.ts'
import { pageSchema } from './paging.ts'
import { ACCOUNT_NUMBER_LENGTH, NARRATION_MAX_LENGTH } from './transfer-limits.ts'

/**
 * Local transfers: a payout from a funding balance to a bank account in the
 * same currency. The fee is charged on top (total = amount + fee), both
 * debited at once; a failed transfer gets both back by a REVERSAL.
 */

export const bankSchema = z.object({ code: z.string(), name: z.string(), currency: z.enum(FIAT_CURRENCIES) })
export type Bank = z.infer<typeof bankSchema>
/** GET /integrator/v1/local-transfer/banks?currency=: the banks of that currency, by name. */
export const banksQuerySchema = z.object({ currency: fiatCurrencySchema })
export const banksResponseSchema = envelope(z.array(bankSchema))

export const accountNumberSchema = z
	.string({ required_error: 'Account number is required' })
	.trim()
	.min(1, 'Account number is required')
	.regex(/^\d+$/, 'Account number must contain digits only')
	.length(ACCOUNT_NUMBER_LENGTH, `Account number must be exactly ${ACCOUNT_NUMBER_LENGTH} digits`)

export const bankCodeSchema = z.string({ required_error: 'Choose a bank' }).trim().min(1, 'Choose a bank').max(20, 'Choose a bank')

/** The amount's decimals are checked against the currency once both parse. */
function amountFitsCurrency(value: { amount: string; currency: FiatCurrency }, ctx: z.RefinementCtx) {
	const issue = amountDecimalsIssue(value.amount, value.currency)
	if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue })
}

/**
 * GET /integrator/v1/local-transfer/charge?amount=&currency=&accountNumber=&bankCode=:
 * the quote. The account holder's name is resolved from the number as a bank
 * would (in the sandbox: derived from the digits; a number ending in 0000
 * has no account: 422 ACCOUNT_NOT_FOUND). An unknown bank is 400
 * UNKNOWN_BANK; amount plus fee above the funding balance is 400
 * INSUFFICIENT_BALANCE (field `amount`), as the transfer itself would be.
 */
export const chargeQuerySchema = z
	.object({ currency: fiatCurrencySchema, bankCode: bankCodeSchema, accountNumber: accountNumberSchema, amount: amountSchema })
	.superRefine(amountFitsCurrency)
export type ChargeQuery = z.infer<typeof chargeQuerySchema>
export const chargeSchema = z.object({
	amount: amountStringSchema,
	fee: amountStringSchema,
	total: amountStringSchema,
	currency: z.enum(FIAT_CURRENCIES),
	bankCode: z.string(),
	bankName: z.string(),
	accountNumber: z.string(),
	accountName: z.string(),
})
export type Charge = z.infer<typeof chargeSchema>
export const chargeResponseSchema = envelope(chargeSchema)

/**
 * An idempotency key: the same key with the same request answers the first
 * transfer again (200, nothing new); with a different request it is refused
 * (409 IDEMPOTENCY_CONFLICT). Keys are scoped to the integrator.
 */
export const idempotencyKeySchema = z
	.string({ required_error: 'idempotencyKey is required' })
	.trim()
	.regex(/^[A-Za-z0-9_-]{8,128}$/, 'idempotencyKey must be 8 to 128 letters, digits, dashes or underscores')

/**
 * POST /integrator/v1/local-transfer → 201 the transfer (200 for a replay).
 * The idempotency key is the body field `idempotencyKey`; an
 * `Idempotency-Key` header is accepted instead (both given and different: 400).
 * `token` is the authenticator code, required when 2FA is on.
 */
export const createLocalTransferRequestSchema = z
	.object({
		currency: fiatCurrencySchema,
		bankCode: bankCodeSchema,
		accountNumber: accountNumberSchema,
		narration: z.preprocess(
			(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
			textSchema('the narration').max(NARRATION_MAX_LENGTH, `Narration must be at most ${NARRATION_MAX_LENGTH} characters`).optional(),
		),
		pin: pinSchema('PIN'),
		token: totpTokenSchema,
		idempotencyKey: idempotencyKeySchema.optional(),
		amount: amountSchema,
	})
	.superRefine(amountFitsCurrency)
export type CreateLocalTransferRequest = z.input<typeof createLocalTransferRequestSchema>

/**
 * A quote: the provider's offer for one transfer, kept under an id until it
 * expires (QUOTE_LIFETIME_MINUTES) or is used, with every figure the
 * confirmation will move: amount, fee, total and the funding balance after.
 * Its id is the transfer's idempotency key, so a quote makes one transfer at
 * most, however often it is confirmed (docs/decisions/049-transfer-quote-object.md).
 *
 * POST /integrator/v1/local-transfer/quote (body: the fields below) → 201 the
 * quote; refused as the charge is (400 UNKNOWN_BANK, 422 ACCOUNT_NOT_FOUND,
 * 400 INSUFFICIENT_BALANCE). GET /integrator/v1/local-transfer/quote/{id} →
 * the quote with its status: OPEN, USED (`transferId` names the transfer it
 * made) or EXPIRED; 404 for an id the integrator does not own.
 */
export const QUOTE_LIFETIME_MINUTES = 15
export const QUOTE_STATUSES = ['OPEN', 'USED', 'EXPIRED'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
/** Quote ids look like 'qte_' and 20 hex digits; anything else is no quote. */
export const quoteIdSchema = z
	.string({ required_error: 'quoteId is required' })
	.regex(/^qte_[0-9a-f]{20}$/, 'quoteId must be a quote id (qte_…)')
export const createQuoteRequestSchema = z
	.object({
		currency: fiatCurrencySchema,
		bankCode: bankCodeSchema,
		accountNumber: accountNumberSchema,
		amount: amountSchema,
		narration: z.preprocess(
			(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
			textSchema('the narration').max(NARRATION_MAX_LENGTH, `Narration must be at most ${NARRATION_MAX_LENGTH} characters`).optional(),
		),
	})
	.superRefine(amountFitsCurrency)
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>
export const quoteSchema = chargeSchema.extend({
	id: z.string(),
	status: z.enum(QUOTE_STATUSES),
	narration: z.string().nullable(),
	/** The funding balance once the total is taken, as it stood when the quote was made. */
	balanceAfter: amountStringSchema,
	createdAt: z.string(),
	expiresAt: z.string(),
	/** The transfer this quote made (USED only). */
	transferId: z.string().nullable(),
})
export type Quote = z.infer<typeof quoteSchema>
export const quoteResponseSchema = envelope(quoteSchema)

/**
 * POST /integrator/v1/local-transfer with a quote: `{ quoteId, pin, token }`
 * makes the quote's transfer (201), with the quote's id as its idempotency
 * key: a used quote answers the transfer it made (200), an expired one is
 * 409 QUOTE_EXPIRED, an unknown one 404.
 */
export const confirmQuoteRequestSchema = z.object({ quoteId: quoteIdSchema, pin: pinSchema('PIN'), token: totpTokenSchema })
export type ConfirmQuoteRequest = z.input<typeof confirmQuoteRequestSchema>

/** A local transfer: what its charge said, and where it stands. */
export const localTransferSchema = chargeSchema.extend({
	id: z.string(),
	status: transferStatusSchema,
	narration: z.string().nullable(),
	reference: z.string(),
	/** Why it failed (ITF_FAILED only). */
	reason: z.string().nullable(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type LocalTransfer = z.infer<typeof localTransferSchema>
export const localTransferResponseSchema = envelope(localTransferSchema)

/** GET /integrator/v1/local-transfers?…filters (type is ignored: every row is a local transfer). */
export const localTransfersQuerySchema = movementFiltersSchema
export const localTransfersResponseSchema = envelope(pageSchema(localTransferSchema))

/** A bank deposit that credited a funding balance. GET /integrator/v1/topups?…filters and /topups/{id}. */
export const topupSchema = z.object({
	id: z.string(),
	status: transferStatusSchema,
	amount: amountStringSchema,
	currency: z.enum(FIAT_CURRENCIES),
	reference: z.string(),
	senderName: z.string(),
	senderBank: z.string(),
	transactionId: z.string(),
	createdAt: z.string(),
})
export type Topup = z.infer<typeof topupSchema>
export const topupResponseSchema = envelope(topupSchema)
export const topupsQuerySchema = movementFiltersSchema
export const topupsResponseSchema = envelope(pageSchema(topupSchema))
