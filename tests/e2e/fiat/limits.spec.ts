import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { expectLedgerBalanced } from '../wallets/support'
import { fiatBalance, fiatCompany, fiatDeposit, FIAT_PIN } from './support'

/**
 * The Fiat card's daily limit on the payout form, with JavaScript on and
 * off (record 107): what is left today is shown where the amount is typed,
 * an amount past it is refused there with the reason and moves nothing, and
 * a payout made counts against what is left.
 */

test.afterEach(expectLedgerBalanced)

test('the payout form shows what is left of today’s limit, refuses an amount past it with the reason, and counts a payout made @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await fiatCompany()
	await fiatDeposit(user.email, 'EUR', '200000.00')
	await login(page, user.email)

	await page.goto('/product/fiat-wallet-service/payout?currency=EUR')
	await expect(page.getByTestId('payout-left-today')).toHaveText(
		'€100,000.00 of the daily limit of €100,000.00 (the day ends at 00:00 UTC)',
	)
	await expectNoA11yViolations(page)
	await waitForHydration()
	const rhein = await page.locator('#payout-beneficiary option', { hasText: 'Rhein Logistics GmbH' }).getAttribute('value')
	await page.getByLabel('Beneficiary').selectOption(rhein!)
	await page.getByLabel('Amount (EUR)').fill('100000.01')
	await page.getByRole('button', { name: 'Get quote' }).click()
	const amountField = page.getByLabel('Amount (EUR)')
	await expect(page.getByText('This payout would pass your daily limit of €100,000.00: €100,000.00 left today (UTC)')).toBeVisible()
	await expect(amountField).toHaveAttribute('aria-invalid', 'true')
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\?currency=EUR$/)
	expect(await fiatBalance(token, 'EUR')).toBe('225000.00')

	// 60,000 paid: 40,000 left.
	await waitForHydration()
	await amountField.fill('60000')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\/fpq_[0-9a-f]{20}$/)
	await waitForHydration()
	// Rhein Logistics GmbH is held by Otieno Foods Ltd (confirmation of payee, record 109): paid once the user says so.
	await page.getByLabel(/^I have checked: the account is held by Otieno Foods Ltd/).check()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(/\/fiat\/payout\/receipt\?/)
	await page.goto('/product/fiat-wallet-service/payout?currency=EUR')
	await expect(page.getByTestId('payout-left-today')).toHaveText('€40,000.00 of the daily limit of €100,000.00 (the day ends at 00:00 UTC)')
})
