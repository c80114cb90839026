import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'

/**
 * Logout ends the session everywhere: the provider revokes the token, so a
 * copy of the session cookie taken before logout (a shared machine, a stolen
 * cookie) opens nothing and changes nothing afterwards.
 */
test('a session cookie copied before logout is refused afterwards, on pages and on posts @bad-input', async ({
	page,
	login,
	waitForHydration,
	browser,
	playwright,
	baseURL,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const copied = (await page.context().cookies()).find((c) => c.name === '__session')
	expect(copied, 'the session cookie').toBeTruthy()

	await page.goto('/?dialog=logout')
	await waitForHydration()
	await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL('/auth/login')

	// The copy, in another browser: the settings page sends it to login.
	const other = await browser.newContext()
	try {
		await other.addCookies([copied!])
		const otherPage = await other.newPage()
		await otherPage.goto('/settings')
		await expect(otherPage).toHaveURL(/\/auth\/login\?redirectTo=%2Fsettings$/)
	} finally {
		await other.close()
	}

	// The copy, replayed by a script: GET and a settings post are both turned away.
	const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `__session=${copied!.value}` } })
	try {
		const get = await replay.get('/settings', { maxRedirects: 0 })
		expect(get.status()).toBe(302)
		expect(get.headers()['location']).toMatch(/^\/auth\/login/)
		const post = await replay.post('/settings/integrations', {
			form: { intent: 'update-webhook', webhook: 'https://attacker.example/hook' },
			headers: { Origin: baseURL! },
			maxRedirects: 0,
		})
		expect(post.status()).toBe(302)
		expect(post.headers()['location']).toMatch(/^\/auth\/login/)
	} finally {
		await replay.dispose()
	}

	// Nothing changed at the provider.
	const token = await passwordLogin(user.email, user.password!)
	const profile = await sandboxFetch<{ data: { webhookUrl: string | null } }>('/integrator/v1', { token })
	expect(profile.data.webhookUrl).toBeNull()
})
