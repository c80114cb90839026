import { randomBytes } from 'node:crypto'
import type { Submission } from '@conform-to/react'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'

/**
 * What the Lending pages' money forms share: the idempotency key each is
 * rendered with (record 083), and the provider's refusal put on the form
 * (a wrong PIN with the tries left; the PIN and code never sent back).
 */

/** A new idempotency key for a form being rendered: 22 URL-safe characters (128 random bits). */
export const newIdempotencyKey = () => randomBytes(16).toString('base64url')

/** A provider refusal on the form `intent` whose fields are `fields`; null when the error is not a refusal (rethrow it). */
export function replyMoneyRefusal<Intent extends string, Output>(
	intent: Intent,
	submission: Submission<Output>,
	error: unknown,
	fields: readonly string[],
) {
	return replyProviderError(intent, submission, withAttemptsLeft(error), [...fields, ...SECRET_FIELDS], { hideFields: SECRET_FIELDS })
}
