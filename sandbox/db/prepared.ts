import type { Db } from './database.ts'

/**
 * Builds something bound to a database handle (a prepared query) once per
 * handle instead of once per call: drizzle then skips rebuilding the SQL, and
 * on a PostgreSQL server the named statement is parsed once per connection.
 * Several sandboxes in one process (tests) each get their own.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
	const built = new WeakMap<Db, T>()
	return (db) => {
		let value = built.get(db)
		if (value === undefined) {
			value = build(db)
			built.set(db, value)
		}
		return value
	}
}
