import {
	accessTokenResponseSchema,
	loginLinkResponseSchema,
	logoutResponseSchema,
	loginResponseSchema,
	type LoginTwoFactorRequest,
} from '#contract/auth.ts'
import type { Caller } from '../request-context.server.ts'
import { callProvider } from './client.server.ts'

/**
 * /auth/v1: the calls made before a user has a session. Each takes its
 * caller (`callerOf(request)`): the end user's address, which the provider
 * rate-limits, and the request's id.
 */

export async function requestLoginLink(body: { email: string; callbackUrl: string }, caller: Caller | null) {
	return callProvider('/auth/v1/login', { method: 'POST', body, caller, schema: loginLinkResponseSchema })
}

/** The access token, or, with 2FA on, the challenge to complete with `completeTwoFactorLogin`. */
export async function verifyLoginToken(token: string, caller: Caller | null) {
	const answer = await callProvider('/auth/v1/login/verify', { method: 'POST', body: { token }, caller, schema: loginResponseSchema })
	return answer.data
}

/** The access token, or, with 2FA on, the challenge to complete with `completeTwoFactorLogin`. */
export async function loginWithPassword(body: { email: string; password: string }, caller: Caller | null) {
	const answer = await callProvider('/auth/v1/login/password', { method: 'POST', body, caller, schema: loginResponseSchema })
	return answer.data
}

/** The second step of a login with 2FA on: the challenge and a code (or a recovery code) for the access token. */
export async function completeTwoFactorLogin(body: LoginTwoFactorRequest, caller: Caller | null) {
	const answer = await callProvider('/auth/v1/login/2fa', { method: 'POST', body, caller, schema: accessTokenResponseSchema })
	return answer.data.accessToken
}

/** POST /auth/v1/logout: the provider revokes this access token for good. */
export async function revokeAccessToken(token: string, request?: Request) {
	await callProvider('/auth/v1/logout', { method: 'POST', token, request, schema: logoutResponseSchema })
}
