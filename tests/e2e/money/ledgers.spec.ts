import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'
import { parseCsv } from './deposits'

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
	for (const id of ['balance-funding-NGN', 'balance-operational-USD', 'balance-float-NGN', 'balance-crypto-BTC'])
		await expect(balances.getByTestId(id)).toBeVisible()

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
	for (const amount of await movements.locator('td:last-child').allTextContents()) expect(amount).toMatch(/^\s*[+-]?\$/)

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
	// The wide chart, by its id: while the page's stylesheet is still loading, the narrow one (hidden by CSS
	// at this width) has the same name, and a lookup by name alone then finds two.
	await expect(page.getByTestId('balance-chart')).toBeVisible()
	await expect(page.getByTestId('balance-chart')).toHaveAccessibleName(/^Balance from .* closing ₦[\d,]+\.\d{2}\.$/)
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
	for (const amount of await movements.locator('td:last-child').allTextContents()) expect(amount).toMatch(/ BTC\s*Money (in|out)$/)
	await page.goto('/accounts/crypto-ledger/balances')
	await expect(page.locator('[data-testid=balance-card][data-currency=USDT]')).toContainText('USDT')

	await page.goto('/operational-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page).toHaveURL(/\/accounts\/operational-ledger\/[^/?]+$/)
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Operational ledger')
})

/**
 * A ledger's overview lists movements of every kind: those that took money
 * out carry a minus and say 'Money out', on screen and in the CSV.
 */
test("a ledger overview's outgoing movements carry a minus and 'Money out', and its CSV a negative amount", async ({ page, login }) => {
	const user = (await seedScenario('funded')).integrators[0]!
	await login(page, user.email)
	await page.goto('/accounts/float-ledger?type=TRANSFER')
	const amounts = page.getByTestId('movement').locator('td:last-child')
	await expect(amounts.first()).toBeVisible()
	for (const amount of await amounts.allTextContents()) expect(amount).toMatch(/^\s*-(\$|₦)[\d,]+\.\d\d\s*Money out\s*$/)
	await page.goto('/accounts/float-ledger?type=TOPUP')
	await expect(amounts.first()).toBeVisible()
	for (const amount of await amounts.allTextContents()) expect(amount).toMatch(/^\s*\+(\$|₦)[\d,]+\.\d\d\s*Money in\s*$/)

	const out = parseCsv(await (await page.request.get('/accounts/float-ledger/export.csv?type=FEE')).text())
	expect(out[0]![6]).toBe('Amount')
	expect(out.length).toBeGreaterThan(1)
	for (const row of out.slice(1)) expect(row[6]).toMatch(/^-\d+\.\d\d$/)
	const all = parseCsv(await (await page.request.get('/accounts/float-ledger/export.csv')).text()).slice(1)
	for (const row of all) expect(row[6]!.startsWith('-'), `${row[2]} ${row[6]}`).toBe(row[2] === 'Transfer' || row[2] === 'Fee')
})

/**
 * A filter the page cannot read is said in the words of the form ('Status',
 * 'Pending'), in an alert that axe finds nothing serious in.
 */
test('the filter error banner speaks the labels users see and has no serious accessibility violations', async ({ page, login }) => {
	const user = (await seedScenario('funded')).integrators[0]!
	await login(page, user.email)
	await page.goto('/accounts/float-ledger?status=DONE&type=GIFT&from=2026-02-30')
	const alert = page.getByRole('alert').filter({ hasText: 'must be' })
	await expect(alert).toContainText('Status must be one of Pending, Processing, Approved, Successful, Failed, Rejected, Cancelled, Unknown')
	await expect(alert).toContainText('Type must be one of Top-up, Transfer, Fee, Reversal, Internal transfer')
	await expect(alert).toContainText('From must be a real date')
	await expect(alert).not.toContainText('ITF_')
	await expect(alert.getByRole('listitem')).toHaveCount(3)
	await expectNoA11yViolations(page)
})

/**
 * At 360 px the chart is drawn for the width it is shown at: every label at
 * least 11 px on screen (the desktop drawing shrank them to about 4 px). A
 * date range longer than the history's 366 days is shortened, and says so.
 */
test('at 360 px the balance chart labels are at least 11 px; a range over 366 days says the chart was shortened', async ({
	page,
	login,
}) => {
	const user = (await seedScenario('funded')).integrators[0]!
	await page.setViewportSize({ width: 360, height: 800 })
	await login(page, user.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page).toHaveURL(/\/funding-balances\/[^/?]+$/)
	const ledgerPath = new URL(page.url()).pathname

	const chart = page.getByRole('img', { name: /^Balance from / })
	await expect(chart).toHaveCount(1)
	await expect(chart).toBeVisible()
	// The size a label is drawn at on screen: its font size times the drawing's scale.
	const labelSizes = () =>
		chart
			.locator('text')
			.evaluateAll((texts) =>
				texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * (text as SVGGraphicsElement).getScreenCTM()!.a),
			)
	const sizes = await labelSizes()
	expect(sizes.length).toBeGreaterThanOrEqual(4)
	for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11)
	// Nothing sticks out of a 360 px screen.
	expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(360)
	await expect(page.getByTestId('chart-notice')).toHaveCount(0)

	const to = new Date().toISOString().slice(0, 10)
	await page.goto(`${ledgerPath}?from=2024-01-01&to=${to}`)
	const notice = page.getByTestId('chart-notice')
	await expect(notice).toContainText('The chart shows at most 366 days, so it was shortened to')
	await expect(chart).toBeVisible()
	for (const size of await labelSizes()) expect(size).toBeGreaterThanOrEqual(11)
	// The shortened range is the last 366 days of the one asked for.
	const first = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10)
	const [year, , day] = first.split('-')
	const monthName = new Date(`${first}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })
	await expect(chart).toHaveAccessibleName(new RegExp(`^Balance from ${day} ${monthName} ${year} to `))
	await expectNoA11yViolations(page)
})
