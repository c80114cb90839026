import type { Page } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { fiatCompany } from './support'

/**
 * The IBAN, BIC and mobile number checks (ibantools, libphonenumber-js) are
 * not in a beneficiary form's first visit: they load when one of those
 * fields is used (docs/decisions/113-light-pages.md). A wrong IBAN is still
 * refused in the same words, with JavaScript on (in the browser once loaded,
 * else by the server) and off (by the server), and nothing is saved.
 */

/** Script URLs the page loaded, from the browser's own resource list. */
const scripts = (page: Page) =>
	page.evaluate(() =>
		performance
			.getEntriesByType('resource')
			.map((entry) => entry.name)
			.filter((name) => name.endsWith('.js')),
	)

test('a wrong IBAN is refused in the same words; its check loads only when the IBAN field is used', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	const { user } = await fiatCompany()
	await login(page, user.email)
	await page.goto('/fiat/create-business-beneficiary?currency=EUR')
	await waitForHydration()
	if (jsEnabled) {
		const before = await scripts(page)
		expect(before.length, 'the page loaded its scripts').toBeGreaterThan(3)
		expect(before.filter((name) => /\/account-checks-[\w-]+\.js$/.test(name))).toEqual([])
	}
	await page.getByLabel('Business name').fill('Seine Transports SA')
	await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01')
	await page.getByLabel('BIC (SWIFT code)').fill('DEUTDEFF')
	if (jsEnabled) await expect.poll(async () => (await scripts(page)).some((name) => /\/account-checks-[\w-]+\.js$/.test(name))).toBe(true)
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByLabel('We have a signed contract with this beneficiary').check()
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByText('This IBAN is not valid: check its length and its check digits')).toBeVisible()
	await expect(page.getByTestId('resolved-name')).toHaveCount(0)
})

test('a mobile number of another country is refused in the same words, with or without its check loaded', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { user } = await fiatCompany()
	await login(page, user.email)
	await page.goto('/fiat/create-individual-beneficiary?currency=KES&method=MOBILE_MONEY')
	await waitForHydration()
	await page.getByLabel('First name').fill('Wanjiru')
	await page.getByLabel('Last name').fill('Kamau')
	await page.getByLabel('Operator').selectOption({ index: 1 })
	// A Nigerian mobile number where Kenya's are paid.
	await page.getByLabel('Mobile number').fill('+234 803 123 4567')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByLabel('We have a signed contract with this beneficiary').check()
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByText('This is not a valid mobile number in Kenya')).toBeVisible()
	await expect(page.getByTestId('resolved-name')).toHaveCount(0)
})
