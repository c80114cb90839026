import type { Context } from 'hono'
import type { ApiErrorItem } from '#contract/envelope.ts'
import { fail, ok } from '../responses.ts'

/**
 * One refusal for the whole sandbox: what an area's function answers when it
 * will not do what it was asked, and what its routes turn into the provider's
 * `{ message, errors }` (the CLI prints the message). Every area used to
 * declare its own (record 127: docs/decisions/127-one-refusal-one-dispatcher.md).
 */

/** Every 4xx an area refuses with: bad input, no session, not found, a conflict, not processable, too many. */
export type RefusalStatus = 400 | 401 | 404 | 409 | 422 | 429

/** `errors` are the items (field, code) the dashboard maps onto its form; a bare 404 may have none. */
export type Refusal = { ok: false; status: RefusalStatus; message: string; errors?: ApiErrorItem[] }

/** The data, or a refusal. */
export type Answer<T> = { ok: true; data: T } | Refusal

/**
 * A refusal with one error item: the message, and the item's code and field
 * when given. `null`: the message alone, with no error item.
 */
export function refuse(status: RefusalStatus, message: string, item: Omit<ApiErrorItem, 'message'> | null = {}): Refusal {
	return item ? { ok: false, status, message, errors: [{ message, ...item }] } : { ok: false, status, message }
}

/** A 400 for a body the back office's schema refused: an item a field (no code), the messages joined. */
export function refuseInput(issues: readonly { message: string; path: (string | number)[] }[]): Refusal {
	const errors = issues.map((issue) => ({ message: issue.message, field: issue.path.join('.') }))
	return { ok: false, status: 400, message: errors.map((item) => item.message).join(', '), errors }
}

/** The provider's answer to a refusal. */
export const refused = (c: Context, refusal: Pick<Refusal, 'status' | 'message' | 'errors'>) =>
	fail(c, refusal.status, refusal.message, refusal.errors)

/** The provider's answer to an Answer: `{ message, data }`, or the refusal. */
export const answer = <T>(c: Context, result: Answer<T>, message: string, status: 200 | 201 = 200) =>
	result.ok ? ok(c, message, result.data, status) : refused(c, result)

/** Thrown inside a database transaction to roll it back and answer the refusal. */
export class Refused extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message)
		this.name = 'Refused'
	}
}
