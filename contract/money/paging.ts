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

/** A day 'YYYY-MM-DD' (UTC). `from` includes the whole day, `to` too. */
export const dayFilterSchema = (label: string) =>
	z.preprocess(
		emptyIsAbsent,
		z
			.string()
			.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
			.refine(
				(value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
				`${label} must be a real date`,
			)
			.optional(),
	)

/** Free-text search: trimmed, at most 100 characters, no control characters, empty means none. */
export const searchSchema = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
	textSchema('the search').max(100, 'Search must be at most 100 characters').optional(),
)

export const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyIsAbsent, schema.optional())

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
	z.object({ items: z.array(item), lek: z.string().nullable(), prevLek: z.string().nullable() })
export type Page<T> = { items: T[]; lek: string | null; prevLek: string | null }
