/** A country, state or city as the pickers list it: the value posted, and the name shown. */
export type Place = { code: string; name: string }

/**
 * The lists a location picker shows: every country, the chosen country's
 * states, the chosen state's cities (empty until chosen).
 */
export type PlaceLists = {
	country: string
	state: string
	countries: Place[]
	states: Place[]
	cities: Place[]
}

/** Names for the codes a record holds: countries by code, and the states of the countries looked up (by country, then state code). */
export type PlaceNames = { countries: readonly Place[]; states: Readonly<Record<string, readonly Place[]>> }

export const NO_PLACE_NAMES: PlaceNames = { countries: [], states: {} }

/** A country's name, or its code when the list is unavailable. */
export const countryNameOf = (names: PlaceNames, code: string) => names.countries.find((country) => country.code === code)?.name ?? code

/** A state's name within its country, or its code (or the text stored) when unknown. */
export const stateNameOf = (names: PlaceNames, country: string, code: string) =>
	names.states[country]?.find((state) => state.code === code)?.name ?? code
