import type { Page } from '@playwright/test'
import { expectAccessibleAtBothWidths } from '../onboarding/helpers'
import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * axe finds nothing serious or critical on the money pages at 1280 and 360 px,
 * error states included, for the 'funded' company (money on every kind of
 * account). axe runs in the js-enabled project only (docs/decisions/067-axe-once-per-page-state.md);
 * the js-disabled project still opens every page and state.
 */
/** A 'funded' company, signed in. */
async function fundedCompany(page: Page, login: (page: Page, email: string) => Promise<void>) {
	const user = (await seedScenario('funded')).integrators[0]!
	await login(page, user.email)
}

// Four parts, each a few full-page scans at two widths: apart, the two workers share them and each stays within its budget.
test.describe('the money pages have no serious or critical axe violations at 1280 and 360 px', () => {
	test.slow()

	test('the balances and the funding account', async ({ page, login }) => {
		await fundedCompany(page, login)
		for (const path of ['/funding-balances', '/funding-account/NGN', '/operational-balances']) {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expectAccessibleAtBothWidths(page)
		}
	})

	test('the ledgers and the transfers list', async ({ page, login }) => {
		await fundedCompany(page, login)
		for (const path of ['/accounts/float-ledger', '/accounts/operational-ledger', '/accounts/crypto-ledger', '/local-transfers']) {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expectAccessibleAtBothWidths(page)
		}
	})

	test("refused filters and one account's ledger with its chart @bad-input", async ({ page, login }) => {
		await fundedCompany(page, login)
		// Filters refused: the dates are in the wrong order.
		for (const path of ['/local-transfers?from=2026-02-01&to=2026-01-01', '/accounts/float-ledger?from=2026-02-01&to=2026-01-01']) {
			await page.goto(path)
			await expect(page.getByRole('alert')).toBeVisible()
			await expectAccessibleAtBothWidths(page)
		}
		await page.goto('/operational-balances')
		await page
			.locator('[data-testid=balance-card][data-currency=NGN]')
			.getByRole('link', { name: /View ledger/ })
			.click()
		await expect(page).toHaveURL(/\/accounts\/operational-ledger\/[^/?]+$/)
		await expect(page.getByTestId('ledger-entry').first()).toBeVisible()
		await expectAccessibleAtBothWidths(page)
	})

	test('the transfer form refusing an amount, and a quote @bad-input', async ({ page, login, waitForHydration }) => {
		await fundedCompany(page, login)
		await page.goto('/local-transfer?currency=NGN')
		await waitForHydration()
		await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 })
		await page.getByLabel('Account number').fill('0123456789')
		await page.getByLabel('Amount (NGN)').fill('999999999999')
		await page.getByRole('button', { name: 'Get quote' }).click()
		await expect(page.getByText(/Insufficient balance/).first()).toBeVisible()
		await expectAccessibleAtBothWidths(page)

		await page.getByLabel('Amount (NGN)').fill('12.34')
		await page.getByRole('button', { name: 'Get quote' }).click()
		await expect(page).toHaveURL(/\/local-transfer\/quote\/[^/?]+$/)
		await expect(page.getByLabel('Transaction PIN')).toBeVisible()
		await expectAccessibleAtBothWidths(page)
	})
})
