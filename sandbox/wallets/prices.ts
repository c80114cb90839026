import { eq } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { CRYPTO_ASSETS, CURRENCY_DECIMALS, type CryptoAsset } from '#contract/money/currencies.ts'
import type { Price } from '#contract/wallets/api.ts'
import type { Db } from '../db/database.ts'
import { walletPrices } from './schema.ts'

/**
 * The sandbox's USD price per asset: a fixed default (so every test and demo
 * values a wallet the same), replaced through the control API. Prices are
 * exact decimals with up to 8 decimals; a USD value is computed in integers
 * and truncated to cents, never rounded up.
 */
export const DEFAULT_PRICES: Readonly<Record<CryptoAsset, string>> = {
	BTC: '65000.00',
	ETH: '3200.00',
	USDT: '1.00',
	USDC: '1.00',
}

const PRICE_SCALE = 8
const PRICE_UNIT = 10n ** BigInt(PRICE_SCALE)

/** "65000.5" → 6500050000000n (the price in 1e-8 USD). */
export function priceUnits(usd: string): bigint {
	const [whole = '0', fraction = ''] = usd.split('.')
	return BigInt(whole + fraction.padEnd(PRICE_SCALE, '0').slice(0, PRICE_SCALE))
}

/** A price as answered: at least 2 decimals, trailing zeros beyond them dropped ("65000.00", "0.12345678"). */
export function formatPrice(usd: string): string {
	const units = priceUnits(usd)
	const whole = units / PRICE_UNIT
	const fraction = (units % PRICE_UNIT).toString().padStart(PRICE_SCALE, '0').replace(/0+$/, '').padEnd(2, '0')
	return `${whole}.${fraction}`
}

/** `amount` (minor units of `asset`) × `usd`, in cents, truncated. */
export function usdValueCents(amount: bigint, asset: CryptoAsset, usd: string): bigint {
	const scale = 10n ** BigInt(CURRENCY_DECIMALS[asset] + PRICE_SCALE - 2)
	return (amount * priceUnits(usd)) / scale
}

export const usdValue = (amount: bigint, asset: CryptoAsset, usd: string) => fromMinorUnits(usdValueCents(amount, asset, usd), 'USD')

export async function listPrices(db: Db): Promise<Price[]> {
	const rows = await db.select().from(walletPrices)
	const set = new Map(rows.map((row) => [row.asset, row]))
	return CRYPTO_ASSETS.map((asset) => {
		const row = set.get(asset)
		return { asset, usd: formatPrice(row?.usd ?? DEFAULT_PRICES[asset]), updatedAt: row ? row.updatedAt.toISOString() : null }
	})
}

export async function priceMap(db: Db): Promise<Record<CryptoAsset, string>> {
	return Object.fromEntries((await listPrices(db)).map((price) => [price.asset, price.usd])) as Record<CryptoAsset, string>
}

export async function setPrice(db: Db, asset: CryptoAsset, usd: string, nowMs: number): Promise<Price> {
	const updatedAt = new Date(nowMs)
	await db
		.insert(walletPrices)
		.values({ asset, usd, updatedAt })
		.onConflictDoUpdate({ target: walletPrices.asset, set: { usd, updatedAt } })
	const [row] = await db.select().from(walletPrices).where(eq(walletPrices.asset, asset))
	return { asset, usd: formatPrice(row!.usd), updatedAt: row!.updatedAt.toISOString() }
}
