import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { OutboxMessage } from '#contract/sandbox.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { describeError } from '../logger.ts'
import { outboxMessages, type OutboxRow } from './schema.ts'

export const OUTBOX_LIST_LIMIT = 200

export type NewOutboxMessage = Pick<OutboxMessage, 'channel' | 'to' | 'subject' | 'text' | 'links'>

/**
 * Logged links keep their shape but lose secrets: a login link's token is a
 * bearer credential for 15 minutes, and logs are read by more people, kept
 * longer and shipped further than the outbox, so no token goes into a log
 * (docs/decisions/004-sandbox-outbox-logging.md). The outbox API and the
 * mailbox page still show the full link, which is their purpose.
 */
export function redactLink(link: string) {
	return link.replace(/([?&#](?:token|otp|code)=)[^&#]*/gi, '$1[redacted]')
}

/** What sending needs: the back office's CLI sends with no HTTP server around it. */
export type MessageContext = Pick<SandboxContext, 'db' | 'now' | 'log' | 'mailer'>

/** Every e-mail or SMS the sandbox sends goes through here: outbox row, log line, SMTP if configured. */
export async function sendMessage(ctx: MessageContext, message: NewOutboxMessage): Promise<OutboxMessage> {
	const [row] = await ctx.db
		.insert(outboxMessages)
		.values({ id: randomUUID(), ...message, createdAt: new Date(ctx.now()) })
		.returning()
	if (!row) throw new Error('Outbox insert returned nothing')
	ctx.log.info('outbox message', {
		id: row.id,
		channel: row.channel,
		to: row.to,
		subject: row.subject,
		links: row.links.map(redactLink),
	})
	if (ctx.mailer && row.channel === 'email') {
		// The API answer must not wait for (or fail because of) a slow mail server.
		ctx.mailer
			.send({ to: row.to, subject: row.subject, text: row.text })
			.catch((error: unknown) => ctx.log.warn('smtp send failed', { id: row.id, ...describeError(error) }))
	}
	return toOutboxMessage(row)
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
	return {
		id: row.id,
		channel: row.channel,
		to: row.to,
		subject: row.subject,
		text: row.text,
		links: row.links,
		createdAt: row.createdAt.toISOString(),
	}
}

/** Newest first; `to` matches the address case-insensitively (addresses are stored lower-cased). */
export async function listMessages(db: Db, to?: string, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMessage[]> {
	const query = db.select().from(outboxMessages)
	const rows = await (to ? query.where(eq(outboxMessages.to, to.trim().toLowerCase())) : query)
		.orderBy(desc(outboxMessages.seq))
		.limit(limit)
	return rows.map(toOutboxMessage)
}
