import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

/** Both drivers share this query-builder surface; code above the db layer uses only it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
	db: Db
	kind: 'pglite' | 'postgres'
	close(): Promise<void>
}

/**
 * Where the migrations are: `SANDBOX_MIGRATIONS_DIR` when set (the production
 * bundle copies them to build/sandbox-migrations), else beside this source
 * file, else beside a bundle that inlined this file (build/sandbox.js ->
 * build/sandbox-migrations).
 */
export function resolveMigrationsDir() {
	const fromEnv = process.env.SANDBOX_MIGRATIONS_DIR
	if (fromEnv) return path.resolve(fromEnv)
	const candidates = [
		fileURLToPath(new URL('./migrations', import.meta.url)),
		fileURLToPath(new URL('./sandbox-migrations', import.meta.url)),
		fileURLToPath(new URL('./db/migrations', import.meta.url)),
	]
	const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))
	if (!found) throw new Error(`Sandbox migrations not found (looked in ${candidates.join(', ')}); set SANDBOX_MIGRATIONS_DIR`)
	return found
}

/**
 * Opens the sandbox database and brings it to the latest migration: a
 * PostgreSQL server when `databaseUrl` is given, else PGlite files under
 * `dataDir/sandbox-db`.
 */
export async function openDatabase(options: {
	dataDir: string
	databaseUrl?: string
	/** Told when the server ends an idle connection (a restart, an operator, a test dropping its database). */
	onConnectionLost?: (error: Error) => void
}): Promise<Database> {
	const migrationsFolder = resolveMigrationsDir()
	if (options.databaseUrl) {
		const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
		// An idle connection the server ends is an 'error' event on the pool, which drops that connection and opens
		// another when needed: without a listener, Node would end the whole process on it.
		pool.on('error', (error) => options.onConnectionLost?.(error))
		try {
			const db = drizzlePg({ client: pool, schema })
			await migratePg(db, { migrationsFolder })
			return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
		} catch (error) {
			await pool.end().catch(() => {})
			throw error
		}
	}
	const dbDir = path.resolve(options.dataDir, 'sandbox-db')
	mkdirSync(dbDir, { recursive: true })
	const client = await PGlite.create(dbDir)
	try {
		const db = drizzlePglite({ client, schema })
		await migratePglite(db, { migrationsFolder })
		return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
	} catch (error) {
		await client.close().catch(() => {})
		throw error
	}
}
