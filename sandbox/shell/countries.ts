import { createRequire } from 'node:module'
import type { LocaleData } from 'i18n-iso-countries'
import type { Country } from '#contract/shell.ts'

/**
 * The country list comes from the maintained `i18n-iso-countries` package.
 * createRequire (not an import attribute) loads its JSON locale the same way
 * under tsx and in the esbuild bundle, where packages stay external. The
 * library's `index` entry is used so only the English locale is registered.
 */
const require = createRequire(import.meta.url)
const library = require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries')
library.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData)

let cached: Country[] | null = null

/** About 250 `{ code, name }` entries sorted by English name. */
export function listCountries(): Country[] {
	if (!cached) {
		const names = library.getNames('en', { select: 'official' })
		cached = Object.entries(names)
			.map(([code, name]) => ({ code, name }))
			.sort((a, b) => a.name.localeCompare(b.name, 'en'))
	}
	return cached
}

export function isKnownCountry(code: string) {
	return library.isValid(code)
}
