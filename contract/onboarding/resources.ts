import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { countrySchema } from '../shell.ts'

/**
 * GET /integrator/v1/supported/{resource}: the lists behind the country,
 * state and city pickers. COUNTRIES takes nothing; STATES takes
 * `?country=<ISO code>`; CITIES takes `?country=&state=<state code>`. An
 * unknown resource is 404, a missing or unknown country or state 400.
 * A state may have no cities listed: the city is then typed freely.
 */

export const SUPPORTED_RESOURCES = ['COUNTRIES', 'STATES', 'CITIES'] as const
export type SupportedResource = (typeof SUPPORTED_RESOURCES)[number]

export const supportedCountriesResponseSchema = envelope(z.array(countrySchema))

export const stateSchema = z.object({ code: z.string(), name: z.string() })
export type State = z.infer<typeof stateSchema>
export const supportedStatesResponseSchema = envelope(z.array(stateSchema))

export const citySchema = z.object({ name: z.string() })
export type City = z.infer<typeof citySchema>
export const supportedCitiesResponseSchema = envelope(z.array(citySchema))

export const supportedStatesQuerySchema = z.object({
	country: z.string({ required_error: 'country is required' }).regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code'),
})
export const supportedCitiesQuerySchema = supportedStatesQuerySchema.extend({
	state: z.string({ required_error: 'state is required' }).regex(/^[A-Za-z0-9-]{1,10}$/, 'state must be a state code from the STATES list'),
})

/** The path of a resource call with its query. */
export function supportedResourcePath(resource: SupportedResource, query: { country?: string; state?: string } = {}) {
	const params = new URLSearchParams()
	if (query.country) params.set('country', query.country)
	if (query.state) params.set('state', query.state)
	const search = params.toString()
	return `/integrator/v1/supported/${resource}${search ? `?${search}` : ''}`
}
