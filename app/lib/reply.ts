import type { SubmissionResult } from '@conform-to/react'

/**
 * What an action answers when it does not redirect (record 025): the form
 * it is for (`intent`, null when the post named no intent the page knows)
 * and conform's result, whose form-level errors sit under ''. Built on the
 * server (app/server/action-reply.server.ts), read by the views with the
 * helpers below, in every area.
 */
export type FormReply<Intent extends string> = { intent: Intent | null; result: SubmissionResult<string[]> }

/** A reason above the form, as conform's result: for posts with no fields to parse (toggles, single buttons). */
export function formError(message: string): SubmissionResult<string[]> {
	return { status: 'error', error: { '': [message] } }
}

/** The result for `intent`'s form, when the answer is for that form. */
export function resultFor<Intent extends string>(reply: FormReply<Intent> | undefined, intent: Intent) {
	return reply?.intent === intent ? reply.result : undefined
}

/** The answer's form-level error (the reason above the form), if any. */
export function formErrorOf(reply: { result: SubmissionResult<string[]> } | undefined): string | null {
	return reply?.result.error?.['']?.[0] ?? null
}

/** The fields a confirmation never sends back filled in (the transaction PIN and the 2FA code), in every area. */
export const SECRET_FIELDS = ['pin', 'token']

/** A wrong PIN, when the provider says how many tries are left before the lock. */
export function wrongPinMessage(attemptsLeft: number) {
	return `Your PIN is not correct: ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
}
