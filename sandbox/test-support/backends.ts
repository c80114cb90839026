import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * The databases the sandbox suites run on: always PGlite in a fresh temp
 * directory; also a PostgreSQL server when TEST_DATABASE_URL is set (a fresh
 * database per suite, dropped afterwards). Without TEST_DATABASE_URL the
 * PostgreSQL variant is simply not registered.
 */
export type Backend = {
	name: 'pglite' | 'postgres'
	/** Creates the storage; answers startSandbox options and a cleanup. */
	create(): Promise<{ options: { dataDir?: string; databaseUrl?: string }; dispose(): Promise<void> }>
}

const pglite: Backend = {
	name: 'pglite',
	async create() {
		const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-test-'))
		return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) }
	},
}

function postgres(serverUrl: string): Backend {
	return {
		name: 'postgres',
		async create() {
			const name = `sandbox_test_${randomBytes(6).toString('hex')}`
			const admin = new pg.Client({ connectionString: serverUrl })
			await admin.connect()
			try {
				await admin.query(`CREATE DATABASE ${name}`)
			} finally {
				await admin.end()
			}
			const url = new URL(serverUrl)
			url.pathname = `/${name}`
			return {
				options: { databaseUrl: url.toString() },
				async dispose() {
					const client = new pg.Client({ connectionString: serverUrl })
					await client.connect()
					try {
						await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
					} finally {
						await client.end()
					}
				},
			}
		},
	}
}

export function sandboxBackends(): Backend[] {
	const url = process.env.TEST_DATABASE_URL
	return url ? [pglite, postgres(url)] : [pglite]
}
