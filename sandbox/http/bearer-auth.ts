import type { Context, MiddlewareHandler } from 'hono'
import { TOKEN_REVOKED_MESSAGE, type AccessTokenClaims } from '#contract/auth.ts'
import { ROLE_FORBIDDEN, roleMay, roleRefusalMessage, TWO_FA_REQUIRED, TWO_FA_REQUIRED_MESSAGE } from '#contract/team/roles.ts'
import { verifyAccessToken } from '../auth/access-tokens.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import { isAccessTokenRevoked } from '../auth/revoked-tokens.ts'
import type { SandboxContext } from '../context.ts'
import { fail } from '../responses.ts'
import { findMemberSession } from '../team/memberships.ts'
import { ROUTE_CAPABILITIES } from '../team/route-capabilities.ts'
import type { MembershipRow } from '../team/schema.ts'
import type { AppEnv } from './app-env.ts'

export const ACCOUNT_GONE_MESSAGE = 'Invalid token: the account no longer exists'
/** A removed or suspended member's open session, or one whose role changed: refused at its next request (record 129). */
export const MEMBERSHIP_ENDED_MESSAGE = 'Invalid token: you are no longer a member of this business'
export const MEMBERSHIP_SUSPENDED_MESSAGE = 'Invalid token: your membership of this business is suspended'
export const ROLE_CHANGED_MESSAGE = 'Invalid token: your role has changed, log in again'
/** Every member's session of a closed account (docs/product/team.md#closing-the-account). */
export const ACCOUNT_CLOSED_TOKEN_MESSAGE = 'Invalid token: this account is closed'

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

/**
 * Why a token's membership no longer holds (business deleted, member removed or suspended,
 * role changed since it was signed), or null when it does. A 401 like every other ended session.
 */
export async function membershipRefusal(
	ctx: SandboxContext,
	c: Context<AppEnv>,
	claims: AccessTokenClaims,
	session: { membership: Pick<MembershipRow, 'status' | 'role'>; closedAt: Date | null } | null,
) {
	if (!session) return (await findIntegratorByPk(ctx.db, claims.integratorPk)) ? fail(c, 401, MEMBERSHIP_ENDED_MESSAGE) : accountGone(c)
	if (session.closedAt) return fail(c, 401, ACCOUNT_CLOSED_TOKEN_MESSAGE)
	if (session.membership.status !== 'ACTIVE') return fail(c, 401, MEMBERSHIP_SUSPENDED_MESSAGE)
	if (session.membership.role !== claims.role) return fail(c, 401, ROLE_CHANGED_MESSAGE)
	return null
}

/**
 * What a member without 2FA may still call in a business that requires it (record 135):
 * setting 2FA up, and opening another business. The profile and logout are outside this guard.
 */
const TWO_FA_SETUP_ROUTES = new Set([
	'POST /auth/v1/2fa',
	'PATCH /auth/v1/2fa/verify',
	'POST /auth/v1/2fa/recovery-codes',
	'GET /auth/v1/2fa/status/:integratorPk',
	'POST /auth/v1/switch',
])

/**
 * Requires a valid bearer token of a current member, loads the BUSINESS into
 * `c.get('integrator')` (every business-keyed read stays as it was), the login
 * into `c.get('login')` (credentials are the login's) and the membership into
 * `c.get('membership')`; then refuses, 403 and before anything changes, a
 * role that may not do what the route does (ROUTE_CAPABILITIES).
 */
export function requireIntegrator(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
		const bearer = await checkBearer(ctx, c)
		if (!bearer.ok) return bearer.response
		const { claims } = bearer
		const session = await findMemberSession(ctx.db, claims.integratorPk, claims.loginPk)
		const refused = await membershipRefusal(ctx, c, claims, session && { ...session, closedAt: session.business.closedAt })
		if (refused || !session) return refused ?? accountGone(c)
		const route = `${c.req.method} ${c.req.routePath}`
		const need = ROUTE_CAPABILITIES[route]
		if (!need) throw new Error(`No capability listed for ${c.req.method} ${c.req.routePath} (sandbox/team/route-capabilities.ts)`)
		if (session.business.teamTwoFARequired && !session.login.twoFAEnabled && !TWO_FA_SETUP_ROUTES.has(route))
			return fail(c, 403, TWO_FA_REQUIRED_MESSAGE, [{ message: TWO_FA_REQUIRED_MESSAGE, code: TWO_FA_REQUIRED }])
		const role = session.membership.role
		if (need !== 'read' && need !== 'self' && !roleMay(role, need)) {
			const message = roleRefusalMessage(role, need)
			return fail(c, 403, message, [{ message, code: ROLE_FORBIDDEN }])
		}
		c.set('integrator', session.business)
		c.set('login', session.login)
		c.set('membership', session.membership)
		c.set('claims', claims)
		await next()
	}
	bearerGuards.add(guard)
	return guard
}

/** Every handler requireIntegrator made: how the route table's test finds the bearer routes. */
export const bearerGuards = new WeakSet<MiddlewareHandler<AppEnv>>()
