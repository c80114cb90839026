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
