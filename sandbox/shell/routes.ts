import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { ok } from '../responses.ts'
import { listCountries } from './countries.ts'
import { loadProfile } from './profile.ts'

/** /integrator/v1: the profile every dashboard page reads, and the country list. */
export function shellRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	app.get('/supported-noauth/COUNTRIES', (c) => ok(c, 'Countries', listCountries()))

	app.get('/', auth, async (c) => ok(c, 'Profile', await loadProfile(ctx.db, c.get('integrator'))))

	return app
}
