import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { accountGone, checkBearer, membershipRefusal } from '../http/bearer-auth.ts'
import { ok } from '../responses.ts'
import { listCountries } from './countries.ts'
import { findProfile } from './profile.ts'

/** /integrator/v1: the profile every dashboard page reads, and the country list. */
export function shellRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.get('/supported-noauth/COUNTRIES', (c) => ok(c, 'Countries', listCountries()))

	/**
	 * The same bearer and membership checks as every other route (every member may read it);
	 * the profile's one query also loads the business, the login and the membership.
	 */
	app.get('/', async (c) => {
		const bearer = await checkBearer(ctx, c)
		if (!bearer.ok) return bearer.response
		const found = await findProfile(ctx.db, bearer.claims.integratorPk, bearer.claims.loginPk, ctx.now())
		const refused = await membershipRefusal(ctx, c, bearer.claims, found)
		if (refused) return refused
		return found ? ok(c, 'Profile', found.profile) : accountGone(c)
	})

	return app
}
