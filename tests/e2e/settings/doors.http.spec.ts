import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

/**
 * Doors a script can knock on: no 500 for a forged post, no toast that
 * echoes posted input, and no 'still here' for a session that has ended.
 */

test('a forged MFA toggle with a 3,000-character value is a 400 that does not echo it, with or without redirectTo @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const long = 'x'.repeat(3000)
	const forms: Record<string, string>[] = [
		{ intent: 'mfa', method: 'email', value: long, redirectTo: '/settings/security?section=mfa' },
		{ intent: 'mfa', method: 'email', value: long },
		{ intent: 'mfa', method: long, value: 'true', redirectTo: '/settings/security?section=mfa' },
	]
	for (const form of forms) {
		const response = await page.request.post('/settings/security?section=mfa', { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
		expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(400)
		expect(await response.text()).not.toContain('x'.repeat(100))
		for (const cookie of response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie'))
			expect(cookie.value).not.toContain('x'.repeat(100))
	}
})

test('keep-alive answers 401 to a cookie whose session was logged out, and to no session at all @bad-input', async ({
	page,
	login,
	baseURL,
	playwright,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const copied = (await page.context().cookies()).find((cookie) => cookie.name === '__session')
	expect(copied).toBeDefined()
	expect((await page.request.post('/session/keep-alive', { form: {}, headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(200)

	// Log out in the browser; the copy taken before still decrypts, but its token is revoked.
	expect((await page.request.post('/auth/logout', { form: {}, headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(302)
	const stranger = await playwright.request.newContext({ baseURL })
	try {
		const withCopy = await stranger.post('/session/keep-alive', {
			form: {},
			headers: { Origin: baseURL!, Cookie: `__session=${copied!.value}` },
			maxRedirects: 0,
		})
		expect(withCopy.status()).toBe(401)
		expect(await withCopy.json()).toEqual({ ok: false })
		const withNone = await stranger.post('/session/keep-alive', { form: {}, headers: { Origin: baseURL! }, maxRedirects: 0 })
		expect(withNone.status()).toBe(401)
	} finally {
		await stranger.dispose()
	}
})
