import type { Page } from '@playwright/test'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { deposit, failTransfer, fundingBalance, integratorWithPin, PIN, settleTransfer } from './transfer-support'

const ACCOUNT_NUMBER = '0123456789'

/** Fills the transfer form and asks for a quote; answers the quote page's figures. */
async function quote(page: Page, waitForHydration: () => Promise<void>, amount: string, narration: string, typed = amount) {
	await page.goto('/local-transfer?currency=NGN')
	await waitForHydration()
	await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 })
	await page.getByLabel('Account number').fill(ACCOUNT_NUMBER)
	// Typed key by key, as a person types it (separators and symbols are read as the server reads them).
	if (typed === amount) await page.getByLabel('Amount (NGN)').fill(amount)
	else await page.getByLabel('Amount (NGN)').pressSequentially(typed)
	await page.getByLabel('Narration (optional)').fill(narration)
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/local-transfer\/quote\/qte_[0-9a-f]+$/)
	await expect(page.getByRole('heading', { name: 'Confirm the transfer' })).toBeVisible()
	return {
		name: (await page.getByTestId('quote-account-name').textContent())!.trim(),
		fee: (await page.getByTestId('quote-fee').textContent())!.trim(),
		total: (await page.getByTestId('quote-total').textContent())!.trim(),
	}
}

/** Confirms the quote on screen with the PIN; answers the new transfer's id. */
async function confirm(page: Page) {
	await page.getByLabel('Transaction PIN').fill(PIN)
	await page.getByRole('button', { name: 'Confirm transfer' }).click()
	await expect(page).toHaveURL(/\/local-transfers\/[^/?]+$/)
	return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
}

/** The transfer page follows the provider by itself: revalidating with JavaScript, reloading (a refresh in <noscript>) without. */
async function expectStatus(page: Page, label: string) {
	await expect(page.getByRole('link', { name: 'Refresh' })).toBeVisible()
	await expect(page.getByTestId('transfer-status')).toHaveText(label, { timeout: 12_000 })
	await expect(page.getByRole('link', { name: 'Refresh' })).toHaveCount(0)
}

test('fund NGN, send a local transfer that settles, and one that fails and gives the money back', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	test.setTimeout(90_000)
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '50000.25')
	await login(page, user.email)

	// How to fund NGN: the bank details, and the deposit that just arrived.
	await page.goto('/funding-account/NGN')
	await expect(page.getByRole('heading', { name: 'Fund your NGN balance' })).toBeVisible()
	for (const detail of ['funding-bank-name', 'funding-account-number', 'funding-account-name'])
		await expect(page.getByTestId(detail)).not.toBeEmpty()
	await expect(page.getByTestId('funding-balance')).toHaveText('₦50,000.25')
	await page.getByRole('link', { name: 'naira 50,000.25' }).click()
	await expect(page.getByRole('heading', { name: 'Top-up of naira 50,000.25' })).toBeVisible()
	await expect(page.getByTestId('topup-status')).toHaveText('Successful')

	// Quote, edit (fields kept), quote again, confirm with the PIN.
	const first = await quote(page, waitForHydration, '1000', 'Invoice 42', jsEnabled ? '₦1,000' : '1000')
	expect(first.name).not.toBe('')
	expect(first.fee).toBe('₦50.00')
	expect(first.total).toBe('₦1,050.00')
	await expectNoA11yViolations(page)
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page.getByLabel('Amount (NGN)')).toHaveValue('1000.00')
	await expect(page.getByLabel('Narration (optional)')).toHaveValue('Invoice 42')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-amount')).toHaveText('₦1,000.00')
	await waitForHydration()
	const settledId = await confirm(page)
	await expect(page.getByRole('heading', { name: `Transfer to ${first.name}` })).toBeVisible()
	await expect(page.getByTestId('transfer-status')).toHaveText(/^(Pending|Processing)$/)
	await settleTransfer(settledId)
	await expectStatus(page, 'Successful')

	await page.goto('/local-transfers')
	await expectNoA11yViolations(page)
	const row = page.getByTestId('transfer-row').filter({ hasText: first.name })
	await expect(row).toContainText('Successful')
	await expect(row).toContainText('₦1,000.00')
	await page.goto('/local-transfers?status=ITF_FAILED')
	await expect(page.getByText('Nothing matches these filters')).toBeVisible()

	// A transfer that fails: its amount and fee come back.
	const before = await fundingBalance(token, 'NGN')
	await quote(page, waitForHydration, '2500.50', 'Refund')
	await waitForHydration()
	const failedId = await confirm(page)
	expect(await fundingBalance(token, 'NGN')).not.toBe(before)
	await failTransfer(failedId, 'Beneficiary bank unavailable')
	await expectStatus(page, 'Failed')
	await expect(page.getByText('Beneficiary bank unavailable')).toBeVisible()
	expect(await fundingBalance(token, 'NGN')).toBe(before)
	await page.goto('/local-transfers?status=ITF_FAILED')
	await expect(page.getByTestId('transfer-row')).toHaveCount(1)
	await expect(page.getByTestId('transfer-row')).toContainText('Failed')
})

test('an unknown currency is the 404 page; banks follow the currency; no PIN yet sends the user to create one @bad-input', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const fresh = await registerIntegrator()
	await deposit(fresh.email, 'NGN', '100')
	await login(page, fresh.email)
	const missing = await page.goto('/funding-account/XYZ')
	expect(missing?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

	// Another currency, other banks: on change with JavaScript, with 'Show banks' without.
	await page.goto(`/local-transfer?accountNumber=${ACCOUNT_NUMBER}`)
	await waitForHydration()
	await page.getByLabel('Currency').selectOption('USD')
	if (!jsEnabled) await page.getByRole('button', { name: 'Show banks' }).click()
	await expect(page.getByLabel('Amount (USD)')).toBeVisible()
	await expect(page.getByLabel('Bank', { exact: true }).getByRole('option', { name: 'Bank of America' })).toBeAttached()
	await expect(page.getByLabel('Account number')).toHaveValue(ACCOUNT_NUMBER)

	// An old link to the quote's address is the form, filled in; 'Get quote' posts it.
	await page.goto(`/local-transfer/quote?currency=NGN&bankCode=&accountNumber=${ACCOUNT_NUMBER}&amount=10`)
	await expect(page.getByLabel('Amount (NGN)')).toHaveValue('10')
	await waitForHydration()
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByText('Choose a bank.')).toBeVisible()
	await expect(page.getByLabel('Account number')).toHaveValue(ACCOUNT_NUMBER)
	await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 })
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByRole('heading', { name: 'Set a transaction PIN first' })).toBeVisible()
	await page.getByRole('link', { name: 'Create a PIN in Settings' }).click()
	await expect(page).toHaveURL('/settings/security?section=pin&edit=1')
})
