import { DASHBOARD_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

/**
 * The page header, breadcrumbs, titles and skip link
 * (docs/decisions/116-page-header-breadcrumbs-and-titles.md), and each
 * service's Pricing and Settings pages (record 117).
 */

/** Each crumb's own text: its link, or the current page (the '›' between them is not part of either). */
const trail = (page: import('@playwright/test').Page) =>
	page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li > a, li[aria-current]')

/**
 * Every kind of page under its header: the trail is Dashboard, then My Products and the service for a service's page, then
 * the page's own levels, never a label twice; the last crumb is what is open, and the tab says it (with the service).
 */
const TABLE: { scenario: string; path: string; crumbs: string[]; service?: string }[] = [
	{
		scenario: 'wallets-active',
		path: '/product/wallet-service/all-wallets',
		crumbs: ['Dashboard', 'My Products', 'Crypto wallet', 'All wallets'],
		service: 'Crypto wallet',
	},
	{
		scenario: 'crypto-active',
		path: '/product/trading/orders',
		crumbs: ['Dashboard', 'My Products', 'Trading', 'Orders'],
		service: 'Trading',
	},
	{
		scenario: 'crypto-active',
		path: '/product/lending-service/all-wallets',
		crumbs: ['Dashboard', 'My Products', 'Lending', 'Collateral wallets'],
		service: 'Lending',
	},
	{
		scenario: 'fiat-active',
		path: '/product/fiat-wallet-service/wallet?currency=NGN',
		crumbs: ['Dashboard', 'My Products', 'Fiat wallet', 'NGN wallet'],
		service: 'Fiat wallet',
	},
	{
		scenario: 'fiat-active',
		path: '/product/payment-service/bulk-payout',
		crumbs: ['Dashboard', 'My Products', 'Payment', 'Bulk payout'],
		service: 'Payment',
	},
	{
		scenario: 'compliance-active',
		path: '/product/compliance/crypto-transaction-analysis',
		crumbs: ['Dashboard', 'My Products', 'Compliance', 'Crypto transaction analysis'],
		service: 'Compliance',
	},
	{ scenario: 'fiat-active', path: '/products', crumbs: ['Dashboard', 'My Products'] },
	{ scenario: 'fiat-active', path: '/funding-balances', crumbs: ['Dashboard', 'Accounts', 'Funding balances'] },
	{ scenario: 'fiat-active', path: '/funding-account/NGN', crumbs: ['Dashboard', 'Funding balances', 'NGN funding account'] },
	{ scenario: 'fiat-active', path: '/local-transfer', crumbs: ['Dashboard', 'Funding balances', 'Local transfer'] },
	{ scenario: 'fiat-active', path: '/local-transfers', crumbs: ['Dashboard', 'Funding balances', 'Local transfers'] },
	{
		scenario: 'fiat-active',
		path: '/product/fiat-wallet-service/payout?currency=NGN',
		crumbs: ['Dashboard', 'My Products', 'Fiat wallet', 'Payout in NGN'],
		service: 'Fiat wallet',
	},
	{
		scenario: 'fiat-active',
		path: '/fiat/create-business-beneficiary?currency=EUR',
		crumbs: ['Dashboard', 'My Products', 'Fiat wallet', 'New business beneficiary'],
		service: 'Fiat wallet',
	},
	{
		scenario: 'fiat-active',
		path: '/product/payment-service/all-wallets',
		crumbs: ['Dashboard', 'My Products', 'Payment', 'All payment wallets'],
		service: 'Payment',
	},
	{
		scenario: 'fiat-active',
		path: '/product/payment-service/add-crypto-beneficiary',
		crumbs: ['Dashboard', 'My Products', 'Payment', 'New crypto beneficiary'],
		service: 'Payment',
	},
	{
		scenario: 'wallets-active',
		path: '/product/wallet-service/BTC',
		crumbs: ['Dashboard', 'My Products', 'Crypto wallet', 'BTC wallet'],
		service: 'Crypto wallet',
	},
	{
		scenario: 'wallets-active',
		path: '/product/wallet-service/BTC/withdraw',
		crumbs: ['Dashboard', 'My Products', 'Crypto wallet', 'BTC wallet', 'Withdraw BTC'],
		service: 'Crypto wallet',
	},
	{
		scenario: 'crypto-active',
		path: '/product/trading/quote',
		crumbs: ['Dashboard', 'My Products', 'Trading', 'Request a quote'],
		service: 'Trading',
	},
	{
		scenario: 'crypto-active',
		path: '/product/trading/transfer',
		crumbs: ['Dashboard', 'My Products', 'Trading', 'Transfer'],
		service: 'Trading',
	},
	{
		scenario: 'crypto-active',
		path: '/product/lending-service/loans/new',
		crumbs: ['Dashboard', 'My Products', 'Lending', 'Request a loan'],
		service: 'Lending',
	},
	{
		scenario: 'compliance-active',
		path: '/product/compliance/crypto-wallet-analysis',
		crumbs: ['Dashboard', 'My Products', 'Compliance', 'Crypto wallet analysis'],
		service: 'Compliance',
	},
]

test('every kind of page: its header, a trail that follows the sidebar, and a tab naming what is open', async ({ page, login }) => {
	test.slow()
	const users = new Map<string, string>()
	let signedIn = ''
	for (const { scenario, path, crumbs, service } of TABLE) {
		if (!users.has(scenario)) users.set(scenario, (await seedScenario(scenario)).integrators[0]!.email)
		const email = users.get(scenario)!
		if (email !== signedIn) await login(page, email)
		signedIn = email
		await page.goto(path)
		await expect(page.getByTestId('page-header').locator('h1'), path).toBeVisible()
		await expect(trail(page), path).toHaveText(crumbs)
		expect(new Set(crumbs).size, path).toBe(crumbs.length)
		const open = crumbs.at(-1)!
		await expect(page, path).toHaveTitle(`${service && service !== open ? `${open} · ${service}` : open} | Integrator Dashboard`)
	}
})

test('a batch, an order and a loan are named in the tab and the trail, never a level twice', async ({ page, login }) => {
	const fiat = (await seedScenario('fiat-active')).integrators[0]!
	await login(page, fiat.email)
	await page.goto('/product/payment-service')
	await page.getByTestId('page-header').waitFor()
	await page.locator('a[href^="/product/payment-service/bulk-payout/"]').first().click()
	await expect(trail(page)).toHaveCount(5)
	const crumbs = await trail(page).allInnerTexts()
	expect(crumbs.slice(0, 4)).toEqual(['Dashboard', 'My Products', 'Payment', 'Bulk payout'])
	expect(crumbs[4]).toMatch(/^Batch .+\.csv$/)
	expect(new Set(crumbs).size).toBe(crumbs.length)
	await expect(page).toHaveTitle(/^Batch .+\.csv · Payment \| Integrator Dashboard$/)

	const crypto = (await seedScenario('crypto-active')).integrators[0]!
	await login(page, crypto.email)
	await page.goto('/product/trading/orders')
	await page.getByTestId('order-link').first().click()
	await expect(page).toHaveTitle(/^Order tqt_[0-9a-f]+ · Trading \| Integrator Dashboard$/)
	await expect(trail(page)).toHaveText(['Dashboard', 'My Products', 'Trading', 'Orders', /^Order tqt_/])
	await page.goto('/product/lending-service')
	await page.getByTestId('figure-highest-ltv').getByRole('link').click()
	await expect(page).toHaveTitle(/^Loan LN-[0-9A-Z-]+ · Lending \| Integrator Dashboard$/)
})

test("'Skip to content' is the first thing the keyboard reaches, and leads to the page", async ({ page, login, waitForHydration }) => {
	const wallets = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, wallets.email)
	await page.goto('/product/wallet-service')
	await waitForHydration()
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to content' })
	await expect(skip).toBeFocused()
	await expect(skip).toBeInViewport()
	await skip.press('Enter')
	await expect(page).toHaveURL(/#main-content$/)
	await expect(page.locator('main#main-content')).toBeFocused()
	// Signed out too: first in the page (the login page puts the focus in its e-mail field once JavaScript runs).
	await page.context().clearCookies()
	await page.goto('/auth/login')
	await expect(page.locator('body > :first-child')).toHaveAttribute('href', '#main-content')
	await expect(page.locator('main#main-content')).toHaveCount(1)
})

test("the overview opens with its figures; Deactivate is reached through the service's settings, asked first", async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const crypto = (await seedScenario('crypto-active')).integrators[0]!
	await login(page, crypto.email)
	await page.goto('/product/lending-service')
	// The loan near its warning level is the figure to watch (sandbox/scenarios.ts: about 58 %, warning at 60 %).
	await expect(page.getByTestId('figure-highest-ltv')).toContainText('(warning at 60 %)')
	await expect(page.getByRole('link', { name: 'Request a loan' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Deactivate Lending' })).toHaveCount(0)
	await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0)

	await page.getByTestId('page-menu').locator('summary').click()
	await page.getByRole('link', { name: 'Lending settings' }).click()
	await expect(page).toHaveURL('/product/lending-service/settings')
	await expect(trail(page)).toHaveText(['Dashboard', 'My Products', 'Lending', 'Settings'])
	await expect(page).toHaveTitle('Settings · Lending | Integrator Dashboard')
	await waitForHydration()
	await page.getByRole('link', { name: 'Deactivate Lending' }).click()
	await expect(page).toHaveURL('/product/lending-service/settings?dialog=deactivate&service=lending')
	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Deactivate Lending?' })
	await confirm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL('/product/lending-service/settings')
	// 'Cancel' changed nothing.
	const token = await passwordLogin(crypto.email, crypto.password!)
	const subscriptions = async () =>
		((await sandboxFetch('/integrator/v1/subscriptions', { token })) as { data: { name: string; status: boolean }[] }).data
			.map((s) => `${s.name}:${s.status}`)
			.sort()
	const before = await subscriptions()
	expect(before).toContain('lending:true')

	// The settings page deactivates its own service only: a post naming another is refused and changes nothing.
	const refused = await page.request.post('/product/lending-service/settings', {
		form: { intent: 'deactivate', service: 'trading' },
		headers: { origin: DASHBOARD_URL },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(400)
	expect(await subscriptions()).toEqual(before)

	await page.getByRole('link', { name: 'Deactivate Lending' }).click()
	await confirm.getByRole('button', { name: 'Deactivate' }).click()
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText('Deactivated successfully')
	expect(await subscriptions()).toEqual(before.map((s) => (s === 'lending:true' ? 'lending:false' : s)))
})

test("a service's Pricing page holds its rate card", async ({ page, login }) => {
	const fiat = (await seedScenario('fiat-active')).integrators[0]!
	await login(page, fiat.email)
	await page.goto('/product/fiat-wallet-service/pricing')
	await expect(page.getByRole('heading', { name: 'Fiat wallet pricing', level: 1 })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible()
	await expect(page.getByTestId('rates-payout')).toContainText('NGN')
	await expect(trail(page)).toHaveText(['Dashboard', 'My Products', 'Fiat wallet', 'Pricing'])
})

test("the Fiat wallet's overview draws each wallet's last 30 days under its balance, as an image that says them", async ({
	page,
	login,
}) => {
	const fiat = (await seedScenario('fiat-active')).integrators[0]!
	await login(page, fiat.email)
	await page.goto('/product/fiat-wallet-service')
	const figure = page.getByTestId('figure-balance-NGN')
	await expect(figure).toContainText('NGN balance')
	// Drawn on the server (no JavaScript needed): a path, and a summary through the money formatter ending at today's balance.
	const trend = figure.getByRole('img', {
		name: /^NGN balance over 30 days, \d{2} [A-Z][a-z]{2} \d{4} to \d{2} [A-Z][a-z]{2} \d{4}: from [\d,]+\.\d{2} naira to [\d,]+\.\d{2} naira; lowest [\d,]+\.\d{2} naira, highest [\d,]+\.\d{2} naira$/,
	})
	await expect(trend).toBeVisible()
	await expect(trend.locator('path').last()).toHaveAttribute('d', /^M0 [\d.]+( L[\d.]+ [\d.]+){29}$/)
	const balance = (await figure.locator('p').nth(1).innerText()).replace('₦', '')
	expect(await trend.getAttribute('aria-label')).toContain(`to ${balance} naira;`)
})
