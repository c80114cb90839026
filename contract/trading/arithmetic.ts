import BigJs, { type Big } from 'big.js'
import { CURRENCY_DECIMALS, type Currency } from '../money/currency-list.ts'

/**
 * A trade's figures, in exact decimals (big.js, never a float), with each
 * rounding rule stated once here and shown in the quote's breakdown
 * (TRADE_ROUNDING_RULES). Every rounding is by at most one minor unit and in
 * the provider's favour: what the integrator pays is rounded up, what it
 * receives is truncated, the fee is rounded up. The amount the integrator
 * typed moves exactly as typed, in its currency.
 *
 * - price: the base asset's USD price × the quote currency's units per USD
 *   (a stablecoin: ÷ its own USD price), rounded half up to PRICE_DECIMALS.
 * - the amount in the base asset (crypto):
 *   BUY: value = amount × price rounded up to the quote currency's minor
 *   unit; fee = value × fee% rounded up; you pay value + fee.
 *   SELL: value = amount × price truncated; fee = value × fee% rounded up;
 *   you receive value − fee.
 * - the amount in the quote currency:
 *   BUY (what you pay, fee included): fee = amount × fee% ÷ (1 + fee%)
 *   rounded up; value = amount − fee; you receive value ÷ price truncated to
 *   the asset's decimals.
 *   SELL (what you receive, fee taken): value = amount ÷ (1 − fee%) rounded
 *   up; fee = value − amount; you give value ÷ price rounded up to the asset's
 *   decimals.
 */

/** An independent big.js: divisions keep 40 decimals and truncate, so a rounding after them is exact (see divide). */
const Decimal = BigJs()
Decimal.DP = 40
Decimal.RM = Decimal.roundDown

export const PRICE_DECIMALS = 8
export const TRADE_SIDES = ['BUY', 'SELL'] as const
export type TradeSide = (typeof TRADE_SIDES)[number]

export const TRADE_ROUNDING_RULES = {
	price: `The price is the asset's USD price times the currency's rate per USD, rounded to ${PRICE_DECIMALS} decimals.`,
	value: 'The value is rounded up to the minor unit when you pay it, and truncated when you receive it.',
	fee: "The fee is the rate card's percentage of the value, rounded up to the minor unit.",
	crypto: "Crypto amounts are truncated to the asset's decimals when you receive them, and rounded up when you give them.",
} as const

const ROUND_DOWN = 0
const ROUND_HALF_UP = 1
const ROUND_UP = 3

const unit = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals))
const truncate = (value: Big, decimals: number) => value.round(decimals, ROUND_DOWN)
const roundUp = (value: Big, decimals: number) => value.round(decimals, ROUND_UP)

/** a ÷ b at `decimals`, truncated or rounded up, exactly: the 40-decimal truncated quotient decides, and a remainder check makes the ceiling. */
function divide(a: Big, b: Big, decimals: number, rounding: 'down' | 'up') {
	const down = truncate(a.div(b), decimals)
	if (rounding === 'down' || down.times(b).eq(a)) return down
	return down.plus(unit(decimals))
}

const fixed = (value: Big, currency: Currency) => value.toFixed(CURRENCY_DECIMALS[currency])

/** The pair's price from USD prices: `baseUsd` × `quotePerUsd`, rounded half up to PRICE_DECIMALS. */
export function pairPrice(baseUsd: string, quotePerUsd: string) {
	return new Decimal(baseUsd).times(new Decimal(quotePerUsd)).round(PRICE_DECIMALS, ROUND_HALF_UP).toFixed(PRICE_DECIMALS)
}

/** A stablecoin's units per USD: 1 ÷ its USD price, kept exactly enough for pairPrice to round once (its half-up is exact on a 40-decimal truncation). */
export function pairPriceInStablecoin(baseUsd: string, stableUsd: string) {
	return new Decimal(baseUsd).div(new Decimal(stableUsd)).round(PRICE_DECIMALS, ROUND_HALF_UP).toFixed(PRICE_DECIMALS)
}

export type TradeInput = {
	side: TradeSide
	base: Currency
	quote: Currency
	/** Quote-currency units per one base unit (pairPrice). */
	price: string
	/** The rate card's percentage ('0.1' is 0.1 %). */
	feePercent: string
	/** What the integrator typed, in `amountCurrency` (the pair's base or quote), already checked for its decimals. */
	amount: string
	amountCurrency: Currency
}

export type TradeFigures = {
	price: string
	/** The crypto that moves: bought (BUY) or sold (SELL). */
	baseAmount: string
	/** The quote currency that moves on the integrator's side: paid, fee included (BUY), or received, fee taken (SELL). */
	quoteAmount: string
	/** baseAmount at the price, before the fee. */
	value: string
	/** In the quote currency. */
	fee: string
}

export type TradeResult = { ok: true; figures: TradeFigures } | { ok: false; reason: 'too-small' }

/** The figures of a trade (the rules above); too small when the crypto or the money that would move rounds to nothing. */
export function computeTrade(input: TradeInput): TradeResult {
	const quoteDecimals = CURRENCY_DECIMALS[input.quote]
	const baseDecimals = CURRENCY_DECIMALS[input.base]
	const price = new Decimal(input.price)
	const rate = new Decimal(input.feePercent).div(100)
	const amount = new Decimal(input.amount)
	let baseAmount: Big
	let value: Big
	let fee: Big
	let quoteAmount: Big
	if (input.amountCurrency === input.base) {
		baseAmount = amount
		value = input.side === 'BUY' ? roundUp(amount.times(price), quoteDecimals) : truncate(amount.times(price), quoteDecimals)
		fee = roundUp(value.times(rate), quoteDecimals)
		quoteAmount = input.side === 'BUY' ? value.plus(fee) : value.minus(fee)
	} else if (input.side === 'BUY') {
		quoteAmount = amount
		fee = divide(amount.times(rate), rate.plus(1), quoteDecimals, 'up')
		value = amount.minus(fee)
		baseAmount = divide(value, price, baseDecimals, 'down')
	} else {
		quoteAmount = amount
		value = divide(amount, new Decimal(1).minus(rate), quoteDecimals, 'up')
		fee = value.minus(amount)
		baseAmount = divide(value, price, baseDecimals, 'up')
	}
	if (baseAmount.lte(0) || quoteAmount.lte(0) || value.lte(0)) return { ok: false, reason: 'too-small' }
	return {
		ok: true,
		figures: {
			price: price.toFixed(PRICE_DECIMALS),
			baseAmount: fixed(baseAmount, input.base),
			quoteAmount: fixed(quoteAmount, input.quote),
			value: fixed(value, input.quote),
			fee: fixed(fee, input.quote),
		},
	}
}

/** What the integrator pays and receives, each with its currency. */
export function tradeLegs(side: TradeSide, base: Currency, quote: Currency, figures: Pick<TradeFigures, 'baseAmount' | 'quoteAmount'>) {
	const crypto = { currency: base, amount: figures.baseAmount }
	const money = { currency: quote, amount: figures.quoteAmount }
	return side === 'BUY' ? { pay: money, receive: crypto } : { pay: crypto, receive: money }
}
