import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns.ts'

/**
 * Every e-mail and SMS the sandbox "sends": nothing leaves the machine unless
 * SMTP is configured, and the outbox API and mailbox page show them all.
 */
export const outboxMessages = pgTable(
	'outbox_messages',
	{
		/** Insertion order: newest first must hold even within one millisecond. */
		seq: serial('seq').primaryKey(),
		id: text('id').notNull().unique(),
		channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		links: jsonb('links')
			.$type<string[]>()
			.notNull()
			.default(sql`'[]'::jsonb`),
		createdAt: createdAt(),
	},
	(table) => [index('outbox_messages_to_idx').on(table.to)],
)
export type OutboxRow = typeof outboxMessages.$inferSelect
