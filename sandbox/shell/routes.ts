import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { accountGone, checkBearer } from '../http/bearer-auth.ts'
import { ok } from '../responses.ts'
import { listCountries } from './countries.ts'
import { findProfile } from './profile.ts'

/** /integrator/v1: the profile every dashboard page reads, and the country list. */
export function shellRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.get('/supported-noauth/COUNTRIES', (c) => ok(c, 'Countries', listCountries()))

	/** The same bearer check as every other route; the profile's one query also loads the integrator. */
	app.get('/', async (c) => {
		const bearer = await checkBearer(ctx, c)
		if (!bearer.ok) return bearer.response
		const profile = await findProfile(ctx.db, bearer.claims.integratorPk)
		return profile ? ok(c, 'Profile', profile) : accountGone(c)
	})

	return app
}
