import type { MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../auth/access-tokens.ts'
import type { SandboxContext } from '../context.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import { fail } from '../responses.ts'
import type { AppEnv } from './app-env.ts'

/**
 * Requires `Authorization: Bearer <jwt>` and loads its integrator. Every
 * failure is a 401 whose message starts with a TOKEN_ERROR_PREFIXES entry.
 */
export function requireIntegrator(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const header = c.req.header('authorization') ?? ''
		const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
		if (!match?.[1]) return fail(c, 401, 'Invalid token: send an Authorization: Bearer <token> header')
		const check = await verifyAccessToken(ctx.jwtSecret, match[1], ctx.now())
		if (!check.ok) return fail(c, 401, check.message)
		const integrator = await findIntegratorByPk(ctx.db, check.claims.integratorPk)
		if (!integrator) return fail(c, 401, 'Invalid token: the account no longer exists')
		c.set('integrator', integrator)
		await next()
	}
}
