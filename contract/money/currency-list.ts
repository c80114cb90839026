/**
 * Plain lists, without zod, so that a page that only writes amounts
 * (contract/money/format.ts) does not load it (docs/decisions/113-light-pages.md).
 *
 * The currencies and crypto assets the ledger holds, each with its precision:
 * the number of decimals an amount may have, which is also the number of
 * decimals every amount of that currency is written with in answers
 * ("1500.25", "1500.00", "0.00150000"). Fiat follows ISO 4217 minor units, so
 * UGX, XOF and XAF take whole amounts only.
 */
export const FIAT_CURRENCIES = ['USD', 'NGN', 'EUR', 'GBP', 'KES', 'UGX', 'XOF', 'XAF', 'ZAR', 'GHS'] as const
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number]

export const CRYPTO_ASSETS = ['BTC', 'ETH', 'USDT', 'USDC'] as const
export type CryptoAsset = (typeof CRYPTO_ASSETS)[number]

export type Currency = FiatCurrency | CryptoAsset
export const CURRENCIES: readonly Currency[] = [...FIAT_CURRENCIES, ...CRYPTO_ASSETS]

/** Decimals per currency or asset (ETH is kept to 8 decimals: gwei dust is not money an integrator moves here). */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = {
	USD: 2,
	NGN: 2,
	EUR: 2,
	GBP: 2,
	KES: 2,
	UGX: 0,
	XOF: 0,
	XAF: 0,
	ZAR: 2,
	GHS: 2,
	BTC: 8,
	ETH: 8,
	USDT: 6,
	USDC: 6,
}

/** Names for lists and pickers. */
export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
	USD: 'US Dollar',
	NGN: 'Nigerian Naira',
	EUR: 'Euro',
	GBP: 'British Pound',
	KES: 'Kenyan Shilling',
	UGX: 'Ugandan Shilling',
	XOF: 'West African CFA franc',
	XAF: 'Central African CFA franc',
	ZAR: 'South African Rand',
	GHS: 'Ghanaian Cedi',
	BTC: 'Bitcoin',
	ETH: 'Ether',
	USDT: 'Tether USD',
	USDC: 'USD Coin',
}

export const isFiatCurrency = (code: string): code is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(code)
export const isCryptoAsset = (code: string): code is CryptoAsset => (CRYPTO_ASSETS as readonly string[]).includes(code)

export const unsupportedCurrencyMessage = (code: string) => (code ? `${code} is not a supported currency` : 'Currency is required')
