import type { z } from 'zod'
import { movementFiltersSchema } from '#contract/money/ledger.ts'
import { lekSchema } from '#contract/money/paging.ts'

/**
 * A list's state lives in its URL: the filters, the search and the page
 * cursor. These read that state back, each field on its own, so one bad
 * field (a hand-edited date) is reported and dropped while the rest apply.
 */

export const FILTER_KEYS = ['from', 'to', 'status', 'type', 'currency', 'q'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

const filtersSchema = movementFiltersSchema.pick({ from: true, to: true, status: true, type: true, currency: true, q: true })
export type ListFilters = z.output<typeof filtersSchema>

export type ListQuery = {
	filters: ListFilters
	lek: string | undefined
	/** One message per field that could not be read; that field is left out. */
	errors: string[]
}

export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date'

/** Reads the filters and the cursor of a list page from its URL. */
export function readListQuery(params: URLSearchParams, keys: readonly FilterKey[] = FILTER_KEYS): ListQuery {
	const valid: Partial<Record<FilterKey, string>> = {}
	const errors: string[] = []
	for (const key of keys) {
		const raw = params.get(key) ?? undefined
		const parsed = filtersSchema.shape[key].safeParse(raw)
		if (!parsed.success) errors.push(parsed.error.issues[0]?.message ?? `${key} is not valid`)
		else valid[key] = raw
	}
	// Each field passed on its own, so together they pass.
	const filters: ListFilters = filtersSchema.parse(valid)
	if (filters.from && filters.to && filters.from > filters.to) {
		errors.push(DATE_ORDER_MESSAGE)
		delete filters.from
		delete filters.to
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(lek.error.issues[0]?.message ?? 'Invalid page cursor')
	return { filters, lek: lek.success ? lek.data : undefined, errors }
}

/** The URL of a list with these filters (empty ones left out) and, when given, this page. */
export function listHref(path: string, filters: ListFilters, lek?: string | null) {
	const params = new URLSearchParams()
	for (const key of FILTER_KEYS) {
		const value = filters[key]
		if (value) params.set(key, value)
	}
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** Whether anything narrows the list (to tell "nothing yet" from "nothing found"). */
export function isFiltered(filters: ListFilters) {
	return FILTER_KEYS.some((key) => Boolean(filters[key]))
}

/** The sentence an empty list shows. */
export function emptyListMessage(filters: ListFilters) {
	if (filters.q) return `No search found for ${filters.q}`
	return isFiltered(filters) ? 'Nothing matches these filters' : 'Nothing to show here yet'
}
