import { z } from 'zod'
import { textSchema } from '../fields.ts'

/**
 * Every list of the money calls is paged the same way: newest first, `limit`
 * rows (20 by default), and an opaque continuation key `lek`. A lek names a
 * position (a row's time and id), signed by the provider: it never skips or
 * repeats a row while new rows arrive, and a forged or damaged one is refused
 * with INVALID_CURSOR_MESSAGE (400). Answers carry `lek` (the next, older
 * page; null on the last page) and `prevLek` (the page before, newer; null
 * on the first page). Pass either back as `lek`.
 */
export const PAGE_SIZE = 20
export const PAGE_SIZE_MAX = 1000
export const INVALID_CURSOR_MESSAGE = 'Invalid page cursor: open the list from its first page'

/** `limit`: a whole number from 1 to 1000, 20 when absent or empty. */
export const limitSchema = z.preprocess(
	(value) => (value === undefined || value === '' ? PAGE_SIZE : value),
	z.coerce
		.number({ invalid_type_error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
		.int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
		.min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
		.max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`),
)

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/** The opaque cursor; its content is the provider's business (checked there). */
export const lekSchema = z.preprocess(emptyIsAbsent, z.string().max(512, INVALID_CURSOR_MESSAGE).optional())

/**
 * The days a date filter may name. A day far outside them (9999-12-31) has
 * no end of day a database timestamp can hold, and no movement is dated
 * there anyway: such a filter is refused with this range in its message,
 * never sent to a query (docs/product/money.md, "Filters").
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const

const isRealDay = (value: string) => {
	const time = Date.parse(`${value}T00:00:00Z`)
	return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/**
 * A day 'YYYY-MM-DD' (UTC) from DATE_RANGE.min to DATE_RANGE.max. `from`
 * includes the whole day, `to` too. Used by every dated list, in the
 * provider's API and in the dashboard's URLs alike.
 */
export const dayFilterSchema = (label: string) =>
	z.preprocess(
		emptyIsAbsent,
		z
			.string()
			.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
			.refine(isRealDay, `${label} must be a real date`)
			.refine(
				(value) => !isRealDay(value) || (value >= DATE_RANGE.min && value <= DATE_RANGE.max),
				`${label} must be a day from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
			)
			.optional(),
	)

/** A range whose start is after its end selects nothing by mistake: it is refused, on `from`. */
export const DATE_ORDER_MESSAGE = 'from must be on or before to'

/** DATE_ORDER_MESSAGE when a parsed query's `from` is after its `to`, else null. */
export function dateOrderRefusal(query: unknown): string | null {
	if (typeof query !== 'object' || query === null) return null
	const { from, to } = query as { from?: unknown; to?: unknown }
	return typeof from === 'string' && typeof to === 'string' && from > to ? DATE_ORDER_MESSAGE : null
}

/** Free-text search: trimmed, at most 100 characters, no control characters, empty means none. */
export const searchSchema = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
	textSchema('the search').max(100, 'Search must be at most 100 characters').optional(),
)

export const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyIsAbsent, schema.optional())

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
	z.object({ items: z.array(item), lek: z.string().nullable(), prevLek: z.string().nullable() })
export type Page<T> = { items: T[]; lek: string | null; prevLek: string | null }
