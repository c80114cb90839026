import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { amountSchema, amountStringSchema } from '../money/amounts.ts'
import { formatMoney } from '../money/format.ts'
import { dayFilterSchema, lekSchema, limitSchema, optionalFilter, pageSchema, searchSchema } from '../money/paging.ts'
import { idempotencyKeySchema } from '../money/transfers.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { TRADE_SIDES } from './arithmetic.ts'
import { tradingCurrencySchema, tradingPairSchema } from './pair-schemas.ts'
import { TRADING_CURRENCIES, TRADING_FX_CURRENCIES, TRADING_PAIRS, type TradingPair } from './pairs.ts'
import { TRADING_QUOTE_STATUSES, TRANSFER_COUNTERPARTS, TRANSFER_DIRECTIONS } from './statuses.ts'

/**
 * The Trading service's provider API (`/trading/v1/…`, beside its rate card
 * `/trading/v1/rates/my-rates`): trading wallets, request for quote, orders,
 * internal transfers. docs/product/trading.md says it in words.
 *
 * Every call needs the TRADING service subscribed, approved and active (409
 * SERVICE_NOT_ACTIVE otherwise); another integrator's quote or transfer is a
 * 404, never a 403.
 *
 * - GET  /trading/v1/wallets                 → TradingWallet[] (the currencies held, TRADING_CURRENCIES order)
 * - POST /trading/v1/wallets { currency }    → 201 TradingWallet (409 WALLET_EXISTS when held); TRADING_WALLET_CREATED
 * - GET  /trading/v1/pairs                   → TradingPairInfo[]: every pair offered, its price now, the card's fee and limits
 * - POST /trading/v1/quotes { pair, side, amount, amountCurrency } → 201 TradingQuote, OPEN for QUOTE_LIFETIME_SECONDS.
 *   `amountCurrency` is the pair's base (the crypto) or quote currency; the
 *   amount moves exactly as typed in it (contract/trading/arithmetic.ts).
 *   Refused (400, with the field): a pair not offered, too many decimals, the
 *   crypto outside the card's minimum/maximum or over its daily limit (UTC
 *   day, settled orders), more than the trading wallet holds.
 * - GET  /trading/v1/quotes/{id}             → TradingQuote (OPEN, SETTLED, EXPIRED)
 * - POST /trading/v1/quotes/{id}/accept { pin, token? } → 201 the quote SETTLED: both legs
 *   and the fee move in one database transaction. The quote id is the
 *   idempotency key: accepted again, 200 with the same settlement and nothing
 *   moved (before the PIN); expired: 409 QUOTE_EXPIRED (the expiry is the
 *   provider's clock); the wallet short of the money now: 400 INSUFFICIENT_BALANCE.
 *   TRADING_SETTLEMENT is e-mailed.
 * - GET  /trading/v1/orders?status=&side=&pair=&from=&to=&q=&limit=&lek= → page of TradingQuote, newest first:
 *   every quote asked for is an order (its id is the quote's), SETTLED once
 *   accepted, EXPIRED when its time ran out, OPEN until then. `q` searches the id and the pair.
 * - POST /trading/v1/transfers { currency, direction, amount, pin, token?, idempotencyKey } → 201 TradingTransfer
 *   (200 for the same key and request again; 409 IDEMPOTENCY_CONFLICT for another request).
 *   IN moves from the currency's main wallet (crypto) or funding balance
 *   (fiat) into its trading wallet (opened on the way if need be); OUT the
 *   other way. TRADING_INTERNAL_TRANSFER is e-mailed.
 * - GET  /trading/v1/transfers/{id}          → TradingTransfer
 */

export const TRADING_ERROR_CODES = {
	quoteExpired: 'QUOTE_EXPIRED',
	insufficientBalance: 'INSUFFICIENT_BALANCE',
	belowMinimum: 'BELOW_MINIMUM',
	aboveMaximum: 'ABOVE_MAXIMUM',
	dailyLimit: 'DAILY_LIMIT',
	tooSmall: 'TOO_SMALL',
	walletExists: 'WALLET_EXISTS',
	noMainWallet: 'NO_MAIN_WALLET',
	idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
} as const

export const TRADING_MESSAGES = {
	quoteNotFound: 'No quote with this id',
	transferNotFound: 'No transfer with this id',
	quoteCreated: 'Quote',
	settled: 'Trade settled',
	replayed: 'This quote was already accepted: here is its settlement',
	quoteExpired: 'This quote has expired: ask for a new one',
	amountCurrency: (base: string, quote: string) => `The amount is in ${base} or ${quote}`,
	insufficientBalance: (currency: string, balance: string) =>
		`More than your ${currency} trading wallet holds: ${formatMoney(balance, currency)}. Transfer ${currency} in first.`,
	belowMinimum: (minimum: string, asset: string) => `The smallest trade of ${asset} is ${formatMoney(minimum, asset)}`,
	aboveMaximum: (maximum: string, asset: string) => `The largest trade of ${asset} is ${formatMoney(maximum, asset)}`,
	dailyLimit: (limit: string, left: string, asset: string) =>
		`This trade would pass your daily limit of ${formatMoney(limit, asset)}: ${formatMoney(left, asset)} left today (UTC)`,
	tooSmall: 'This amount is too small to trade: it rounds to nothing',
	noTradeLine: (asset: string) => `Your rate card has no trading rate for ${asset}`,
	walletExists: (currency: string) => `You already have a ${currency} trading wallet`,
	walletCreated: (currency: string) => `${currency} trading wallet opened`,
	noMainWallet: (currency: string) => `There is no ${currency} main wallet yet: create it in the Wallet service first`,
	transferInsufficient: (where: string, balance: string, currency: string) =>
		`More than your ${where} holds: ${formatMoney(balance, currency)}`,
	transferNetwork: (most: string, currency: string) =>
		`No one network of your ${currency} main wallet holds this much: the most on one network is ${formatMoney(most, currency)}`,
	transferred: 'Transfer completed',
	transferReplayed: 'Transfer already made with this idempotency key',
	idempotencyConflict: 'This idempotency key was already used for a different transfer',
} as const

const currencyEnum = z.enum(TRADING_CURRENCIES)
const pairEnum = z.enum(TRADING_PAIRS as unknown as [TradingPair, ...TradingPair[]])

export const tradingWalletSchema = z.object({
	currency: currencyEnum,
	/** The trading ledger account's balance, with the currency's decimals. */
	balance: amountStringSchema,
	/** Where internal transfers of this currency go to and come from. */
	counterpart: z.enum(TRANSFER_COUNTERPARTS),
	accountId: z.string(),
	createdAt: z.string(),
})
export type TradingWallet = z.infer<typeof tradingWalletSchema>

export const tradingPairInfoSchema = z.object({
	pair: pairEnum,
	base: currencyEnum,
	quote: currencyEnum,
	/** Quote-currency units per one base unit, now (indicative: the quote fixes it). */
	price: amountStringSchema,
	/** The rate card's trade fee, in percent ('0.1'). */
	feePercent: z.string(),
	/** The card's limits on the crypto moved, in the base asset; null: none. */
	minAmount: amountStringSchema.nullable(),
	maxAmount: amountStringSchema.nullable(),
	dailyLimit: amountStringSchema.nullable(),
	/** What is left of the daily limit today (UTC): the limit less the base asset settled today, never below 0; null without a limit. */
	leftToday: amountStringSchema.nullable(),
})
export type TradingPairInfo = z.infer<typeof tradingPairInfoSchema>

const legSchema = z.object({ currency: currencyEnum, amount: amountStringSchema })

export const tradingQuoteSchema = z.object({
	/** The quote's id, and the order's once asked for (`tqt_…`). */
	id: z.string(),
	status: z.enum(TRADING_QUOTE_STATUSES),
	pair: pairEnum,
	base: currencyEnum,
	quote: currencyEnum,
	side: z.enum(TRADE_SIDES),
	/** What was asked for, as typed, in `amountCurrency`. */
	amount: amountStringSchema,
	amountCurrency: currencyEnum,
	price: amountStringSchema,
	baseAmount: amountStringSchema,
	quoteAmount: amountStringSchema,
	value: amountStringSchema,
	fee: amountStringSchema,
	feePercent: z.string(),
	pay: legSchema,
	receive: legSchema,
	createdAt: z.string(),
	expiresAt: z.string(),
	settledAt: z.string().nullable(),
	/** The ledger transactions of the settlement (one per currency), once SETTLED. */
	transactionIds: z.array(z.string()),
})
export type TradingQuote = z.infer<typeof tradingQuoteSchema>

export const tradingTransferSchema = z.object({
	id: z.string(),
	currency: currencyEnum,
	direction: z.enum(TRANSFER_DIRECTIONS),
	counterpart: z.enum(TRANSFER_COUNTERPARTS),
	amount: amountStringSchema,
	/** A crypto transfer: the main wallet's network it was debited from or credited to; null for fiat. */
	network: z.string().nullable(),
	transactionId: z.string(),
	createdAt: z.string(),
})
export type TradingTransfer = z.infer<typeof tradingTransferSchema>

export const tradingQuoteIdSchema = z
	.string({ required_error: 'quoteId is required' })
	.regex(/^tqt_[0-9a-f]{20}$/, 'quoteId must be a trading quote id (tqt_…)')

export const createTradingWalletRequestSchema = z.object({ currency: tradingCurrencySchema })
export type CreateTradingWalletRequest = z.input<typeof createTradingWalletRequestSchema>

export const createTradingQuoteRequestSchema = z.object({
	pair: tradingPairSchema,
	side: z.enum(TRADE_SIDES, { errorMap: () => ({ message: 'side must be BUY or SELL' }) }),
	amount: amountSchema,
	/** The pair's base or quote currency (checked against the pair). */
	amountCurrency: tradingCurrencySchema,
})
export type CreateTradingQuoteRequest = z.input<typeof createTradingQuoteRequestSchema>

export const acceptTradingQuoteRequestSchema = z.object({ pin: pinSchema('PIN'), token: totpTokenSchema })
export type AcceptTradingQuoteRequest = z.input<typeof acceptTradingQuoteRequestSchema>

export const tradingOrdersQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	status: optionalFilter(
		z.enum(TRADING_QUOTE_STATUSES, { errorMap: () => ({ message: `status must be one of ${TRADING_QUOTE_STATUSES.join(', ')}` }) }),
	),
	side: optionalFilter(z.enum(TRADE_SIDES, { errorMap: () => ({ message: 'side must be BUY or SELL' }) })),
	pair: optionalFilter(tradingPairSchema),
	from: dayFilterSchema('from'),
	to: dayFilterSchema('to'),
	q: searchSchema,
})
export type TradingOrdersQuery = z.infer<typeof tradingOrdersQuerySchema>

export const createTradingTransferRequestSchema = z.object({
	currency: tradingCurrencySchema,
	direction: z.enum(TRANSFER_DIRECTIONS, { errorMap: () => ({ message: 'direction must be IN or OUT' }) }),
	amount: amountSchema,
	pin: pinSchema('PIN'),
	token: totpTokenSchema,
	idempotencyKey: idempotencyKeySchema,
})
export type CreateTradingTransferRequest = z.input<typeof createTradingTransferRequestSchema>

export const tradingWalletsResponseSchema = envelope(z.array(tradingWalletSchema))
export const tradingWalletResponseSchema = envelope(tradingWalletSchema)
export const tradingPairsResponseSchema = envelope(z.array(tradingPairInfoSchema))
export const tradingQuoteResponseSchema = envelope(tradingQuoteSchema)
export const tradingOrdersResponseSchema = envelope(pageSchema(tradingQuoteSchema))
export const tradingTransferResponseSchema = envelope(tradingTransferSchema)

// ─── The sandbox's back office (control API, CLI `trading …`) ──────────────

/**
 * PUT  /sandbox/v1/control/trading/rates/{currency} `{ perUsd }` → the FX rate of NGN, EUR or GBP (USD is 1;
 *      stablecoins are priced by their USD price, PUT /sandbox/v1/control/wallets/prices/{asset}).
 * GET  /sandbox/v1/control/trading/rates → every rate.
 * GET  /sandbox/v1/control/trading/quotes?email= → the newest 100 quotes (one integrator's with `email`).
 * POST /sandbox/v1/control/trading/quotes/{id}/expire → the quote, expired now (an OPEN one only; 409 otherwise).
 * POST /sandbox/v1/control/integrators/{email}/trading/deposits `{ currency, amount }` → 201: money from outside
 *      credited to the trading wallet (opened if need be); TRADING_WALLETS_DEPOSIT_COMPLETED.
 * POST /sandbox/v1/control/integrators/{email}/trading/withdrawals `{ currency, amount }` → 201: money paid out
 *      of the trading wallet; TRADING_WITHDRAWAL_COMPLETED.
 */
export const FX_MESSAGES = { format: 'Enter the rate with digits and one dot only, at most 8 decimals, e.g. 1550.00' } as const
export const fxRateSchema = z.object({
	currency: z.enum(['USD', ...TRADING_FX_CURRENCIES]),
	perUsd: amountStringSchema,
	updatedAt: z.string().nullable(),
})
export type FxRate = z.infer<typeof fxRateSchema>
export const fxRateRequestSchema = z.object({
	perUsd: z
		.string({ required_error: FX_MESSAGES.format, invalid_type_error: FX_MESSAGES.format })
		.trim()
		.regex(/^\d{1,15}(\.\d{1,8})?$/, FX_MESSAGES.format)
		.refine((value) => /[1-9]/.test(value), 'The rate must be greater than zero'),
})
export const tradingMovementRequestSchema = z.object({ currency: tradingCurrencySchema, amount: amountSchema })
