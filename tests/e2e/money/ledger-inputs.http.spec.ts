import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { deposit, parseCsv } from './deposits'

/**
 * Hand-edited list URLs: every bad filter or cursor gets its message on the
 * page (200), the export refuses a bad filter with the same message (400;
 * a bad search still answers a file of the header alone), and another
 * integrator's account is not found. Never a 5xx.
 */
test('bad filters, cursors and account ids in a ledger URL get a message or a 404, never a 5xx @bad-input', async ({ page, login }) => {
	const [user, other] = await Promise.all([registerIntegrator(), registerIntegrator()])
	await deposit(user.email, 'NGN', { amount: '10.00' })
	await deposit(other.email, 'NGN', { amount: '10.00' })
	await login(page, other.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('account-balance')).toHaveText('₦10.00')
	const othersLedger = new URL(page.url()).pathname
	await page.context().clearCookies()

	await login(page, user.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('account-balance')).toHaveText('₦10.00')
	const ledger = new URL(page.url()).pathname

	const cases: [string, string][] = [
		['from=2026-13-01', 'From must be a real date'],
		['to=yesterday', 'To must be a date (YYYY-MM-DD)'],
		['from=2026-03-02&to=2026-03-01', 'The start date must be on or before the end date'],
		['status=DONE', 'Status must be one of Pending, Processing, Approved, Successful, Failed, Rejected, Cancelled, Unknown'],
		['type=GIFT', 'Type must be one of Top-up, Transfer, Fee, Reversal, Internal transfer'],
		[`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
		['q=a%00b', 'Remove the control characters from the search.'],
		['lek=not-a-cursor', 'Invalid page cursor: open the list from its first page. Showing the first page.'],
		[`lek=${'y'.repeat(600)}`, 'Invalid page cursor'],
		['lek=%00%27%22%3Cscript%3E', 'Invalid page cursor'],
	]
	for (const [query, message] of cases) {
		const answer = await page.request.get(`${ledger}?${query}`)
		expect(answer.status(), query).toBe(200)
		expect(await answer.text(), query).toContain(message.replaceAll("'", '&#x27;').replaceAll('"', '&quot;'))
		const file = await page.request.get(`${ledger}/export.csv?${query}`)
		if (/^(q|lek)=/.test(query)) {
			// A refused search selects nothing (a file of the header alone); the export has no cursor to refuse.
			expect(file.status(), `export ${query}`).toBe(200)
			expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8')
		} else {
			// A refused filter refuses the file, with the same reason: a file of other rows than asked for would mislead.
			expect(file.status(), `export ${query}`).toBe(400)
			expect(await file.text(), `export ${query}`).toContain(message)
		}
	}
	// The overview's currency filter refuses what is not a currency.
	const overview = await page.request.get('/funding-balances?currency=DOGE')
	expect(overview.status()).toBe(200)
	expect(await overview.text()).toContain('DOGE is not a supported currency')
	// A ledger overview's search is read the same way.
	const overviewSearch = await page.request.get('/accounts/float-ledger?q=%00')
	expect(overviewSearch.status()).toBe(200)
	expect(await overviewSearch.text()).toContain('Remove the control characters from the search.')

	for (const path of [
		othersLedger,
		`${othersLedger}/export.csv`,
		'/accounts/float-ledger/acc_missing',
		'/accounts/crypto-ledger/%27%22/export.csv',
	]) {
		const answer = await page.request.get(path)
		expect(answer.status(), path).toBe(404)
	}
})

/**
 * An account id no account can have (longer than the provider's 64
 * characters, or with a control character in it) is a page that does not
 * exist: the 404 page, on every ledger's account page and its export.
 */
test('an account id over 64 characters or with a control character is not found on every ledger page and export', async ({
	page,
	login,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const ids = ['a'.repeat(65), `acc_${'9'.repeat(61)}`, 'acc%01x', 'acc%00', '%0D%0Aacc', '%7F']
	for (const ledger of ['/funding-balances', '/accounts/operational-ledger', '/accounts/float-ledger', '/accounts/crypto-ledger']) {
		for (const id of ids) {
			for (const path of [`${ledger}/${id}`, `${ledger}/${id}/export.csv`]) {
				const answer = await page.request.get(path)
				expect(answer.status(), path).toBe(404)
				if (!path.endsWith('.csv')) expect(await answer.text(), path).toContain('Page not found')
			}
		}
	}
})

/**
 * A search the dashboard cannot read (a NUL in it) is refused: the list says
 * why above an empty list, and its export holds the header alone, never
 * every row the search would have narrowed.
 */
test('a refused search lists nothing and exports only the header, on an account and on a balances list @bad-input', async ({
	page,
	login,
}) => {
	const user = await registerIntegrator()
	await deposit(user.email, 'NGN', { amount: '10.00' })
	await deposit(user.email, 'NGN', { amount: '20.00' })
	await login(page, user.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('ledger-entry')).toHaveCount(2)
	const ledger = new URL(page.url()).pathname

	for (const [path, row] of [
		[ledger, 'data-testid="ledger-entry"'],
		['/funding-balances', 'data-testid="balance-card"'],
	] as const) {
		const header = parseCsv(await (await page.request.get(`${path}/export.csv`)).text())[0]
		expect(header?.length, path).toBeGreaterThan(2)
		for (const query of ['q=%00', 'q=a%00b&type=TOPUP']) {
			const answer = await page.request.get(`${path}?${query}`)
			expect(answer.status(), `${path}?${query}`).toBe(200)
			const html = await answer.text()
			expect(html, `${path}?${query}`).toContain('Remove the control characters from the search.')
			expect(html.includes(row), `${path}?${query} lists a row`).toBe(false)
			expect(html, `${path}?${query}`).toContain('data-testid="list-empty"')
			const file = await page.request.get(`${path}/export.csv?${query}`)
			expect(file.status(), `export ${path}?${query}`).toBe(200)
			const rows = parseCsv(await file.text())
			expect(rows, `export ${path}?${query}`).toEqual([header])
		}
	}
})
