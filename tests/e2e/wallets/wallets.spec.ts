import { depositWarning } from '../../../contract/wallets/networks'
import { paymentUri } from '../../../contract/wallets/payment-uri'
import { parseCsv } from '../money/deposits'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'
import { confirmDeposit, decodeQr, expectLedgerBalanced, walletDeposit } from './support'

/**
 * The Wallet service's overview and one wallet's page, with JavaScript on and
 * off: a wallet created by its form, a deposit arriving pending with its
 * confirmations and credited once confirmed, the QR code read back to the
 * address shown, the transactions' filters, pages and CSV, all by URL.
 */

test.afterEach(expectLedgerBalanced)

test('Create wallet, then a deposit shows pending with its confirmations and is credited once confirmed', async ({ page, login }) => {
	test.slow()
	const user = (await seedScenario('settings-ready')).integrators[0]!
	await login(page, user.email)
	// The sidebar's entry opens the overview.
	await page.locator('aside').getByRole('link', { name: 'Crypto wallet' }).click()
	await expect(page).toHaveURL('/product/wallet-service')
	await expect(page.getByText('You have no wallets yet')).toBeVisible()
	// The rate card and the deactivation are the service's Pricing and Settings pages, in the header's menu (record 117).
	await expect(page.getByTestId('page-menu').getByRole('link', { name: 'Crypto wallet pricing', includeHidden: true })).toHaveAttribute(
		'href',
		'/product/wallet-service/pricing',
	)
	await expect(page.getByTestId('page-menu').getByRole('link', { name: 'Crypto wallet settings', includeHidden: true })).toHaveAttribute(
		'href',
		'/product/wallet-service/settings',
	)

	await page.getByRole('button', { name: 'Create wallet for BTC' }).click()
	await expect(page).toHaveURL('/product/wallet-service/BTC')
	await expect(page.getByRole('heading', { level: 1 })).toContainText('BTC wallet')
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Crypto wallet')
	const address = (await page.getByTestId('deposit-address').textContent())!.trim()
	await expect(page.getByTestId('deposit-warning')).toHaveText('Send only BTC on Bitcoin to this address')
	await expect(page.getByTestId('list-empty')).toHaveText('No transactions yet')

	const deposit = await walletDeposit(user.email, { asset: 'BTC', network: 'BTC', amount: '0.00150000', address })
	await page.reload()
	const row = page.getByTestId('wallet-transaction')
	await expect(row).toHaveCount(1)
	await expect(row.getByTestId('transaction-status')).toHaveText('Pending')
	await expect(row.getByTestId('transaction-confirmations')).toHaveText('0 of 3 confirmations')
	await expect(page.getByTestId('wallet-pending')).toContainText('0.0015')
	await expect(page.getByTestId('wallet-balance')).toHaveText(/^0(\.0+)? BTC$/)

	await confirmDeposit(deposit.id, 2)
	await page.reload()
	await expect(row.getByTestId('transaction-confirmations')).toHaveText('2 of 3 confirmations')
	await expect(row.getByTestId('transaction-status')).toHaveText('Pending')

	await confirmDeposit(deposit.id, 1)
	await page.reload()
	await expect(row.getByTestId('transaction-status')).toHaveText('Confirmed')
	await expect(row.getByTestId('transaction-confirmations')).toHaveText('3 of 3 confirmations')
	await expect(page.getByTestId('wallet-balance')).toHaveText('0.0015 BTC')

	await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Crypto wallet' }).click()
	await expect(page).toHaveURL('/product/wallet-service')
	await expect(page.getByTestId('wallet-BTC').getByTestId('wallet-balance')).toHaveText('0.0015 BTC')
	await expect(page.getByRole('button', { name: 'Create wallet for BTC' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Create wallet for ETH' })).toBeVisible()
})

test('each deposit QR code reads back as the payment URI of the address shown, with its network’s warning', async ({ page, login }) => {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	await page.goto('/product/wallet-service')
	await page.getByRole('link', { name: 'USDT wallet' }).click()
	await expect(page).toHaveURL('/product/wallet-service/USDT')
	for (const network of ['ETH', 'TRON'] as const) {
		const card = page.getByTestId(`address-${network}`)
		const address = (await card.getByTestId('deposit-address').textContent())!.trim()
		await expect(card.getByTestId('deposit-warning')).toHaveText(depositWarning('USDT', network))
		expect(await decodeQr(page, card.getByTestId('deposit-qr')), network).toBe(paymentUri({ asset: 'USDT', network, address }))
	}
})

test('transactions filtered and paged by URL, and exported to CSV with the filters', async ({ page, login }) => {
	test.slow()
	const user = (await seedScenario('settings-ready')).integrators[0]!
	await login(page, user.email)
	await page.goto('/product/wallet-service')
	await page.getByRole('button', { name: 'Create wallet for USDT' }).click()
	await expect(page).toHaveURL('/product/wallet-service/USDT')
	// 21 deposits: 12 on Ethereum, 9 on Tron, the Tron ones confirmed.
	for (let i = 1; i <= 21; i++) {
		const network = i <= 12 ? 'ETH' : 'TRON'
		const deposit = await walletDeposit(user.email, { asset: 'USDT', network, amount: `${i}.000000` })
		if (network === 'TRON') await confirmDeposit(deposit.id, 19)
	}
	await page.reload()
	const rows = page.getByTestId('wallet-transaction')
	await expect(rows).toHaveCount(20)
	await page.getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(/[?&]lek=/)
	await expect(rows).toHaveCount(1)
	await expect(rows.locator('td').last()).toHaveText('1.00 USDT')
	await page.getByRole('link', { name: 'Previous' }).click()
	await expect(rows).toHaveCount(20)

	await page.getByLabel('Network').selectOption('TRON')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/[?&]network=TRON(&|$)/)
	await expect(rows).toHaveCount(9)
	await page.goto('/product/wallet-service/USDT?status=PENDING')
	await expect(page.getByLabel('Status')).toHaveValue('PENDING')
	await expect(rows).toHaveCount(12)
	await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)

	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toBe('/product/wallet-service/USDT/export.csv?status=PENDING')
	const csv = parseCsv(await (await page.request.get(href!)).text())
	expect(csv[0]).toEqual([
		'Date',
		'Type',
		'Status',
		'Network',
		'Asset',
		'Amount',
		'Fee',
		'Confirmations',
		'Required confirmations',
		'Transaction hash',
		'Address',
		'Completed',
	])
	expect(csv).toHaveLength(13)
	expect(new Set(csv.slice(1).map((row) => `${row[2]} ${row[3]}`))).toEqual(new Set(['Pending ETH']))
	const all = parseCsv(await (await page.request.get('/product/wallet-service/USDT/export.csv')).text())
	expect(all).toHaveLength(22)
	expect(
		all
			.slice(1)
			.map((row) => row[5])
			.sort(),
	).toContain('21.000000')
})

test('bad filters and cursors are said on the page; an unknown asset is the 404 page; an asset not held is offered @bad-input', async ({
	page,
	login,
}) => {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	const answer = await page.goto('/product/wallet-service/BTC?status=LOST&network=TRON&lek=%00garbage')
	expect(answer!.status()).toBe(200)
	await expect(page.getByRole('alert')).toContainText('Status must be one of Pending, Confirmed, Broadcast, Completed, Failed')
	await expect(page.getByRole('alert')).toContainText('Network must be one where BTC is held')
	await expect(page.getByTestId('wallet-transaction').first()).toBeVisible()
	const garbage = await page.goto('/product/wallet-service/BTC?lek=garbage')
	expect(garbage!.status()).toBe(200)
	await expect(page.getByRole('status').filter({ hasText: 'Invalid page cursor' })).toBeVisible()

	const unknown = await page.goto('/product/wallet-service/DOGE')
	expect(unknown!.status()).toBe(404)
	const csv = await page.request.get('/product/wallet-service/BTC/export.csv?status=LOST')
	expect(csv.status()).toBe(400)
	expect(await csv.text()).toContain('Status must be one of Pending, Confirmed, Broadcast, Completed, Failed')

	const fresh = (await seedScenario('settings-ready')).integrators[0]!
	await page.context().clearCookies()
	await login(page, fresh.email)
	await page.goto('/product/wallet-service/ETH')
	await expect(page.getByText('You have no ETH wallet yet')).toBeVisible()
	await page.getByRole('button', { name: 'Create wallet for ETH' }).click()
	await expect(page).toHaveURL('/product/wallet-service/ETH')
	await expect(page.getByTestId('address-ETH')).toBeVisible()
})

test('the overview and a wallet page pass axe at 1280 and 360 px', async ({ page, login }) => {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	for (const width of [1280, 360]) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/product/wallet-service')
		await expect(page.getByTestId('wallet-USDT')).toBeVisible()
		await expectNoA11yViolations(page)
		await page.goto('/product/wallet-service/USDT')
		await expect(page.getByTestId('address-TRON')).toBeVisible()
		await expectNoA11yViolations(page)
	}
})

test('the service’s settings keep its deactivation', async ({ page, login, jsEnabled }) => {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	await page.goto('/product/wallet-service/settings')
	await page.getByRole('link', { name: 'Deactivate Crypto wallet' }).click()
	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Deactivate Crypto wallet?' })
	await confirm.getByRole('button', { name: 'Deactivate' }).click()
	await expect(page).toHaveURL('/products')
	await expect(page.getByTestId('toast')).toContainText('Deactivated successfully')
	await page.goto('/product/wallet-service')
	await expect(page).toHaveURL('/products')
})
