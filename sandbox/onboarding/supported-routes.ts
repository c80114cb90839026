import { Hono } from 'hono'
import { SUPPORTED_RESOURCES, supportedCitiesQuerySchema, supportedStatesQuerySchema } from '#contract/onboarding/resources.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { validate } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { citiesOf, statesOf, supportedCountries } from './places.ts'

/**
 * GET /integrator/v1/supported/{resource}: the country, state and city
 * lists of the onboarding forms (a signed-in call, unlike
 * supported-noauth/COUNTRIES).
 */
export function supportedRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/supported/:resource', requireIntegrator(ctx), (c) => {
		const resource = c.req.param('resource')
		if (resource === 'COUNTRIES') return ok(c, 'Countries', supportedCountries())
		if (resource === 'STATES') {
			const query = validate(c, supportedStatesQuerySchema, c.req.query())
			if (!query.ok) return query.response
			const states = statesOf(query.data.country)
			return states ? ok(c, 'States', states) : fail(c, 404, `No country with the code ${query.data.country.toUpperCase()}`)
		}
		if (resource === 'CITIES') {
			const query = validate(c, supportedCitiesQuerySchema, c.req.query())
			if (!query.ok) return query.response
			if (!statesOf(query.data.country)) return fail(c, 404, `No country with the code ${query.data.country.toUpperCase()}`)
			const cities = citiesOf(query.data.country, query.data.state)
			return cities ? ok(c, 'Cities', cities) : fail(c, 404, `No state ${query.data.state} in ${query.data.country.toUpperCase()}`)
		}
		return fail(c, 404, `Unknown resource ${resource.slice(0, 40)}; known: ${SUPPORTED_RESOURCES.join(', ')}`)
	})

	return app
}
