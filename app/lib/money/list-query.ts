import type { z } from 'zod'
import { movementFiltersSchema } from '#contract/money/ledger.ts'
import { lekSchema } from '#contract/money/paging.ts'
import { FILTER_KEYS, type FilterKey } from './empty-list.ts'
import { STATUS_OPTIONS, TYPE_OPTIONS } from './labels.ts'

/**
 * A list's state lives in its URL: the filters, the search and the page
 * cursor. These read that state back, each field on its own, so one bad
 * field (a hand-edited date) is reported and dropped while the rest apply.
 */

export { emptyListMessage, FILTER_KEYS, type FilterKey } from './empty-list.ts'

const filtersSchema = movementFiltersSchema.pick({ from: true, to: true, status: true, type: true, currency: true, q: true })
export type ListFilters = z.output<typeof filtersSchema>

export type ListQuery = {
	filters: ListFilters
	lek: string | undefined
	/** One message per field that could not be read; that field is left out. */
	errors: string[]
	/**
	 * The search could not be read: the list selects nothing (an empty page,
	 * a CSV of the header alone), since leaving the search out would answer
	 * every row to someone who asked for a few.
	 */
	selectsNothing: boolean
	/**
	 * Why the list's export is refused: each filter other than the search
	 * that could not be read (a day out of range, an unknown status, a start
	 * after the end). A file of other rows than asked for would be taken for
	 * the answer (docs/product/money.md, "Filters").
	 */
	exportRefusals: string[]
}

/** Each filter's name as the list's form shows it: messages speak of 'Status', never of `status`. */
export const FILTER_LABELS: Readonly<Record<FilterKey, string>> = {
	from: 'From',
	to: 'To',
	status: 'Status',
	type: 'Type',
	currency: 'Currency',
	q: 'Search',
}

const oneOf = (options: readonly { label: string }[]) => options.map((option) => option.label).join(', ')

/**
 * The message for a field that could not be read, in the words of the form:
 * the options' labels ('Pending', 'Top-up'), not the provider's codes.
 */
function filterMessage(key: FilterKey, message: string | undefined) {
	if (key === 'status') return `${FILTER_LABELS.status} must be one of ${oneOf(STATUS_OPTIONS)}`
	if (key === 'type') return `${FILTER_LABELS.type} must be one of ${oneOf(TYPE_OPTIONS)}`
	if (!message) return `${FILTER_LABELS[key]} is not valid`
	// The contract names dates by their parameter ('from must be a real date').
	return message.startsWith(`${key} `) ? `${FILTER_LABELS[key]}${message.slice(key.length)}` : message
}

export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date'

/** Reads the filters and the cursor of a list page from its URL. */
export function readListQuery(params: URLSearchParams, keys: readonly FilterKey[] = FILTER_KEYS): ListQuery {
	const valid: Partial<Record<FilterKey, string>> = {}
	const errors: string[] = []
	const exportRefusals: string[] = []
	let selectsNothing = false
	for (const key of keys) {
		const raw = params.get(key) ?? undefined
		const parsed = filtersSchema.shape[key].safeParse(raw)
		if (parsed.success) {
			valid[key] = raw
			continue
		}
		const message = filterMessage(key, parsed.error.issues[0]?.message)
		errors.push(message)
		if (key === 'q') selectsNothing = true
		else exportRefusals.push(message)
	}
	// Each field passed on its own, so together they pass.
	const filters: ListFilters = filtersSchema.parse(valid)
	if (filters.from && filters.to && filters.from > filters.to) {
		errors.push(DATE_ORDER_MESSAGE)
		exportRefusals.push(DATE_ORDER_MESSAGE)
		delete filters.from
		delete filters.to
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(lek.error.issues[0]?.message ?? 'Invalid page cursor')
	return { filters, lek: lek.success ? lek.data : undefined, errors, selectsNothing, exportRefusals }
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
