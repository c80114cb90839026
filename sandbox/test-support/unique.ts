import { randomBytes } from 'node:crypto'

/**
 * Unique names for test data, shared by the sandbox suites and the Playwright
 * helpers (so no test framework here). Time plus randomness: unique across
 * the parallel workers of one run and across runs against one database.
 */
export function uniqueSuffix() {
	return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`
}

/** A fresh address on a reserved test domain, e.g. `signup-m3k1x2a9c3e4f5a6@example.test`. */
export function uniqueEmail(label = 'user') {
	return `${label}-${uniqueSuffix()}@example.test`
}
