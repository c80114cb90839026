import { Hono } from 'hono'
import { serviceNameSchema, subscriptionContractRequestSchema, subscriptionNameRequestSchema } from '#contract/products.ts'
import { audited, recordAudit } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { answer } from '../http/refusal.ts'
import { publicBaseUrl, readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { listDocuments } from './operational-documents.ts'
import {
	acceptContract,
	ACTIVATED_MESSAGE,
	findSubscription,
	DEACTIVATED_MESSAGE,
	setActive,
	subscribe,
	SUBSCRIBED_MESSAGE,
	listSubscriptionRows,
	toSubscription,
} from './subscriptions.ts'

/**
 * /integrator/v1 subscriptions: list, subscribe,
 * activate and deactivate, and the operational documents to accept first.
 */
export function subscriptionRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use: this app shares the /integrator/v1 prefix with public routes.
	const auth = requireIntegrator(ctx)

	app.get('/subscriptions', auth, async (c) => {
		const rows = await listSubscriptionRows(ctx.db, c.get('integrator').pk)
		return ok(c, 'Subscriptions', rows.map(toSubscription))
	})

	app.post('/subscriptions', auth, async (c) => {
		const input = await readBody(c, subscriptionNameRequestSchema)
		if (!input.ok) return input.response
		const { name } = input.data
		const made = await audited(
			ctx.db,
			c,
			(tx) => subscribe(tx, c.get('integrator').pk, name, ctx.now()),
			(result) =>
				result.ok
					? { kind: 'settings.subscription', before: { service: name, subscribed: false }, after: { service: name, subscribed: true } }
					: null,
		)
		return answer(c, made, SUBSCRIBED_MESSAGE, 201)
	})

	for (const [action, active, message] of [
		['activate', true, ACTIVATED_MESSAGE],
		['deactivate', false, DEACTIVATED_MESSAGE],
	] as const) {
		app.patch(`/subscription/${action}`, auth, async (c) => {
			const input = await readBody(c, subscriptionNameRequestSchema)
			if (!input.ok) return input.response
			const { name } = input.data
			const pk = c.get('integrator').pk
			const changed = await ctx.db.transaction(async (tx) => {
				const before = await findSubscription(tx, pk, name)
				const result = await setActive(tx, pk, name, active, ctx.now())
				// Activating an active service changes nothing, and records nothing.
				if (result.ok && before && before.status !== active)
					await recordAudit(tx, c, {
						kind: 'settings.subscription',
						before: { service: name, active: before.status },
						after: { service: name, active },
					})
				return result
			})
			return answer(c, changed, message)
		})
	}

	app.get('/custom-operational-documents', auth, async (c) => {
		const raw = c.req.query('service')
		const service = raw === undefined ? undefined : serviceNameSchema.safeParse(raw)
		if (service && !service.success) {
			const message = service.error.issues[0]?.message ?? 'Unknown service'
			return fail(c, 400, message, [{ message, code: 'invalid_enum_value', field: 'service' }])
		}
		const documents = await listDocuments(ctx.db, c.get('integrator').pk, publicBaseUrl(c, ctx), service?.data)
		return ok(c, 'Operational documents', documents)
	})

	app.post('/subscription-contract', auth, async (c) => {
		const input = await readBody(c, subscriptionContractRequestSchema)
		if (!input.ok) return input.response
		const { name, documentIds } = input.data
		const accepted = await audited(
			ctx.db,
			c,
			(tx) => acceptContract(tx, c.get('integrator').pk, name, documentIds, ctx.now()),
			(result) => (result.ok ? { kind: 'settings.subscription', after: { service: name, documentsAccepted: documentIds } } : null),
		)
		return answer(c, accepted, 'Documents accepted', 201)
	})

	return app
}
