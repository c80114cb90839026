import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/ports.ts'
import { createIntegrator } from '../auth/integrators.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { ensureAccounts, findAccount } from './accounts.ts'
import { seedBenchLedger } from './scenario.ts'
import { ledgerAccounts } from './schema.ts'
import { depositFunds } from './topups.ts'
import { verifyLedger } from './verify.ts'

const run = promisify(execFile)

/** The ledger check itself: it passes on a sound ledger, names what is wrong on a broken one, and the CLI exits 1 then. */
describe.each(databaseBackends())('ledger verify on $name', (backend) => {
	let database: Database
	let options: { dataDir?: string; databaseUrl?: string }
	let dispose: () => Promise<void>
	beforeAll(async () => {
		const storage = await backend.create()
		options = storage.options
		dispose = storage.dispose
		database = await openDatabase({ dataDir: options.dataDir ?? '', databaseUrl: options.databaseUrl })
	})
	afterAll(async () => {
		await database?.close().catch(() => {})
		await dispose?.()
	})

	it('passes on a seeded history, reports a tampered balance, and the CLI exits 1 on it @bad-input', { timeout: 60_000 }, async () => {
		const integrator = (await createIntegrator(
			database.db,
			{
				accountType: 'COMPANY',
				businessName: 'Verify Ltd',
				firstName: 'Vera',
				lastName: 'Fy',
				email: uniqueEmail('verify'),
				country: 'NG',
			},
			Date.now(),
		))!
		await ensureAccounts(database.db, integrator, Date.now())
		await seedBenchLedger(database.db, integrator, 500, Date.now())
		await depositFunds(database.db, integrator.pk, { currency: 'NGN', amount: 12_345n, senderName: 'A', senderBank: 'B' }, Date.now)
		const sound = await verifyLedger(database.db)
		expect(sound).toMatchObject({ ok: true, problems: [] })
		expect(sound.postings).toBeGreaterThan(1000)

		const ngn = (await findAccount(database.db, integrator.pk, 'integrator', 'funding', 'NGN'))!
		await database.db
			.update(ledgerAccounts)
			.set({ balance: sql`${ledgerAccounts.balance} + 1` })
			.where(eq(ledgerAccounts.id, ngn.id))
		const broken = await verifyLedger(database.db)
		expect(broken.ok).toBe(false)
		expect(broken.problems).toEqual([
			expect.stringMatching(new RegExp(`^account ${ngn.id}: stored balance \\d+ but its postings sum to \\d+$`)),
			expect.stringMatching(new RegExp(`^account ${ngn.id}: stored balance \\d+ but its latest posting left \\d+$`)),
		])

		// PGlite allows one process per data directory: the CLI opens it once the test lets go.
		await database.close()
		// A port nobody listens on, so the CLI opens the database rather than a running sandbox's API.
		const { DATABASE_URL: _database, SANDBOX_URL: _url, ...inherited } = process.env
		const env = {
			...inherited,
			DATA_DIR: options.dataDir ?? '',
			SANDBOX_PORT: String(await freePort()),
			...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
		}
		const failure = await run(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'ledger', 'verify'], { env }).catch(
			(error: { code: number; stderr: string }) => error,
		)
		expect('code' in failure ? failure.code : 0).toBe(1)
		expect('stderr' in failure ? failure.stderr : '').toContain('stored balance')
		database = await openDatabase({ dataDir: options.dataDir ?? '', databaseUrl: options.databaseUrl })
	})
})
