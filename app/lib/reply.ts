import type { SubmissionResult } from '@conform-to/react'

/**
 * What a settings page's action answers when it does not redirect: the
 * form it is for (`intent`, null when the post named no intent the page
 * knows) and conform's result, whose form-level errors sit under ''.
 */
export type SettingsReply<Intent extends string> = { intent: Intent | null; result: SubmissionResult<string[]> }

/** The result for `intent`'s form, when the answer is for that form. */
export function resultFor<Intent extends string>(reply: SettingsReply<Intent> | undefined, intent: Intent) {
	return reply?.intent === intent ? reply.result : undefined
}

/** The answer's form-level error (the reason above the form), if any. */
export function formErrorOf(reply: { result: SubmissionResult<string[]> } | undefined): string | null {
	return reply?.result.error?.['']?.[0] ?? null
}
