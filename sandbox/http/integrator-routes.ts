import { Hono } from 'hono'
import { registerRequestSchema } from '#contract/auth.ts'
import type { SandboxContext } from '../context.ts'
import { isKnownCountry, listCountries } from '../countries.ts'
import { createIntegrator, loadProfile } from '../integrators.ts'
import { fail, ok } from '../responses.ts'
import type { AppEnv } from './app-env.ts'
import { requireIntegrator } from './bearer-auth.ts'
import { readBody } from './request.ts'

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists'

/** /integrator/v1: sign-up, profile and reference data (subscriptions: subscription-routes.ts). */
export function integratorRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	app.post('/register', async (c) => {
		const input = await readBody(c, registerRequestSchema)
		if (!input.ok) return input.response
		// The contract only checks the shape; the sandbox knows the real list.
		if (!isKnownCountry(input.data.country)) {
			return fail(c, 400, 'Choose a country', [{ message: 'Choose a country', code: 'invalid_country', field: 'country' }])
		}
		const integrator = await createIntegrator(ctx.db, input.data, ctx.now())
		if (!integrator) {
			return fail(c, 409, DUPLICATE_EMAIL_MESSAGE, [{ message: DUPLICATE_EMAIL_MESSAGE, code: 'duplicate', field: 'email' }])
		}
		return ok(c, 'Account created', await loadProfile(ctx.db, integrator), 201)
	})

	app.get('/supported-noauth/COUNTRIES', (c) => ok(c, 'Countries', listCountries()))

	app.get('/', auth, async (c) => ok(c, 'Profile', await loadProfile(ctx.db, c.get('integrator'))))

	return app
}
