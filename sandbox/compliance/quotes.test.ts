import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADDRESSES } from '#contract/compliance/test-values.ts'
import { createIntegrator } from '../auth/integrators.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { ensureAccounts, findAccount } from '../ledger/accounts.ts'
import { depositFunds } from '../ledger/topups.ts'
import { verifyLedger } from '../ledger/verify.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { confirmScreening, createScreeningQuote } from './quotes.ts'

/**
 * The confirmation itself, called at once from many connections (a real
 * race on PostgreSQL: no HTTP turn-taking in between): one claims the quote
 * and is charged, every other answers the same result, and the ledger adds up.
 */
describe.each(databaseBackends())('racing screening confirmations on $name', (backend) => {
	let database: Database
	let dispose: () => Promise<void>
	beforeAll(async () => {
		const storage = await backend.create()
		dispose = storage.dispose
		database = await openDatabase({ dataDir: storage.options.dataDir ?? '', databaseUrl: storage.options.databaseUrl })
	})
	afterAll(async () => {
		await database?.close().catch(() => {})
		await dispose?.()
	})

	async function funded(usdCents: bigint) {
		const integrator = (await createIntegrator(
			database.db,
			{ accountType: 'COMPANY', businessName: 'Race Ltd', firstName: 'Ray', lastName: 'Ce', email: uniqueEmail('race'), country: 'NG' },
			Date.now(),
		))!
		await ensureAccounts(database.db, integrator, Date.now())
		if (usdCents)
			await depositFunds(database.db, integrator.pk, { currency: 'USD', amount: usdCents, senderName: 'A', senderBank: 'B' }, Date.now)
		return integrator
	}
	const usd = async (pk: string) => (await findAccount(database.db, pk, 'integrator', 'funding', 'USD'))!.balance

	it('makes one result and one charge however many confirmations race @race', async () => {
		const integrator = await funded(1_000n)
		const quoted = await createScreeningQuote(
			database.db,
			integrator.pk,
			{ check: 'BLACKLIST', network: 'ETH', address: TEST_ADDRESSES.high.ETH.address },
			Date.now(),
		)
		if (!quoted.ok) throw new Error(quoted.message)
		const results = await Promise.all(
			Array.from({ length: 8 }, () => confirmScreening(database.db, integrator, quoted.row.id, ['BLACKLIST'], Date.now, null)),
		)
		const kinds = results.map((result) => ('kind' in result ? result.kind : result.message)).sort()
		expect(kinds).toEqual(['created', ...Array(7).fill('replayed')])
		expect(new Set(results.map((result) => ('resultId' in result ? result.resultId : null))).size).toBe(1)
		expect(await usd(integrator.pk)).toBe(500n)
		expect(await verifyLedger(database.db)).toMatchObject({ ok: true })
	})

	it('refuses every racing confirmation a short balance cannot pay, and charges none @race', async () => {
		const integrator = await funded(499n)
		const quoted = await createScreeningQuote(
			database.db,
			integrator.pk,
			{ check: 'BLACKLIST', network: 'BTC', address: TEST_ADDRESSES.low.BTC.address },
			Date.now(),
		)
		if (!quoted.ok) throw new Error(quoted.message)
		const results = await Promise.all(
			Array.from({ length: 4 }, () => confirmScreening(database.db, integrator, quoted.row.id, ['BLACKLIST'], Date.now, null)),
		)
		for (const result of results) expect(result).toMatchObject({ ok: false, status: 400, errors: [{ code: 'FEE_UNPAID' }] })
		expect(await usd(integrator.pk)).toBe(499n)
		expect(await verifyLedger(database.db)).toMatchObject({ ok: true })
	})
})
