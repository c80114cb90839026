import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * Events and their webhook deliveries: a durable outbox. An event is written
 * when something happens to an integrator's money or customers; a delivery
 * row per event (when a webhook URL is set) is what the worker sends, retries
 * and records (sandbox/events/delivery.ts).
 */

/**
 * The signing secret of each integrator, made on first use. Kept as it is:
 * signing needs the secret itself, not a hash of it (production would keep
 * it encrypted under a key outside the database: docs/decisions/096-signed-webhooks.md).
 */
export const webhookSecrets = pgTable('webhook_secrets', {
	integratorPk: integratorPk().primaryKey(),
	secret: text('secret').notNull(),
	createdAt: createdAt(),
})

/** One thing that happened; `body` is the exact JSON a receiver gets (signed as is, resent byte for byte). */
export const events = pgTable(
	'events',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		type: text('type').notNull(),
		body: text('body').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('events_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type EventRow = typeof events.$inferSelect

/**
 * An event's delivery to the integrator's webhook URL. `status` and `attempts`
 * change only in conditional UPDATEs: a claim (PENDING, or SENDING whose
 * `leaseUntil` passed, → SENDING, attempts + 1) and its outcome (only while
 * still SENDING with the attempts it claimed), so two workers, or a worker and
 * a 'Resend', never send it at the same time.
 */
export const webhookDeliveries = pgTable(
	'webhook_deliveries',
	{
		id: text('id').primaryKey(),
		eventId: text('event_id')
			.notNull()
			.references(() => events.id, { onDelete: 'cascade' }),
		integratorPk: integratorPk(),
		/** The event's type and time, kept here too so the log filters and pages without a join. */
		eventType: text('event_type').notNull(),
		eventCreatedAt: timestamp('event_created_at', { withTimezone: true, mode: 'date' }).notNull(),
		status: text('status', { enum: ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] }).notNull(),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
		/** While SENDING: when the claim lapses (its sender died), so another may take it. */
		leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
		url: text('url'),
		lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
		statusCode: integer('status_code'),
		responseMs: integer('response_ms'),
		error: text('error'),
		deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('webhook_deliveries_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
	],
)
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect
