import { redirect } from '@remix-run/node'
import { INACTIVITY_LOGOUT_MS } from '#app/lib/constants.ts'
import { combineHeaders } from '#app/lib/http.ts'
import type { Authenticated } from './auth/authenticator.server.ts'
import { log } from './logger.server.ts'
import { revokeAccessToken } from './provider/auth.server.ts'
import { ProviderError } from './provider/client.server.ts'
import { currentPath, safeRedirect } from './safe-redirect.server.ts'
import { commitSession, destroySession, getSession, type AppSession, type SessionData } from './session.server.ts'
import { createToastHeaders, type ToastInput } from './toast.server.ts'

/** The signed-in user's session: who, with which token, until when. */
export type UserSession = Omit<SessionData, 'pendingTwoFASecret'>

/** The signed-in user's session, or null (never throws, never redirects). */
export async function getUserSession(request: Request, now = Date.now()): Promise<UserSession | null> {
	const session = await getSession(request)
	const state = readSession(session, now)
	return state.status === 'active' ? state.data : null
}

type SessionState = { status: 'none' } | { status: 'idle' | 'expired'; data: UserSession } | { status: 'active'; data: UserSession }

function readSession(session: AppSession, now: number): SessionState {
	const accessToken = session.get('accessToken')
	const integratorPk = session.get('integratorPk')
	const email = session.get('email')
	const lastActivityAt = session.get('lastActivityAt')
	const expiresAt = session.get('expiresAt')
	if (!accessToken || !integratorPk || !email || !lastActivityAt || !expiresAt) return { status: 'none' }
	const data = { accessToken, integratorPk, email, lastActivityAt, expiresAt }
	if (expiresAt <= now) return { status: 'expired', data }
	// The server enforces the idle limit itself, so it holds without JavaScript.
	if (now - lastActivityAt >= INACTIVITY_LOGOUT_MS) return { status: 'idle', data }
	return { status: 'active', data }
}

export const IDLE_LOGOUT_TOAST: ToastInput = {
	type: 'message',
	title: 'Logged out',
	description: 'You were logged out after 30 minutes without activity.',
}
export const EXPIRED_LOGOUT_TOAST: ToastInput = {
	type: 'message',
	title: 'Session ended',
	description: 'Your session has ended. Please log in again.',
}

/**
 * The signed-in user's session. Without one, throws a redirect to login that
 * brings the visitor back here afterwards; an idle or expired session is
 * destroyed on the way, with a toast that says why.
 */
export async function requireUserSession(request: Request, now = Date.now()): Promise<UserSession> {
	const session = await getSession(request)
	const state = readSession(session, now)
	if (state.status === 'active') return state.data
	const redirectTo = currentPath(request)
	const loginUrl = redirectTo === '/' ? '/auth/login' : `/auth/login?${new URLSearchParams({ redirectTo })}`
	if (state.status === 'none') throw redirect(loginUrl)
	throw await logout(request, {
		redirectTo: loginUrl,
		toast: state.status === 'idle' ? IDLE_LOGOUT_TOAST : EXPIRED_LOGOUT_TOAST,
	})
}

/** Auth pages are for visitors: a signed-in user goes to the dashboard. */
export async function requireAnonymous(request: Request) {
	if (await getUserSession(request)) throw redirect('/')
}

/** Writes a new session for a fresh login and sends the user on. */
export async function startUserSession(request: Request, auth: Authenticated, redirectTo: string | null) {
	const session = await getSession(request)
	const now = Date.now()
	session.set('accessToken', auth.accessToken)
	session.set('integratorPk', auth.claims.integratorPk)
	session.set('email', auth.claims.email)
	session.set('lastActivityAt', now)
	session.set('expiresAt', auth.claims.exp * 1000)
	session.flash('justLoggedIn', true)
	return redirect(safeRedirect(redirectTo), { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * Ends the session and clears the browser's storage (Clear-Site-Data does
 * it without JavaScript). The provider revokes the session's access token
 * first, so a copy of the cookie taken before logout is worthless too.
 * Returns the redirect.
 */
export async function logout(request: Request, { redirectTo = '/auth/login', toast }: { redirectTo?: string; toast?: ToastInput } = {}) {
	const session = await getSession(request)
	await revokeSessionToken(request, session)
	return redirect(redirectTo, {
		headers: combineHeaders(
			{ 'Set-Cookie': await destroySession(session), 'Clear-Site-Data': '"storage"' },
			toast ? await createToastHeaders(toast) : null,
		),
	})
}

/**
 * Asks the provider to revoke the session's token. Never stops the logout:
 * without the provider the local session still ends (with a warning that
 * names no token). An expired token needs no revoking, and a token the
 * provider already refuses is revoked as far as it matters.
 */
async function revokeSessionToken(request: Request, session: AppSession, now = Date.now()) {
	const accessToken = session.get('accessToken')
	const expiresAt = session.get('expiresAt')
	if (!accessToken || !expiresAt || expiresAt <= now) return
	try {
		await revokeAccessToken(accessToken, request)
	} catch (error) {
		if (error instanceof ProviderError && error.isAuthFailure) return
		log.warn('logout: the provider did not revoke the access token; the local session ends anyway', {
			integratorPk: session.get('integratorPk'),
			error,
		})
	}
}

/**
 * Sliding idle window: called for every response, it moves the session's
 * last activity to now, unless the response already sets the session (login,
 * logout) or there is no live session. The cookie is only re-signed and sent
 * again once the stamp is a minute old: the 30-minute idle logout then holds
 * to within a minute, and most responses carry no Set-Cookie at all.
 */
export async function touchSessionHeaders(request: Request, responseHeaders: Headers, now = Date.now()) {
	return (await sessionResponseHeaders(request, responseHeaders, now)).touched
}

/** Every answer to a signed-in user is theirs alone: no shared cache keeps it, and Back asks again (docs/decisions/050-signed-in-no-store.md). */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store'

/**
 * What the session asks of a response, read once for both: whether it goes
 * to a signed-in user (then it is `Cache-Control: private, no-store`), and
 * the touched session cookie, if one is due (touchSessionHeaders).
 */
export async function sessionResponseHeaders(request: Request, responseHeaders: Headers, now = Date.now()) {
	const TOUCH_EVERY_MS = 60_000
	if (!request.headers.get('Cookie')?.includes('__session=')) return { signedIn: false, touched: null }
	const session = await getSession(request)
	const state = readSession(session, now)
	const signedIn = state.status === 'active'
	const setCookie = responseHeaders.get('Set-Cookie') ?? ''
	if (!signedIn || setCookie.includes('__session=') || now - state.data.lastActivityAt < TOUCH_EVERY_MS) return { signedIn, touched: null }
	session.set('lastActivityAt', now)
	return { signedIn, touched: await commitSession(session) }
}
