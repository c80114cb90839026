import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Page } from '#contract/money/paging.ts'
import { decodeCursor, encodeCursor, type Cursor } from './cursor.ts'

/**
 * Keyset paging over two sort columns (the second breaks ties, so the pair is
 * unique). Going on ('n') reads the rows after the cursor in the list's
 * order; going back ('p') reads the rows before it in reverse and turns them
 * round. A row never moves between pages because new rows arrive: only
 * positions are compared, never offsets. Going back to the top answers the
 * first page itself, so it is always full.
 */

export type KeyColumn = { column: AnyColumn; cast: 'timestamptz' | 'bigint' | 'text' }
export type Keyset<Row> = {
	columns: [KeyColumn, KeyColumn]
	/** The list's own order. */
	order: 'asc' | 'desc'
	keyOf(row: Row): [string, string]
}

export type PageRequest = { signingKey: CryptoKey; scope: string; lek: string | undefined; limit: number }
export type FetchRows<Row> = (position: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>

const value = (part: string, cast: KeyColumn['cast']) => sql`${part}::${sql.raw(cast)}`

/** null: the lek is not valid here (the caller answers 400). */
export async function readPage<Row>(keyset: Keyset<Row>, request: PageRequest, fetchRows: FetchRows<Row>): Promise<Page<Row> | null> {
	let cursor: Cursor | null = null
	if (request.lek) {
		cursor = await decodeCursor(request.signingKey, request.scope, request.lek, 2)
		if (!cursor) return null
		if (keyset.columns[0].cast === 'timestamptz' && Number.isNaN(Date.parse(cursor.key[0]!))) return null
		if (keyset.columns[1].cast === 'bigint' && !/^\d{1,18}$/.test(cursor.key[1]!)) return null
	}
	const forward = !cursor || cursor.direction === 'n'
	// Reading direction: the list's order going on, the reverse going back.
	const ascending = (keyset.order === 'asc') === forward
	const [first, second] = keyset.columns
	const orderBy = ascending ? [asc(first.column), asc(second.column)] : [desc(first.column), desc(second.column)]
	let position: SQL | undefined
	if (cursor) {
		const columns = sql`(${first.column}, ${second.column})`
		const key = sql`(${value(cursor.key[0]!, first.cast)}, ${value(cursor.key[1]!, second.cast)})`
		position = ascending ? sql`${columns} > ${key}` : sql`${columns} < ${key}`
	}
	const rows = await fetchRows(position, orderBy, request.limit + 1)
	const more = rows.length > request.limit
	const items = rows.slice(0, request.limit)
	const lekAt = (row: Row | undefined, direction: Cursor['direction']) =>
		row ? encodeCursor(request.signingKey, request.scope, { direction, key: keyset.keyOf(row) }) : Promise.resolve(null)
	if (forward) {
		return { items, lek: more ? await lekAt(items.at(-1), 'n') : null, prevLek: cursor ? await lekAt(items[0], 'p') : null }
	}
	if (!more) return readPage(keyset, { ...request, lek: undefined }, fetchRows)
	items.reverse()
	return { items, lek: await lekAt(items.at(-1), 'n'), prevLek: await lekAt(items[0], 'p') }
}
