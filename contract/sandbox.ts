import { z } from 'zod'
import { envelope } from './envelope'

/** GET /sandbox/v1/outbox?to=<address>: newest first (DESIGN.md §7). */
export const outboxMessageSchema = z.object({
	id: z.string(),
	channel: z.enum(['email', 'sms']),
	to: z.string(),
	subject: z.string(),
	text: z.string(),
	links: z.array(z.string()),
	createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
export const outboxResponseSchema = envelope(z.array(outboxMessageSchema))
