import type { Page } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { deposit, failTransfer, fundingBalance, integratorWithPin, PIN, transferCount } from './transfer-support'

/**
 * The quote is the provider's object (docs/decisions/049-transfer-quote-object.md):
 * Back after a confirmation never sends the money again, every figure on the
 * way is exact, and what a person pastes into the form gets the same answer
 * with JavaScript and without.
 */

const ACCOUNT_NUMBER = '0123456789'

/** Fills the form as a person would (typed text as given) and asks for a quote. */
async function askQuote(page: Page, waitForHydration: () => Promise<void>, amount: string, accountNumber = ACCOUNT_NUMBER) {
	await page.goto('/local-transfer?currency=NGN')
	await waitForHydration()
	await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 })
	await page.getByLabel('Account number').fill(accountNumber)
	await page.getByLabel('Amount (NGN)').fill(amount)
	await page.getByRole('button', { name: 'Get quote' }).click()
}

async function confirmWithPin(page: Page, waitForHydration: () => Promise<void>) {
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(PIN)
	await page.getByRole('button', { name: 'Confirm transfer' }).click()
	await expect(page).toHaveURL(/\/local-transfers\/trf_[^/?]+$/)
	return new URL(page.url()).pathname
}

test('Back after confirming, then Confirm again, shows the same transfer: the money goes out once', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(60_000)
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	await login(page, user.email)
	await askQuote(page, waitForHydration, '12.34')
	await expect(page.getByTestId('quote-amount')).toHaveText('₦12.34')
	// The quote's URL names it, so support can open the same quote.
	await expect(page).toHaveURL(/\/local-transfer\/quote\/qte_[0-9a-f]+$/)
	const first = await confirmWithPin(page, waitForHydration)

	await page.goBack()
	// Back shows either a quote to confirm or a transfer (with JavaScript, once the page's data is in).
	const pin = page.getByLabel('Transaction PIN')
	await expect(async () => expect((await pin.isVisible()) || /\/local-transfers\/trf_/.test(page.url())).toBe(true)).toPass()
	// Whatever it shows, confirming from it cannot make a second transfer.
	if (await pin.isVisible()) await confirmWithPin(page, waitForHydration)
	await expect(page).toHaveURL(new RegExp(`${first}$`))
	expect(await transferCount(token)).toBe(1)
	expect(await fundingBalance(token, 'NGN')).toBe('937.66')
})

test('every screen that asks for or records a payment shows the exact amount', async ({ page, login, waitForHydration }) => {
	test.setTimeout(60_000)
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1234567890.99')
	await login(page, user.email)

	await page.goto('/funding-account/NGN')
	await page.getByRole('link', { name: 'naira 1,234,567,890.99' }).click()
	await expect(page.getByRole('heading', { name: 'Top-up of naira 1,234,567,890.99' })).toBeVisible()

	await page.goto('/local-transfer?currency=NGN')
	await expect(page.getByTestId('transfer-balance')).toHaveText('Funding balance: ₦1,234,567,890.99')
	await askQuote(page, waitForHydration, '1234567000.99')
	await expect(page.getByTestId('quote-amount')).toHaveText('₦1,234,567,000.99')
	await expect(page.getByTestId('quote-total')).toHaveText('₦1,234,567,050.99')
	await expect(page.getByTestId('quote-balance-after')).toHaveText('₦840.00')
	const transfer = await confirmWithPin(page, waitForHydration)
	const details = page.getByRole('region', { name: 'Transfer details' })
	await expect(details).toContainText('₦1,234,567,000.99')
	await expect(details).toContainText('₦1,234,567,050.99')

	await page.goto('/local-transfers')
	await expect(page.getByTestId('transfer-row')).toContainText('₦1,234,567,000.99')

	await failTransfer(transfer.split('/').pop()!, 'Beneficiary bank unavailable')
	await page.goto(transfer)
	await expect(page.getByText('This transfer failed')).toContainText('(₦1,234,567,050.99)')
	expect(await fundingBalance(token, 'NGN')).toBe('1234567890.99')
})

test('pasted amounts and account numbers read the same with and without JavaScript; what is still wrong says why @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(60_000)
	const { user } = await integratorWithPin()
	await deposit(user.email, 'NGN', '5000.00')
	await login(page, user.email)
	const cases: [amount: string, accountNumber: string, shown: string][] = [
		['1,000.50', '0123 456 789', '₦1,000.50'],
		[' 10 ', '0123-456-789', '₦10.00'],
		['₦2,500', ACCOUNT_NUMBER, '₦2,500.00'],
	]
	for (const [amount, accountNumber, shown] of cases) {
		await askQuote(page, waitForHydration, amount, accountNumber)
		await expect(page.getByTestId('quote-amount'), amount).toHaveText(shown)
		await expect(page.getByTestId('transfer-quote')).toContainText(ACCOUNT_NUMBER)
	}
	await askQuote(page, waitForHydration, '1,5')
	await expect(page.getByText('Use digits and one dot only, like 1500.25.')).toBeVisible()
	await expect(page.getByLabel('Amount (NGN)')).toHaveValue('1,5')
	// The provider's refusal (the form's post answered 400): the form again, filled in, the reason under the field.
	await askQuote(page, waitForHydration, '10', '0123450000')
	await expect(page.getByText('No account with this number at the chosen bank')).toBeVisible()
	await expect(page.getByLabel('Account number')).toHaveValue('0123450000')
	await expect(page.getByLabel('Amount (NGN)')).toHaveValue('10')
})

test('the quote uses a desktop screen’s width, its figures beside the confirm form, and stacks them on a phone', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(60_000)
	const { user } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	await login(page, user.email)
	await page.setViewportSize({ width: 1280, height: 900 })
	await askQuote(page, waitForHydration, '12.34')
	const figures = page.getByTestId('transfer-quote')
	const pin = page.getByLabel('Transaction PIN')
	await expect(pin).toBeVisible()
	const wide = {
		figures: (await figures.boundingBox())!,
		pin: (await pin.boundingBox())!,
		all: (await page.getByTestId('quote-confirm').boundingBox())!,
	}
	// Side by side: the PIN to the right of the figures, level with them; together wider than 900 px of the 1280.
	expect(wide.pin.x).toBeGreaterThan(wide.figures.x + wide.figures.width)
	expect(wide.pin.y).toBeLessThan(wide.figures.y + wide.figures.height)
	expect(wide.all.width).toBeGreaterThan(900)

	await page.setViewportSize({ width: 360, height: 800 })
	const narrow = { figures: (await figures.boundingBox())!, pin: (await pin.boundingBox())! }
	expect(narrow.pin.y).toBeGreaterThan(narrow.figures.y + narrow.figures.height)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
