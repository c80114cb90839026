import { eq } from 'drizzle-orm'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import type { FxRate } from '#contract/trading/api.ts'
import { pairPrice, pairPriceInStablecoin } from '#contract/trading/arithmetic.ts'
import { isStablecoin, splitPair, TRADING_FX_CURRENCIES, type TradingFxCurrency, type TradingPair } from '#contract/trading/pairs.ts'
import type { Db } from '../db/database.ts'
import { formatPrice, priceMap } from '../wallets/prices.ts'
import { tradingFxRates } from './schema.ts'

/**
 * The sandbox's deterministic prices for trading: the crypto's USD price is
 * the Wallet service's (sandbox/wallets/prices.ts, set through
 * PUT /sandbox/v1/control/wallets/prices/{asset}); a fiat quote currency
 * comes through its FX rate per USD (defaults here, set through
 * PUT /sandbox/v1/control/trading/rates/{currency}); a stablecoin through its
 * own USD price. Same inputs, same price, in every test and demo.
 */
export const DEFAULT_FX_RATES: Readonly<Record<TradingFxCurrency, string>> = {
	NGN: '1550.00',
	EUR: '0.92',
	GBP: '0.79',
}

export async function listFxRates(db: Db): Promise<FxRate[]> {
	const rows = await db.select().from(tradingFxRates)
	const set = new Map(rows.map((row) => [row.currency, row]))
	return [
		{ currency: 'USD', perUsd: '1.00', updatedAt: null },
		...TRADING_FX_CURRENCIES.map((currency) => {
			const row = set.get(currency)
			return {
				currency,
				perUsd: formatPrice(row?.perUsd ?? DEFAULT_FX_RATES[currency]),
				updatedAt: row ? row.updatedAt.toISOString() : null,
			}
		}),
	]
}

export async function setFxRate(db: Db, currency: TradingFxCurrency, perUsd: string, nowMs: number): Promise<FxRate> {
	const updatedAt = new Date(nowMs)
	await db
		.insert(tradingFxRates)
		.values({ currency, perUsd, updatedAt })
		.onConflictDoUpdate({ target: tradingFxRates.currency, set: { perUsd, updatedAt } })
	const [row] = await db.select().from(tradingFxRates).where(eq(tradingFxRates.currency, currency))
	return { currency, perUsd: formatPrice(row!.perUsd), updatedAt: row!.updatedAt.toISOString() }
}

/** Every pair's price now, from one read of the USD prices and the FX rates. */
export async function pairPrices(db: Db): Promise<(pair: TradingPair) => string> {
	const [usd, rates] = await Promise.all([priceMap(db), listFxRates(db)])
	const perUsd = new Map(rates.map((rate) => [rate.currency as string, rate.perUsd]))
	return (pair) => {
		const { base, quote } = splitPair(pair)
		return isStablecoin(quote) ? pairPriceInStablecoin(usd[base], usd[quote as CryptoAsset]) : pairPrice(usd[base], perUsd.get(quote)!)
	}
}
