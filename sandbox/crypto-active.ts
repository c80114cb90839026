import type { IntegratorRow } from './auth/schema.ts'
import type { Db } from './db/database.ts'
import { LENDING_PIN, seedLending } from './lending/scenario.ts'
import { seedTrading } from './trading/scenario.ts'

/** The transaction PIN of the 'crypto-active' company. */
export const CRYPTO_ACTIVE_PIN = LENDING_PIN

/**
 * The seed of the 'crypto-active' scenario: each crypto service's part in
 * turn, oldest first (lending's history starts 600 days ago, trading's hours
 * ago), as the ledger's check reads an account's latest posting by its time.
 * Both fund the BTC main wallet; trading's part reuses the one lending opened.
 */
export async function seedCryptoActive(db: Db, integrator: IntegratorRow, nowMs: number) {
	await seedLending(db, integrator, nowMs)
	await seedTrading(db, integrator, nowMs)
}
