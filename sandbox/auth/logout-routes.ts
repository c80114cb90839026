import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { accountGone, checkBearer } from '../http/bearer-auth.ts'
import { ok } from '../responses.ts'
import { findIntegratorByPk } from './integrators.ts'
import { revokeAccessToken } from './revoked-tokens.ts'

/**
 * POST /auth/v1/logout: revokes the bearer token itself (contract/auth.ts).
 * A token that is already refused (revoked, expired, forged) gets the same
 * 401 as on any other route; so does the token of an integrator deleted
 * since (a revocation row must name a live integrator), as on every
 * integrator route.
 */
export function logoutRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.post('/logout', async (c) => {
		const bearer = await checkBearer(ctx, c)
		if (!bearer.ok) return bearer.response
		if (!(await findIntegratorByPk(ctx.db, bearer.claims.integratorPk))) return accountGone(c)
		await revokeAccessToken(ctx.db, bearer.claims, ctx.now())
		return ok(c, 'Logged out', null)
	})
	return app
}
