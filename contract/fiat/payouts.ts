import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema } from '../money/amounts.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema } from '../money/currencies.ts'
import { formatMoney } from '../money/format.ts'
import { movementFiltersSchema, transferStatusSchema } from '../money/ledger.ts'
import { pageSchema } from '../money/paging.ts'
import { NARRATION_MAX_LENGTH } from '../money/transfer-limits.ts'
import { QUOTE_LIFETIME_MINUTES, QUOTE_STATUSES } from '../money/transfers.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { beneficiarySchema } from './beneficiaries.ts'
import { NAME_MATCHES } from './beneficiary-labels.ts'

/**
 * Payouts: money from a balance to a saved beneficiary (contract/fiat/
 * beneficiaries.ts), quoted then confirmed as every movement is
 * (docs/decisions/049-transfer-quote-object.md). The Fiat wallet pays from
 * its wallet of the currency (service FCAT, under /fcat/v1); the payout
 * itself knows only its source balance and the service that made it, so
 * another service pays out the same way from its own balance.
 *
 * - POST /fcat/v1/payouts/quote `{ currency, beneficiaryId, amount, narration? }`
 *   → 201 PayoutQuote (`fpq_…`, open QUOTE_LIFETIME_MINUTES): the fee of the
 *   rate card (contract/fiat/fees.ts), total and the wallet's balance after.
 *   The beneficiary is the caller's and paid in the currency (else 404 /
 *   400 OTHER_CURRENCY); amount + fee fit the wallet (400
 *   INSUFFICIENT_BALANCE, field `amount`).
 * - GET  /fcat/v1/payouts/quote/{id} → PayoutQuote: OPEN, USED (`payoutId`)
 *   or EXPIRED, and `recentPayout`: a payout to the same beneficiary for the
 *   same amount made less than RECENT_PAYOUT_MINUTES ago (not failed), which
 *   the dashboard asks about before confirming.
 * - POST /fcat/v1/payouts `{ quoteId, pin, token?, sendAgain? }` → 201
 *   Payout (ITF_PENDING, then ITF_PROCESSING once handed to the bank). The
 *   quote's id is the idempotency key: a used quote answers 200 with its
 *   payout (before the PIN), an expired one 409 QUOTE_EXPIRED, and with a
 *   recent payout of the same amount to the same beneficiary 409
 *   RECENT_PAYOUT (the question as message) unless `sendAgain` is true. Then
 *   the PIN and the code (the transfers' rate limit and lockout), and amount
 *   and fee leave the balance in one database transaction.
 * - GET  /fcat/v1/payouts/{id} → Payout (anyone else's: 404)
 * - GET  /fcat/v1/payouts?…movement filters → page of Payout, newest first
 *
 * The back office (control API, CLI `fiat payout settle|fail <id>`):
 * POST /sandbox/v1/control/fiat/payouts/{id}/settle → ITF_COMPLETED
 * (FCAT_WITHDRAWAL_COMPLETED e-mailed); …/fail `{ reason? }` → ITF_FAILED
 * with amount and fee returned by one REVERSAL, exactly once. A final payout: 409 TRANSFER_FINAL.
 */

export const PAYOUT_QUOTE_LIFETIME_MINUTES = QUOTE_LIFETIME_MINUTES
/** A payout to the same beneficiary for the same amount less than this long ago asks before a second (the edges: 9:59 asks, 10:00 does not). */
export const RECENT_PAYOUT_MINUTES = 10
export const PAYOUT_SERVICES = ['FCAT', 'PAYMENT'] as const
export type PayoutService = (typeof PAYOUT_SERVICES)[number]

export const PAYOUT_ERROR_CODES = {
	quoteExpired: 'QUOTE_EXPIRED',
	recentPayout: 'RECENT_PAYOUT',
	insufficientBalance: 'INSUFFICIENT_BALANCE',
	transferFinal: 'TRANSFER_FINAL',
} as const

export const PAYOUT_MESSAGES = {
	quoteNotFound: 'No payout quote with this id',
	payoutNotFound: 'No payout with this id',
	quoteCreated: 'Payout quote',
	created: 'Payout submitted',
	replayed: 'This quote was already confirmed: here is its payout',
	quoteExpired: 'This quote has expired: ask for a new one',
	insufficientBalance: (balance: string, currency: string) =>
		`Amount and fee are more than your ${currency} wallet's balance: ${formatMoney(balance, currency)}`,
	final: (status: string) => `This payout is already final (${status})`,
	beneficiaryRequired: 'Choose a beneficiary',
} as const

export const payoutQuoteIdSchema = z
	.string({ required_error: 'quoteId is required' })
	.regex(/^fpq_[0-9a-f]{20}$/, 'quoteId must be a payout quote id (fpq_…)')
export const PAYOUT_ID = /^fpo_[0-9a-f]{20}$/

const narrationSchema = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
	textSchema('the narration').max(NARRATION_MAX_LENGTH, `Narration must be at most ${NARRATION_MAX_LENGTH} characters`).optional(),
)

export const createPayoutQuoteRequestSchema = z
	.object({
		currency: fiatCurrencySchema,
		beneficiaryId: z
			.string({ required_error: PAYOUT_MESSAGES.beneficiaryRequired })
			.trim()
			.min(1, PAYOUT_MESSAGES.beneficiaryRequired)
			.max(64, PAYOUT_MESSAGES.beneficiaryRequired),
		amount: amountSchema,
		narration: narrationSchema,
	})
	.superRefine((value, ctx) => {
		const issue = amountDecimalsIssue(value.amount, value.currency)
		if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue })
	})
export type CreatePayoutQuoteRequest = z.input<typeof createPayoutQuoteRequestSchema>

/** What a payout keeps of its beneficiary: the details it was paid to, whatever happens to the saved beneficiary later. */
export const payoutBeneficiarySchema = beneficiarySchema
	.pick({
		kind: true,
		method: true,
		name: true,
		email: true,
		bankCode: true,
		bankName: true,
		accountNumber: true,
		routingNumber: true,
		iban: true,
		bic: true,
		mobileNumber: true,
		country: true,
		accountName: true,
		destination: true,
	})
	.extend({
		/**
		 * Confirmation of payee as it stood when quoted (record 109); absent from
		 * payouts made before the check.
		 */
		nameMatch: z.enum(NAME_MATCHES).optional(),
		nameMismatchConfirmedAt: z.string().nullable().optional(),
	})
export type PayoutBeneficiary = z.infer<typeof payoutBeneficiarySchema>

const feeRuleSchema = z.object({ feePercent: z.string(), feeFixed: amountStringSchema })

export const recentPayoutSchema = z.object({ id: z.string(), createdAt: z.string(), minutesAgo: z.number().int().min(0) })
export type RecentPayout = z.infer<typeof recentPayoutSchema>

export const payoutQuoteSchema = z.object({
	id: z.string(),
	status: z.enum(QUOTE_STATUSES),
	service: z.enum(PAYOUT_SERVICES),
	currency: z.enum(FIAT_CURRENCIES),
	beneficiaryId: z.string(),
	beneficiary: payoutBeneficiarySchema,
	amount: amountStringSchema,
	fee: amountStringSchema,
	/** amount + fee: what leaves the balance. */
	total: amountStringSchema,
	/** The balance once the total is taken, as it stood when quoted. */
	balanceAfter: amountStringSchema,
	feeRule: feeRuleSchema,
	narration: z.string().nullable(),
	createdAt: z.string(),
	expiresAt: z.string(),
	payoutId: z.string().nullable(),
	/** A payout of the same amount to the same beneficiary less than RECENT_PAYOUT_MINUTES ago (null: none, or this quote is used). */
	recentPayout: recentPayoutSchema.nullable(),
})
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>
export const payoutQuoteResponseSchema = envelope(payoutQuoteSchema)

export const confirmPayoutRequestSchema = z.object({
	quoteId: payoutQuoteIdSchema,
	pin: pinSchema('PIN'),
	token: totpTokenSchema,
	/** The answer to 'Send again?': needed when the quote has a recent payout. */
	sendAgain: z.boolean({ invalid_type_error: 'sendAgain must be true or false' }).optional(),
	/** Pay although the bank names another holder (record 109): needed while the beneficiary's NO_MATCH is unconfirmed. */
	confirmNameMismatch: z.boolean({ invalid_type_error: 'confirmNameMismatch must be true or false' }).optional(),
})
export type ConfirmPayoutRequest = z.input<typeof confirmPayoutRequestSchema>

export const payoutSchema = z.object({
	id: z.string(),
	/** The bank's reference ('PO-20261201-3F9A2C'). */
	reference: z.string(),
	status: transferStatusSchema,
	service: z.enum(PAYOUT_SERVICES),
	currency: z.enum(FIAT_CURRENCIES),
	amount: amountStringSchema,
	fee: amountStringSchema,
	total: amountStringSchema,
	feeRule: feeRuleSchema,
	narration: z.string().nullable(),
	/** Why it failed (ITF_FAILED only). */
	reason: z.string().nullable(),
	/** The saved beneficiary it was paid to (maybe deleted since), and the details the payout went to. */
	beneficiaryId: z.string(),
	beneficiary: payoutBeneficiarySchema,
	quoteId: z.string(),
	/** Who confirmed it with their PIN. */
	confirmedBy: z.object({ name: z.string(), email: z.string() }),
	/** Each status's time: submitted (ITF_PENDING), handed to the bank, and completed or failed. */
	createdAt: z.string(),
	processingAt: z.string().nullable(),
	completedAt: z.string().nullable(),
	failedAt: z.string().nullable(),
	updatedAt: z.string(),
})
export type Payout = z.infer<typeof payoutSchema>
export const payoutResponseSchema = envelope(payoutSchema)
export const payoutsQuerySchema = movementFiltersSchema
export const payoutsResponseSchema = envelope(pageSchema(payoutSchema))
