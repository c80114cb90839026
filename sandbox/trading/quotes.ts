import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, type Currency } from '#contract/money/currencies.ts'
import { formatMinorUnits, formatPrice } from '#contract/money/format.ts'
import type { Page } from '#contract/money/paging.ts'
import type { Rate } from '#contract/products.ts'
import {
	TRADING_ERROR_CODES,
	TRADING_MESSAGES,
	type CreateTradingQuoteRequest,
	type TradingOrdersQuery,
	type TradingPairInfo,
	type TradingQuote,
} from '#contract/trading/api.ts'
import { computeTrade, tradeLegs, type TradeSide } from '#contract/trading/arithmetic.ts'
import { splitPair, TRADING_PAIRS, type TradingCurrency, type TradingPair } from '#contract/trading/pairs.ts'
import { QUOTE_LIFETIME_SECONDS, type TradingQuoteStatus } from '#contract/trading/statuses.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { dayEnd, dayStart } from '../ledger/filters.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import { loadRateCard } from '../products/rate-cards.ts'
import { pairPrices } from './fx.ts'
import { tradingQuotes, type TradingQuoteRow } from './schema.ts'
import { findTradingAccount, openTradingWallet, tradingBalance } from './wallets.ts'

/**
 * Request for quote, and settlement (contract/trading/api.ts): a quote holds
 * every figure (contract/trading/arithmetic.ts) for QUOTE_LIFETIME_SECONDS;
 * accepting it settles both legs and the fee in one database transaction,
 * once (a conditional UPDATE claims the quote), with conditional debits.
 */

/** A card figure (a short decimal kept as a JSON number) as minor units of `currency`. */
const cardUnits = (value: number, currency: Currency) => toMinorUnits(value.toFixed(CURRENCY_DECIMALS[currency]), currency)

type Limits = { feePercent: string; min: bigint | null; max: bigint | null; daily: bigint | null }

function limitsOf(line: Rate, base: Currency): Limits {
	return {
		// A card's percentage is a short decimal ('0.1'): its shortest string is that decimal exactly.
		feePercent: String(line.feePercent),
		min: line.minAmount === null ? null : cardUnits(line.minAmount, base),
		max: line.maxAmount === null ? null : cardUnits(line.maxAmount, base),
		daily: line.dailyLimit === null ? null : cardUnits(line.dailyLimit, base),
	}
}

/** The integrator's trade line per base asset (the TRADING rate card: fee and limits on the crypto moved). */
async function tradeLines(db: Db, integratorPk: string, nowMs: number) {
	const card = await loadRateCard(db, integratorPk, 'trading', nowMs)
	return (base: Currency) => {
		const line = card.rates.find((rate) => rate.operation === 'trade' && rate.asset === base)
		return line ? limitsOf(line, base) : null
	}
}

/** Every pair offered with its price now and the card's fee and limits (pairs whose asset has no trade line are left out). */
export async function listPairs(db: Db, integratorPk: string, nowMs: number): Promise<TradingPairInfo[]> {
	const [price, lineOf] = await Promise.all([pairPrices(db), tradeLines(db, integratorPk, nowMs)])
	const bases = [...new Set(TRADING_PAIRS.map((pair) => splitPair(pair).base))]
	const settled = new Map(await Promise.all(bases.map(async (base) => [base, await settledToday(db, integratorPk, base, nowMs)] as const)))
	return TRADING_PAIRS.flatMap((pair) => {
		const { base, quote } = splitPair(pair)
		const limits = lineOf(base)
		if (!limits) return []
		const units = (value: bigint | null) => (value === null ? null : fromMinorUnits(value, base))
		const used = settled.get(base) ?? 0n
		return [
			{
				pair,
				base,
				quote,
				price: price(pair),
				feePercent: limits.feePercent,
				minAmount: units(limits.min),
				maxAmount: units(limits.max),
				dailyLimit: units(limits.daily),
				leftToday: units(limits.daily === null ? null : limits.daily > used ? limits.daily - used : 0n),
			},
		]
	})
}

/** The crypto of `base` settled today (UTC), by the settlements' time. */
async function settledToday(db: Db, integratorPk: string, base: string, nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10)
	const [row] = await db
		.select({ total: sql<string>`coalesce(sum(${tradingQuotes.baseAmount}), 0)` })
		.from(tradingQuotes)
		.where(
			and(
				eq(tradingQuotes.integratorPk, integratorPk),
				eq(tradingQuotes.base, base),
				gte(tradingQuotes.settledAt, dayStart(day)),
				lt(tradingQuotes.settledAt, dayEnd(day)),
			),
		)
	return BigInt(row?.total ?? '0')
}

function dailyRefusal(limits: Limits, base: Currency, used: bigint) {
	const left = limits.daily! - used > 0n ? limits.daily! - used : 0n
	return refuse(400, TRADING_MESSAGES.dailyLimit(fromMinorUnits(limits.daily!, base), fromMinorUnits(left, base), base), {
		field: 'amount',
		code: TRADING_ERROR_CODES.dailyLimit,
	})
}

const insufficient = (currency: Currency, balance: bigint) =>
	refuse(400, TRADING_MESSAGES.insufficientBalance(currency, fromMinorUnits(balance, currency)), {
		field: 'amount',
		code: TRADING_ERROR_CODES.insufficientBalance,
	})

export type QuoteInput = Omit<CreateTradingQuoteRequest, 'pair' | 'amountCurrency'> & {
	pair: TradingPair
	amountCurrency: TradingCurrency
	amount: string
}

/** A firm quote, or why not: the pair's currencies, decimals, the card's limits, the wallet that pays. Nothing moves. */
export async function createQuote(
	db: Db,
	integratorPk: string,
	input: QuoteInput,
	nowMs: number,
): Promise<{ ok: true; row: TradingQuoteRow } | Refusal> {
	const { base, quote } = splitPair(input.pair)
	if (input.amountCurrency !== base && input.amountCurrency !== quote)
		return refuse(400, TRADING_MESSAGES.amountCurrency(base, quote), { field: 'amountCurrency' })
	const decimals = amountDecimalsIssue(input.amount, input.amountCurrency)
	if (decimals) return refuse(400, decimals, { field: 'amount' })
	const [price, lineOf] = await Promise.all([pairPrices(db), tradeLines(db, integratorPk, nowMs)])
	const limits = lineOf(base)
	if (!limits) return refuse(400, TRADING_MESSAGES.noTradeLine(base), { field: 'pair' })
	const side = input.side as TradeSide
	const trade = computeTrade({
		side,
		base,
		quote,
		price: price(input.pair),
		feePercent: limits.feePercent,
		amount: input.amount,
		amountCurrency: input.amountCurrency,
	})
	if (!trade.ok) return refuse(400, TRADING_MESSAGES.tooSmall, { field: 'amount', code: TRADING_ERROR_CODES.tooSmall })
	const figures = trade.figures
	const baseAmount = toMinorUnits(figures.baseAmount, base)
	if (limits.min !== null && baseAmount < limits.min)
		return refuse(400, TRADING_MESSAGES.belowMinimum(fromMinorUnits(limits.min, base), base), {
			field: 'amount',
			code: TRADING_ERROR_CODES.belowMinimum,
		})
	if (limits.max !== null && baseAmount > limits.max)
		return refuse(400, TRADING_MESSAGES.aboveMaximum(fromMinorUnits(limits.max, base), base), {
			field: 'amount',
			code: TRADING_ERROR_CODES.aboveMaximum,
		})
	if (limits.daily !== null) {
		const used = await settledToday(db, integratorPk, base, nowMs)
		if (used + baseAmount > limits.daily) return dailyRefusal(limits, base, used)
	}
	const { pay } = tradeLegs(side, base, quote, figures)
	const balance = await tradingBalance(db, integratorPk, pay.currency)
	if (toMinorUnits(pay.amount, pay.currency) > balance) return insufficient(pay.currency, balance)

	const [row] = await db
		.insert(tradingQuotes)
		.values({
			id: `tqt_${randomBytes(10).toString('hex')}`,
			integratorPk,
			pair: input.pair,
			base,
			quote,
			side,
			amount: toMinorUnits(input.amount, input.amountCurrency),
			amountCurrency: input.amountCurrency,
			price: figures.price,
			baseAmount,
			quoteAmount: toMinorUnits(figures.quoteAmount, quote),
			value: toMinorUnits(figures.value, quote),
			fee: toMinorUnits(figures.fee, quote),
			feePercent: limits.feePercent,
			createdAt: new Date(nowMs),
			expiresAt: new Date(nowMs + QUOTE_LIFETIME_SECONDS * 1000),
		})
		.returning()
	return { ok: true, row: row! }
}

export async function findQuote(db: Db, integratorPk: string | null, id: string) {
	const [row] = await db
		.select()
		.from(tradingQuotes)
		.where(and(eq(tradingQuotes.id, id), integratorPk ? eq(tradingQuotes.integratorPk, integratorPk) : undefined))
	return row ?? null
}

export const quoteStatus = (row: TradingQuoteRow, nowMs: number): TradingQuoteStatus =>
	row.settledAt ? 'SETTLED' : row.expiresAt.getTime() <= nowMs ? 'EXPIRED' : 'OPEN'

export function toTradingQuote(row: TradingQuoteRow, nowMs: number): TradingQuote {
	const base = row.base as TradingCurrency
	const quote = row.quote as TradingCurrency
	const side = row.side as TradeSide
	const figures = {
		baseAmount: fromMinorUnits(row.baseAmount, base),
		quoteAmount: fromMinorUnits(row.quoteAmount, quote),
	}
	return {
		id: row.id,
		status: quoteStatus(row, nowMs),
		pair: row.pair as TradingPair,
		base,
		quote,
		side,
		amount: fromMinorUnits(row.amount, row.amountCurrency as Currency),
		amountCurrency: row.amountCurrency as TradingCurrency,
		price: row.price,
		...figures,
		value: fromMinorUnits(row.value, quote),
		fee: fromMinorUnits(row.fee, quote),
		feePercent: row.feePercent,
		...(tradeLegs(side, base, quote, figures) as Pick<TradingQuote, 'pay' | 'receive'>),
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		settledAt: row.settledAt ? row.settledAt.toISOString() : null,
		transactionIds: [row.baseTransactionId, row.quoteTransactionId].filter((id): id is string => !!id),
	}
}

class Refused extends Error {
	constructor(public readonly refusal: Refusal) {
		super(refusal.message)
	}
}

export type AcceptResult =
	| { kind: 'settled'; row: TradingQuoteRow; opened: TradingCurrency[] }
	| { kind: 'replayed'; row: TradingQuoteRow }
	| { kind: 'expired' }
	| Refusal

/**
 * Settles a quote (PIN and code already checked), once. One database
 * transaction: the conditional UPDATE that claims the quote (open and not
 * expired by `nowMs`; a racing accept waits on its row lock and then finds
 * it settled), the received currency's trading wallet opened if need be, the
 * accounts locked in id order, the daily limit read under that lock, and the
 * two ledger transactions (one per currency, the fee among the quote
 * currency's postings) whose conditional debits have the last word on the
 * balance. Anything refused rolls all of it back, the claim included.
 */
export async function acceptQuote(db: Db, quote: TradingQuoteRow, now: () => number, audit: AuditTrail | null): Promise<AcceptResult> {
	const base = quote.base as TradingCurrency
	const currency = quote.quote as TradingCurrency
	const side = quote.side as TradeSide
	const payCurrency = side === 'BUY' ? currency : base
	const nowMs = now()
	try {
		const settled = await db.transaction(async (tx) => {
			const [claimed] = await tx
				.update(tradingQuotes)
				.set({ settledAt: new Date(nowMs) })
				.where(and(eq(tradingQuotes.id, quote.id), isNull(tradingQuotes.settledAt), gt(tradingQuotes.expiresAt, new Date(nowMs))))
				.returning()
			if (!claimed) return null
			const opened: TradingCurrency[] = []
			for (const code of [base, currency]) if ((await openTradingWallet(tx, quote.integratorPk, code, nowMs)).created) opened.push(code)
			const account = async (owner: 'provider', type: 'clearing' | 'fees', code: Currency) => {
				const row = await findAccount(tx, quote.integratorPk, owner, type, code)
				if (!row) throw new Error(`Missing ${type} ${code} account for ${quote.integratorPk}`)
				return row
			}
			const tradingBase = (await findTradingAccount(tx, quote.integratorPk, base))!
			const tradingQuote = (await findTradingAccount(tx, quote.integratorPk, currency))!
			const clearingBase = await account('provider', 'clearing', base)
			const clearingQuote = await account('provider', 'clearing', currency)
			const feesQuote = await account('provider', 'fees', currency)
			await lockAccounts(tx, [tradingBase.id, tradingQuote.id, clearingBase.id, clearingQuote.id, feesQuote.id])

			const line = (await tradeLines(tx, quote.integratorPk, nowMs))(base)
			if (line?.daily != null) {
				// This quote's own claim is among today's settlements (its settled_at is set in this transaction).
				const used = await settledToday(tx, quote.integratorPk, base, nowMs)
				if (used > line.daily) throw new Refused(dailyRefusal(line, base, used - quote.baseAmount))
			}

			const common = { integratorPk: quote.integratorPk, type: 'TRADE' as const, status: 'ITF_COMPLETED' as const, reference: quote.id }
			const verb = side === 'BUY' ? 'Bought' : 'Sold'
			const description = `${verb} ${formatMinorUnits(quote.baseAmount, base)} at ${formatPrice(quote.price, currency)} (${quote.pair})`
			const baseLegs =
				side === 'BUY'
					? [
							{ accountId: clearingBase.id, amount: -quote.baseAmount },
							{ accountId: tradingBase.id, amount: quote.baseAmount },
						]
					: [
							{ accountId: tradingBase.id, amount: -quote.baseAmount },
							{ accountId: clearingBase.id, amount: quote.baseAmount },
						]
			const fee = quote.fee > 0n ? [{ accountId: feesQuote.id, amount: quote.fee }] : []
			const quoteLegs =
				side === 'BUY'
					? [{ accountId: tradingQuote.id, amount: -quote.quoteAmount }, { accountId: clearingQuote.id, amount: quote.value }, ...fee]
					: [{ accountId: clearingQuote.id, amount: -quote.value }, { accountId: tradingQuote.id, amount: quote.quoteAmount }, ...fee]
			// The side that pays first: its conditional debit refuses a wallet that no longer holds the money.
			const postBase = () => postTransaction(tx, { ...common, currency: base, amount: quote.baseAmount, description, legs: baseLegs }, now)
			const postQuote = () =>
				postTransaction(
					tx,
					{
						...common,
						currency,
						amount: quote.quoteAmount,
						description: `${description}, fee ${fromMinorUnits(quote.fee, currency)} ${currency}`,
						legs: quoteLegs,
					},
					now,
				)
			const [first, second] = side === 'BUY' ? [postQuote, postBase] : [postBase, postQuote]
			const paid = await first()
			const got = await second()
			const [baseTxn, quoteTxn] = side === 'BUY' ? [got, paid] : [paid, got]
			const [row] = await tx
				.update(tradingQuotes)
				.set({ baseTransactionId: baseTxn.id, quoteTransactionId: quoteTxn.id })
				.where(eq(tradingQuotes.id, quote.id))
				.returning()
			const paidAmount = side === 'BUY' ? quote.quoteAmount : quote.baseAmount
			const trade = { after: { side, pair: quote.pair }, reference: { id: quote.id } }
			await audit?.(tx, {
				kind: 'money.trade',
				amount: { value: fromMinorUnits(paidAmount, payCurrency), currency: payCurrency },
				...trade,
			})
			return { row: row!, opened }
		})
		if (settled) return { kind: 'settled', ...settled }
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		if (error instanceof InsufficientBalanceError)
			return insufficient(payCurrency, await tradingBalance(db, quote.integratorPk, payCurrency))
		throw error
	}
	const current = await findQuote(db, quote.integratorPk, quote.id)
	if (current?.settledAt) return { kind: 'replayed', row: current }
	return { kind: 'expired' }
}

const orderKeyset: Keyset<TradingQuoteRow> = {
	columns: [
		{ column: tradingQuotes.createdAt, cast: 'timestamptz' },
		{ column: tradingQuotes.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The orders (every quote asked for), newest first, filtered; status by the provider's clock. */
export async function listOrders(
	db: Db,
	integratorPk: string,
	filters: Omit<TradingOrdersQuery, 'limit' | 'lek'>,
	page: PageRequest,
	nowMs: number,
): Promise<Page<TradingQuote> | null> {
	const now = new Date(nowMs)
	const status: Record<TradingQuoteStatus, SQL | undefined> = {
		SETTLED: isNotNull(tradingQuotes.settledAt),
		OPEN: and(isNull(tradingQuotes.settledAt), gt(tradingQuotes.expiresAt, now)),
		EXPIRED: and(isNull(tradingQuotes.settledAt), lte(tradingQuotes.expiresAt, now)),
	}
	const conditions: (SQL | undefined)[] = [
		eq(tradingQuotes.integratorPk, integratorPk),
		filters.status ? status[filters.status] : undefined,
		filters.side ? eq(tradingQuotes.side, filters.side) : undefined,
		filters.pair ? eq(tradingQuotes.pair, filters.pair) : undefined,
		filters.from ? gte(tradingQuotes.createdAt, dayStart(filters.from)) : undefined,
		filters.to ? lt(tradingQuotes.createdAt, dayEnd(filters.to)) : undefined,
		filters.q ? or(ilike(tradingQuotes.id, likeLiteral(filters.q)), ilike(tradingQuotes.pair, likeLiteral(filters.q))) : undefined,
	]
	const result = await readPage(orderKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(tradingQuotes)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map((row) => toTradingQuote(row, nowMs)) }
}

/** The back office: an open quote expired now (tests expire one quote, never the clock); null when none is open. */
export async function expireQuote(db: Db, id: string, nowMs: number) {
	const [row] = await db
		.update(tradingQuotes)
		.set({ expiresAt: new Date(nowMs) })
		.where(and(eq(tradingQuotes.id, id), isNull(tradingQuotes.settledAt), gt(tradingQuotes.expiresAt, new Date(nowMs))))
		.returning()
	return row ?? null
}

/** The back office: the newest quotes (of one integrator, or everyone's). */
export async function latestQuotes(db: Db, integratorPk: string | null, limit = 100) {
	return db
		.select()
		.from(tradingQuotes)
		.where(integratorPk ? eq(tradingQuotes.integratorPk, integratorPk) : undefined)
		.orderBy(desc(tradingQuotes.createdAt), desc(tradingQuotes.id))
		.limit(limit)
}
