import { Hono } from 'hono'
import { deliverRequestSchema } from '#contract/events/api.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { deliverPendingNow } from './delivery.ts'

/**
 * /sandbox/v1/control/events/…: the back office's 'deliver now', which sends
 * every pending webhook delivery (of the integrator `email` names, or all)
 * without waiting for its backoff: what a test runs instead of waiting, or
 * of moving the sandbox's clock, which parallel tests share.
 */
export function eventsControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/v1/control/events/deliver', async (c) => {
		const input = await readBody(c, deliverRequestSchema)
		if (!input.ok) return input.response
		let integratorPk: string | null = null
		if (input.data.email) {
			const integrator = await findIntegratorByEmail(ctx.db, input.data.email)
			if (!integrator) return fail(c, 404, `No integrator with the e-mail ${input.data.email}`)
			integratorPk = integrator.pk
		}
		return ok(c, 'Pending deliveries sent', await deliverPendingNow(ctx, integratorPk))
	})

	return app
}
