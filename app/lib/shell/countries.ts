import type { Country } from '#contract/shell.ts'

/** The country's name for its code, or the code itself when the list is unavailable. */
export function countryName(countries: readonly Country[], code: string) {
	return countries.find((country) => country.code === code)?.name ?? code
}
