import { fiatCompany } from '../fiat/support'
import { tradingCompanyWithPin } from '../trading/support'
import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { deposit } from './deposits'

/**
 * Every dated list and its CSV export, with a day no movement can have
 * (docs/product/money.md, "Filters"): the page says why it left the date
 * out (200), the export is refused with the same reason (400), and neither
 * is ever a 5xx, whatever the provider would have made of that day.
 */
const html = (message: string) => message.replaceAll("'", '&#x27;').replaceAll('"', '&quot;')
const CASES: [string, string][] = [
	['to=9999-12-31', 'To must be a day from 2000-01-01 to 2100-12-31'],
	['from=9999-12-31', 'From must be a day from 2000-01-01 to 2100-12-31'],
	['from=0001-01-01&to=2026-01-01', 'From must be a day from 2000-01-01 to 2100-12-31'],
]

async function expectRefusedEverywhere(request: import('@playwright/test').APIRequestContext, pages: [string, string][]) {
	for (const [list, csv] of pages) {
		for (const [query, message] of CASES) {
			const join = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`
			const answer = await request.get(join(list))
			expect(answer.status(), join(list)).toBe(200)
			expect(await answer.text(), join(list)).toContain(html(message))
			const file = await request.get(join(csv))
			expect(file.status(), join(csv)).toBe(400)
			expect(await file.text(), join(csv)).toContain(message)
		}
	}
}

test('the ledgers and local transfers refuse days out of range with a message, never a 5xx @bad-input', async ({ page, login }) => {
	const user = await registerIntegrator()
	await deposit(user.email, 'NGN', { amount: '10.00' })
	await login(page, user.email)
	await page.goto('/funding-balances')
	await page
		.locator('[data-testid=balance-card][data-currency=NGN]')
		.getByRole('link', { name: /View ledger/ })
		.click()
	await expect(page.getByTestId('account-balance')).toHaveText('₦10.00')
	const ledger = new URL(page.url()).pathname
	await expectRefusedEverywhere(page.request, [
		[ledger, `${ledger}/export.csv`],
		['/accounts/float-ledger', '/accounts/float-ledger/export.csv'],
		['/accounts/fiat-ledger', '/accounts/fiat-ledger/export.csv'],
		['/local-transfers', '/local-transfers/export.csv'],
	])
})

test('the fiat wallet and the trading orders refuse days out of range with a message, never a 5xx @bad-input', async ({ page, login }) => {
	const fiat = await fiatCompany()
	await login(page, fiat.user.email)
	await expectRefusedEverywhere(page.request, [
		['/product/fiat-wallet-service/wallet?currency=NGN', '/product/fiat-wallet-service/wallet/export.csv?currency=NGN'],
	])
	await page.context().clearCookies()
	const trader = await tradingCompanyWithPin()
	await login(page, trader.user.email)
	await expectRefusedEverywhere(page.request, [['/product/trading/orders', '/product/trading/orders/export.csv']])
})
