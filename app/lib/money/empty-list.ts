/**
 * What a list's page needs in the browser to say why it is empty, apart from
 * app/lib/money/list-query.ts (which reads the URL with the contract's zod
 * schemas on the server and re-exports these): a list page's view imports
 * this file, and zod stays out of its JavaScript (docs/decisions/113-light-pages.md).
 */

export const FILTER_KEYS = ['from', 'to', 'status', 'type', 'currency', 'q'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** A list's filters as app/lib/money/list-query.ts reads them (its `ListFilters`). */
type Filters = Partial<Record<FilterKey, unknown>> & { q?: string }

/** Whether anything narrows the list (to tell "nothing yet" from "nothing found"). */
export function isFiltered(filters: Filters) {
	return FILTER_KEYS.some((key) => Boolean(filters[key]))
}

/** The sentence an empty list shows (`selectsNothing`: its search was refused, said above it). */
export function emptyListMessage(filters: Filters, selectsNothing = false) {
	if (selectsNothing) return 'Nothing matches these filters'
	if (filters.q) return `No search found for ${filters.q}`
	return isFiltered(filters) ? 'Nothing matches these filters' : 'Nothing to show here yet'
}
