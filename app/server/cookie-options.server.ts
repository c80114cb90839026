import { getEnv } from './env.server.ts'

/**
 * The options every signed cookie of the dashboard shares:
 * unreadable by scripts, not sent on cross-site posts, Secure whenever the
 * app is served over https, signed with the rotatable SESSION_SECRET list.
 */
export function signedCookieOptions(name: string) {
	const env = getEnv()
	return {
		name,
		httpOnly: true,
		sameSite: 'lax' as const,
		path: '/',
		secure: env.NODE_ENV === 'production' && env.APP_URL.startsWith('https:'),
		secrets: env.SESSION_SECRETS,
	}
}
