import { test, expect, expectNoA11yViolations } from '../utils/fixtures'
import { registerIntegrator, seedScenario } from '../utils/sandbox'

/** axe-core on every page of this area: no serious or critical violation. */
for (const path of ['/auth/login', '/auth/register', '/auth/verification-successful', '/auth/verify', '/404', '/network-issue']) {
	test(`${path} has no serious accessibility violations`, async ({ page }) => {
		await page.goto(path)
		await expect(page.locator('h1, h2').first()).toBeVisible()
		await expectNoA11yViolations(page)
	})
}

test('the dashboard and the logout dialog have no serious accessibility violations', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await waitForHydration()
	await expectNoA11yViolations(page)
	await page.goto('/?dialog=logout')
	await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible()
	await expectNoA11yViolations(page)
})

test('My Products, Subscriptions and a service page have no serious accessibility violations', async ({ page, login }) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	for (const path of ['/products', '/subscriptions', '/product/trading']) {
		await page.goto(path)
		await expect(page.locator('h1').first()).toBeVisible()
		await expectNoA11yViolations(page)
	}
})

test('the Profile and Security settings tabs have no serious accessibility violations', async ({ page, login }) => {
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)
	for (const path of ['/settings', '/settings/security?section=pin&edit=1', '/settings/security?section=sessions&dialog=new-session']) {
		await page.goto(path)
		await expect(page.locator('h1').first()).toBeVisible()
		await expectNoA11yViolations(page)
	}
})

// Its own test since it holds the signing secret and the delivery log (the full log is scanned in settings/webhooks.spec.ts).
test('the Integrations settings tab has no serious accessibility violations', async ({ page, login }) => {
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)
	await page.goto('/settings/integrations')
	await expect(page.locator('h1').first()).toBeVisible()
	await expectNoA11yViolations(page)
})

// Its own test: seven axe runs in one test do not fit the 30 s budget on a busy two-core machine.
test('the Products & subscriptions settings tab and its sub-screens have no serious accessibility violations', async ({ page, login }) => {
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)
	for (const path of [
		'/settings/products',
		'/settings/products?product=trading&screen=emails',
		'/settings/products?product=trading&screen=addresses',
	]) {
		await page.goto(path)
		await expect(page.locator('h1').first()).toBeVisible()
		await expectNoA11yViolations(page)
	}
})
