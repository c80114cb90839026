import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBackends } from '../test-support/backends.ts'
import { openDatabase, type Database } from './database.ts'

/**
 * A PostgreSQL server that ends an idle connection (a restart, an operator,
 * a test dropping its database WITH (FORCE)) costs that connection, not the
 * process: CI once failed on the unhandled 'error' event this raised.
 */
describe.each(databaseBackends().filter((backend) => backend.name === 'postgres'))('a connection lost on $name', (backend) => {
	let database: Database
	let dispose: () => Promise<void>
	let url = ''
	const lost: Error[] = []
	beforeAll(async () => {
		const storage = await backend.create()
		dispose = storage.dispose
		url = storage.options.databaseUrl ?? ''
		database = await openDatabase({ dataDir: '', databaseUrl: storage.options.databaseUrl, onConnectionLost: (error) => lost.push(error) })
	})
	afterAll(async () => {
		await database?.close().catch(() => {})
		await dispose?.()
	})

	it('is reported and replaced: the next query runs on a new connection', async () => {
		const first = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
		const pid = Number(first.rows[0]!.pid)
		// Another session ends it, as the server would: the pool's idle connection hears it as an error.
		const admin = new pg.Client({ connectionString: url })
		await admin.connect()
		try {
			await admin.query('select pg_terminate_backend($1)', [pid])
		} finally {
			await admin.end()
		}
		await expect.poll(() => lost.length, { timeout: 5_000 }).toBeGreaterThan(0)
		const next = (await database.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] }
		expect(Number(next.rows[0]!.ok)).toBe(1)
	})
})
