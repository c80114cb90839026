import { eq, gte, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm'
import type { MovementFilters } from '#contract/money/ledger.ts'

const DAY_MS = 86_400_000

/** A day filter's bounds: `from` at 00:00 UTC, `to` up to the end of its day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + DAY_MS)

/** LIKE's own characters taken literally: a search for "50%" finds "50%". */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

type FilterColumns = {
	createdAt: AnyColumn
	type?: AnyColumn
	status: AnyColumn
	currency: AnyColumn
	/** The text columns the search box looks in. */
	search: AnyColumn[]
}

/** The WHERE conditions of the shared list filters (an absent filter adds nothing). */
export function movementConditions(filters: Omit<MovementFilters, 'limit' | 'lek'>, columns: FilterColumns): SQL[] {
	const conditions: SQL[] = []
	if (filters.from) conditions.push(gte(columns.createdAt, dayStart(filters.from)))
	if (filters.to) conditions.push(lt(columns.createdAt, dayEnd(filters.to)))
	if (filters.type && columns.type) conditions.push(eq(columns.type, filters.type))
	if (filters.status) conditions.push(eq(columns.status, filters.status))
	if (filters.currency) conditions.push(eq(columns.currency, filters.currency))
	if (filters.q) {
		const pattern = likeLiteral(filters.q)
		const any = or(...columns.search.map((column) => ilike(column, pattern)))
		if (any) conditions.push(any)
	}
	return conditions
}
