import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import type { ScenarioResult } from '#contract/sandbox.ts'
import { createApp } from './app.ts'
import { loadJwtKey } from './auth/access-tokens.ts'
import { integrators } from './auth/schema.ts'
import type { SandboxContext } from './context.ts'
import { openDatabase } from './db/database.ts'
import { startDeliveryWorker } from './events/delivery.ts'
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './events/settings.ts'
import { loadOrCreateControlToken } from './http/control-token.ts'
import { describeFailure } from './http/error-log.ts'
import { createLogger, type Logger } from './logger.ts'
import { dashboardOrigin } from './onboarding/notices.ts'
import { createMailer } from './outbox/mailer.ts'
import { resumeSentBatches } from './payments/batches.ts'
import { createRateLimiter, RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from './rate-limit.ts'
import { seedScenario, type ScenarioName } from './scenarios.ts'
import { startBlockTicks } from './wallets/deposits.ts'

export type StartSandboxOptions = {
	/** 0 (the default) picks a free port. */
	port?: number
	/** Interface to listen on; default 127.0.0.1. */
	host?: string
	/** PGlite files go to `<dataDir>/sandbox-db`; default `DATA_DIR` or ./data. Ignored with databaseUrl. */
	dataDir?: string
	/** A PostgreSQL server instead of PGlite. */
	databaseUrl?: string
	/** Added to every answer except /healthz and /sandbox/*. */
	latencyMs?: number
	/** HS256 key; default: generated once and kept in the database. */
	jwtSecret?: string
	/** JSON request logs on stdout; default false (quiet tests). */
	log?: boolean
	/** Replaces the logger (implies logging). */
	logger?: Logger
	/** Clock in ms since the epoch; tests move it to expire links and tokens. */
	now?: () => number
	/** Login attempts per minute per e-mail and per IP; 0 turns the limit off. Default 10. */
	rateLimitPerMinute?: number
	/** Also send e-mail over SMTP (smtp://…). */
	smtpUrl?: string
	/** Base URL browsers reach the sandbox at, for document links; default: each request's origin. */
	publicUrl?: string
	/** The dashboard's origin as browsers reach it, for the links of the review e-mails; default: none (no links). */
	dashboardUrl?: string
	/** The proxy's shared secret (X-Proxy-Secret): only then is X-Forwarded-For believed. */
	proxySecret?: string
	/**
	 * The token the control API, outbox and mailbox need (http/control-access.ts);
	 * default: the one kept in `<dataDir>/sandbox-control-token`, made at the first
	 * start (http/control-token.ts).
	 */
	controlToken?: string
	/** A block every this many ms confirms pending crypto deposits (SANDBOX_BLOCK_MS); default none (control API only). */
	blockMs?: number
	/** How webhooks are sent (SANDBOX_WEBHOOK_*); what is left out keeps its default (sandbox/events/settings.ts). */
	webhooks?: Partial<WebhookSettings>
	/** Seed this scenario when the database has no integrators yet (first start). */
	seedIfEmpty?: ScenarioName
}

export type RunningSandbox = {
	/** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
	url: string
	port: number
	/** What `seedIfEmpty` created; null when the database already had data. */
	seeded: ScenarioResult | null
	/** What the back office needs (Authorization: Bearer …): the one given, or the one kept in the data directory. */
	controlToken: string
	/** Where the token is kept when it was not given; null when it was. */
	controlTokenFile: string | null
	/** Whether this start made the kept token (the first start on this data directory). */
	controlTokenCreated: boolean
	/** Stops accepting connections, ends open ones, closes the database. Safe to call twice. */
	close(): Promise<void>
	/**
	 * Changes how late every answer comes from now on: a test sets its data
	 * up at full speed, then meets a slow provider (the request deadline's).
	 */
	setLatency(ms: number): void
}

/**
 * Starts a sandbox provider in this process. Each call has its own database
 * handle, rate limiter and HTTP server, so tests may run several side by side.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
	const now = options.now ?? Date.now
	const log = options.logger ?? createLogger({ enabled: options.log ?? false })
	const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? './data')
	const database = await openDatabase({
		dataDir,
		databaseUrl: options.databaseUrl,
		onConnectionLost: (error) => log.warn('database connection lost', { error: error.message }),
	})
	// No token given: the back office is closed all the same (docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md).
	const kept = options.controlToken ? null : loadOrCreateControlToken(dataDir)
	const controlToken = options.controlToken || kept!.token
	const mailer = options.smtpUrl ? createMailer(options.smtpUrl) : null
	let server: ServerType | null = null
	try {
		const ctx: SandboxContext = {
			db: database.db,
			now,
			jwtKey: await loadJwtKey(database.db, options.jwtSecret),
			log,
			mailer,
			rateLimiter: createRateLimiter({ max: options.rateLimitPerMinute ?? RATE_LIMIT_MAX_ATTEMPTS, windowMs: RATE_LIMIT_WINDOW_MS, now }),
			latencyMs: options.latencyMs ?? 0,
			proxySecret: options.proxySecret || null,
			publicUrl: options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null,
			dashboardUrl: dashboardOrigin(options.dashboardUrl),
			controlToken,
			webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, ...options.webhooks, ownPorts: [...(options.webhooks?.ownPorts ?? [])] },
		}
		let seeded: ScenarioResult | null = null
		if (options.seedIfEmpty) {
			const [anyone] = await database.db.select({ pk: integrators.pk }).from(integrators).limit(1)
			if (!anyone) seeded = await seedScenario(database.db, options.seedIfEmpty, { nowMs: now() })
		}
		const app = createApp(ctx)
		const stopBlocks = options.blockMs ? startBlockTicks(ctx, options.blockMs) : async () => {}
		const host = options.host ?? '127.0.0.1'
		const listening = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
			const created = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) =>
				resolve({ server: created, port: info.port }),
			)
			created.once('error', reject)
		})
		server = listening.server
		// No webhook goes to the sandbox's own port (docs/decisions/103-webhooks-never-reach-the-provider.md).
		ctx.webhooks.ownPorts = [...ctx.webhooks.ownPorts, listening.port]
		// Started once the sandbox listens, so a start that fails leaves no worker behind.
		const stopDeliveries = startDeliveryWorker(ctx)
		// Bulk payouts a stop left half sent are finished, each row once (sandbox/payments/batches.ts).
		const resuming = resumeSentBatches(ctx.db, ctx.now).catch((error: unknown) =>
			ctx.log.error('resuming bulk payouts failed', describeFailure(error)),
		)
		const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
		let closing: Promise<void> | null = null
		const close = () => {
			closing ??= (async () => {
				await stopBlocks()
				await stopDeliveries()
				await resuming
				await new Promise<void>((resolve) => {
					const http = listening.server as import('node:http').Server
					http.close(() => resolve())
					http.closeAllConnections?.()
				})
				mailer?.close()
				await database.close()
			})()
			return closing
		}
		const setLatency = (ms: number) => {
			ctx.latencyMs = ms
		}
		return {
			url: `http://${urlHost}:${listening.port}`,
			port: listening.port,
			seeded,
			controlToken,
			controlTokenFile: kept?.file ?? null,
			controlTokenCreated: kept?.created ?? false,
			close,
			setLatency,
		}
	} catch (error) {
		mailer?.close()
		server?.close()
		await database.close().catch(() => {})
		throw error
	}
}
