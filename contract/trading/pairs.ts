import type { CryptoAsset, Currency } from '../money/currencies.ts'

/**
 * What the Trading service trades (docs/decisions/076-trading-pairs-and-arithmetic.md):
 * a crypto asset with a trade line on the rate card (BTC, ETH, USDT: the
 * pair's base) against a fiat currency or a stablecoin (its quote currency),
 * written 'BTC-USD'. Every other pair (BTC-KES, ETH-BTC, USDC-USD,
 * USDT-USDT) is not offered and is refused with PAIR_MESSAGES.notOffered.
 *
 * The integrator holds a trading wallet per currency it trades: the base
 * assets and the quote currencies. A trading wallet is the integrator's
 * `trading` ledger account of that currency; an internal transfer moves money
 * between it and the same currency's main wallet (crypto: BTC, ETH, USDT,
 * USDC) or funding balance (fiat: USD, NGN, EUR, GBP).
 *
 * No zod here: the trading pages name pairs and currencies on their first visit; the schemas that
 * read them are in pair-schemas.ts (docs/decisions/120-light-forms.md).
 */
export const TRADING_BASE_ASSETS = ['BTC', 'ETH', 'USDT'] as const satisfies readonly CryptoAsset[]
export type TradingBaseAsset = (typeof TRADING_BASE_ASSETS)[number]
export const TRADING_QUOTE_CURRENCIES = ['USD', 'NGN', 'EUR', 'GBP', 'USDT', 'USDC'] as const satisfies readonly Currency[]
export type TradingQuoteCurrency = (typeof TRADING_QUOTE_CURRENCIES)[number]
/** The currencies a trading wallet can hold (every base and quote currency), in the order the overview lists them: crypto, then fiat. */
export const TRADING_CURRENCIES = ['BTC', 'ETH', 'USDT', 'USDC', 'USD', 'NGN', 'EUR', 'GBP'] as const satisfies readonly (
	TradingBaseAsset | TradingQuoteCurrency
)[]
export type TradingCurrency = (typeof TRADING_CURRENCIES)[number]
/** The stablecoins among the quote currencies: priced through their own USD price, not an FX rate. */
export const TRADING_STABLECOINS = ['USDT', 'USDC'] as const satisfies readonly TradingQuoteCurrency[]
/** The fiat quote currencies with an FX rate per USD the back office can set (USD is 1). */
export const TRADING_FX_CURRENCIES = ['NGN', 'EUR', 'GBP'] as const satisfies readonly TradingQuoteCurrency[]
export type TradingFxCurrency = (typeof TRADING_FX_CURRENCIES)[number]

export const isTradingCurrency = (code: string): code is TradingCurrency => (TRADING_CURRENCIES as readonly string[]).includes(code)
export const isTradingBaseAsset = (code: string): code is TradingBaseAsset => (TRADING_BASE_ASSETS as readonly string[]).includes(code)
export const isStablecoin = (code: string) => (TRADING_STABLECOINS as readonly string[]).includes(code)
/** Crypto (main wallet) or fiat (funding balance): where an internal transfer of the currency goes to or comes from. */
export const isTradingCrypto = (code: TradingCurrency) => isTradingBaseAsset(code) || isStablecoin(code)

/** Every pair offered, base by base: 'BTC-USD', 'BTC-NGN', … 'USDT-USDC' (never a currency against itself). */
export const TRADING_PAIRS = TRADING_BASE_ASSETS.flatMap((base) =>
	TRADING_QUOTE_CURRENCIES.filter((quote) => quote !== base).map((quote) => `${base}-${quote}` as const),
)
export type TradingPair = (typeof TRADING_PAIRS)[number]
export const isTradingPair = (code: string): code is TradingPair => (TRADING_PAIRS as readonly string[]).includes(code)

export function splitPair(pair: TradingPair): { base: TradingBaseAsset; quote: TradingQuoteCurrency } {
	const [base, quote] = pair.split('-') as [TradingBaseAsset, TradingQuoteCurrency]
	return { base, quote }
}

export const PAIR_MESSAGES = {
	required: 'Choose a pair',
	notOffered: (pair: string) =>
		`${pair} is not offered: trade ${TRADING_BASE_ASSETS.slice(0, -1).join(', ')} or ${TRADING_BASE_ASSETS.at(-1)} against ${TRADING_QUOTE_CURRENCIES.slice(0, -1).join(', ')} or ${TRADING_QUOTE_CURRENCIES.at(-1)}`,
	currency: (code: string) =>
		code ? `${code} has no trading wallet: choose one of ${TRADING_CURRENCIES.join(', ')}` : 'Choose a currency',
} as const
