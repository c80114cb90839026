import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { accountIdQuerySchema, ledgerTypeSchema } from './accounts.ts'
import { amountStringSchema } from './amounts.ts'
import { CRYPTO_ASSETS, currencySchema, FIAT_CURRENCIES } from './currencies.ts'
import { dayFilterSchema, lekSchema, limitSchema, optionalFilter, pageSchema, searchSchema } from './paging.ts'
import { TRANSACTION_TYPES, TRANSFER_STATUSES } from './vocabulary.ts'

/**
 * Ledger transactions and their entries. A transaction is one money movement
 * (a top-up, a transfer, its fee, a reversal); its postings move the amount
 * between accounts and always sum to zero. An entry is one posting on one of
 * the integrator's accounts, with the balance right after it. A loan's
 * movements (contract/lending/api.ts) are LOAN (paid out), REPAYMENT,
 * INTEREST (accrued) and LIQUIDATION (collateral sold); its collateral moves
 * as INTERNAL_TRANSFER.
 */

export { type TransactionType, type TransferStatus } from './vocabulary.ts'
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, {
	errorMap: () => ({ message: `type must be one of ${TRANSACTION_TYPES.join(', ')}` }),
})

export const transferStatusSchema = z.enum(TRANSFER_STATUSES, {
	errorMap: () => ({ message: `status must be one of ${TRANSFER_STATUSES.join(', ')}` }),
})

export const DIRECTIONS = ['CREDIT', 'DEBIT'] as const

const currencyCodeSchema = z.enum([...FIAT_CURRENCIES, ...CRYPTO_ASSETS])

export const entrySchema = z.object({
	id: z.string(),
	transactionId: z.string(),
	accountId: z.string(),
	type: transactionTypeSchema,
	direction: z.enum(DIRECTIONS),
	/** Always positive; `direction` says which way. */
	amount: amountStringSchema,
	currency: currencyCodeSchema,
	balanceAfter: amountStringSchema,
	status: transferStatusSchema,
	reference: z.string(),
	description: z.string(),
	/** The other party when there is one: the sender of a deposit, the beneficiary of a transfer. */
	counterparty: z.string().nullable(),
	createdAt: z.string(),
})
export type Entry = z.infer<typeof entrySchema>

/** The filters shared by every list of movements; all optional, empty means none. */
export const movementFiltersSchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	from: dayFilterSchema('from'),
	to: dayFilterSchema('to'),
	type: optionalFilter(transactionTypeSchema),
	status: optionalFilter(transferStatusSchema),
	currency: optionalFilter(currencySchema),
	/** Searches the reference, the description and the counterparty (case-insensitive). */
	q: searchSchema,
})
export type MovementFilters = z.infer<typeof movementFiltersSchema>

/** GET /integrator/v1/ledger/transactions?accountId=&…filters: one account's entries (anyone else's account: 404). */
export const ledgerTransactionsQuerySchema = movementFiltersSchema.extend({ accountId: accountIdQuerySchema.shape.id })
export const ledgerTransactionsResponseSchema = envelope(pageSchema(entrySchema))

/** One leg of a transaction. The provider's own accounts show with `accountId` null and no balance. */
export const postingSchema = z.object({
	id: z.string(),
	accountId: z.string().nullable(),
	accountName: z.string(),
	ledgerType: ledgerTypeSchema.nullable(),
	direction: z.enum(DIRECTIONS),
	amount: amountStringSchema,
	currency: currencyCodeSchema,
	balanceAfter: amountStringSchema.nullable(),
})

export const transactionSchema = z.object({
	id: z.string(),
	type: transactionTypeSchema,
	status: transferStatusSchema,
	/** The amount moved, without any fee (a fee is its own FEE transaction). */
	amount: amountStringSchema,
	currency: currencyCodeSchema,
	reference: z.string(),
	description: z.string(),
	counterparty: z.string().nullable(),
	/** The local transfer or top-up this movement belongs to, if any. */
	transferId: z.string().nullable(),
	topupId: z.string().nullable(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type Transaction = z.infer<typeof transactionSchema>
export const transactionWithPostingsSchema = transactionSchema.extend({ postings: z.array(postingSchema) })
export type TransactionWithPostings = z.infer<typeof transactionWithPostingsSchema>

/** GET /integrator/v1/ledger/transaction?id=: one transaction with all its postings (anyone else's: 404). */
export const transactionIdQuerySchema = z.object({
	id: z.string({ required_error: 'id is required' }).trim().min(1, 'id is required').max(64, 'No transaction with this id'),
})
export const ledgerTransactionResponseSchema = envelope(transactionWithPostingsSchema)

/**
 * GET /integrator/v1/transactions?…filters&ledgerType=: every transaction of
 * the caller, newest first. GET /integrator/v1/transfers: the same limited to
 * TRANSFER and INTERNAL_TRANSFER.
 */
export const transactionsQuerySchema = movementFiltersSchema.extend({ ledgerType: optionalFilter(ledgerTypeSchema) })
export const transactionsResponseSchema = envelope(pageSchema(transactionSchema))
