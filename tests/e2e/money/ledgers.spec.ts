import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * The 'funded' company (months of history on every kind of account): each
 * ledger's overview, its balances, one account with its chart and pages,
 * and the currency filter, all reached by links; a ledger's address only
 * opens that ledger's accounts.
 */
test('the float and crypto ledgers: overview, all balances, one account, filters by currency', async ({ page, login }) => {
	// One long flow instead of many short ones: it needs more than the default time.
	test.slow()
	const user = (await seedScenario('funded')).integrators[0]!
	await login(page, user.email)
	const balances = page.getByTestId('dashboard-balances')
	for (const id of ['balance-funding-NGN', 'balance-operational-USD', 'balance-float-NGN', 'balance-crypto-BTC']) await expect(balances.getByTestId(id)).toBeVisible()

	await page.goto('/accounts')
	await page.getByTestId('account-group-float').getByRole('link', { name: 'Open float' }).click()
	await expect(page).toHaveURL('/accounts/float-ledger')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Float ledger')
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Accounts')
	await expect(page.getByTestId('ledger-account')).toHaveCount(2)
	const movements = page.getByTestId('movement')
	await expect(movements).toHaveCount(20)
	await expect(page.getByRole('link', { name: 'Next' })).toBeVisible()

	await page.getByLabel('Currency').selectOption('USD')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/[?&]currency=USD(&|$)/)
	await expect(movements.first()).toBeVisible()
	for (const amount of await movements.locator('td:last-child').allTextContents()) expect(amount).toMatch(/^\$/)

	await page.getByRole('link', { name: 'All balances' }).click()
	await expect(page).toHaveURL('/accounts/float-ledger/balances')
	const cards = page.getByTestId('balance-card')
	await expect(cards).toHaveCount(2)
	await page.getByLabel('Search').fill('ngn')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(cards).toHaveCount(1)
	await cards.getByRole('link', { name: /View ledger/ }).click()
	await expect(page).toHaveURL(/\/accounts\/float-ledger\/[^/?]+$/)
	const floatPath = new URL(page.url()).pathname
	await expect(page.getByRole('img', { name: /^Balance from .* NGN\.$/ })).toBeVisible()
	const entries = page.getByTestId('ledger-entry')
	await expect(entries).toHaveCount(20)
	const firstPage = await entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference') + (row.textContent ?? '')))
	await page.getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(/lek=/)
	// With JavaScript the address changes a moment before the rows do: the second page is the one with a way back.
	await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible()
	const secondPage = await entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference') + (row.textContent ?? '')))
	expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([])

	// A float account under the crypto ledger's address is sent to its own; an unknown one is not found.
	await page.goto(floatPath.replace('float-ledger', 'crypto-ledger'))
	await expect(page).toHaveURL(floatPath)
	await page.goto('/accounts/float-ledger/acc_not_mine')
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

	await page.goto('/accounts/crypto-ledger')
	await expect(page.getByTestId('ledger-account')).toHaveCount(4)
	await page.getByLabel('Currency').selectOption('BTC')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/currency=BTC/)
	await expect(movements.first()).toBeVisible()
	for (const amount of await movements.locator('td:last-child').allTextContents()) expect(amount).toMatch(/ BTC$/)
	await page.goto('/accounts/crypto-ledger/balances')
	await expect(page.locator('[data-testid=balance-card][data-currency=USDT]')).toContainText('USDT')

	await page.goto('/operational-balances')
	await page.locator('[data-testid=balance-card][data-currency=NGN]').getByRole('link', { name: /View ledger/ }).click()
	await expect(page).toHaveURL(/\/accounts\/operational-ledger\/[^/?]+$/)
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Operational ledger')
})
