import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { amountStringSchema } from './amounts.ts'
import { currencySchema, FIAT_CURRENCIES, CRYPTO_ASSETS, fiatCurrencySchema } from './currencies.ts'
import { dayFilterSchema, lekSchema, limitSchema, optionalFilter, pageSchema } from './paging.ts'
import { LEDGER_TYPES } from './vocabulary.ts'

/**
 * An integrator's ledger accounts. Every integrator has one funding account
 * per fiat currency (topped up by bank deposits, the source of local
 * transfers); a verified company also holds operational and float accounts
 * per fiat currency it uses, and one crypto account per asset. A trading
 * account per currency is opened with its trading wallet (contract/trading/);
 * each Fiat wallet it opens is a `fiat` account of its currency; a Lending
 * service's collateral wallet is a `collateral` account of its asset
 * (contract/lending/api.ts). Balances are decimal strings with the
 * currency's decimals.
 */
export { LEDGER_TYPE_LABELS, type LedgerType } from './vocabulary.ts'
export const ledgerTypeSchema = z.enum(LEDGER_TYPES, {
	errorMap: () => ({ message: `ledgerType must be one of ${LEDGER_TYPES.join(', ')}` }),
})

const currencyCodeSchema = z.enum([...FIAT_CURRENCIES, ...CRYPTO_ASSETS])

export const accountSchema = z.object({
	id: z.string(),
	ledgerType: ledgerTypeSchema,
	currency: currencyCodeSchema,
	/** e.g. 'NGN funding', 'BTC crypto'. */
	name: z.string(),
	balance: amountStringSchema,
	createdAt: z.string(),
})
export type Account = z.infer<typeof accountSchema>

/** GET /integrator/v1/accounts: every account, funding first, then by currency. */
export const accountListResponseSchema = envelope(z.array(accountSchema))

/**
 * GET /integrator/v1/ledger-balance: the total per ledger type and currency
 * (one row per pair the integrator holds an account for).
 */
export const ledgerBalanceSchema = z.object({ ledgerType: ledgerTypeSchema, currency: currencyCodeSchema, balance: amountStringSchema })
export type LedgerBalance = z.infer<typeof ledgerBalanceSchema>
export const ledgerBalanceResponseSchema = envelope(z.array(ledgerBalanceSchema))

/**
 * GET /integrator/v1/funding-account?currency=: the virtual bank account a
 * bank deposit to this currency's funding balance goes to. Without
 * `currency`, one per supported fiat currency; an unsupported one is 400.
 */
export const fundingAccountQuerySchema = z.object({ currency: optionalFilter(fiatCurrencySchema) })
export const fundingAccountSchema = z.object({
	currency: z.enum(FIAT_CURRENCIES),
	bankName: z.string(),
	accountNumber: z.string(),
	accountName: z.string(),
	/** The funding balance it credits. */
	balance: amountStringSchema,
})
export type FundingAccount = z.infer<typeof fundingAccountSchema>
export const fundingAccountResponseSchema = envelope(z.array(fundingAccountSchema))

/** GET /integrator/v1/ledger/accounts?limit=&lek=&ledgerType=&currency= */
export const ledgerAccountsQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	ledgerType: optionalFilter(ledgerTypeSchema),
	currency: optionalFilter(currencySchema),
})
export type LedgerAccountsQuery = z.infer<typeof ledgerAccountsQuerySchema>
export const ledgerAccountsResponseSchema = envelope(pageSchema(accountSchema))

/** GET /integrator/v1/ledger/account?id=: one of the caller's accounts (anyone else's: 404). */
export const accountIdQuerySchema = z.object({
	id: z.string({ required_error: 'id is required' }).trim().min(1, 'id is required').max(64, 'No account with this id'),
})
export const ledgerAccountResponseSchema = envelope(accountSchema)

/**
 * GET /integrator/v1/ledger/account/history?id=&from=&to=: the closing
 * balance of each day (UTC) from `from` to `to` inclusive (default: the last
 * 30 days; at most 366 days), for a chart drawn on the server.
 */
export const BALANCE_HISTORY_MAX_DAYS = 366
export const balanceHistoryQuerySchema = z.object({
	id: accountIdQuerySchema.shape.id,
	from: dayFilterSchema('from'),
	to: dayFilterSchema('to'),
})
export const balancePointSchema = z.object({ date: z.string(), balance: amountStringSchema })
export const balanceHistorySchema = z.object({
	accountId: z.string(),
	currency: currencyCodeSchema,
	from: z.string(),
	to: z.string(),
	points: z.array(balancePointSchema),
})
export type BalanceHistory = z.infer<typeof balanceHistorySchema>
export const balanceHistoryResponseSchema = envelope(balanceHistorySchema)

/**
 * GET /integrator/v1/ledger/histories?type=: the last 30 days' closing
 * balances of each of the caller's accounts of one ledger type (at most
 * BALANCE_HISTORIES_MAX_ACCOUNTS), so an overview draws every wallet's trend
 * from one call made beside its others (docs/decisions/123-every-page-on-the-kit.md).
 */
export const BALANCE_HISTORIES_MAX_ACCOUNTS = 20
export const balanceHistoriesQuerySchema = z.object({ type: ledgerTypeSchema })
export const balanceHistoriesResponseSchema = envelope(z.array(balanceHistorySchema))
