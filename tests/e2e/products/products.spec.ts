import { SERVICES } from '../../../app/lib/products/services'
import type { ServiceName } from '../../../contract/products'
import { test, expect } from '../utils/fixtures'
import { approveSubscription, passwordLogin, registerIntegrator, sandboxFetch, seedScenario, waitForMessage } from '../utils/sandbox'

/**
 * The whole path: subscribe, see it pending, have it approved, activate it
 * (accepting its documents), open it, find it in the sidebar, deactivate it
 * (after confirming), and be turned away from it.
 */
test('subscribe, approve, activate with the documents, open, deactivate, turned away', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/products')
	await expect(page).toHaveTitle('My Products | Integrator Dashboard')
	const card = page.getByTestId('product-trading')
	await expect(card).toContainText('Not subscribed')

	await waitForHydration()
	await card.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByTestId('toast')).toContainText('Subscription Request')
	await expect(page.getByTestId('toast')).toContainText(
		'Your subscription request is currently in review, you will receive a notification when your subscription is live.',
	)
	await expect(card).toContainText('Pending review')
	// Pending services are not in the sidebar.
	await expect(page.locator('aside details ul li a')).toHaveText(['Overview'])

	await approveSubscription(user.email, 'trading')
	// The toast's promise is kept: the approval is e-mailed.
	const notice = await waitForMessage(user.email, { subject: 'Your Trading subscription is approved' })
	expect(notice.channel).toBe('email')
	await page.reload()
	await expect(card).toContainText('Approved, not active')
	// Approved: listed, its entry leading to its card here to activate it.
	await expect(page.locator('aside').getByRole('link', { name: 'Trading (not active: activate it)' })).toHaveAttribute(
		'href',
		'/products#product-trading',
	)
	await waitForHydration()
	await card.getByRole('checkbox').check()
	await card.getByRole('button', { name: 'Activate' }).click()
	await expect(page.getByTestId('toast')).toContainText('Activated successfully')
	await expect(card).toContainText('Active')
	await expect(page.locator('aside details ul li a')).toHaveText(['Overview', 'Trading'])

	await card.getByRole('link', { name: 'Open' }).click()
	await expect(page).toHaveURL('/product/trading')
	await expect(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My Products')
	// The rate card is the service's Pricing page, Deactivate is on its Settings page, both in the header's menu (record 117).
	await expect(page.getByRole('heading', { name: 'Your rates' })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Deactivate Trading' })).toHaveCount(0)
	await page.getByTestId('page-menu').locator('summary').click()
	await page.getByRole('link', { name: 'Trading pricing' }).click()
	await expect(page).toHaveURL('/product/trading/pricing')
	await expect(page.getByRole('heading', { name: 'Your rates' })).toBeVisible()
	await expect(page.getByTestId('rates-trade')).toBeVisible()
	await page.getByTestId('page-menu').locator('summary').click()
	await page.getByRole('link', { name: 'Trading settings' }).click()
	await expect(page).toHaveURL('/product/trading/settings')

	await waitForHydration()
	await page.getByRole('link', { name: 'Deactivate Trading' }).click()
	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Deactivate Trading?' })
	await expect(confirm).toBeVisible()
	await confirm.getByRole('button', { name: 'Deactivate' }).click()
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText('Deactivated successfully')
	await expect(card).toContainText('Approved, not active')

	await page.goto('/product/trading')
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText(
		'You are unable to view this page because you have not activated the Trading service',
	)
})

test('a service without documents activates at once, and the subscriptions list can switch it', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'compliance' } })
	await approveSubscription(user.email, 'compliance')
	await login(page, user.email)

	await page.goto('/subscriptions')
	const row = page.getByTestId('subscription-compliance')
	await expect(row).toContainText('Approved, not active')
	await expect(row).toContainText('Approved')
	await waitForHydration()
	await row.getByRole('button', { name: 'Activate' }).click()
	await expect(page.getByTestId('toast')).toContainText('Activated successfully')
	await expect(row).toContainText('Active')
	await row.getByRole('link', { name: 'Deactivate Compliance' }).click()
	await page
		.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Deactivate Compliance?' })
		.getByRole('button', { name: 'Deactivate' })
		.click()
	await expect(page.getByTestId('toast')).toContainText('Deactivated successfully')
	await expect(row).toContainText('Approved, not active')
})

test('deactivating asks first; Cancel changes nothing @bad-input', async ({ page, login, waitForHydration, jsEnabled }) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'compliance' } })
	await approveSubscription(user.email, 'compliance')
	await sandboxFetch('/integrator/v1/subscription/activate', { token, method: 'PATCH', body: { name: 'compliance' } })
	await login(page, user.email)
	await page.goto('/product/compliance/settings')
	await waitForHydration()
	await page.getByRole('link', { name: 'Deactivate Compliance' }).click()
	await expect(page).toHaveURL('/product/compliance/settings?dialog=deactivate&service=compliance')
	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Deactivate Compliance?' })
	await expect(confirm).toContainText('Its pages and API calls stop working')
	await confirm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL('/product/compliance/settings')
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible()
})

test('the subscriptions list fits the screen: cards at 360 px, the actions in view at 1280 px', async ({ page, login }) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	for (const width of [360, 1280, 1920]) {
		await page.setViewportSize({ width, height: 800 })
		await page.goto('/subscriptions')
		const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(pageWidth, `page width at ${width} px`).toBeLessThanOrEqual(width)
		const action = page.getByTestId('subscription-trading').getByRole('link', { name: 'Deactivate Trading' })
		await expect(action).toBeVisible()
		const box = await action.boundingBox()
		expect(box!.x + box!.width, `the action's right edge at ${width} px`).toBeLessThanOrEqual(width)
	}
})

test('a rate card fits 360 px: every value shown, nothing scrolls sideways', async ({ page, login }) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	await page.setViewportSize({ width: 360, height: 800 })
	await page.goto('/product/trading/pricing')
	const rates = page.getByTestId('rates-trade')
	await expect(rates.locator('dt', { hasText: 'Daily limit' }).first()).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
	for (const value of await rates.locator('dd').all()) {
		const box = await value.boundingBox()
		expect(box!.x + box!.width, await value.innerText()).toBeLessThanOrEqual(360)
	}
})

test('the lending rate card states its limits in USD, the currency lent, not the BTC collateral, and its loan-to-value levels', async ({
	page,
	login,
}) => {
	const scenario = await seedScenario('services-approved')
	await login(page, scenario.integrators[0]!.email)
	await page.goto('/product/lending-service/pricing')
	const loans = page.getByTestId('rates-loan').getByRole('listitem')
	await expect(loans).toHaveCount(2)
	const btcLoan = loans.filter({ hasText: 'Loan against BTC collateral' })
	await expect(btcLoan.locator('dd').nth(2)).toHaveText('$100.00')
	await expect(btcLoan.locator('dd').nth(3)).toHaveText('$500,000.00')
	await expect(btcLoan.getByTestId('rate-ltv')).toHaveText('Loan-to-value: at most 50% at request · warning at 65% · liquidation at 80%')
	await expect(page.getByTestId('rates-loan')).not.toContainText('100.00 BTC')
})

test('the subscriptions list says when there is nothing yet', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/subscriptions')
	await expect(page.getByText('Nothing to show here yet')).toBeVisible()
	await page.getByRole('link', { name: 'Go to My Products' }).click()
	await expect(page).toHaveURL('/products')
})

test('bad posts get a clear message and change nothing @bad-input', async ({ page, login, baseURL }) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'trading' } })
	await login(page, user.email)
	const post = (form: Record<string, string>) => page.request.post('/products', { form, headers: { Origin: baseURL! }, maxRedirects: 0 })

	const unknown = await post({ intent: 'subscribe', service: 'casino' })
	expect(unknown.status()).toBe(400)
	expect(await unknown.text()).toContain('Choose a service and an action.')

	const twice = await post({ intent: 'subscribe', service: 'trading' })
	expect(twice.status()).toBe(409)
	expect(await twice.text()).toContain('You have already subscribed to the Trading service')

	const early = await post({ intent: 'activate', service: 'trading' })
	expect(early.status()).toBe(409)
	expect(await early.text()).toContain('Your subscription for the Trading service is pending review.')

	await approveSubscription(user.email, 'trading')
	const withoutDocuments = await post({ intent: 'activate', service: 'trading' })
	expect(withoutDocuments.status()).toBe(400)
	expect(await withoutDocuments.text()).toContain("Accept 'Trading terms' to activate the Trading service.")

	const subscriptions = await sandboxFetch<{ data: Array<{ name: string; status: boolean }> }>('/integrator/v1/subscriptions', { token })
	expect(subscriptions.data).toEqual([expect.objectContaining({ name: 'trading', status: false })])
})

/**
 * The guard's three messages, for each of the six services, with each
 * service named by its guard name (Payment says Payment).
 */
const GUARDED: ServiceName[] = ['trading', 'wallets', 'compliance', 'fcat', 'lending', 'payment']
for (const name of GUARDED) {
	test(`the ${SERVICES[name].label} page turns away each state that is not active`, async ({ page, login }) => {
		const user = await registerIntegrator()
		const token = await passwordLogin(user.email, user.password!)
		await login(page, user.email)
		const guardName = SERVICES[name].guardName
		const toast = page.getByTestId('toast')

		await page.goto(SERVICES[name].path)
		await expect(page).toHaveURL('/products')
		await expect(toast).toContainText('Ooooops')
		await expect(toast).toContainText(`You are unable to view this page because you have not subscribed to the ${guardName} service`)

		await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name } })
		await page.goto(SERVICES[name].path)
		await expect(page).toHaveURL('/products')
		await expect(toast).toContainText('You are unable to view this page because your subscription for this service is pending review')

		await approveSubscription(user.email, name)
		await page.goto(SERVICES[name].path)
		await expect(page).toHaveURL('/products')
		await expect(toast).toContainText(`You are unable to view this page because you have not activated the ${guardName} service`)

		// Actions under the page are guarded too.
		const posted = await page.request.post(SERVICES[name].path, {
			form: { intent: 'deactivate', service: name },
			headers: { Origin: new URL(page.url()).origin },
			maxRedirects: 0,
		})
		expect(posted.status()).toBe(302)
		expect(posted.headers()['location']).toBe('/products')
	})
}

test('everything under /fiat/ and /crypto/ is behind its service guard', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/fiat/payout/receipt?currency=USD')
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText('you have not subscribed to the FCAT service')
	await page.goto('/crypto/crypto-transaction-analysis-report?network=BTC')
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText('you have not subscribed to the Wallet service')
})
