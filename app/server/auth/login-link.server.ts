import { getEnv } from '../env.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'

/** Where an e-mailed login link lands: /auth/verify on our own origin, remembering where the user was going. */
export function loginCallbackUrl(redirectTo: string | null | undefined) {
	const url = new URL('/auth/verify', getEnv().APP_URL)
	const target = safeRedirect(redirectTo, '')
	if (target) url.searchParams.set('redirectTo', target)
	return url.toString()
}
