import { test, expect, expectNoA11yViolations } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

/** The fixtures every flow uses (utils/fixtures.ts) do what they say. */

/**
 * The accessibility check runs once per page state, on the page the test
 * rendered: in the js-enabled project on that page itself, and never on a copy
 * of it rendered again in a second browser context (docs/decisions/067-axe-once-per-page-state.md).
 */
test('axe checks the page the test rendered, and never renders it again elsewhere', async ({ page, browser, jsEnabled }) => {
	let contextsOpened = 0
	const newContext = browser.newContext.bind(browser)
	browser.newContext = (...args) => (contextsOpened++, newContext(...args))
	try {
		// An image without a text alternative: a critical violation.
		await page.setContent(
			'<!doctype html><html lang="en"><head><title>axe</title></head><body><main><h1>axe</h1><img src="data:,"></main></body></html>',
		)
		const check = expectNoA11yViolations(page)
		if (jsEnabled) await expect(check).rejects.toThrow(/critical image-alt/)
		else await check
		expect(contextsOpened, 'browser contexts opened by the check').toBe(0)
	} finally {
		browser.newContext = newContext
	}
})

/** The pages a browser navigated to (documents only), by path. */
function navigations(page: import('@playwright/test').Page) {
	const paths: string[] = []
	page.on('request', (request) => {
		if (request.isNavigationRequest()) paths.push(new URL(request.url()).pathname)
	})
	return paths
}

test('login opens the dashboard with a session made for the test, without the login pages', async ({ page, login }) => {
	const user = await registerIntegrator()
	const visited = navigations(page)
	await login(page, user.email)
	await expect(page).toHaveTitle('Dashboard | Integrator Dashboard')
	await expect(page.getByText(user.email).first()).toBeAttached()
	expect(visited).toEqual(['/'])
})

test.describe('with loginBy: link', () => {
	test.use({ loginBy: 'link' })
	test('login goes through the e-mailed link, as a user does', async ({ page, login }) => {
		const user = await registerIntegrator()
		const visited = navigations(page)
		await login(page, user.email)
		await expect(page).toHaveTitle('Dashboard | Integrator Dashboard')
		await expect(page.getByText(user.email).first()).toBeAttached()
		expect(visited).toEqual(['/auth/verify', '/'])
	})
})
