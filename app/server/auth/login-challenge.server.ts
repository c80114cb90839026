import { createCookie, redirect } from '@remix-run/node'
import { LOGIN_CHALLENGE_TTL_MS } from '#contract/auth.ts'
import { signedCookieOptions } from '../cookie-options.server.ts'

/**
 * The provider accepted the first factor (password or login link) of an
 * integrator with 2FA on and answered a challenge instead of a token. Thrown
 * by the authenticator's strategies; the login action and the verify loader
 * turn it into the code step.
 */
export class TwoFactorRequired extends Error {
	constructor(readonly challenge: string) {
		super('The authenticator code is required to finish logging in')
		this.name = 'TwoFactorRequired'
	}
}

export const LOGIN_TWO_FACTOR_PATH = '/auth/login/2fa'
export type PendingLogin = { challenge: string; redirectTo: string | null }

/**
 * The login waiting for its code lives in its own signed, HttpOnly cookie
 * for as long as the provider's challenge (five minutes), never in the URL:
 * no session exists yet, and a URL ends up in histories and logs.
 */
let cookie: ReturnType<typeof createCookie> | undefined
const challengeCookie = () =>
	(cookie ??= createCookie('__login_2fa', { ...signedCookieOptions('__login_2fa'), maxAge: Math.floor(LOGIN_CHALLENGE_TTL_MS / 1000) }))

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
	const value: unknown = await challengeCookie().parse(request.headers.get('Cookie'))
	if (!value || typeof value !== 'object' || !('challenge' in value) || typeof value.challenge !== 'string') return null
	const redirectTo = 'redirectTo' in value && typeof value.redirectTo === 'string' ? value.redirectTo : null
	return { challenge: value.challenge, redirectTo }
}

/** To the code step, carrying the challenge and where the user was going. */
export async function redirectToTwoFactorStep(pending: PendingLogin) {
	return redirect(LOGIN_TWO_FACTOR_PATH, { headers: { 'Set-Cookie': await challengeCookie().serialize(pending) } })
}

/** The Set-Cookie header that forgets the pending login (after it completes or is refused). */
export function clearPendingLogin() {
	return challengeCookie().serialize('', { maxAge: 0 })
}
