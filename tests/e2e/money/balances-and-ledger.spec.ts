import type { Locator } from '@playwright/test'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { registerIntegrator, sandboxFetch, uniqueSuffix } from '../utils/sandbox'
import { deposit, depositAll, parseCsv } from './deposits'
import { firstBank, integratorWithPin, PIN } from './transfer-support'

/**
 * Money credited through the sandbox's back office shows everywhere a
 * balance is shown, and one ledger's list narrows by search and filters,
 * each a URL, and exports exactly the rows selected.
 */
test('credited NGN and USD show on the dashboard, the accounts and the funding balances; the ledger searches, filters and exports', async ({
	page,
	login,
}) => {
	// One long flow instead of many short ones: it needs more than the default time.
	test.slow()
	const user = await registerIntegrator()
	const tag = uniqueSuffix().slice(-8).toUpperCase()
	await deposit(user.email, 'NGN', { amount: '1500.25', senderName: 'Acme Traders', reference: `ACME-${tag}` })
	await deposit(user.email, 'NGN', { amount: '20.50', senderName: 'Bola Stores', reference: `BOLA-${tag}` })
	await deposit(user.email, 'USD', { amount: '250', senderName: 'Carl & Co', reference: `=CARL-${tag}` })
	await login(page, user.email)

	const balances = page.getByTestId('dashboard-balances')
	await expect(balances.getByTestId('balance-funding-NGN')).toContainText('₦1,520.75')
	await expect(balances.getByTestId('balance-funding-USD')).toContainText('$250.00')
	await expect(balances.getByTestId('movement')).toHaveCount(3)

	await page.locator('aside').getByRole('link', { name: 'Accounts' }).click()
	await expect(page).toHaveURL('/accounts')
	await expect(page).toHaveTitle('Accounts | Integrator Dashboard')
	const funding = page.getByTestId('account-group-funding')
	await expect(funding.locator('[data-testid=account-row][data-currency=NGN]')).toContainText('₦1,520.75')
	await expect(funding.locator('[data-testid=account-row][data-currency=USD]')).toContainText('$250.00')
	await expectNoA11yViolations(page)

	await page.goto('/funding-balances')
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Accounts')
	const ngn = page.locator('[data-testid=balance-card][data-currency=NGN]')
	await expect(ngn).toContainText('₦1,520.75')
	await expect(ngn.getByRole('link', { name: 'Fund NGN' })).toHaveAttribute('href', '/funding-account/NGN')
	await expect(page.getByRole('link', { name: 'Make a local transfer' })).toHaveAttribute('href', '/local-transfer')
	await ngn.getByRole('link', { name: /View ledger/ }).click()
	await expect(page).toHaveURL(/\/funding-balances\/[^/?]+$/)
	await expect(page.getByTestId('account-balance')).toHaveText('₦1,520.75')
	// By id, not by name alone: the narrow chart has the same name until the stylesheet hides it.
	await expect(page.getByTestId('balance-chart')).toBeVisible()
	await expect(page.getByTestId('balance-chart')).toHaveAccessibleName(/^Balance from .* closing ₦1,520\.75\.$/)
	const entries = page.getByTestId('ledger-entry')
	await expect(entries).toHaveCount(2)
	await expect(entries.filter({ hasText: `BOLA-${tag}` })).toContainText('+₦20.50')
	await expectNoA11yViolations(page)

	// Search: the URL carries it, the rows follow it.
	await page.getByLabel('Search').fill('acme')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/[?&]q=acme(&|$)/)
	await expect(entries).toHaveCount(1)
	await expect(entries.first()).toHaveAttribute('data-reference', `ACME-${tag}`)
	await page.getByLabel('Search').fill('nobody-sent-this')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.getByTestId('list-empty')).toHaveText('No search found for nobody-sent-this')

	// Filters: a type nothing has, then the one both have.
	await page.getByLabel('Search').fill('')
	await page.getByLabel('Type').selectOption('TRANSFER')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/[?&]type=TRANSFER(&|$)/)
	await expect(page.getByTestId('list-empty')).toHaveText('Nothing matches these filters')
	await page.getByLabel('Type').selectOption('TOPUP')
	await page.getByLabel('Status').selectOption('ITF_COMPLETED')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/type=TOPUP/)
	await expect(entries).toHaveCount(2)
	await expect(entries.first()).toContainText('Successful')

	// The export holds what the filters select, and only that.
	await page.getByLabel('Search').fill('bola')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(entries).toHaveCount(1)
	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toMatch(/\/export\.csv\?.*q=bola/)
	const filtered = await page.request.get(href!)
	expect(filtered.status()).toBe(200)
	expect(filtered.headers()['content-type']).toBe('text/csv; charset=utf-8')
	expect(filtered.headers()['content-disposition']).toMatch(/^attachment; filename=funding-ledger-ngn\.csv$/)
	const rows = parseCsv(await filtered.text())
	expect(rows[0]).toEqual([
		'Date (UTC)',
		'Reference',
		'Type',
		'Status',
		'Description',
		'Counterparty',
		'Amount',
		'Currency',
		'Balance after',
		'Entry ID',
		'Transaction ID',
	])
	expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[6], row[7], row[8]])).toEqual([
		[`BOLA-${tag}`, 'Top-up', 'Successful', '20.50', 'NGN', '1520.75'],
	])

	// A reference typed as a formula stays text in the USD export.
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=USD]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('account-balance')).toHaveText('$250.00')
	const usd = parseCsv(await (await page.request.get(`${new URL(page.url()).pathname}/export.csv`)).text())
	expect(usd.slice(1).map((row) => row[1])).toEqual([`'=CARL-${tag}`])
})

/**
 * 45 entries are three pages: forward and back shows each exactly once, in
 * order; the export holds all 45; a forged cursor or a bad date in the URL
 * gets a message, not an error page.
 */
test('a ledger pages forward and back by links with nothing repeated; a forged cursor opens the first page @bad-input', async ({
	page,
	login,
}) => {
	// One long flow instead of many short ones: it needs more than the default time.
	test.slow()
	const user = await registerIntegrator()
	const tag = uniqueSuffix().slice(-8).toUpperCase()
	const references = Array.from({ length: 45 }, (_, i) => `P${String(i + 1).padStart(2, '0')}-${tag}`)
	await depositAll(
		user.email,
		'NGN',
		references.map((reference, i) => ({ amount: `${i + 1}.00`, reference })),
	)
	await login(page, user.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('account-balance')).toHaveText('₦1,035.00')
	const ledgerPath = new URL(page.url()).pathname

	const entries = page.getByTestId('ledger-entry')
	const shown = async () => entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference')))
	const next = page.getByRole('link', { name: 'Next' })
	const previous = page.getByRole('link', { name: 'Previous' })

	await expect(entries).toHaveCount(20)
	await expect(previous).toHaveCount(0)
	const first = await shown()
	await next.click()
	await expect(page).toHaveURL(/[?&]lek=/)
	await expect(entries.first()).not.toHaveAttribute('data-reference', first[0]!)
	await expect(entries).toHaveCount(20)
	const second = await shown()
	await next.click()
	await expect(entries).toHaveCount(5)
	const third = await shown()
	await expect(next).toHaveCount(0)
	const all = [...first, ...second, ...third]
	expect(new Set(all).size).toBe(45)
	expect([...all].sort()).toEqual(references)

	await previous.click()
	await expect(entries).toHaveCount(20)
	expect(await shown()).toEqual(second)
	await previous.click()
	await expect(entries.first()).toHaveAttribute('data-reference', first[0]!)
	expect(await shown()).toEqual(first)
	await expect(previous).toHaveCount(0)

	// Every page, not just the one on screen, in the same order.
	const csv = parseCsv(await (await page.request.get(`${ledgerPath}/export.csv`)).text())
	expect(csv.slice(1).map((row) => row[1])).toEqual(all)

	await page.goto(`${ledgerPath}?lek=forged-${tag}`)
	await expect(page.getByRole('status').filter({ hasText: 'Invalid page cursor' })).toContainText('Showing the first page.')
	expect(await shown()).toEqual(first)
	await page.goto(`${ledgerPath}?from=2026-02-30&type=TOPUP`)
	await expect(page.getByRole('alert').filter({ hasText: 'From must be a real date' })).toBeVisible()
	await expect(entries).toHaveCount(20)
	// The export has no cursor to refuse, but a date it cannot read refuses the file, with the page's reason.
	const forged = await page.request.get(`${ledgerPath}/export.csv?lek=x&from=nonsense`)
	expect(forged.status()).toBe(400)
	expect(await forged.text()).toContain('From must be a date (YYYY-MM-DD)')
})

/**
 * Money that went out reads as such wherever movements are listed: a minus
 * before the amount and 'Money out' under it (the red is never the only cue);
 * money in a plus and 'Money in'.
 */
test('the dashboard and the ledger show an outgoing transfer and its fee with a minus and "Money out", a deposit with a plus and "Money in"', async ({
	page,
	login,
}) => {
	const { user, token } = await integratorWithPin()
	const tag = uniqueSuffix().slice(-8).toUpperCase()
	await deposit(user.email, 'NGN', { amount: '1000.00', reference: `IN-${tag}` })
	const bank = await firstBank(token, 'NGN')
	await sandboxFetch('/integrator/v1/local-transfer', {
		token,
		body: { currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '100.00', pin: PIN, idempotencyKey: `sign-${tag}` },
	})
	await login(page, user.email)

	const movements = page.getByTestId('dashboard-balances').getByTestId('movement')
	await expect(movements).toHaveCount(3)
	// The amount is the row's last cell: the figure, then the way in words.
	const amountOf = (row: Locator) => row.locator('td').last()
	await expect(amountOf(movements.filter({ hasText: 'Transfer ·' }))).toHaveText(/^\s*-₦100\.00\s*Money out\s*$/)
	await expect(amountOf(movements.filter({ hasText: 'Fee ·' }))).toHaveText(/^\s*-₦50\.00\s*Money out\s*$/)
	await expect(amountOf(movements.filter({ hasText: `IN-${tag}` }))).toHaveText(/^\s*\+₦1,000\.00\s*Money in\s*$/)
	// Colour comes with the words, never alone.
	await expect(amountOf(movements.filter({ hasText: 'Fee ·' })).getByTestId('movement-amount')).toHaveClass(/text-red-700/)
	await expectNoA11yViolations(page)

	// The account's own ledger says the same.
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Fee ·' }).getByTestId('movement-amount')).toHaveText(
		/^\s*-₦50\.00\s*Money out\s*$/,
	)
})
