import type { Submission, SubmissionResult } from '@conform-to/react'
import { replyProviderError } from '../action-reply.server.ts'

/** A reason above the form, as conform's result: for posts with no fields to parse (toggles, single buttons). */
export function formError(message: string): SubmissionResult<string[]> {
	return { status: 'error', error: { '': [message] } }
}

/**
 * Makes the provider call for a parsed form. A refusal comes back as the
 * form's answer, with each error under the field it names (null when the
 * call went through); anything else is rethrown.
 */
export async function submitToProvider<Intent extends string, Output>(
	intent: Intent,
	submission: Submission<Output>,
	fields: readonly string[],
	call: () => Promise<unknown>,
	options: { hideFields?: string[] } = {},
) {
	try {
		await call()
		return null
	} catch (error) {
		const reply = replyProviderError(intent, submission, error, fields, options)
		if (!reply) throw error
		return reply
	}
}
