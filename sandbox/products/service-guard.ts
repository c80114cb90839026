import { and, eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { ServiceName } from '#contract/products.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { fail } from '../responses.ts'
import { subscriptions } from './schema.ts'
import { SERVICE_TITLES } from './service-names.ts'
import { notSubscribedMessage, pendingReviewMessage } from './subscriptions.ts'

export const SERVICE_NOT_ACTIVE = 'SERVICE_NOT_ACTIVE'
export const notActivatedMessage = (name: ServiceName) => `You have not activated the ${SERVICE_TITLES[name].shortName} service`

/** Why the integrator cannot use `name` now (not subscribed, pending review, not activated), or null when it can. */
export async function serviceRefusal(ctx: Pick<SandboxContext, 'db'>, integratorPk: string, name: ServiceName) {
	const [row] = await ctx.db
		.select({ isApproved: subscriptions.isApproved, status: subscriptions.status })
		.from(subscriptions)
		.where(and(eq(subscriptions.integratorPk, integratorPk), eq(subscriptions.name, name)))
	if (!row) return notSubscribedMessage(name)
	if (!row.isApproved) return pendingReviewMessage(name)
	if (!row.status) return notActivatedMessage(name)
	return null
}

/**
 * A service's own calls (after requireIntegrator): only with the service
 * subscribed, approved and active, as the dashboard's guard (docs/product/products.md#service-guard). A 409,
 * not a 403: the dashboard reads 401 and 403 as "log out".
 */
export function requireActiveService(ctx: SandboxContext, name: ServiceName): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const refusal = await serviceRefusal(ctx, c.get('integrator').pk, name)
		if (refusal) return fail(c, 409, refusal, [{ message: refusal, code: SERVICE_NOT_ACTIVE }])
		await next()
	}
}
