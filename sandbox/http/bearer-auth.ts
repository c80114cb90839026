import type { Context, MiddlewareHandler } from 'hono'
import { TOKEN_REVOKED_MESSAGE, type AccessTokenClaims } from '#contract/auth.ts'
import { verifyAccessToken } from '../auth/access-tokens.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import { isAccessTokenRevoked } from '../auth/revoked-tokens.ts'
import type { SandboxContext } from '../context.ts'
import { fail } from '../responses.ts'
import type { AppEnv } from './app-env.ts'

export const ACCOUNT_GONE_MESSAGE = 'Invalid token: the account no longer exists'

export type BearerCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; response: Response }

/**
 * Checks `Authorization: Bearer <jwt>` (signature, expiry, claims, not
 * revoked by a logout). Every failure is a 401 whose message starts with a
 * TOKEN_ERROR_PREFIXES entry. Every bearer route goes through here, so a
 * revoked token is refused everywhere.
 */
export async function checkBearer(ctx: SandboxContext, c: Context<AppEnv>): Promise<BearerCheck> {
	const header = c.req.header('authorization') ?? ''
	const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
	if (!match?.[1]) return { ok: false, response: fail(c, 401, 'Invalid token: send an Authorization: Bearer <token> header') }
	const check = await verifyAccessToken(ctx.jwtKey, match[1], ctx.now())
	if (!check.ok) return { ok: false, response: fail(c, 401, check.message) }
	if (await isAccessTokenRevoked(ctx.db, check.claims.jti)) return { ok: false, response: fail(c, 401, TOKEN_REVOKED_MESSAGE) }
	return { ok: true, claims: check.claims }
}

/** The 401 for a valid token whose integrator has been deleted since. */
export const accountGone = (c: Context<AppEnv>) => fail(c, 401, ACCOUNT_GONE_MESSAGE)

/** Requires a valid bearer token and loads its integrator into `c.get('integrator')`. */
export function requireIntegrator(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const bearer = await checkBearer(ctx, c)
		if (!bearer.ok) return bearer.response
		const integrator = await findIntegratorByPk(ctx.db, bearer.claims.integratorPk)
		if (!integrator) return accountGone(c)
		c.set('integrator', integrator)
		await next()
	}
}
