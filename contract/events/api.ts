import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { limitSchema, lekSchema, optionalFilter, pageSchema } from '../money/paging.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'

/**
 * Events and their signed webhooks (the sandbox's `events` area; the
 * dashboard shows them under Settings → Integrations). What the calls are,
 * and what a receiver gets, in words: contract/events/README.md.
 */

/**
 * Every event type the provider sends, named `<area>.<object>.<what happened>`.
 * The services that are still being built have theirs here
 * already, so raising one is a single call (`raiseEvent` in sandbox/events/events.ts).
 */
export const EVENT_TYPES = [
	'webhook.test',
	'wallets.deposit.completed',
	'wallets.withdrawal.completed',
	'wallets.withdrawal.failed',
	'funding.deposit.completed',
	'funding.transfer.completed',
	'funding.transfer.failed',
	'kyc.verification.completed',
	'fiat.deposit.completed',
	'fiat.payout.settled',
	'fiat.payout.failed',
	'trading.trade.settled',
	'lending.loan.approved',
	'lending.loan.warned',
	'lending.loan.liquidated',
	'team.member.invited',
	'team.member.joined',
	'team.member.role_changed',
	'team.member.suspended',
	'team.member.reactivated',
	'team.member.removed',
	'team.member.ownership_transferred',
] as const
export type EventType = (typeof EVENT_TYPES)[number]
export const eventTypeSchema = z.enum(EVENT_TYPES, { errorMap: () => ({ message: 'Choose an event type from the list' }) })

/** What a receiver gets as the request body: the event, with the object it is about under `data`. */
export const webhookEventSchema = z.object({
	id: z.string(),
	type: eventTypeSchema,
	/** When it happened (ISO 8601, UTC). */
	createdAt: z.string(),
	data: z.record(z.unknown()),
})
export type WebhookEvent = z.infer<typeof webhookEventSchema>

/**
 * The signature header of every delivery: `t=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA256 under the integrator's signing secret of
 * `<t>.<the raw body>` (Stripe's scheme: docs/decisions/096-signed-webhooks.md).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'Webhook-Signature'
/** The event's id again, for a receiver that dedupes before parsing the body. */
export const WEBHOOK_ID_HEADER = 'Webhook-Id'
/** A signing secret: 'whsec_' and 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/**
 * A delivery's life: PENDING until an attempt is due (the first one, or a
 * retry after a failure), SENDING while one is under way, DELIVERED once the
 * receiver answered 2xx, FAILED once the retries ran out.
 */
export const DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const webhookDeliverySchema = z.object({
	id: z.string(),
	eventId: z.string(),
	eventType: eventTypeSchema,
	eventCreatedAt: z.string(),
	/** Where the last attempt went (the webhook URL at the time); null before any. */
	url: z.string().nullable(),
	status: z.enum(DELIVERY_STATUSES),
	/** Attempts made so far, automatic and 'Resend' alike. */
	attempts: z.number().int().nonnegative(),
	/** The automatic attempts the provider makes at most (the first and its retries). */
	maxAttempts: z.number().int().positive(),
	lastAttemptAt: z.string().nullable(),
	/** The receiver's HTTP status of the last attempt; null when it did not answer (refused, timed out). */
	statusCode: z.number().int().nullable(),
	/** How long the last attempt took, in milliseconds. */
	responseMs: z.number().int().nullable(),
	/** Why the last attempt failed, in words; null after a success. */
	error: z.string().nullable(),
	/** When the next automatic attempt is due (PENDING only). */
	nextAttemptAt: z.string().nullable(),
	deliveredAt: z.string().nullable(),
	createdAt: z.string(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>
export const webhookDeliveryResponseSchema = envelope(webhookDeliverySchema)

/** GET /integrator/v1/webhook/deliveries: newest first, paged like the money lists (`lek`). */
export const deliveryListQuerySchema = z.object({
	status: optionalFilter(
		z.enum(DELIVERY_STATUSES, { errorMap: () => ({ message: `status must be one of ${DELIVERY_STATUSES.join(', ')}` }) }),
	),
	type: optionalFilter(eventTypeSchema),
	limit: limitSchema,
	lek: lekSchema,
})
export const deliveryListResponseSchema = envelope(pageSchema(webhookDeliverySchema))

/** A delivery id as the provider makes them; anything else names nothing. */
export const deliveryIdSchema = z
	.string({ required_error: 'Choose a delivery', invalid_type_error: 'Choose a delivery' })
	.trim()
	.regex(/^whd_[0-9a-f]{20}$/, 'No webhook delivery with this id')

/** GET /integrator/v1/webhook/secret (shown on request) and the answer of a rotation. */
export const webhookSecretSchema = z.object({ secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX), createdAt: z.string() })
export type WebhookSecret = z.infer<typeof webhookSecretSchema>
export const webhookSecretResponseSchema = envelope(webhookSecretSchema)

/** POST /integrator/v1/webhook/secret/rotate: the transaction PIN, and the authenticator code when 2FA is on. */
export const rotateSecretRequestSchema = z.object({ pin: pinSchema('PIN'), token: totpTokenSchema })
export type RotateSecretRequest = z.input<typeof rotateSecretRequestSchema>

/** POST /sandbox/v1/control/events/deliver: every pending delivery (of one integrator, when named) sent now, backoff or not. */
export const deliverRequestSchema = z.object({ email: z.string().trim().toLowerCase().max(320).optional() })

export const EVENTS_MESSAGES = {
	deliveryNotFound: 'No webhook delivery with this id',
	noWebhookUrl: 'Set a webhook URL first: there is nowhere to send events yet.',
	sending: 'This delivery is being sent right now. Wait a moment and look again.',
	rotatedMeanwhile: 'The signing secret was rotated by another request just now. Reveal it to see the current one.',
	secretRevealed: 'Your signing secret',
	secretRotated: 'Your signing secret has been rotated: sign checks with the new one from now on.',
} as const

export const EVENTS_ERROR_CODES = {
	deliveryNotFound: 'DELIVERY_NOT_FOUND',
	noWebhookUrl: 'NO_WEBHOOK_URL',
	sending: 'DELIVERY_SENDING',
	rotatedMeanwhile: 'SECRET_ROTATED',
} as const
