import { registerResponseSchema, type RegisterRequest } from '#contract/auth.ts'
import { subscriptionListResponseSchema } from '#contract/products.ts'
import { countryListResponseSchema, profileResponseSchema, type Country } from '#contract/shell.ts'
import { getEnv } from '../env.server.ts'
import type { Caller } from '../request-context.server.ts'
import type { ProviderCall } from './call.server.ts'
import { callProvider } from './client.server.ts'

/** The signed-in integrator: profile and subscriptions (every signed-in page reads them). */
export function shellApi(call: ProviderCall) {
	return {
		getProfile: () => call('/integrator/v1', { schema: profileResponseSchema }).then((answer) => answer.data),
		getSubscriptions: () => call('/integrator/v1/subscriptions', { schema: subscriptionListResponseSchema }).then((answer) => answer.data),
	}
}

/** POST /integrator/v1/register: no token, the account does not exist yet; `caller` carries the end user's address and the request's id. */
export async function registerIntegrator(body: RegisterRequest, caller: Caller | null) {
	const answer = await callProvider('/integrator/v1/register', { method: 'POST', body, caller, schema: registerResponseSchema })
	return answer.data
}

const COUNTRIES_TTL_MS = 60 * 60_000
let countries: { value: Promise<Country[]>; fetchedAt: number; provider: string } | undefined

/**
 * The country list (public, no token), kept for an hour: it changes rarely
 * and the sign-up page and the profile both need it. A failed fetch is not
 * kept, so the next request tries again. (Shared by every request, so it
 * carries no request id.) Kept per provider: a process pointed at another
 * provider (a test file after another, sharing one worker) asks that one.
 */
export function getCountries(): Promise<Country[]> {
	const provider = getEnv().PROVIDER_API_URL
	if (!countries || countries.provider !== provider || Date.now() - countries.fetchedAt > COUNTRIES_TTL_MS) {
		const value = callProvider('/integrator/v1/supported-noauth/COUNTRIES', { schema: countryListResponseSchema }).then((a) => a.data)
		value.catch(() => {
			if (countries?.value === value) countries = undefined
		})
		countries = { value, fetchedAt: Date.now(), provider }
	}
	return countries.value
}
