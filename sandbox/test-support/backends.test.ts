import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveMigrationsDir } from '../db/database.ts'
import { databaseBackends, sandboxBackends } from './backends.ts'

const migrations = (JSON.parse(readFileSync(path.join(resolveMigrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
	.entries.length

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('which suites run on PostgreSQL', () => {
	it('PostgreSQL runs only for the suites that test the database itself; PGlite for the rest', () => {
		vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5432/postgres')
		expect(sandboxBackends().map((b) => b.name)).toEqual(['pglite'])
		expect(databaseBackends().map((b) => b.name)).toEqual(['pglite', 'postgres'])
		vi.stubEnv('TEST_DATABASE_URL', '')
		expect(databaseBackends().map((b) => b.name)).toEqual(['pglite'])
	})
})

/** How many migrations the storage has applied, read before the sandbox ever opens it. */
async function appliedMigrations(options: { dataDir?: string; databaseUrl?: string }) {
	const query = 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'
	if (options.databaseUrl) {
		const client = new pg.Client({ connectionString: options.databaseUrl })
		await client.connect()
		try {
			return ((await client.query<{ n: number }>(query)).rows[0] as { n: number }).n
		} finally {
			await client.end()
		}
	}
	const client = await PGlite.create(path.join(options.dataDir ?? '', 'sandbox-db'))
	try {
		return ((await client.query<{ n: number }>(query)).rows[0] as { n: number }).n
	} finally {
		await client.close()
	}
}

describe.each(databaseBackends())('a suite’s storage on $name', (backend) => {
	it('comes migrated (a copy of a template migrated once), and each suite gets its own', async () => {
		const [first, second] = [await backend.create(), await backend.create()]
		try {
			expect(first.options).not.toEqual(second.options)
			expect(await appliedMigrations(first.options)).toBe(migrations)
			expect(await appliedMigrations(second.options)).toBe(migrations)
		} finally {
			await first.dispose()
			await second.dispose()
		}
	})
})
