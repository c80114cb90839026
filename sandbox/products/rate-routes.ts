import { Hono } from 'hono'
import { RATE_CARD_SERVICES, rateCardPath } from '#contract/products.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { ok } from '../responses.ts'
import { loadRateCard } from './rate-cards.ts'

/**
 * Rate cards: GET /{service}/v1/rates/my-rates, and
 * /integrator/v1/funding/rates/my-rates for funding, at the contract's paths.
 * Any signed-in integrator may read any service's card; other paths fall
 * through to the 404 JSON answer.
 */
export function rateRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)
	for (const service of RATE_CARD_SERVICES) {
		app.get(rateCardPath(service), auth, async (c) =>
			ok(c, 'Rate card', await loadRateCard(ctx.db, c.get('integrator').pk, service, ctx.now())),
		)
	}
	return app
}
