import { registerResponseSchema, type RegisterRequest } from '#contract/auth.ts'
import { subscriptionListResponseSchema } from '#contract/products.ts'
import { countryListResponseSchema, profileResponseSchema, type Country } from '#contract/shell.ts'
import { callProvider } from './client.server.ts'

/** /integrator/v1 (SPEC.md §7). */

export async function registerIntegrator(body: RegisterRequest) {
	const answer = await callProvider('/integrator/v1/register', { method: 'POST', body, schema: registerResponseSchema })
	return answer.data
}

export async function fetchProfile(token: string, request?: Request) {
	const answer = await callProvider('/integrator/v1', { token, request, schema: profileResponseSchema })
	return answer.data
}

export async function fetchSubscriptions(token: string, request?: Request) {
	const answer = await callProvider('/integrator/v1/subscriptions', { token, request, schema: subscriptionListResponseSchema })
	return answer.data
}

const COUNTRIES_TTL_MS = 60 * 60_000
let countries: { value: Promise<Country[]>; fetchedAt: number } | undefined

/**
 * The country list changes about never; one fetch an hour serves every
 * sign-up page and profile (a failed fetch is not kept).
 */
export function getCountries(): Promise<Country[]> {
	if (!countries || Date.now() - countries.fetchedAt > COUNTRIES_TTL_MS) {
		const value = callProvider('/integrator/v1/supported-noauth/COUNTRIES', { schema: countryListResponseSchema }).then((a) => a.data)
		value.catch(() => {
			countries = undefined
		})
		countries = { value, fetchedAt: Date.now() }
	}
	return countries.value
}
