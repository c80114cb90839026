import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../app.ts'
import { loadJwtKey } from '../auth/access-tokens.ts'
import type { SandboxContext } from '../context.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { DEFAULT_WEBHOOK_SETTINGS } from '../events/settings.ts'
import { createLogger } from '../logger.ts'
import { createRateLimiter } from '../rate-limit.ts'
import type { Backend } from './backends.ts'

export type InProcessApp = {
	/** The sandbox's Hono app: call `app.request(…)`, no port. */
	readonly app: ReturnType<typeof createApp>
	/** Its database, for what a test checks or breaks beneath the routes. */
	readonly database: Database
	/** What its back office needs: `Authorization: Bearer <controlToken>`. */
	readonly controlToken: string
}

/**
 * The sandbox's app in this process on a fresh database of `backend`, for
 * suites that send thousands of requests or read what the app logs. Opened
 * in beforeAll, closed in afterAll. The rate limiter is off, so a 429 never
 * hides what a route does with its input; `log` receives the log lines
 * (none are written without it).
 */
export function useInProcessApp(backend: Backend, options: { log?: (line: string) => void } = {}): InProcessApp {
	let opened: { app: ReturnType<typeof createApp>; database: Database } | null = null
	const controlToken = randomBytes(24).toString('hex')
	let dispose: (() => Promise<void>) | null = null
	beforeAll(async () => {
		const storage = await backend.create()
		dispose = storage.dispose
		const database = await openDatabase({ dataDir: storage.options.dataDir ?? '', databaseUrl: storage.options.databaseUrl })
		const ctx: SandboxContext = {
			db: database.db,
			now: Date.now,
			jwtKey: await loadJwtKey(database.db, undefined),
			log: options.log ? createLogger({ enabled: true, write: options.log }) : createLogger({ enabled: false }),
			mailer: null,
			rateLimiter: createRateLimiter({ max: 0, windowMs: 60_000, now: Date.now }),
			latencyMs: 0,
			proxySecret: null,
			publicUrl: null,
			dashboardUrl: null,
			controlToken,
			webhooks: DEFAULT_WEBHOOK_SETTINGS,
		}
		opened = { app: createApp(ctx), database }
	})
	afterAll(async () => {
		await opened?.database.close()
		await dispose?.()
	})
	const get = () => {
		if (!opened) throw new Error('the in-process app is not open yet (use it inside a test or a later hook)')
		return opened
	}
	return {
		get app() {
			return get().app
		},
		get database() {
			return get().database
		},
		controlToken,
	}
}
