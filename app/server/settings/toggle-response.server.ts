import { data } from '@remix-run/node'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { createToastHeaders, redirectWithToast, type ToastInput } from '../toast.server.ts'

/**
 * The answer to a toggle's post (app/ui/toggle.tsx). A plain form post names
 * its page in `redirectTo` and gets post/redirect/get with a toast, success
 * or not; a background post (JavaScript) gets `{ ok }`, with the success
 * toast in a cookie the reload after it shows, or the error to revert with.
 */
export async function respondToToggle(form: FormData, outcome: { ok: true; toast: ToastInput } | { ok: false; message: string }) {
	const redirectTo = form.get('redirectTo')
	if (typeof redirectTo === 'string') {
		return redirectWithToast(
			safeRedirect(redirectTo),
			outcome.ok ? outcome.toast : { type: 'error', title: ERROR_TOAST_TITLE, description: outcome.message },
		)
	}
	if (outcome.ok) return data({ ok: true as const }, { headers: await createToastHeaders(outcome.toast) })
	return data({ ok: false as const, error: outcome.message }, { status: 400 })
}
