import { Hono } from 'hono'
import { registerRequestSchema } from '#contract/auth.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { isKnownCountry } from '../shell/countries.ts'
import { loadProfile } from '../shell/profile.ts'
import { createIntegrator } from './integrators.ts'

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists'

/** POST /integrator/v1/register: sign-up; answers the new account's profile. */
export function registerRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

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

	return app
}
