/**
 * The sandbox's crypto prices are the whole sandbox's, and the e2e tests run
 * in parallel against one sandbox: a test that moves a price (a loan warned
 * or liquidated) would change what another shows meanwhile (a wallet's value
 * in USD, a loan's loan-to-value). So prices move under one lock, held by
 * one test at a time across the run's worker processes (a file created
 * exclusively, as outbox claims are), and are back at their defaults when
 * it is released; a test that reads figures at the default prices takes the
 * same lock while it reads them.
 */
import { createHash } from 'node:crypto'
import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SANDBOX_URL } from './env'
import { sandboxFetch, seedScenario } from './sandbox'

/** sandbox/wallets/prices.ts DEFAULT_PRICES: what every price is outside a window. */
export const DEFAULT_PRICES = { BTC: '65000.00', ETH: '3200.00', USDT: '1.00', USDC: '1.00' } as const
export type PricedAsset = keyof typeof DEFAULT_PRICES

/** A lock left by a worker that died holding it is taken after this long. */
const STALE_MS = 240_000
const WAIT_MS = 180_000

function lockFile() {
	const run = createHash('sha1')
		.update(`${SANDBOX_URL}|${process.env.E2E_DATA_DIR ?? ''}`)
		.digest('hex')
		.slice(0, 12)
	const dir = path.join(os.tmpdir(), 'e2e-price-lock', run)
	mkdirSync(dir, { recursive: true })
	return path.join(dir, 'lock')
}

/** How deep this worker is in the lock: a test holding it may call what takes it again (seeding inside a priced test). */
let held = 0

async function withLock<T>(run: () => Promise<T>): Promise<T> {
	if (held > 0) {
		held++
		try {
			return await run()
		} finally {
			held--
		}
	}
	const file = lockFile()
	const deadline = Date.now() + WAIT_MS
	for (;;) {
		try {
			closeSync(openSync(file, 'wx'))
			break
		} catch {
			try {
				if (Date.now() - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true })
			} catch {
				// Released meanwhile: try again.
			}
			if (Date.now() > deadline) throw new Error('The sandbox price lock was held too long by another test')
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
	}
	held++
	try {
		return await run()
	} finally {
		held--
		rmSync(file, { force: true })
	}
}

export async function setPrice(asset: PricedAsset, usd: string) {
	await sandboxFetch(`/sandbox/v1/control/wallets/prices/${asset}`, { method: 'PUT', body: { usd } })
}

/** Runs `run` with `prices` set (every loan on them is reviewed), holding the lock; the defaults are back after, whatever happens. */
export function withPrices<T>(prices: Partial<Record<PricedAsset, string>>, run: () => Promise<T>): Promise<T> {
	return withLock(async () => {
		try {
			for (const [asset, usd] of Object.entries(prices)) await setPrice(asset as PricedAsset, usd)
			return await run()
		} finally {
			for (const asset of Object.keys(prices) as PricedAsset[]) await setPrice(asset, DEFAULT_PRICES[asset])
		}
	})
}

/** The 'crypto-active' company, seeded at the default prices (its loans are requested at them). */
export const seedCryptoActive = () => atDefaultPrices(() => seedScenario('crypto-active'))

/** Runs `run` while no test moves a price: what it reads is at the default prices. */
export function atDefaultPrices<T>(run: () => Promise<T>): Promise<T> {
	return withLock(run)
}
