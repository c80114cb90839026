import { eq } from 'drizzle-orm'
import type { EventType, WebhookEvent } from '#contract/events/api.ts'
import { integrators } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { newEventsId } from './ids.ts'
import { events, webhookDeliveries, type EventRow, type WebhookDeliveryRow } from './schema.ts'

/** What raising an event needs: the database (a transaction's too) and the clock; the CLI's context has both. */
export type EventsContext = Pick<SandboxContext, 'db' | 'now'>

/**
 * Records that something happened to an integrator's money or customers,
 * and, when the integrator has a webhook URL, a delivery of it for the
 * worker to send (sandbox/events/delivery.ts): the one call every service
 * makes beside its e-mail (in its notices.ts), e.g.
 * `await raiseEvent(ctx, integrator.pk, 'wallets.deposit.completed', deposit)`.
 * `data` is the API's own object (what the service's GET answers), sent as
 * the event's `data`.
 */
export async function raiseEvent(ctx: EventsContext, integratorPk: string, type: EventType, data: object) {
	return recordEvent(ctx.db, ctx.now(), integratorPk, type, data, null)
}

/**
 * The event and its delivery in one database transaction. `claimedUntil`:
 * the delivery starts claimed (SENDING, its first attempt counted, the claim
 * lapsing then) for a caller that sends it at once itself ('Send test
 * event'), and without a webhook URL nothing is recorded at all; otherwise
 * the event is kept whatever the URL, and its delivery waits, PENDING and due
 * now, for the worker.
 */
export async function recordEvent(
	db: Db,
	nowMs: number,
	integratorPk: string,
	type: EventType,
	data: object,
	claimedUntil: Date | null,
): Promise<{ event: EventRow | null; delivery: WebhookDeliveryRow | null }> {
	const createdAt = new Date(nowMs)
	const id = newEventsId('evt')
	const body: WebhookEvent = { id, type, createdAt: createdAt.toISOString(), data: data as Record<string, unknown> }
	return db.transaction(async (tx) => {
		const [owner] = await tx.select({ webhookUrl: integrators.webhookUrl }).from(integrators).where(eq(integrators.pk, integratorPk))
		if (!owner?.webhookUrl && claimedUntil) return { event: null, delivery: null }
		const [event] = await tx
			.insert(events)
			.values({ id, integratorPk, type, body: JSON.stringify(body), createdAt })
			.returning()
		if (!owner?.webhookUrl) return { event: event!, delivery: null }
		const [delivery] = await tx
			.insert(webhookDeliveries)
			.values({
				id: newEventsId('whd'),
				eventId: id,
				integratorPk,
				eventType: type,
				eventCreatedAt: createdAt,
				...(claimedUntil
					? { status: 'SENDING' as const, attempts: 1, leaseUntil: claimedUntil, lastAttemptAt: createdAt }
					: { status: 'PENDING' as const, attempts: 0, nextAttemptAt: createdAt }),
				createdAt,
				updatedAt: createdAt,
			})
			.returning()
		return { event: event!, delivery: delivery! }
	})
}
