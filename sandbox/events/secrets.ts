import { createHmac, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { WEBHOOK_SECRET_PREFIX, type WebhookSecret } from '#contract/events/api.ts'
import type { Db } from '../db/database.ts'
import { webhookSecrets } from './schema.ts'

/**
 * Each integrator's webhook signing secret ('whsec_' and 32 random bytes),
 * made on first use, and the signature every delivery carries:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (Stripe's scheme,
 * docs/decisions/096-signed-webhooks.md). The secret is never logged.
 */

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`

const toSecret = (row: { secret: string; createdAt: Date }): WebhookSecret => ({
	secret: row.secret,
	createdAt: row.createdAt.toISOString(),
})

/** The integrator's secret; the first call makes it (racing first calls agree on one: the insert does nothing when a row is there). */
export async function getOrCreateSecret(db: Db, integratorPk: string, nowMs: number): Promise<WebhookSecret> {
	const [existing] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.integratorPk, integratorPk))
	if (existing) return toSecret(existing)
	await db
		.insert(webhookSecrets)
		.values({ integratorPk, secret: newSecret(), createdAt: new Date(nowMs) })
		.onConflictDoNothing()
	const [row] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.integratorPk, integratorPk))
	return toSecret(row!)
}

/**
 * A new secret in place of `previous`, at once (the old one signs nothing
 * more); null when another rotation replaced `previous` first, so two racing
 * rotations never both answer a secret of which only one works.
 */
export async function rotateSecret(db: Db, integratorPk: string, previous: string, nowMs: number): Promise<WebhookSecret | null> {
	const [row] = await db
		.update(webhookSecrets)
		.set({ secret: newSecret(), createdAt: new Date(nowMs) })
		.where(and(eq(webhookSecrets.integratorPk, integratorPk), eq(webhookSecrets.secret, previous)))
		.returning()
	return row ? toSecret(row) : null
}

/** The Webhook-Signature header's value for `body` sent at `timestampSeconds`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string) {
	const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')
	return `t=${timestampSeconds},v1=${mac}`
}
