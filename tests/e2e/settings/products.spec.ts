import type { Page } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { approveSubscription, passwordLogin, registerIntegrator, sandboxFetch, seedScenario } from '../utils/sandbox'

/**
 * The Products & subscriptions tab: the product menu, Manage
 * emails, the blacklist check and saved withdrawal addresses, against the
 * sandbox's settings-ready company (trading and wallets active, two saved
 * addresses).
 */

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TRON_ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'

async function settingsReady() {
	const scenario = await seedScenario('settings-ready')
	const user = scenario.integrators[0]!
	const token = await passwordLogin(user.email, user.password!)
	return { email: user.email, token }
}

type Notifications = { data: Array<{ emailSetting: string; active: boolean }> }
const emailSettings = async (token: string) =>
	Object.fromEntries(
		(await sandboxFetch<Notifications>('/integrator/v1/email-notifications', { token })).data.map((n) => [n.emailSetting, n.active]),
	)
type Profile = { data: { checkBlacklistOnWithdrawal: boolean; alwaysShowBlacklistCheck: boolean } }
const blacklistFlags = async (token: string) => {
	const { data } = await sandboxFetch<Profile>('/integrator/v1', { token })
	return { checkBlacklistOnWithdrawal: data.checkBlacklistOnWithdrawal, alwaysShowBlacklistCheck: data.alwaysShowBlacklistCheck }
}
type Addresses = { data: Array<{ addressId: string; address: string }> }
const savedAddresses = async (token: string) => (await sandboxFetch<Addresses>('/integrator/v1/withdrawal-addresses', { token })).data

const productMenu = (page: Page) => page.getByRole('navigation', { name: 'Products' })

test('the menu lists Funding and the approved services; each item has its own URL and a back button', async ({ page, login }) => {
	const { email } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products')
	await expect(page).toHaveTitle('Products & subscriptions | Integrator Dashboard')
	await expect(page.getByRole('heading', { name: 'Manage products' })).toBeVisible()
	await expect(productMenu(page).getByRole('link')).toHaveText(['Crypto wallet', 'Funding', 'Trading'])
	await expect(productMenu(page).getByRole('link', { name: 'Funding' })).toHaveAttribute('aria-current', 'page')
	const panel = page.getByRole('main')
	await expect(panel.getByRole('link', { name: 'Manage emails' })).toBeVisible()
	await expect(panel.getByRole('link', { name: 'Blacklist checks' })).toHaveCount(0)

	await productMenu(page).getByRole('link', { name: 'Trading' }).click()
	await expect(page).toHaveURL('/settings/products?product=trading')
	await expect(productMenu(page).getByRole('link', { name: 'Trading' })).toHaveAttribute('aria-current', 'page')
	for (const [item, screen] of [
		['Manage emails', 'emails'],
		['Blacklist checks', 'blacklist'],
		['Saved wallet address', 'addresses'],
	] as const) {
		await panel.getByRole('link', { name: item }).click()
		await expect(page).toHaveURL(`/settings/products?product=trading&screen=${screen}`)
		await expect(page.getByRole('heading', { name: new RegExp(`^${item}`) })).toBeVisible()
		await page.getByRole('link', { name: 'Back to Trading' }).click()
		await expect(page).toHaveURL('/settings/products?product=trading')
	}
})

test('e-mail preferences are updated, kept, and an unchanged form changes nothing', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const { email, token } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products?product=trading&screen=emails')
	const settlement = page.getByRole('switch', { name: 'Settlement' })
	const update = page.getByRole('button', { name: 'Update' })
	await expect(settlement).toBeChecked()
	await expect(page.getByRole('switch')).toHaveCount(5)
	await waitForHydration()

	// Nothing differs from the saved values.
	if (jsEnabled) {
		await expect(update).toBeDisabled()
	} else {
		await update.click()
		await expect(page.getByTestId('toast')).toContainText('Nothing to update')
	}
	expect(Object.values(await emailSettings(token)).every(Boolean)).toBe(true)

	await settlement.uncheck()
	await page.getByRole('switch', { name: 'Internal transfer' }).uncheck()
	await expect(update).toBeEnabled()
	await update.click()
	await expect(page.getByTestId('toast')).toContainText('Email preferences updated')
	await expect(page.getByTestId('toast')).toContainText('You can change your settings later.')

	await page.reload()
	await expect(settlement).not.toBeChecked()
	await expect(page.getByRole('switch', { name: 'Internal transfer' })).not.toBeChecked()
	await expect(page.getByRole('switch', { name: 'Wallet created' })).toBeChecked()
	const saved = await emailSettings(token)
	expect(saved).toMatchObject({ TRADING_SETTLEMENT: false, TRADING_INTERNAL_TRANSFER: false, TRADING_WALLET_CREATED: true })
	// Other products' preferences are untouched.
	expect(saved).toMatchObject({ WALLETS_DEPOSIT_COMPLETED: true, FUNDING_INTERNAL_TRANSFER: true, LOCAL_TRANSFER: true })
})

test('the blacklist check goes on and off', async ({ page, login, waitForHydration }) => {
	const { email, token } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products?product=wallets&screen=blacklist')
	await expect(page.getByText('$5 fee each time')).toBeVisible()
	const toggle = page.getByRole('switch', { name: 'Check withdrawal addresses against blacklists' })
	await expect(toggle).toHaveAttribute('aria-checked', 'false')
	await waitForHydration()

	await toggle.click()
	await expect(page.getByTestId('toast')).toContainText('Blacklist check on')
	await expect(toggle).toHaveAttribute('aria-checked', 'true')
	expect(await blacklistFlags(token)).toEqual({ checkBlacklistOnWithdrawal: true, alwaysShowBlacklistCheck: false })

	await toggle.click()
	await expect(page.getByTestId('toast')).toContainText('Blacklist check off')
	await expect(toggle).toHaveAttribute('aria-checked', 'false')
	expect(await blacklistFlags(token)).toEqual({ checkBlacklistOnWithdrawal: false, alwaysShowBlacklistCheck: true })

	await page.reload()
	await expect(toggle).toHaveAttribute('aria-checked', 'false')
})

test('a saved address is deleted after a confirmation; Cancel keeps it', async ({ page, login, waitForHydration, jsEnabled }) => {
	const { email, token } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products?product=trading&screen=addresses')
	const rows = page.getByTestId('saved-address')
	await expect(rows).toHaveCount(2)
	await waitForHydration()

	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Delete this address?' })
	await page.getByRole('link', { name: 'Delete bc1qar…5mdq' }).click()
	await expect(page).toHaveURL(/dialog=delete-address&addressId=/)
	await expect(confirm).toBeVisible()
	await expect(confirm).toContainText(BTC_ADDRESS)
	await confirm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL('/settings/products?product=trading&screen=addresses')
	await expect(confirm).toHaveCount(0)
	await expect(rows).toHaveCount(2)
	expect(await savedAddresses(token)).toHaveLength(2)

	await page.getByRole('link', { name: 'Delete bc1qar…5mdq' }).click()
	await confirm.getByRole('button', { name: 'Delete address' }).click()
	await expect(page.getByTestId('toast')).toContainText('Address deleted')
	await expect(rows).toHaveCount(1)
	await expect(rows).toContainText(TRON_ADDRESS)
	await expect(page).toHaveURL('/settings/products?product=trading&screen=addresses')
	expect((await savedAddresses(token)).map((a) => a.address)).toEqual([TRON_ADDRESS])
})

test('an address is added; a bad address for its network is refused under the field @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { email, token } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products?product=trading&screen=addresses')
	await waitForHydration()
	const add = page.getByRole('region', { name: 'Add address' })
	await add.getByLabel('Address').fill(TRON_ADDRESS.replace('T', 'X'))
	await add.getByLabel('Asset').fill('usdc')
	await add.getByLabel('Network').selectOption('ETH')
	await add.getByRole('button', { name: 'Add address' }).click()
	await expect(add.getByText('This is not a valid Ethereum (ERC20) address')).toBeVisible()
	expect(await savedAddresses(token)).toHaveLength(2)

	const ethAddress = '0x52908400098527886E0F7030069857D2E4169EE7'
	await add.getByLabel('Address').fill(ethAddress)
	await add.getByLabel('Asset').fill('usdc')
	await add.getByLabel('Network').selectOption('ETH')
	await add.getByLabel('Description (optional)').fill('Payroll')
	await add.getByRole('button', { name: 'Add address' }).click()
	await expect(page.getByTestId('toast')).toContainText('Address added')
	await expect(page).toHaveURL('/settings/products?product=trading&screen=addresses')
	await expect(page.getByTestId('saved-address')).toHaveCount(3)
	await expect(page.getByTestId('saved-address').first()).toContainText(ethAddress)
	await expect(page.getByTestId('saved-address').first()).toContainText('USDC')
	await expect(page.getByTestId('saved-address').first()).toContainText('Payroll')
	expect((await savedAddresses(token)).map((a) => a.address)).toContain(ethAddress)
})

test('saved addresses are searched on the server', async ({ page, login, waitForHydration }) => {
	const { email } = await settingsReady()
	await login(page, email)
	await page.goto('/settings/products?product=wallets&screen=addresses')
	const rows = page.getByTestId('saved-address')
	await expect(rows).toHaveCount(2)
	await waitForHydration()
	const search = async (query: string) => {
		await page.getByLabel('Search addresses').fill(query)
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(`/settings/products?product=wallets&screen=addresses&q=${encodeURIComponent(query)}`)
	}

	// Network, description, asset name, uid.
	await search('tron')
	await expect(rows).toHaveCount(1)
	await expect(rows).toContainText(TRON_ADDRESS)
	await search('treasury')
	await expect(rows).toHaveText([new RegExp(BTC_ADDRESS)])
	await search('tether')
	await expect(rows).toHaveText([new RegExp(TRON_ADDRESS)])
	await search('WA-')
	await expect(rows).toHaveCount(2)
	await search('dogecoin')
	await expect(rows).toHaveCount(0)
	await expect(page.getByText('No search found for dogecoin')).toBeVisible()
})

test('no subscriptions, one in review, two in review, then one approved', async ({ page, login }) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await login(page, user.email)
	await page.goto('/settings/products')
	await expect(page.getByText("You don't have any subscriptions yet, visit our Products page to subscribe to a service.")).toBeVisible()
	await expect(productMenu(page)).toHaveCount(0)

	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'trading' } })
	await page.reload()
	await expect(page.getByText('Your subscription is currently in review and its summary will appear here once approved')).toBeVisible()
	await expect(productMenu(page)).toHaveCount(0)

	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'lending' } })
	await page.reload()
	await expect(
		page.getByText('Your subscriptions are currently in review and their summaries will appear here once approved'),
	).toBeVisible()

	// The approved service is listed; the one in review is not yet.
	await approveSubscription(user.email, 'trading')
	await page.reload()
	await expect(productMenu(page).getByRole('link')).toHaveText(['Funding', 'Trading'])
	await page.goto('/settings/products?product=trading&screen=addresses')
	await expect(page.getByText('Nothing to show here yet')).toBeVisible()
})

test('the Go to Products Page button leads to My Products', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/products')
	await page.getByRole('link', { name: 'Go to Products Page' }).click()
	await expect(page).toHaveURL('/products')
})

test('an unknown product shows the fallback titles', async ({ page, login }) => {
	const { email } = await settingsReady()
	await login(page, email)
	for (const product of ['unknown', 'lending']) {
		await page.goto(`/settings/products?product=${product}`)
		await expect(page.getByRole('heading', { name: 'Please reload page' })).toBeVisible()
		await expect(page.getByText('Please select a product')).toBeVisible()
		await expect(productMenu(page).locator('[aria-current="page"]')).toHaveCount(0)
	}
})

test('bad posts get a clear message, a 4xx status, and change nothing @bad-input', async ({ page, login, baseURL }) => {
	const { email, token } = await settingsReady()
	await login(page, email)
	const post = (form: Record<string, string>, query = '?product=trading&screen=emails') =>
		page.request.post(`/settings/products${query}`, { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const emailsBefore = await emailSettings(token)

	const unknownKey = await post({ intent: 'update-emails', product: 'trading', TRADING_SETTLEMENT: 'on', NOT_A_SETTING: 'on' })
	expect(unknownKey.status()).toBe(400)
	expect(await unknownKey.text()).toContain('Unknown e-mail setting: NOT_A_SETTING')

	const otherProduct = await post({ intent: 'update-emails', product: 'trading', LOCAL_TRANSFER: 'on' })
	expect(otherProduct.status()).toBe(400)
	expect(await otherProduct.text()).toContain('LOCAL_TRANSFER is not an e-mail setting of Trading.')

	const unknownProduct = await post({ intent: 'update-emails', product: 'casino' })
	expect(unknownProduct.status()).toBe(400)
	expect(await unknownProduct.text()).toContain('Choose a product whose e-mails to update.')

	const notSubscribed = await post({ intent: 'update-emails', product: 'lending' })
	expect(notSubscribed.status()).toBe(400)
	expect(await notSubscribed.text()).toContain('You have no approved Lending subscription.')
	expect(await emailSettings(token)).toEqual(emailsBefore)

	const badToggle = await post({ intent: 'blacklist', checkBlacklistOnWithdrawal: 'maybe' }, '?product=trading&screen=blacklist')
	expect(badToggle.status()).toBe(400)
	expect(await badToggle.text()).toContain('checkBlacklistOnWithdrawal must be true or false')
	expect((await blacklistFlags(token)).checkBlacklistOnWithdrawal).toBe(false)

	const unknownAddress = await post({ intent: 'delete-address', addressId: 'no-such-address' }, '?product=trading&screen=addresses')
	expect(unknownAddress.status()).toBe(404)
	expect(await unknownAddress.text()).toContain('No withdrawal address with this id')
	const noAddress = await post({ intent: 'delete-address' }, '?product=trading&screen=addresses')
	expect(noAddress.status()).toBe(400)
	expect(await noAddress.text()).toContain('Choose an address to delete.')
	expect(await savedAddresses(token)).toHaveLength(2)

	const unknownIntent = await post({ intent: 'explode' }, '')
	expect(unknownIntent.status()).toBe(400)
	expect(await unknownIntent.text()).toContain('Unknown action')
	const noIntent = await post({}, '')
	expect(noIntent.status()).toBe(400)
	expect(await noIntent.text()).toContain('Choose what to do.')
})
