import {
	accessTokenResponseSchema,
	loginLinkResponseSchema,
	logoutResponseSchema,
	loginResponseSchema,
	type LoginTwoFactorRequest,
} from '#contract/auth.ts'
import { callProvider } from './client.server.ts'

/**
 * /auth/v1: the calls made before a user has a session. Each takes the end
 * user's address (`getClientIp(request)`), which the provider rate-limits.
 */

export async function requestLoginLink(body: { email: string; callbackUrl: string }, clientIp: string | null) {
	return callProvider('/auth/v1/login', { method: 'POST', body, clientIp, schema: loginLinkResponseSchema })
}

/** The access token, or, with 2FA on, the challenge to complete with `completeTwoFactorLogin`. */
export async function verifyLoginToken(token: string, clientIp: string | null) {
	const answer = await callProvider('/auth/v1/login/verify', { method: 'POST', body: { token }, clientIp, schema: loginResponseSchema })
	return answer.data
}

/** The access token, or, with 2FA on, the challenge to complete with `completeTwoFactorLogin`. */
export async function loginWithPassword(body: { email: string; password: string }, clientIp: string | null) {
	const answer = await callProvider('/auth/v1/login/password', { method: 'POST', body, clientIp, schema: loginResponseSchema })
	return answer.data
}

/** The second step of a login with 2FA on: the challenge and a code (or a recovery code) for the access token. */
export async function completeTwoFactorLogin(body: LoginTwoFactorRequest, clientIp: string | null) {
	const answer = await callProvider('/auth/v1/login/2fa', { method: 'POST', body, clientIp, schema: accessTokenResponseSchema })
	return answer.data.accessToken
}


/** POST /auth/v1/logout: the provider revokes this access token for good. */
export async function revokeAccessToken(token: string, request?: Request) {
	await callProvider('/auth/v1/logout', { method: 'POST', token, request, schema: logoutResponseSchema })
}
