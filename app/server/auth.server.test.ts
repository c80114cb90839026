import { describe, expect, test, vi } from 'vitest'
import { INACTIVITY_LOGOUT_MS } from '#app/lib/constants.ts'
import { configure, registerIntegrator, requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { logout, requireAnonymous, requireUserSession, touchSessionHeaders } from './auth.server.ts'
import { getLoadContext } from './load-context.server.ts'
import { log } from './logger.server.ts'
import { commitSession, getSession } from './session.server.ts'
import { requireUser } from './user.server.ts'

const provider = useProvider()
const APP = 'http://localhost:3000'

const register = (accountType: 'COMPANY' | 'INDIVIDUAL' = 'COMPANY') => registerIntegrator(provider.url, accountType)
const signIn = (email: string, redirectTo = '/') => signInAs(provider.url, email, redirectTo)

describe('the session guards', () => {
	test('without a session, requireUserSession redirects to login with the way back @bad-input', async () => {
		const error = await requireUserSession(new Request(`${APP}/somewhere?tab=2`)).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(Response)
		expect((error as Response).headers.get('Location')).toBe('/auth/login?redirectTo=%2Fsomewhere%3Ftab%3D2')
	})

	test('a magic link opens a session holding the token, never in a readable cookie', async () => {
		const email = await register()
		const response = await signIn(email, '/wanted')
		expect(response.headers.get('Location')).toBe('/wanted')
		const setCookie = response.headers.get('Set-Cookie')!
		expect(setCookie).toMatch(/__session=/)
		expect(setCookie).toMatch(/HttpOnly/)
		expect(setCookie).toMatch(/SameSite=Lax/)
		const session = await requireUserSession(requestWithCookies(`${APP}/`, response))
		expect(session.email).toBe(email)
		expect(session.accessToken.split('.')).toHaveLength(3)
	})

	test('a session idle for 30 minutes is refused and destroyed, with the reason @bad-input', async () => {
		const email = await register()
		const response = await signIn(email)
		const request = requestWithCookies(`${APP}/`, response)
		const later = Date.now() + INACTIVITY_LOGOUT_MS + 1_000
		const error = (await requireUserSession(request, later).catch((e: unknown) => e)) as Response
		expect(error.status).toBe(302)
		expect(error.headers.get('Location')).toBe('/auth/login')
		const cookies = error.headers.getSetCookie()
		expect(cookies.some((c) => c.startsWith('__session=;') && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)
		expect(cookies.some((c) => c.startsWith('en_toast='))).toBe(true)
		// 29 minutes is still fine.
		await expect(requireUserSession(request, Date.now() + INACTIVITY_LOGOUT_MS - 60_000)).resolves.toMatchObject({ email })
	})

	test('every response moves the idle window; a new login or logout is left alone', async () => {
		const email = await register()
		const response = await signIn(email)
		const request = requestWithCookies(`${APP}/`, response)
		const later = Date.now() + 20 * 60_000
		const touched = await touchSessionHeaders(request, new Headers(), later)
		expect(touched).toMatch(/^__session=/)
		const refreshed = requestWithCookies(`${APP}/`, new Headers({ 'Set-Cookie': touched! }))
		// 40 minutes after login but 20 after the last request: still active.
		await expect(requireUserSession(refreshed, later + 20 * 60_000)).resolves.toMatchObject({ email })
		expect(await touchSessionHeaders(request, new Headers({ 'Set-Cookie': '__session=x' }), later)).toBeNull()
		expect(await touchSessionHeaders(new Request(`${APP}/`), new Headers(), later)).toBeNull()
	})

	test('requireAnonymous sends a signed-in visitor to the dashboard', async () => {
		const email = await register()
		const response = await signIn(email)
		const error = (await requireAnonymous(requestWithCookies(`${APP}/auth/login`, response)).catch((e: unknown) => e)) as Response
		expect(error.headers.get('Location')).toBe('/')
		await expect(requireAnonymous(new Request(`${APP}/auth/login`))).resolves.toBeUndefined()
	})
})

describe('requireUser', () => {
	test('loads the profile with the session token', async () => {
		const email = await register('INDIVIDUAL')
		const response = await signIn(email)
		const profile = await (await requireUser(requestWithCookies(`${APP}/`, response), getLoadContext())).profile
		expect(profile.email).toBe(email)
		expect(profile.accountType).toBe('INDIVIDUAL')
	})

	test('a token the provider rejects ends the session and goes to login', async () => {
		const email = await register()
		const response = await signIn(email)
		// Forge a session whose token the provider will not accept.
		const session = await getSession(requestWithCookies(`${APP}/`, response))
		session.set('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad-signature')
		const forged = requestWithCookies(`${APP}/settings`, new Headers({ 'Set-Cookie': await commitSession(session) }))
		const error = (await requireUser(forged, getLoadContext())
			.then((user) => user.profile)
			.catch((e: unknown) => e)) as Response
		expect(error.status).toBe(302)
		expect(error.headers.get('Location')).toBe('/auth/login?redirectTo=%2Fsettings')
		expect(error.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true)
	})
})

/** The provider's answer to a profile call made with this token. */
async function profileStatus(token: string) {
	return (await fetch(`${provider.url}/integrator/v1`, { headers: { Authorization: `Bearer ${token}` } })).status
}

describe('logout ends the session everywhere', () => {
	test('the session cookie shows no token, not even base64-decoded', async () => {
		const email = await register()
		const response = await signIn(email)
		const { accessToken } = await requireUserSession(requestWithCookies(`${APP}/`, response))
		const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))!
		const value = decodeURIComponent(setCookie.split(';')[0]!.slice('__session='.length))
		const decoded = [value, ...value.split('.')].map((part) => Buffer.from(part, 'base64').toString('latin1'))
		for (const text of [setCookie, ...decoded]) {
			for (const part of accessToken.split('.')) expect(text).not.toContain(part)
			expect(text).not.toContain(email)
		}
	})

	test('logout revokes the token at the provider: a copy of the cookie taken before is worthless', async () => {
		const email = await register()
		const response = await signIn(email)
		const copied = requestWithCookies(`${APP}/settings`, response)
		const { accessToken } = await requireUserSession(copied)
		const loggedOut = await logout(requestWithCookies(`${APP}/auth/logout`, response, { method: 'POST' }))
		expect(loggedOut.headers.get('Location')).toBe('/auth/login')
		expect(await profileStatus(accessToken)).toBe(401)
		const error = (await requireUser(copied, getLoadContext())
			.then((user) => user.profile)
			.catch((e: unknown) => e)) as Response
		expect(error.status).toBe(302)
		expect(error.headers.get('Location')).toBe('/auth/login?redirectTo=%2Fsettings')
	})

	test('the idle logout revokes the token too', async () => {
		const email = await register()
		const response = await signIn(email)
		const request = requestWithCookies(`${APP}/`, response)
		const { accessToken } = await requireUserSession(request)
		await requireUserSession(request, Date.now() + INACTIVITY_LOGOUT_MS + 1_000).catch((e: unknown) => e)
		expect(await profileStatus(accessToken)).toBe(401)
	})

	test('without the provider the local logout still happens, with a warning that names no token', async () => {
		const email = await register()
		const response = await signIn(email)
		const { accessToken } = await requireUserSession(requestWithCookies(`${APP}/`, response))
		const warn = vi.spyOn(log, 'warn').mockImplementation(() => {})
		configure({ PROVIDER_API_URL: 'http://127.0.0.1:9' })
		try {
			const loggedOut = await logout(requestWithCookies(`${APP}/auth/logout`, response, { method: 'POST' }))
			expect(loggedOut.status).toBe(302)
			expect(loggedOut.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true)
			const written = JSON.stringify(warn.mock.calls, (_key, value: unknown) => (value instanceof Error ? value.message : value))
			expect(written).toContain('did not revoke the access token')
			expect(written).not.toContain(accessToken)
		} finally {
			configure({ PROVIDER_API_URL: provider.url })
			warn.mockRestore()
		}
		// The provider still honours the token: it never heard of the logout.
		expect(await profileStatus(accessToken)).toBe(200)
	})
})
