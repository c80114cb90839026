import { Hono, type Context } from 'hono'
import { serviceNameSchema, type ServiceName } from '#contract/products.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { fail, ok } from '../responses.ts'
import { rejectSubscription } from './control.ts'
import { approveAndNotify } from './notices.ts'

/** /sandbox/v1/control/integrators/{email}/subscriptions/{name}/approve|reject: the back office's review of a subscription. */
export function productsControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	const subscriptionAction =
		(action: (email: string, name: ServiceName) => ReturnType<typeof rejectSubscription>) => async (c: Context<AppEnv>) => {
			const name = serviceNameSchema.safeParse(c.req.param('name'))
			if (!name.success) return fail(c, 404, name.error.issues[0]?.message ?? 'Unknown service')
			const result = await action(c.req.param('email') ?? '', name.data)
			if (!result.ok) return fail(c, result.status, result.message)
			return ok(c, `Subscription updated`, result.data)
		}
	app.post(
		'/v1/control/integrators/:email/subscriptions/:name/approve',
		subscriptionAction((email, name) => approveAndNotify(ctx, email, name)),
	)
	app.post(
		'/v1/control/integrators/:email/subscriptions/:name/reject',
		subscriptionAction((email, name) => rejectSubscription(ctx.db, email, name, ctx.now())),
	)

	return app
}
