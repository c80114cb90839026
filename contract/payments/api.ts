import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { fiatWalletSchema } from '../fiat/api.ts'
import { beneficiaryFields } from '../fiat/beneficiaries.ts'
import { NAME_MATCHES } from '../fiat/beneficiary-labels.ts'
import { payoutSchema } from '../fiat/payouts.ts'
import { fileNameSchema } from '../file-names.ts'
import { amountStringSchema } from '../money/amounts.ts'
import { FIAT_CURRENCIES } from '../money/currencies.ts'
import { transferStatusSchema } from '../money/ledger.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { walletSchema, walletTransactionSchema } from '../wallets/api.ts'
import { BATCH_MAX_ROWS } from './limits.ts'

/**
 * The Payment service (service PAYMENT, under /payment/v1; every call needs
 * it active, everything is the caller's own and anyone else's id is a 404).
 * It pays the integrator's saved beneficiaries (fiat: contract/fiat/
 * beneficiaries.ts; crypto: the saved withdrawal addresses with their
 * paymentBeneficiaryType and isContractSigned, contract/settings/products.ts)
 * from the integrator's own balances: its fiat wallets and crypto main
 * wallets. A payout it makes is a fiat payout (contract/fiat/payouts.ts)
 * with service PAYMENT, paid from the fiat wallet of its currency with the
 * Payment rate card's fee.
 *
 * - GET  /payment/v1/wallets → PaymentWallets: the fiat wallets and the crypto main wallets, with their balances.
 * - GET  /payment/v1/payouts/{id} → Payout (a PAYMENT payout of the caller's; else 404).
 * - GET  /payment/v1/beneficiaries/{id}/payouts → Payout[] newest first: the payouts made to this fiat beneficiary by any service.
 * - GET  /payment/v1/crypto-beneficiaries/{addressId}/withdrawals → WalletTransaction[] newest first: the
 *   withdrawals from the caller's wallets to this saved address (on its network).
 * - POST /payment/v1/batches `{ fileName, rows: BatchRowInput[] }` → 201
 *   Batch (DRAFT): every row checked (its beneficiary the caller's and paid
 *   in the row's currency, or its bank details checked as a new
 *   beneficiary's are and the account's name asked of the bank; the amount
 *   within the currency's decimals, the reference's length, a wallet in the
 *   currency), each bad row with its reason, and per currency the total
 *   (amounts and fees) against the wallet's balance. Nothing moves, and no
 *   beneficiary is saved yet.
 * - GET  /payment/v1/batches → BatchSummary[] newest first; GET /payment/v1/batches/{id} → Batch.
 * - POST /payment/v1/batches/{id}/confirm `{ pin, token? }` → 201 Batch
 *   (SENT): the PIN (and the code with 2FA on) under the transfers' rate
 *   limit and lockout, then every valid row becomes its own payout, in file
 *   order; a row that cannot be paid then (the balance spent, the
 *   beneficiary deleted since) is FAILED with its reason and the others go
 *   on. A row that gave bank details pays the caller's saved beneficiary
 *   with the same account, or one saved for it then (record 102). The
 *   batch's id is the idempotency key: a batch already confirmed answers
 *   200 with itself (before the PIN) and sends nothing again, but for the
 *   rows a stopped provider left unsent, which go then (and at its next
 *   start), each once: a row claims one payout quote, and a quote makes one payout.
 *   A DRAFT batch with rows whose bank names another holder, unconfirmed
 *   (`nameConfirmationNeeded`), is refused 409 NAME_MISMATCH (field
 *   `confirmNameMismatch`, before the PIN) unless `confirmNameMismatch` is
 *   true; then the confirmer is kept on each such beneficiary (record 109).
 */

export const BATCH_STATUSES = ['DRAFT', 'SENT'] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]
/** A row: INVALID (never sent), READY (valid, batch not confirmed yet), SENT (its payout made), FAILED (refused when sent). */
export const BATCH_ROW_STATUSES = ['INVALID', 'READY', 'SENT', 'FAILED'] as const
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number]

export const REFERENCE_MAX_LENGTH = 100

export const PAYMENT_MESSAGES = {
	batchNotFound: 'No bulk payout with this id',
	payoutNotFound: 'No payout with this id',
	beneficiaryNotFound: 'No beneficiary with this id',
	batchCreated: 'Bulk payout checked',
	batchSent: 'Bulk payout sent',
	batchReplayed: 'This bulk payout was already sent: here it is',
	noValidRows: 'No row of this file can be paid: correct it and upload it again',
	rows: {
		beneficiary: 'Give a beneficiary id or the beneficiary’s bank details',
		both: 'Give a beneficiary id or bank details, not both',
		unknownBeneficiary: 'No beneficiary with this id',
		currency: `Currency must be one of ${FIAT_CURRENCIES.join(', ')}`,
		otherCurrency: (currency: string, beneficiaryCurrency: string) => `This beneficiary is paid in ${beneficiaryCurrency}, not ${currency}`,
		amount: 'Amount must be a number greater than 0, such as 1500.00',
		decimals: (currency: string, decimals: number) => `${currency} amounts have at most ${decimals} decimals`,
		reference: `Reference must be at most ${REFERENCE_MAX_LENGTH} characters`,
		noWallet: (currency: string) => `You have no ${currency} wallet to pay from`,
	},
} as const

export const PAYMENT_ERROR_CODES = { noValidRows: 'NO_VALID_ROWS' } as const

export const BATCH_ID = /^pbt_[0-9a-f]{20}$/

/**
 * The bank details a row may give instead of a beneficiary id: the fields
 * of a new fiat beneficiary (contract/fiat/beneficiaries.ts), as typed.
 * `kind` may be left out (a business name makes it BUSINESS), so may
 * `method` (a mobile number makes it MOBILE_MONEY, else the currency's bank
 * account) and `paymentBeneficiaryType` (THIRD_PARTY).
 */
export type BatchDetailField = Exclude<keyof typeof beneficiaryFields, 'currency' | 'description'>
/** The beneficiary API's fields but the currency (the row's own) and the description (a file has a reference). */
export const BATCH_DETAIL_FIELDS = (Object.keys(beneficiaryFields) as (keyof typeof beneficiaryFields)[]).filter(
	(field): field is BatchDetailField => field !== 'currency' && field !== 'description',
)
export const batchRowDetailsSchema = z
	.object(
		Object.fromEntries(BATCH_DETAIL_FIELDS.map((field) => [field, z.string().max(200).optional()])) as Record<
			BatchDetailField,
			z.ZodOptional<z.ZodString>
		>,
	)
	.strict()
export type BatchRowDetails = z.input<typeof batchRowDetailsSchema>

/** One row of the file as read (strings as typed; the provider checks them). `line` is its line in the file. */
export const batchRowInputSchema = z.object({
	line: z.number().int().min(1).max(100_000),
	beneficiaryId: z.string().max(200).default(''),
	/** Instead of beneficiaryId: the account's details (a row with any detail is read as a new beneficiary's). */
	beneficiary: batchRowDetailsSchema.optional(),
	currency: z.string().max(200).default(''),
	amount: z.string().max(200).default(''),
	reference: z.string().max(1000).default(''),
})
export type BatchRowInput = z.input<typeof batchRowInputSchema>
/** A row with its defaults filled in, as the provider reads it (and as the dashboard's file reader gives it). */
export type BatchRowRead = z.output<typeof batchRowInputSchema>

export const createBatchRequestSchema = z.object({
	fileName: fileNameSchema('payouts.csv'),
	rows: z
		.array(batchRowInputSchema, { required_error: 'rows is required' })
		.min(1, 'The file has no rows')
		.max(BATCH_MAX_ROWS, `A bulk payout takes at most ${BATCH_MAX_ROWS} rows`),
})
export type CreateBatchRequest = z.input<typeof createBatchRequestSchema>

export const confirmBatchRequestSchema = z.object({
	pin: pinSchema('PIN'),
	token: totpTokenSchema,
	/** Pay the rows whose bank names another holder (record 109): needed while a row's `nameConfirmationNeeded`. */
	confirmNameMismatch: z.boolean({ invalid_type_error: 'confirmNameMismatch must be true or false' }).optional(),
})
export type ConfirmBatchRequest = z.input<typeof confirmBatchRequestSchema>

export const batchRowSchema = z.object({
	line: z.number().int(),
	beneficiaryId: z.string(),
	/** The beneficiary's name and where it is paid (null when the row names none of the caller's). */
	beneficiaryName: z.string().nullable(),
	destination: z.string().nullable(),
	/** The account's holder as the bank names it. */
	accountName: z.string().nullable(),
	/** The name against the holder's (record 109; null when the row names no account). */
	nameMatch: z.enum(NAME_MATCHES).nullable(),
	/** A READY row whose bank names another holder and nobody has confirmed it: sending asks first. */
	nameConfirmationNeeded: z.boolean(),
	/**
	 * The row gave bank details that no saved beneficiary has: one is saved
	 * for it when the batch is sent (beneficiaryId is '' until then).
	 */
	newBeneficiary: z.boolean(),
	currency: z.string(),
	/** As typed when the row is invalid; exact in the currency's decimals otherwise. */
	amount: z.string(),
	/** The Payment rate card's fee (null for an invalid row). */
	fee: amountStringSchema.nullable(),
	reference: z.string(),
	status: z.enum(BATCH_ROW_STATUSES),
	/** Why the row is invalid or failed. */
	reason: z.string().nullable(),
	payout: z.object({ id: z.string(), reference: z.string(), status: transferStatusSchema }).nullable(),
})
export type BatchRow = z.infer<typeof batchRowSchema>

export const batchTotalSchema = z.object({
	currency: z.enum(FIAT_CURRENCIES),
	rows: z.number().int(),
	amount: amountStringSchema,
	fee: amountStringSchema,
	/** amount + fee: what the valid rows take from the wallet. */
	total: amountStringSchema,
	/** The wallet's balance now (null: no wallet in the currency). */
	balance: amountStringSchema.nullable(),
	enough: z.boolean(),
	/** What is left now of the Payment card's daily limit in the currency (UTC day; docs/decisions/107-rate-card-limits-enforced.md); null: no daily limit. */
	leftToday: amountStringSchema.nullable(),
})
export type BatchTotal = z.infer<typeof batchTotalSchema>

export const batchSummarySchema = z.object({
	id: z.string(),
	fileName: z.string(),
	status: z.enum(BATCH_STATUSES),
	rowCount: z.number().int(),
	validCount: z.number().int(),
	createdAt: z.string(),
	sentAt: z.string().nullable(),
})
export type BatchSummary = z.infer<typeof batchSummarySchema>

export const batchSchema = batchSummarySchema.extend({
	confirmedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
	totals: z.array(batchTotalSchema),
	rows: z.array(batchRowSchema),
})
export type Batch = z.infer<typeof batchSchema>

export const paymentWalletsSchema = z.object({ fiat: z.array(fiatWalletSchema), crypto: z.array(walletSchema) })
export type PaymentWallets = z.infer<typeof paymentWalletsSchema>

export const paymentWalletsResponseSchema = envelope(paymentWalletsSchema)
export const batchResponseSchema = envelope(batchSchema)
export const batchListResponseSchema = envelope(z.array(batchSummarySchema))
export const paymentPayoutResponseSchema = envelope(payoutSchema)
export const beneficiaryPayoutsResponseSchema = envelope(z.array(payoutSchema))
export const beneficiaryWithdrawalsResponseSchema = envelope(z.array(walletTransactionSchema))
