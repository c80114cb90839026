import { updateIntegrator } from '../auth/integrators.ts'
import { hashSecret } from '../auth/passwords.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from './accounts.ts'
import { seedLedgerHistory, type HistorySpec } from './history-seed.ts'

/**
 * The ledger's part of the scenarios: every seeded integrator has its
 * accounts from the start, and the 'funded' company a transaction PIN and
 * half a year of history across fiat, operational, float and crypto
 * accounts (about 400 entries), so every list, filter and page has rows.
 */

export const FUNDED_PIN = '246810'

export const FUNDED_HISTORY: HistorySpec[] = [
	{ ledgerType: 'funding', currency: 'NGN', entries: 120 },
	{ ledgerType: 'funding', currency: 'USD', entries: 60 },
	{ ledgerType: 'funding', currency: 'EUR', entries: 30 },
	{ ledgerType: 'funding', currency: 'GHS', entries: 12 },
	{ ledgerType: 'operational', currency: 'NGN', entries: 40 },
	{ ledgerType: 'operational', currency: 'USD', entries: 25 },
	{ ledgerType: 'float', currency: 'NGN', entries: 35 },
	{ ledgerType: 'float', currency: 'USD', entries: 20 },
	{ ledgerType: 'crypto', currency: 'BTC', entries: 25 },
	{ ledgerType: 'crypto', currency: 'ETH', entries: 15 },
	{ ledgerType: 'crypto', currency: 'USDT', entries: 30 },
]

export async function openLedger(db: Db, integrator: IntegratorRow, nowMs: number) {
	await ensureAccounts(db, integrator, nowMs)
}

export async function seedFundedLedger(db: Db, integrator: IntegratorRow, nowMs: number) {
	await updateIntegrator(db, integrator.pk, { pinHash: await hashSecret(FUNDED_PIN) }, nowMs)
	await seedLedgerHistory(db, integrator, FUNDED_HISTORY, { nowMs, days: 180 })
}

/**
 * For benches: one account with `entries` entries over a year (a fresh
 * integrator's NGN funding account unless told otherwise). Answers nothing:
 * read the account through the API.
 */
export async function seedBenchLedger(
	db: Db,
	integrator: { pk: string; kybVerified: boolean },
	entries: number,
	nowMs: number,
	spec: Omit<HistorySpec, 'entries'> = { ledgerType: 'funding', currency: 'NGN' },
) {
	await seedLedgerHistory(db, integrator, [{ ...spec, entries }], { nowMs, days: 365 })
}
