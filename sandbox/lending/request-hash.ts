import { createHash } from 'node:crypto'

/** What makes two posts with one idempotency key "the same": their money fields, never the PIN or code. */
export function requestHash(fields: (string | bigint | boolean | null)[]) {
	return createHash('sha256')
		.update(JSON.stringify(fields.map((field) => (typeof field === 'bigint' ? field.toString() : field))))
		.digest('hex')
}
