import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { formError } from '#app/lib/reply.ts'
import { redirectWithErrorToast, replyForm } from '../action-reply.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { createToastHeaders, redirectWithToast, type ToastInput } from '../toast.server.ts'

/**
 * The answer to a toggle's post (app/ui/kit/toggle.tsx). A plain form post
 * names its page in `redirectTo` and gets post/redirect/get with a toast,
 * success or not. A background post (JavaScript) gets the answer every
 * action gives, `{ intent, result }`: a success with its toast in a cookie
 * (the reload after it shows it), or a 400 with the reason under '' for the
 * toggle to show as it falls back to the saved state.
 */
export async function respondToToggle<Intent extends string>(
	intent: Intent,
	form: FormData,
	outcome: { ok: true; toast: ToastInput } | { ok: false; message: string },
) {
	const redirectTo = form.get('redirectTo')
	if (typeof redirectTo === 'string') {
		const back = safeRedirect(redirectTo)
		return outcome.ok ? redirectWithToast(back, outcome.toast) : redirectWithErrorToast(back, outcome.message)
	}
	if (!outcome.ok) return replyForm(intent, formError(outcome.message))
	const result: SubmissionResult<string[]> = { status: 'success' }
	return data({ intent, result }, { headers: await createToastHeaders(outcome.toast) })
}
