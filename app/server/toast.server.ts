import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { TOAST_DURATION_MS } from '#app/lib/constants.ts'
import { combineHeaders } from '#app/lib/http.ts'
import { signedCookieOptions } from './cookie-options.server.ts'

/**
 * Toasts are flash values in their own cookie, read once by the root loader,
 * so a toast set by an action shows after the redirect with or without
 * JavaScript.
 */
export const toastSchema = z.object({
	id: z.string().default(() => Math.random().toString(36).slice(2)),
	type: z.enum(['success', 'error', 'message']).default('message'),
	title: z.string(),
	description: z.string().optional(),
	durationMs: z.number().default(TOAST_DURATION_MS),
})
export type ToastInput = z.input<typeof toastSchema>

const TOAST_KEY = 'toast'
const TOAST_COOKIE_NAME = 'en_toast'

let storage: ReturnType<typeof create> | undefined
function create() {
	return createCookieSessionStorage({
		cookie: signedCookieOptions(TOAST_COOKIE_NAME),
	})
}
function getStorage() {
	storage ??= create()
	return storage
}

export async function createToastHeaders(input: ToastInput) {
	const session = await getStorage().getSession()
	session.flash(TOAST_KEY, toastSchema.parse(input))
	return new Headers({ 'Set-Cookie': await getStorage().commitSession(session) })
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
	return redirect(url, {
		...init,
		headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
	})
}

/** Reads (and consumes) the pending toast; `headers` must go on the response. */
export async function getToast(request: Request) {
	const cookieHeader = request.headers.get('Cookie')
	// Almost every request has no toast: skip the signature check then.
	if (!cookieHeader?.includes(`${TOAST_COOKIE_NAME}=`)) return { toast: null, headers: null }
	const session = await getStorage().getSession(cookieHeader)
	const parsed = toastSchema.safeParse(session.get(TOAST_KEY))
	const toast = parsed.success ? parsed.data : null
	return {
		toast,
		headers: toast ? new Headers({ 'Set-Cookie': await getStorage().destroySession(session) }) : null,
	}
}
