import { Hono, type Context } from 'hono'
import {
	deliveryIdSchema,
	deliveryListQuerySchema,
	EVENTS_ERROR_CODES,
	EVENTS_MESSAGES,
	rotateSecretRequestSchema,
} from '#contract/events/api.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { checkIntegratorRateLimit, readBody } from '../http/request.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { listDeliveries, resendDelivery, sendTestEvent, toWebhookDelivery } from './delivery.ts'
import { getOrCreateSecret, rotateSecret } from './secrets.ts'

/**
 * /integrator/v1/webhook/…: the signing secret (shown on request, rotated
 * with the PIN and, with 2FA on, the authenticator code), 'Send test event',
 * the delivery log and 'Resend' (contract/events/api.ts). Another
 * integrator's delivery is a 404, like one that does not exist.
 */
export function eventsRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)
	const delivery = (row: Parameters<typeof toWebhookDelivery>[0]) => toWebhookDelivery(row, ctx.webhooks)
	const notFound = (c: Context<AppEnv>) =>
		fail(c, 404, EVENTS_MESSAGES.deliveryNotFound, [
			{ message: EVENTS_MESSAGES.deliveryNotFound, code: EVENTS_ERROR_CODES.deliveryNotFound },
		])

	app.get('/webhook/secret', auth, async (c) => {
		// A secret: no cache on the way may keep it.
		c.header('Cache-Control', 'no-store')
		return ok(c, EVENTS_MESSAGES.secretRevealed, await getOrCreateSecret(ctx.db, c.get('integrator').pk, ctx.now()))
	})

	app.post('/webhook/secret/rotate', auth, async (c) => {
		const input = await readBody(c, rotateSecretRequestSchema)
		if (!input.ok) return input.response
		const pk = c.get('integrator').pk
		// The PIN under its lockout, then the code under the 2FA lockout, as a money movement checks them.
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const current = await getOrCreateSecret(ctx.db, pk, ctx.now())
		const spent = await gate.spend()
		if (spent) return spent
		const rotated = await rotateSecret(ctx.db, pk, current.secret, ctx.now())
		if (!rotated) {
			const message = EVENTS_MESSAGES.rotatedMeanwhile
			return fail(c, 409, message, [{ message, code: EVENTS_ERROR_CODES.rotatedMeanwhile }])
		}
		c.header('Cache-Control', 'no-store')
		return ok(c, EVENTS_MESSAGES.secretRotated, rotated)
	})

	app.post('/webhook/test', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const sent = await sendTestEvent(ctx, c.get('integrator').pk)
		if (!sent) {
			const message = EVENTS_MESSAGES.noWebhookUrl
			return fail(c, 409, message, [{ message, code: EVENTS_ERROR_CODES.noWebhookUrl, field: 'webhook' }])
		}
		return ok(c, sent.status === 'DELIVERED' ? 'Test event delivered' : 'Test event not delivered', delivery(sent), 201)
	})

	app.get('/webhook/deliveries', auth, async (c) => {
		const query = readQuery(c, deliveryListQuerySchema)
		if (!query.ok) return query.response
		const pk = c.get('integrator').pk
		const { status, type, limit, lek } = query.data
		const page = await listDeliveries(ctx.db, pk, { status, type }, pageRequest(ctx, `webhook-deliveries|${pk}`, { lek, limit }))
		return pageAnswer(c, 'Webhook deliveries', page && { ...page, items: page.items.map(delivery) })
	})

	app.post('/webhook/deliveries/:id/resend', auth, async (c) => {
		const id = deliveryIdSchema.safeParse(c.req.param('id'))
		if (!id.success) return notFound(c)
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const result = await resendDelivery(ctx, c.get('integrator').pk, id.data)
		if (result.ok) return ok(c, result.delivery.status === 'DELIVERED' ? 'Delivered' : 'Not delivered', delivery(result.delivery))
		if (result.reason === 'not-found') return notFound(c)
		const message = EVENTS_MESSAGES.sending
		return fail(c, 409, message, [{ message, code: EVENTS_ERROR_CODES.sending }])
	})

	return app
}
