import { z } from 'zod'
import { envelope } from './envelope.ts'
import { subscriptionSchema } from './products.ts'

/** GET /sandbox/v1/outbox?to=<address>: newest first. */
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

/** POST /sandbox/v1/control/scenarios/{name}: optional tag for unique e-mails (`name+tag@sandbox.test`). */
export const scenarioRequestSchema = z.object({
	tag: z
		.string()
		.trim()
		.regex(/^[A-Za-z0-9-]{1,40}$/, 'tag must be 1 to 40 letters, digits or dashes')
		.optional(),
})

export const SUBSCRIPTION_STATES = ['pending', 'approved', 'active'] as const
export const scenarioIntegratorSchema = z.object({
	pk: z.string(),
	email: z.string(),
	/** null for accounts seeded without a password (magic link only). */
	password: z.string().nullable(),
	accountType: z.enum(['COMPANY', 'INDIVIDUAL']),
	description: z.string(),
	/** Service name → state; a service that is absent is not subscribed. */
	subscriptions: z.record(z.enum(SUBSCRIPTION_STATES)),
})
export type ScenarioIntegrator = z.infer<typeof scenarioIntegratorSchema>
export const scenarioResultSchema = z.object({
	scenario: z.string(),
	description: z.string(),
	integrators: z.array(scenarioIntegratorSchema),
})
export type ScenarioResult = z.infer<typeof scenarioResultSchema>
export const scenarioResponseSchema = envelope(scenarioResultSchema)

/** POST /sandbox/v1/control/integrators/{email}/subscriptions/{name}/approve (and /reject) */
export const controlSubscriptionResponseSchema = envelope(subscriptionSchema)
