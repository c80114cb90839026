import { createHash } from 'node:crypto'
import type { ApiErrorItem } from '#contract/envelope.ts'

/** A refused request of the Lending service: its status, message and the error items (field, code) the dashboard maps onto its form. */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; errors: ApiErrorItem[] }

export const refuse = (status: Refusal['status'], message: string, extra: Omit<ApiErrorItem, 'message'> = {}): Refusal => ({
	ok: false,
	status,
	message,
	errors: [{ message, ...extra }],
})

/** Thrown inside a database transaction to roll it back and answer the refusal. */
export class Refused extends Error {
	constructor(public readonly refusal: Refusal) {
		super(refusal.message)
		this.name = 'Refused'
	}
}

/** What makes two posts with one idempotency key "the same": their money fields, never the PIN or code. */
export function requestHash(fields: (string | bigint | boolean | null)[]) {
	return createHash('sha256')
		.update(JSON.stringify(fields.map((field) => (typeof field === 'bigint' ? field.toString() : field))))
		.digest('hex')
}
