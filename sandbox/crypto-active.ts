import type { IntegratorRow } from './auth/schema.ts'
import type { Db } from './db/database.ts'
import { seedTrading } from './trading/scenario.ts'

/**
 * The seed of the 'crypto-active' scenario: each crypto service's part in
 * turn (trading here; lending adds its own).
 */
export async function seedCryptoActive(db: Db, integrator: IntegratorRow, nowMs: number) {
	await seedTrading(db, integrator, nowMs)
}
