import http from 'node:http'
import https from 'node:https'
import { and, asc, eq, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import {
	WEBHOOK_ID_HEADER,
	WEBHOOK_SIGNATURE_HEADER,
	type DeliveryStatus,
	type EventType,
	type WebhookDelivery,
} from '#contract/events/api.ts'
import { integrators } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { describeFailure } from '../http/error-log.ts'
import { DESTINATION_MESSAGES, destinationRefusal, guardedLookup, webhookPort } from './destinations.ts'
import { recordEvent } from './events.ts'
import { events, webhookDeliveries, type WebhookDeliveryRow } from './schema.ts'
import { getOrCreateSecret, signatureHeader } from './secrets.ts'
import { maxAttempts, type WebhookSettings } from './settings.ts'

/**
 * Sending webhook deliveries: claimed atomically, posted with the signature
 * and a time limit, the outcome recorded, retried with backoff up to the
 * bound. Three callers: the worker (due deliveries, every `pollMs`), the
 * back office's 'deliver now' (every pending one, backoff or not), and the
 * integrator's 'Send test event' and 'Resend' (one, at once, answered with
 * its outcome).
 */

export type DeliveryContext = Pick<SandboxContext, 'db' | 'now' | 'log' | 'webhooks'>

/** A claim lapses this long after the attempt's own time limit: its sender died, another may take it. */
const LEASE_MARGIN_MS = 10_000
const leaseUntil = (settings: WebhookSettings, nowMs: number) => new Date(nowMs + settings.timeoutMs + LEASE_MARGIN_MS)

const USER_AGENT = 'IntegratorSandbox-Webhooks/1'

export function toWebhookDelivery(row: WebhookDeliveryRow, settings: Pick<WebhookSettings, 'retryDelaysMs'>): WebhookDelivery {
	return {
		id: row.id,
		eventId: row.eventId,
		eventType: row.eventType as EventType,
		eventCreatedAt: row.eventCreatedAt.toISOString(),
		url: row.url,
		status: row.status,
		attempts: row.attempts,
		maxAttempts: maxAttempts(settings),
		lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
		statusCode: row.statusCode,
		responseMs: row.responseMs,
		error: row.error,
		nextAttemptAt: row.status === 'PENDING' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
		deliveredAt: row.deliveredAt?.toISOString() ?? null,
		createdAt: row.createdAt.toISOString(),
	}
}

// ─── Claims ─────────────────────────────────────────────────────────────────

/** A claim that lapsed: SENDING past its lease (its sender died mid-attempt). */
const lapsed = (now: Date) => and(eq(webhookDeliveries.status, 'SENDING'), lt(webhookDeliveries.leaseUntil, now))

/**
 * Which deliveries a claim may take: 'due' (the worker) those whose next
 * attempt has come; 'pending' (deliver now) every one waiting, backoff or
 * not; 'any' (Resend) every one not being sent, delivered and failed ones
 * included. A lapsed claim may be taken by all three.
 */
type ClaimScope = 'due' | 'pending' | 'any'
function claimable(scope: ClaimScope, now: Date): SQL {
	const waiting =
		scope === 'due'
			? and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now))
			: scope === 'pending'
				? eq(webhookDeliveries.status, 'PENDING')
				: ne(webhookDeliveries.status, 'SENDING')
	return or(waiting, lapsed(now))!
}

/**
 * Takes one delivery for one attempt, in one conditional UPDATE: SENDING,
 * attempts + 1, a lease. Null when it is not claimable (another took it, or
 * it is not waiting): of any number of racing claims, one wins.
 */
async function claim(ctx: DeliveryContext, id: string, scope: ClaimScope, integratorPk?: string) {
	const nowMs = ctx.now()
	const now = new Date(nowMs)
	const [row] = await ctx.db
		.update(webhookDeliveries)
		.set({
			status: 'SENDING',
			attempts: sql`${webhookDeliveries.attempts} + 1`,
			leaseUntil: leaseUntil(ctx.webhooks, nowMs),
			lastAttemptAt: now,
			updatedAt: now,
		})
		.where(
			and(eq(webhookDeliveries.id, id), integratorPk ? eq(webhookDeliveries.integratorPk, integratorPk) : undefined, claimable(scope, now)),
		)
		.returning()
	return row ?? null
}

// ─── One attempt ────────────────────────────────────────────────────────────

type Outcome = { statusCode: number | null; responseMs: number; error: string | null; url: string | null }

function describeSendError(error: unknown, url: URL, settings: WebhookSettings) {
	const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string }
	if (code === 'EWEBHOOKDESTINATION') return message ?? 'Not sent'
	if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR')
		return `No answer within ${settings.timeoutMs / 1000} s: the receiver must answer quickly and do its work afterwards.`
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${url.hostname} does not resolve to an address.`
	if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
		return `The receiver's TLS certificate was refused (${code}).`
	// Refused, reset, unreachable, or no HTTP spoken there (HPE_*): one message naming no port, so the log
	// tells no open port from a closed one (docs/decisions/103-webhooks-never-reach-the-provider.md).
	return DESTINATION_MESSAGES.couldNotConnect
}

/**
 * One POST: the body, its signature, nothing followed (a redirect is an
 * answer, and not a 2xx). The time limit covers the whole answer: a receiver
 * that answers slowly, or streams forever, is cut off.
 */
function post(url: URL, body: string, headers: Record<string, string>, settings: WebhookSettings) {
	const started = performance.now()
	const elapsed = () => Math.round(performance.now() - started)
	return new Promise<{ statusCode: number | null; responseMs: number; error: string | null }>((resolve) => {
		let settled = false
		const settle = (answer: { statusCode: number | null; error: string | null }) => {
			if (settled) return
			settled = true
			resolve({ ...answer, responseMs: elapsed() })
		}
		const request = (url.protocol === 'https:' ? https : http).request(url, {
			method: 'POST',
			headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
			// A new connection each time: nothing pooled outlives an attempt or reaches a receiver restarted meanwhile.
			agent: false,
			lookup: guardedLookup(settings, webhookPort(url)),
			signal: AbortSignal.timeout(settings.timeoutMs),
		})
		request.on('response', (response) => {
			// The answer's body is not kept, only read to its end (within the time limit).
			response.resume()
			response.on('end', () => settle({ statusCode: response.statusCode ?? null, error: null }))
			response.on('error', (error) => settle({ statusCode: null, error: describeSendError(error, url, settings) }))
		})
		request.on('error', (error) => settle({ statusCode: null, error: describeSendError(error, url, settings) }))
		request.end(body)
	})
}

/** Sends a claimed delivery once: to the integrator's webhook URL of now, signed with its secret of now. */
async function send(ctx: DeliveryContext, row: WebhookDeliveryRow): Promise<Outcome> {
	const [found] = await ctx.db
		.select({ body: events.body, webhookUrl: integrators.webhookUrl })
		.from(events)
		.innerJoin(integrators, eq(integrators.pk, events.integratorPk))
		.where(eq(events.id, row.eventId))
	if (!found?.webhookUrl) return { statusCode: null, responseMs: 0, error: 'Not sent: no webhook URL is set.', url: null }
	const url = URL.canParse(found.webhookUrl) ? new URL(found.webhookUrl) : null
	const refusal = url ? destinationRefusal(url, ctx.webhooks) : 'Not sent: the webhook URL is not a URL.'
	if (!url || refusal) return { statusCode: null, responseMs: 0, error: refusal, url: found.webhookUrl }
	const { secret } = await getOrCreateSecret(ctx.db, row.integratorPk, ctx.now())
	const headers = {
		'Content-Type': 'application/json',
		'User-Agent': USER_AGENT,
		[WEBHOOK_ID_HEADER]: row.eventId,
		[WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(ctx.now() / 1000), found.body),
	}
	return { ...(await post(url, found.body, headers, ctx.webhooks)), url: found.webhookUrl }
}

/**
 * The attempt's outcome, written only while the delivery is still this
 * attempt's (SENDING with the attempts it claimed): a 2xx delivers it; a
 * failure waits for its next retry, or fails for good once the automatic
 * attempts are spent (a 'Resend' beyond them fails again at once).
 */
async function record(ctx: DeliveryContext, row: WebhookDeliveryRow, outcome: Outcome) {
	const nowMs = ctx.now()
	const now = new Date(nowMs)
	const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300
	const retryIn = ctx.webhooks.retryDelaysMs[row.attempts - 1]
	const status: DeliveryStatus = delivered ? 'DELIVERED' : retryIn === undefined ? 'FAILED' : 'PENDING'
	const error = delivered ? null : (outcome.error ?? `The receiver answered ${outcome.statusCode}: only a 2xx counts as delivered.`)
	const [written] = await ctx.db
		.update(webhookDeliveries)
		.set({
			status,
			url: outcome.url,
			statusCode: outcome.statusCode,
			responseMs: outcome.responseMs,
			error,
			leaseUntil: null,
			nextAttemptAt: status === 'PENDING' ? new Date(nowMs + retryIn!) : null,
			deliveredAt: delivered ? now : sql`${webhookDeliveries.deliveredAt}`,
			updatedAt: now,
		})
		.where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, 'SENDING'), eq(webhookDeliveries.attempts, row.attempts)))
		.returning()
	ctx.log.info('webhook delivery', {
		id: row.id,
		eventType: row.eventType,
		attempt: row.attempts,
		status,
		statusCode: outcome.statusCode,
		ms: outcome.responseMs,
	})
	// Not written: the claim lapsed and another attempt took the delivery meanwhile; its outcome is the one that counts.
	return written ?? (await findDelivery(ctx.db, row.id))!
}

/** One attempt of a claimed delivery, its outcome recorded; a failure to send is an outcome, never a throw. */
async function attempt(ctx: DeliveryContext, row: WebhookDeliveryRow) {
	let outcome: Outcome
	try {
		outcome = await send(ctx, row)
	} catch (error) {
		ctx.log.error('webhook send failed', { id: row.id, ...describeFailure(error) })
		outcome = { statusCode: null, responseMs: 0, error: 'Not sent: the sandbox failed to send it.', url: null }
	}
	return record(ctx, row, outcome)
}

async function findDelivery(db: Db, id: string) {
	const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id))
	return row ?? null
}

// ─── The callers ────────────────────────────────────────────────────────────

/** At most this many attempts at once: a few slow receivers cannot hold up the rest for more than one time limit. */
const BATCH = 8

async function claimAndSend(ctx: DeliveryContext, ids: string[], scope: ClaimScope) {
	const tally = { sent: 0, delivered: 0, failed: 0 }
	for (let i = 0; i < ids.length; i += BATCH) {
		const done = await Promise.all(
			ids.slice(i, i + BATCH).map(async (id) => {
				const claimed = await claim(ctx, id, scope)
				return claimed ? attempt(ctx, claimed) : null
			}),
		)
		for (const row of done) {
			if (!row) continue
			tally.sent++
			if (row.status === 'DELIVERED') tally.delivered++
			else tally.failed++
		}
	}
	return tally
}

/** The worker's round: every delivery whose attempt is due (and every lapsed claim), oldest first. */
export async function deliverDue(ctx: DeliveryContext, limit = 100) {
	const now = new Date(ctx.now())
	const due = await ctx.db
		.select({ id: webhookDeliveries.id })
		.from(webhookDeliveries)
		.where(claimable('due', now))
		.orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
		.limit(limit)
	return claimAndSend(
		ctx,
		due.map((row) => row.id),
		'due',
	)
}

/**
 * POST /sandbox/v1/control/events/deliver: every pending delivery (of one
 * integrator when `integratorPk` is given) sent now, whether its retry is
 * due or not, so tests and demos never wait for the backoff (nor move the
 * clock). Each is one attempt, counted and recorded like any other.
 */
export async function deliverPendingNow(ctx: DeliveryContext, integratorPk: string | null) {
	const now = new Date(ctx.now())
	const pending = await ctx.db
		.select({ id: webhookDeliveries.id })
		.from(webhookDeliveries)
		.where(and(claimable('pending', now), integratorPk ? eq(webhookDeliveries.integratorPk, integratorPk) : undefined))
		.orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
	return claimAndSend(
		ctx,
		pending.map((row) => row.id),
		'pending',
	)
}

export type ResendResult =
	| { ok: true; delivery: WebhookDeliveryRow }
	| { ok: false; reason: 'not-found' }
	| { ok: false; reason: 'sending'; delivery: WebhookDeliveryRow }

/**
 * 'Resend': one more attempt now, of any delivery of this integrator's not
 * being sent at this moment (delivered and failed ones included). Racing
 * resends make one attempt: the others find it SENDING.
 */
export async function resendDelivery(ctx: DeliveryContext, integratorPk: string, id: string): Promise<ResendResult> {
	const claimed = await claim(ctx, id, 'any', integratorPk)
	if (claimed) return { ok: true, delivery: await attempt(ctx, claimed) }
	const [existing] = await ctx.db
		.select()
		.from(webhookDeliveries)
		.where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.integratorPk, integratorPk)))
	return existing ? { ok: false, reason: 'sending', delivery: existing } : { ok: false, reason: 'not-found' }
}

/**
 * 'Send test event': a webhook.test event, its delivery claimed as it is
 * made and sent at once, so the answer carries the outcome. Null when no
 * webhook URL is set.
 */
export async function sendTestEvent(ctx: DeliveryContext, integratorPk: string) {
	const nowMs = ctx.now()
	const { delivery } = await recordEvent(
		ctx.db,
		nowMs,
		integratorPk,
		'webhook.test',
		{ message: 'A test event from the sandbox: your receiver got it and checked its signature.', businessId: integratorPk },
		leaseUntil(ctx.webhooks, nowMs),
	)
	return delivery ? attempt(ctx, delivery) : null
}

// ─── The log ────────────────────────────────────────────────────────────────

export type DeliveryFilters = { status?: DeliveryStatus; type?: EventType }

const byTime: Keyset<WebhookDeliveryRow> = {
	columns: [
		{ column: webhookDeliveries.createdAt, cast: 'timestamptz' },
		{ column: webhookDeliveries.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

/** The integrator's deliveries, newest first, filtered, one page (null: the lek is not this list's). */
export async function listDeliveries(db: Db, integratorPk: string, filters: DeliveryFilters, page: PageRequest) {
	const conditions = and(
		eq(webhookDeliveries.integratorPk, integratorPk),
		filters.status ? eq(webhookDeliveries.status, filters.status) : undefined,
		filters.type ? eq(webhookDeliveries.eventType, filters.type) : undefined,
	)
	return readPage(byTime, page, (position, orderBy, limit) =>
		db
			.select()
			.from(webhookDeliveries)
			.where(and(conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
}

// ─── The worker ─────────────────────────────────────────────────────────────

/**
 * Sends due deliveries every `pollMs` in the sandbox process (a round still
 * running skips the next). The stop function waits for a running round, so
 * the database is never closed under it.
 */
export function startDeliveryWorker(ctx: DeliveryContext) {
	let running: Promise<unknown> | null = null
	const timer = setInterval(() => {
		if (running) return
		running = deliverDue(ctx)
			.catch((error: unknown) => ctx.log.error('webhook round failed', describeFailure(error)))
			.finally(() => (running = null))
	}, ctx.webhooks.pollMs)
	timer.unref()
	return async () => {
		clearInterval(timer)
		await running
	}
}
