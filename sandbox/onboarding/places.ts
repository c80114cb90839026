import { createRequire } from 'node:module'
import type { City, State } from '#contract/onboarding/resources.ts'
import type { Country } from '#contract/shell.ts'

/**
 * Countries, states and cities from the maintained `country-state-city`
 * package. Its CommonJS modules (countries and cities export a `default`
 * object, states named functions) are required one by one, on first use: the
 * package's index would load every city (megabytes of JSON) at start, though only city lists and city checks need them.
 */
const require = createRequire(import.meta.url)
type CscCountry = { isoCode: string; name: string }
type CscState = { isoCode: string; name: string; countryCode: string }
type CscCity = { name: string; countryCode: string; stateCode: string }
type CountryModule = { getAllCountries(): CscCountry[] }
type StateModule = { getStatesOfCountry(country: string): CscState[] }
type CityModule = { getCitiesOfState(country: string, state: string): CscCity[] }

let countries: Country[] | null = null
const statesByCountry = new Map<string, State[]>()
const citiesByState = new Map<string, City[]>()

/** Every country as `{ code, name }`, by English name. */
export function supportedCountries(): Country[] {
	if (!countries) {
		const module = (require('country-state-city/lib/cjs/country.js') as { default: CountryModule }).default
		countries = module
			.getAllCountries()
			.map((country) => ({ code: country.isoCode, name: country.name }))
			.sort((a, b) => a.name.localeCompare(b.name, 'en'))
	}
	return countries
}

export const isSupportedCountry = (code: string) => supportedCountries().some((country) => country.code === code.toUpperCase())

/** A country's states as `{ code, name }` by name; null for an unknown country. */
export function statesOf(countryCode: string): State[] | null {
	const code = countryCode.toUpperCase()
	if (!isSupportedCountry(code)) return null
	let states = statesByCountry.get(code)
	if (!states) {
		const module = require('country-state-city/lib/cjs/state.js') as StateModule
		states = module.getStatesOfCountry(code).map((state) => ({ code: state.isoCode, name: state.name }))
		statesByCountry.set(code, states)
	}
	return states
}

/** A state's cities by name; null for an unknown country or state. */
export function citiesOf(countryCode: string, stateCode: string): City[] | null {
	const states = statesOf(countryCode)
	const state = states?.find((entry) => entry.code.toUpperCase() === stateCode.toUpperCase())
	if (!state) return null
	const key = `${countryCode.toUpperCase()}|${state.code}`
	let cities = citiesByState.get(key)
	if (!cities) {
		const module = (require('country-state-city/lib/cjs/city.js') as { default: CityModule }).default
		cities = module.getCitiesOfState(countryCode.toUpperCase(), state.code).map((city) => ({ name: city.name }))
		citiesByState.set(key, cities)
	}
	return cities
}

export type PlaceProblem = { field: 'country' | 'state' | 'city'; message: string }

/**
 * Whether a country, state and city go together: the state must be one of
 * the country's (when it has any listed), the city one of the state's
 * (when it has any listed; otherwise any name is taken).
 */
export function checkPlace(place: { country?: string | null; state?: string | null; city?: string | null }): PlaceProblem | null {
	if (!place.country) return null
	const states = statesOf(place.country)
	if (!states) return { field: 'country', message: 'Choose a country from the list' }
	if (!place.state || states.length === 0) return null
	if (!states.some((state) => state.code.toUpperCase() === place.state!.toUpperCase()))
		return { field: 'state', message: 'Choose a state of the chosen country' }
	if (!place.city) return null
	const cities = citiesOf(place.country, place.state) ?? []
	if (cities.length > 0 && !cities.some((city) => city.name.toLowerCase() === place.city!.toLowerCase()))
		return { field: 'city', message: 'Choose a city of the chosen state' }
	return null
}
