import { MESSENGER_APP_ID, MESSENGER_SCRIPT_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

// These tests are about logging in (the login event, the cookie a login sets): no session made for them.
test.use({ loginBy: 'link' })

type Call = [string, unknown?]

/**
 * The messenger is a third-party widget: a local fake stands in for its
 * script and records every call it is given (the queued ones included).
 */
const RECORDING_WIDGET = `
	(function () {
		var queued = (window.Intercom && window.Intercom.q) || [];
		function record(args) {
			window.__messengerCalls = window.__messengerCalls || [];
			window.__messengerCalls.push(Array.prototype.slice.call(args));
			navigator.sendBeacon('/__fake-messenger/record', JSON.stringify(Array.prototype.slice.call(args)));
		}
		window.Intercom = function () { record(arguments); };
		queued.forEach(record);
	})();
`

test('the messenger loads 3 s after the page, identifies the user and tracks login and logout', async ({
	page,
	context,
	login,
	waitForHydration,
}) => {
	const recorded: Call[] = []
	await context.route(MESSENGER_SCRIPT_URL, (route) =>
		route.fulfill({ status: 200, contentType: 'text/javascript', body: RECORDING_WIDGET }),
	)
	await context.route('**/__fake-messenger/record', async (route) => {
		recorded.push(JSON.parse(route.request().postData() ?? '[]') as Call)
		await route.fulfill({ status: 204 })
	})
	await page.clock.install()
	const user = await registerIntegrator({ accountType: 'INDIVIDUAL', firstName: 'Mia', lastName: 'Messenger' })
	await login(page, user.email)
	await waitForHydration()

	await page.clock.runFor(2_500)
	expect(await page.evaluate(() => document.querySelectorAll('script[data-messenger]').length)).toBe(0)
	await page.clock.runFor(600)
	await expect.poll(() => recorded.length).toBeGreaterThanOrEqual(2)
	const [boot, login_] = recorded
	expect(boot![0]).toBe('boot')
	expect(boot![1]).toMatchObject({ app_id: MESSENGER_APP_ID, email: user.email, name: 'Mia Messenger' })
	expect((boot![1] as { user_id: string }).user_id).toBe(user.profile.pk)
	expect(typeof (boot![1] as { created_at: number }).created_at).toBe('number')
	expect(login_).toEqual(['trackEvent', 'logged-in'])

	await page.getByRole('link', { name: 'Logout' }).first().click()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL('/auth/login')
	await expect.poll(() => recorded.map((c) => c.join(':'))).toContain('trackEvent:logged-out')
	expect(recorded.map((c) => c[0])).toContain('shutdown')
})

test('a page reload does not count as a new login', async ({ page, context, login, waitForHydration }) => {
	await context.route(MESSENGER_SCRIPT_URL, (route) =>
		route.fulfill({ status: 200, contentType: 'text/javascript', body: RECORDING_WIDGET }),
	)
	await context.route('**/__fake-messenger/record', (route) => route.fulfill({ status: 204 }))
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.reload()
	await waitForHydration()
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { __messengerCalls?: Call[] }).__messengerCalls?.length ?? 0), { timeout: 8_000 })
		.toBeGreaterThan(0)
	const calls = await page.evaluate(() => (window as unknown as { __messengerCalls: Call[] }).__messengerCalls)
	expect(calls.map((c) => c[0])).toEqual(['boot'])
})
