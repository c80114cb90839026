import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'

/**
 * A fast INSERT of many rows: one array parameter per column, unnested by
 * PostgreSQL, instead of one parameter per value (drizzle takes about half a
 * second to build a thousand-row VALUES list; this takes milliseconds).
 * Values go as text and are cast by the column's type.
 */
export type BulkColumn = { name: string; type: 'text' | 'numeric' | 'timestamptz' }

const BATCH = 5000

export async function bulkInsert(tx: Db, table: string, columns: BulkColumn[], rows: (string | null)[][]) {
	for (let start = 0; start < rows.length; start += BATCH) {
		const batch = rows.slice(start, start + BATCH)
		const arrays = columns.map((column, index) => sql`${sql.param(batch.map((row) => row[index] ?? null))}::${sql.raw(column.type)}[]`)
		const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '))
		await tx.execute(sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`)
	}
}
