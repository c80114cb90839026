import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase, resolveMigrationsDir } from '../db/database.ts'

/**
 * The databases the sandbox suites run on.
 *
 * - `sandboxBackends()`: PGlite only. Most suites test routes and rules, which
 *   behave the same on both engines.
 * - `databaseBackends()`: PGlite, and also a PostgreSQL server when
 *   TEST_DATABASE_URL is set, for the suites that test the database itself —
 *   the ledger, idempotency, concurrency, migrations — where a real server
 *   runs requests at once on separate connections and PGlite cannot.
 *
 * Each suite gets fresh storage, copied from a template migrated once per set
 * of migrations: a PGlite folder under `.cache/test-db/` (a fresh PGlite runs
 * initdb in WebAssembly, seconds of CPU each time), and on PostgreSQL a
 * database made with `CREATE DATABASE … TEMPLATE`. The vitest global set-up
 * (global-setup.ts) makes both before the suites start; a suite that finds
 * none makes it itself.
 */
export type Backend = {
	name: 'pglite' | 'postgres'
	/** Creates the storage; answers startSandbox options and a cleanup. */
	create(): Promise<{ options: { dataDir?: string; databaseUrl?: string }; dispose(): Promise<void> }>
}

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Names the migrated state: the migration files and the PGlite version (its
 * files are its own format). A new migration makes new templates; old ones
 * stay until `.cache` is cleared (other branches may still use them).
 */
export function templateKey() {
	const hash = createHash('sha256')
	const dir = resolveMigrationsDir()
	const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
	for (const file of files) {
		if (!/\.(sql|json)$/.test(file)) continue
		hash.update(file).update(readFileSync(path.join(dir, file)))
	}
	// (The package exports no package.json: read it from beside its entry point.)
	const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
	hash.update(readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')))
	return hash.digest('hex').slice(0, 16)
}

// ── PGlite: a migrated folder, copied per suite ─────────────────────────────

/** The migrated PGlite template's data directory (holding `sandbox-db/`). */
export function pgliteTemplateDir(key = templateKey()) {
	return path.join(root, '.cache', 'test-db', `pglite-${key}`)
}

let pgliteTemplate: Promise<string> | null = null

/**
 * Makes the PGlite template once (per process; across processes a finished
 * template is never rebuilt): migrated in a folder of its own, then renamed
 * into place, so a reader never sees half a template.
 */
export function ensurePgliteTemplate(): Promise<string> {
	pgliteTemplate ??= (async () => {
		const dir = pgliteTemplateDir()
		if (existsSync(path.join(dir, 'sandbox-db', 'PG_VERSION'))) return dir
		await mkdir(path.dirname(dir), { recursive: true })
		const building = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`
		const database = await openDatabase({ dataDir: building })
		await database.close()
		try {
			await rename(building, dir)
		} catch {
			// Another process finished first: its template is the same.
			await rm(building, { recursive: true, force: true })
		}
		return dir
	})()
	pgliteTemplate.catch(() => (pgliteTemplate = null))
	return pgliteTemplate
}

/** A fresh data directory whose `sandbox-db/` is a copy of the migrated template. */
export async function migratedPgliteDir(prefix = 'sandbox-test-') {
	const template = await ensurePgliteTemplate()
	const dataDir = await mkdtemp(path.join(tmpdir(), prefix))
	await cp(path.join(template, 'sandbox-db'), path.join(dataDir, 'sandbox-db'), { recursive: true })
	return dataDir
}

const pglite: Backend = {
	name: 'pglite',
	async create() {
		const dataDir = await migratedPgliteDir()
		return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) }
	},
}

// ── PostgreSQL: a migrated template database ────────────────────────────────

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: serverUrl })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}

function databaseUrl(serverUrl: string, name: string) {
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	return url.toString()
}

const DUPLICATE_DATABASE = '42P04'
const OBJECT_IN_USE = '55006'
const INSUFFICIENT_PRIVILEGE = '42501'

/**
 * A test's database dropped with the connections left to it. FORCE may not
 * end an autovacuum worker that is visiting the database at that moment
 * (it runs as the superuser: 'must be a member of the role whose process is
 * being terminated'); the worker is done within moments, so wait and retry.
 */
async function dropDatabase(serverUrl: string, name: string) {
	for (let attempt = 1; ; attempt++) {
		try {
			await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
			return
		} catch (error) {
			if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= 20) throw error
			await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
		}
	}
}
const postgresTemplates = new Map<string, Promise<string>>()

/**
 * The migrated template database on `serverUrl`, made once: migrated under a
 * name of its own, then renamed, so that CREATE DATABASE … TEMPLATE never
 * copies half a migration (and never meets a connection to it).
 */
export function ensurePostgresTemplate(serverUrl: string): Promise<string> {
	let template = postgresTemplates.get(serverUrl)
	if (!template) {
		template = (async () => {
			const name = `sandbox_template_${templateKey()}`
			const exists = await withAdmin(serverUrl, (admin) => admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]))
			if (exists.rowCount) return name
			const building = `${name}_${randomBytes(4).toString('hex')}`
			await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`))
			const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(serverUrl, building) })
			await database.close()
			await withAdmin(serverUrl, async (admin) => {
				try {
					await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
				} catch (error) {
					if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error
					await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
				}
			})
			return name
		})()
		template.catch(() => postgresTemplates.delete(serverUrl))
		postgresTemplates.set(serverUrl, template)
	}
	return template
}

function postgres(serverUrl: string): Backend {
	return {
		name: 'postgres',
		async create() {
			const template = await ensurePostgresTemplate(serverUrl)
			const name = `sandbox_test_${randomBytes(6).toString('hex')}`
			await withAdmin(serverUrl, async (admin) => {
				// Another run making its own copy at this very moment holds the template
				// for a moment ("being accessed by other users"): wait and retry.
				for (let attempt = 1; ; attempt++) {
					try {
						return await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
					} catch (error) {
						if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error
						await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
					}
				}
			})
			return {
				options: { databaseUrl: databaseUrl(serverUrl, name) },
				dispose: () => dropDatabase(serverUrl, name),
			}
		},
	}
}

/** PGlite only: for suites whose subject is not the database engine. */
export function sandboxBackends(): Backend[] {
	return [pglite]
}

/** PGlite, and PostgreSQL when TEST_DATABASE_URL is set: for the ledger, idempotency, concurrency and migrations. */
export function databaseBackends(): Backend[] {
	const url = process.env.TEST_DATABASE_URL
	return url ? [pglite, postgres(url)] : [pglite]
}
