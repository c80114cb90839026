import {
	accessTokenResponseSchema,
	loginLinkResponseSchema,
	logoutResponseSchema,
} from '#contract/auth.ts'
import { callProvider } from './client.server.ts'

/** /auth/v1: the calls made before a user has a session. */

export async function requestLoginLink(body: { email: string; callbackUrl: string }) {
	return callProvider('/auth/v1/login', { method: 'POST', body, schema: loginLinkResponseSchema })
}

export async function verifyLoginToken(token: string) {
	const answer = await callProvider('/auth/v1/login/verify', { method: 'POST', body: { token }, schema: accessTokenResponseSchema })
	return answer.data.accessToken
}

export async function loginWithPassword(body: { email: string; password: string }) {
	const answer = await callProvider('/auth/v1/login/password', { method: 'POST', body, schema: accessTokenResponseSchema })
	return answer.data.accessToken
}


/** POST /auth/v1/logout: the provider revokes this access token for good. */
export async function revokeAccessToken(token: string, request?: Request) {
	await callProvider('/auth/v1/logout', { method: 'POST', token, request, schema: logoutResponseSchema })
}
