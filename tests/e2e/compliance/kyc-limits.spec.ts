import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { customerPage, expectLedgerBalanced, kycCompany } from './kyc-support'

/**
 * A KYC flow's daily spending cap (record 105), JavaScript on and off: the
 * builder shows its default and refuses a cap out of range; at the cap, the
 * public form tells the next customer, and nothing is charged.
 */

test.afterEach(expectLedgerBalanced)

test('the builder shows the daily cap’s default and saves another; at the cap the form tells the next customer', async ({
	page,
	browser,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	test.setTimeout(90_000)
	const company = await kycCompany()
	await login(page, company.email)
	await page.goto('/product/compliance/kyc/create')
	await waitForHydration()
	const cap = page.getByLabel('Daily spending cap (USD)')
	await expect(cap).toHaveValue('150.00')
	await expectNoA11yViolations(page)
	await page.getByLabel('Name').fill('one-a-day')
	for (const step of [/^Phone number/, /^E-mail address/, /^ID document/, /^Selfie/]) await page.getByLabel(step).uncheck()
	await cap.fill('0.5')
	await page.getByRole('button', { name: 'Save flow' }).click()
	await expect(page.getByText('The daily cap is from $1.00 to $1,000,000.00')).toBeVisible()
	await page.getByLabel('Daily spending cap (USD)').fill('1.5')
	await page.getByRole('button', { name: 'Save flow' }).click()
	await expect(page).toHaveURL(/\/product\/compliance\/kyc-onboarding\/one-a-day$/)
	await expect(page.getByTestId('flow-daily-cap')).toHaveText('Daily spending cap: $1.50 in KYC check fees a day (UTC)')
	const link = (await page.getByTestId('flow-link').textContent())!.trim()
	await page.getByRole('link', { name: 'Edit flow' }).click()
	await expect(page.getByLabel('Daily spending cap (USD)')).toHaveValue('1.50')

	// $1.50 a day is one KYC check: the first customer starts, the next is told.
	const first = await customerPage(browser, jsEnabled)
	await first.goto(link)
	await first.getByRole('button', { name: 'Start' }).click()
	await expect(first.getByTestId('form-progress')).toHaveText('Step 1 of 1')
	const next = await customerPage(browser, jsEnabled)
	await next.goto(link)
	await next.getByRole('button', { name: 'Start' }).click()
	await expect(next.getByText('KYC Flows Ltd cannot take more verifications today. Please try again tomorrow.')).toBeVisible()
	await expect(next.getByTestId('form-progress')).toHaveCount(0)
	await expectNoA11yViolations(next)
})
