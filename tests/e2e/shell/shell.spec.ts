import { test, expect } from '../utils/fixtures'
import { approveSubscription, seedScenario } from '../utils/sandbox'

test('the dashboard shows who you are, how verified, and every service state', async ({ page, login }) => {
	const scenario = await seedScenario('services-approved')
	const company = scenario.integrators[0]!
	await login(page, company.email)
	await expect(page.getByText('Welcome,', { exact: true })).toBeVisible()
	await expect(page.getByText('Welcome back')).toHaveCount(0)
	await expect(page.getByText('Company', { exact: true }).first()).toBeVisible()
	await expect(page.getByText('Business ID')).toBeVisible()
	await expect(page.getByText('Active since')).toBeVisible()
	await expect(page.getByText('Member since')).toHaveCount(0)
	await expect(page.getByTestId('service-state-trading')).toHaveText('Active')
	await expect(page.getByTestId('service-state-wallets')).toHaveText('Approved, not active')
	await expect(page.getByTestId('service-state-fcat')).toHaveText('Pending review')
	await expect(page.getByTestId('service-state-payment')).toHaveText('Not subscribed')
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard')
	await expect(page).toHaveTitle('Dashboard | Integrator Dashboard')
	await expect(page.getByRole('note')).toContainText('sandbox')
})

test('an individual sees ID, not Business ID, on the dashboard', async ({ page, login }) => {
	const scenario = await seedScenario('new-individual')
	await login(page, scenario.integrators[0]!.email)
	await expect(page.getByText('ID', { exact: true })).toBeVisible()
	await expect(page.getByText('Business ID')).toHaveCount(0)
})

test('My Products lists one entry per approved service, sorted by name; an inactive one leads to activating it', async ({
	page,
	login,
}) => {
	const scenario = await seedScenario('services-approved')
	const company = scenario.integrators[0]!
	await login(page, company.email)
	const sidebar = page.locator('aside')
	const entries = sidebar.locator('details ul li a')
	// trading, compliance and lending are active; wallets is approved but not active, fcat pending, payment absent.
	await expect(entries).toHaveText(['Overview', 'Compliance', /^Crypto wallet/, 'Lending', 'Trading'])
	await expect(sidebar.getByRole('link', { name: 'Crypto wallet (not active: activate it)' })).toBeVisible()

	// Its entry opens its card on My Products, with the documents to accept and 'Activate'.
	await sidebar.getByRole('link', { name: 'Crypto wallet (not active: activate it)' }).click()
	await expect(page).toHaveURL('/products#product-wallets')
	await expect(page.getByTestId('product-wallets').getByRole('button', { name: 'Activate' })).toBeVisible()

	// Pending is not approved: fcat joins once approved, still to be activated.
	await approveSubscription(company.email, 'fcat')
	await page.reload()
	await expect(entries).toHaveText(['Overview', 'Compliance', /^Crypto wallet/, /^Fiat wallet/, 'Lending', 'Trading'])
})

test('every breadcrumb trail starts at the dashboard', async ({ page, login }) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
	await page.goto('/settings/security')
	await expect(trail.getByRole('listitem')).toHaveText([/Dashboard/, /Settings/, 'Security'])
	await page.goto('/product/trading')
	await expect(trail.getByRole('listitem')).toHaveText([/Dashboard/, /My Products/, 'Trading'])
	await page.goto('/products')
	await expect(trail.getByRole('listitem')).toHaveText([/Dashboard/, 'My Products'])
})

test('collapsing the sidebar closes My Products and is remembered by the server', async ({ page, login, waitForHydration }) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	await waitForHydration()
	const sidebar = page.locator('aside')
	await expect(sidebar.locator('details')).toHaveAttribute('open', '')
	const saved = page.waitForResponse((r) => r.url().includes('/preferences/sidebar'))
	await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click()
	await expect(sidebar).toHaveAttribute('data-collapsed', 'true')
	await saved
	await expect(sidebar.locator('details')).not.toHaveAttribute('open', '')

	await page.reload()
	await expect(sidebar).toHaveAttribute('data-collapsed', 'true')
	await waitForHydration()
	const savedAgain = page.waitForResponse((r) => r.url().includes('/preferences/sidebar'))
	await sidebar.getByRole('button', { name: 'Expand sidebar' }).click()
	await expect(sidebar).toHaveAttribute('data-collapsed', 'false')
	await savedAgain
	await page.reload()
	await expect(sidebar).toHaveAttribute('data-collapsed', 'false')
})

test('logout asks first; Cancel keeps the session', async ({ page, login, waitForHydration }) => {
	const scenario = await seedScenario('new-company')
	await login(page, scenario.integrators[0]!.email)
	await waitForHydration()
	await page.getByRole('link', { name: 'Logout' }).first().click()
	await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible()
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: 'Log out?' })).toHaveCount(0)
	await page.reload()
	await expect(page).toHaveURL('/')
})

test('/dashboard is the dashboard at /', async ({ page, login }) => {
	const scenario = await seedScenario('new-individual')
	await login(page, scenario.integrators[0]!.email)
	await page.goto('/dashboard')
	await expect(page).toHaveURL('/')
})

test('unknown paths answer 404 with the not-found page, and /404 is that page @bad-input', async ({ page }) => {
	const unknown = await page.goto('/no/such/page')
	expect(unknown?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	const direct = await page.goto('/404')
	expect(direct?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('the network-issue page explains and offers a way back', async ({ page }) => {
	await page.goto('/network-issue')
	await expect(page.getByRole('heading', { name: 'Network issue' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible()
	// 'Try again' goes back to where the user was, never to this page itself.
	await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
	await page.goto('/network-issue?from=%2Fsettings%3Fx%3D1')
	await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings?x=1')
	await page.goto('/network-issue?from=https%3A%2F%2Fevil.example')
	await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
})

test('the auth pages link to the website, the API documentation and support', async ({ page }) => {
	await page.goto('/auth/login')
	await expect(page.getByRole('heading', { name: 'Liquidity Solutions for Global Businesses' })).toBeAttached()
	const links = page.getByRole('navigation', { name: 'Links' }).first()
	await expect(links.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', /^https:\/\//)
	await expect(links.getByRole('link', { name: 'Support' })).toHaveAttribute('href', /^mailto:/)
})

test('a short signed-in page fits 1280×800 under the banner: no scrolling, the collapse button in view', async ({ page, login }) => {
	const scenario = await seedScenario('new-company')
	await login(page, scenario.integrators[0]!.email)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/subscriptions')
	const overflow = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
	expect(await overflow()).toBeLessThanOrEqual(0)
	const sidebar = page.locator('aside')
	await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport({ ratio: 1 })
	// Saved by a post (in the background with JavaScript): wait for it before reloading.
	await Promise.all([
		page.waitForResponse((r) => r.url().includes('/preferences/sidebar')),
		sidebar.getByRole('button', { name: 'Collapse sidebar' }).click(),
	])
	await expect(sidebar).toHaveAttribute('data-collapsed', 'true')
	await page.goto('/subscriptions')
	expect(await overflow()).toBeLessThanOrEqual(0)
	await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeInViewport({ ratio: 1 })
})

test('the country is drawn as a flag image, not an emoji', async ({ page, login, request }) => {
	const scenario = await seedScenario('new-company')
	await login(page, scenario.integrators[0]!.email)
	const flag = page.locator('img[src^="/flags/"]').first()
	await expect(flag).toBeVisible()
	const src = await flag.getAttribute('src')
	const image = await request.get(src!)
	expect(image.status()).toBe(200)
	expect(image.headers()['content-type']).toContain('image/svg+xml')
	await expect(page.locator('main')).not.toContainText(/[\u{1F1E6}-\u{1F1FF}]/u)
})

test('the sign-up country list has names, no emoji flags', async ({ page }) => {
	await page.goto('/auth/register')
	const options = await page.getByLabel('Country').locator('option').allTextContents()
	expect(options).toContain('Nigeria')
	expect(options.join('')).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u)
})
