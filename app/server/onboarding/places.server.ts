import type { PlaceLists, PlaceNames } from '#app/lib/onboarding/locations.ts'
import { ProviderError } from '../provider/client.server.ts'
import { getCountries } from '../provider/shell.server.ts'
import type { User } from '../user.server.ts'

/** A list the provider refused (an unknown country or state): nothing to choose from, the field is typed instead. */
const orNothing = <T>(promise: Promise<T[]>) =>
	promise.catch((error: unknown) => (error instanceof ProviderError && !error.isAuthFailure ? [] : Promise.reject(error)))

/**
 * The location pickers' lists for a choice: every country, the country's
 * states and the state's cities (each empty until the one before is
 * chosen).
 */
export async function loadPlaceLists(user: User, country: string, state: string): Promise<PlaceLists> {
	const code = /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : ''
	const stateCode = code && /^[A-Za-z0-9-]{1,10}$/.test(state) ? state : ''
	const [countries, states, cities] = await Promise.all([
		getCountries().catch(() => []),
		code ? orNothing(user.api.onboarding.getStates(code)) : [],
		stateCode ? orNothing(user.api.onboarding.getCities(code, stateCode)) : [],
	])
	return { country: code, state: stateCode, countries, states, cities: cities.map((city) => ({ code: city.name, name: city.name })) }
}

/**
 * The names of the places a record holds by code: every country (a cached
 * list) and the states of the countries given, looked up at once.
 */
export async function loadPlaceNames(user: User, statesOf: readonly (string | null | undefined)[]): Promise<PlaceNames> {
	const codes = [
		...new Set(statesOf.filter((code): code is string => !!code && /^[A-Za-z]{2}$/.test(code)).map((code) => code.toUpperCase())),
	]
	const [countries, ...states] = await Promise.all([
		getCountries().catch(() => []),
		...codes.map((code) => orNothing(user.api.onboarding.getStates(code)).catch(() => [])),
	])
	return { countries, states: Object.fromEntries(codes.map((code, index) => [code, states[index] ?? []])) }
}
