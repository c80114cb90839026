import type { Page } from '@playwright/test'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { expectLedgerBalanced } from '../wallets/support'
import { failPayout, fiatBalance, fiatCompany, fiatDeposit, FIAT_PIN, payoutIdOf, pdfText, settlePayout } from './support'

/**
 * The Fiat wallet, with JavaScript on and off: a virtual account opened and
 * a deposit to it arriving; a business beneficiary in EUR and an individual
 * one in NGN, each checked and its holder's name shown before saving; a
 * payout to each quoted, confirmed with the PIN and settled, its receipt
 * showing every detail and its PDF's text the same; the same payout again
 * within ten minutes asking first, then failing with its money back; a
 * beneficiary deleted.
 */

test.afterEach(expectLedgerBalanced)

const RECEIPT = /\/fiat\/payout\/receipt\?currency=[A-Z]{3}&transfer-id=fpo_[0-9a-f]{20}&service-name=FCAT$/

/** The receipt's figures as the page shows them: each row's value, by its key. */
async function receiptRows(page: Page) {
	const rows = page.locator('dd[data-testid^="receipt-"]')
	const values: Record<string, string> = {}
	for (const row of await rows.all())
		values[(await row.getAttribute('data-testid'))!.replace('receipt-', '')] = (await row.textContent())!.trim()
	return values
}

/** The receipt's PDF, downloaded as its link does (the page's session), read back as text: it holds every row the page shows. */
async function expectPdfHoldsReceipt(page: Page) {
	const href = await page.getByTestId('receipt-pdf').getAttribute('href')
	const response = await page.request.get(href!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('application/pdf')
	const text = pdfText(await response.body())
	const rows = await receiptRows(page)
	expect(Object.keys(rows).length).toBeGreaterThan(12)
	// The PDF's font has no '₦': it writes the code there (record 111).
	for (const [key, value] of Object.entries(rows)) expect(text, `the PDF's ${key}`).toContain(value.replaceAll('₦', 'NGN '))
	return text
}

async function expectStatus(page: Page, label: string) {
	await expect(page.getByTestId('receipt-badge')).toHaveText(label, { timeout: 12_000 })
}

test('a virtual account is opened and a deposit arrives; a EUR business beneficiary is paid, its receipt and PDF agree; the same payout again asks first and its failure returns the money', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)

	// A virtual account in GBP, and a bank deposit to it.
	await page.goto('/product/fiat-wallet-service')
	await expect(page.getByRole('heading', { name: 'Fiat wallet', level: 1 })).toBeVisible()
	await expect(page.getByTestId('fiat-wallet-EUR').getByTestId('fiat-wallet-balance')).toHaveText('€25,000.00')
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByRole('button', { name: 'Open virtual account in GBP' }).click()
	await expect(page).toHaveURL('/product/fiat-wallet-service/wallet?currency=GBP')
	await expect(page.getByRole('heading', { name: /GBP wallet/ })).toBeVisible()
	await expect(page.getByTestId('fiat-wallet-balance')).toHaveText('£0.00')
	const accountNumber = (await page.getByTestId('virtual-account-number').textContent())!.trim()
	expect(accountNumber).toMatch(/^\d{10}$/)
	await fiatDeposit(user.email, 'GBP', '1500.25')
	await page.reload()
	await expect(page.getByTestId('fiat-wallet-balance')).toHaveText('£1,500.25')
	await expect(page.getByTestId('fiat-transaction').first()).toContainText(`Bank deposit to virtual account ${accountNumber}`)
	await expect(page.getByTestId('fiat-transaction').first()).toContainText('+£1,500.25')

	// A business beneficiary in EUR: checked, its holder named by the bank, then saved.
	await page.goto('/product/fiat-wallet-service')
	await page.getByRole('link', { name: 'Add business EUR beneficiary' }).click()
	await expect(page).toHaveURL('/fiat/create-business-beneficiary?currency=EUR')
	await waitForHydration()
	await page.getByLabel('Business name').fill('Seine Transports SA')
	await page.getByLabel('IBAN').fill('fr14 2004 1010 0505 0001 3m02 606')
	await page.getByLabel('BIC (SWIFT code)').fill('BNPAFRPP')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByLabel('We have a signed contract with this beneficiary').check()
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByTestId('resolved-name')).toHaveText('Seine Transports S.A.')
	await expect(page.getByTestId('name-match')).toHaveText('The name matches the account holder: Seine Transports S.A.')
	const accountName = (await page.getByTestId('resolved-name').textContent())!
	await expectNoA11yViolations(page)
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page).toHaveURL('/product/fiat-wallet-service/wallet?currency=EUR')
	const saved = page.getByTestId('beneficiary').filter({ hasText: 'Seine Transports SA' })
	await expect(saved).toContainText(accountName)
	await expect(saved).toContainText('BNP Paribas · FR1420041010050500013M02606')

	// Its payout: the quote's figures, the PIN, the receipt followed until settled.
	await saved.getByRole('link', { name: 'Pay Seine Transports SA' }).click()
	await expect(page).toHaveURL(/\/payout\?currency=EUR&beneficiary=fbn_/)
	await expect(page.getByLabel('Beneficiary')).toHaveValue(/^fbn_/)
	await expect(page.getByTestId('payout-fee-rule')).toHaveText('0.5% + €2.00, added to the amount')
	await waitForHydration()
	await page.getByLabel('Amount (EUR)').fill('€1,000')
	await page.getByLabel('Narration (optional)').fill('Invoice 42')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\/fpq_[0-9a-f]{20}$/)
	await expect(page.getByTestId('quote-amount')).toHaveText('€1,000.00')
	await expect(page.getByTestId('quote-fee')).toHaveText('€7.00 (0.5% + €2.00)')
	await expect(page.getByTestId('quote-total')).toHaveText('-€1,007.00')
	await expect(page.getByTestId('quote-balance-after')).toHaveText('€23,993.00')
	await expect(page.getByTestId('quote-beneficiary')).toContainText(accountName)
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(RECEIPT)
	const payoutId = payoutIdOf(page.url())
	await expect(page.getByTestId('receipt-badge')).toHaveText('Processing')
	expect(await fiatBalance(token, 'EUR')).toBe('23993.00')
	await settlePayout(payoutId)
	await expectStatus(page, 'Successful')
	const rows = await receiptRows(page)
	expect(rows).toMatchObject({
		status: 'Successful',
		amount: '€1,000.00',
		fee: '€7.00 (0.5% + €2.00)',
		total: '€1,007.00',
		narration: 'Invoice 42',
		beneficiary: 'Seine Transports SA',
		'account-name': accountName,
		bank: 'BNP Paribas',
		iban: 'FR1420041010050500013M02606',
		bic: 'BNPAFRPP',
		'confirmed-by': 'Ada Okafor',
		'confirmed-email': user.email,
		'payout-id': payoutId,
		service: 'Fiat wallet (FCAT)',
	})
	expect(rows.reference).toMatch(/^PO-\d{8}-[0-9A-F]{6}$/)
	for (const time of ['submitted', 'processing', 'completed']) expect(rows[time]).toMatch(/^\d{2} \w{3} \d{4} • \d{2}:\d{2} UTC$/)
	await expectNoA11yViolations(page)
	const text = await expectPdfHoldsReceipt(page)
	expect(text).toContain('Payout receipt')

	// The same amount to the same beneficiary again, minutes later: the quote asks first; the answer lets it through.
	await page.goto(`/product/fiat-wallet-service/wallet?currency=EUR`)
	await page.getByTestId('beneficiary').filter({ hasText: 'Seine Transports SA' }).getByRole('link', { name: /^Pay / }).click()
	await expect(page).toHaveURL(/\/payout\?currency=EUR&beneficiary=fbn_/)
	await waitForHydration()
	await page.getByLabel('Amount (EUR)').fill('1000')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('send-again')).toContainText(/You sent this (less than a minute|\d+ minutes?) ago\. Send again\?/)
	await expect(page.getByLabel('Transaction PIN')).toHaveCount(0)
	await waitForHydration()
	await page.getByRole('button', { name: 'Send again' }).click()
	await expect(page).toHaveURL(/\/payout\/fpq_[0-9a-f]{20}\?again=yes$/)
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(RECEIPT)
	const second = payoutIdOf(page.url())
	expect(second).not.toBe(payoutId)
	expect(await fiatBalance(token, 'EUR')).toBe('22986.00')

	// The bank refuses it: amount and fee come back, once, and the receipt says so.
	await failPayout(second, 'Account closed')
	await expectStatus(page, 'Failed')
	await expect(page.getByTestId('receipt-failure')).toContainText(
		'This payout failed: Account closed. The amount and its fee (€1,007.00) are back in your EUR wallet.',
	)
	await expect(page.getByTestId('receipt-returned')).toHaveText('€1,007.00')
	expect(await fiatBalance(token, 'EUR')).toBe('23993.00')
})

test('an NGN individual beneficiary added from the payout form is paid and settled; a beneficiary is deleted', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(150_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)

	await page.goto('/product/fiat-wallet-service/payout?currency=NGN')
	await page.getByRole('link', { name: 'Add an individual' }).click()
	await expect(page).toHaveURL('/fiat/create-individual-beneficiary?currency=NGN&next=payout')
	await waitForHydration()
	await page.getByLabel('First name').fill('Chinedu')
	await page.getByLabel('Last name').fill('Obi')
	await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'First Bank of Nigeria' })
	// A typo first: the NUBAN's check digit does not match its bank.
	await page.getByLabel('Account number').fill('0000014578')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByText('This account number is not valid for the chosen bank')).toBeVisible()
	await expect(page.getByTestId('resolved-name')).toHaveCount(0)
	// The Central Bank of Nigeria's example NUBAN at First Bank.
	await page.getByLabel('Account number').fill('0000014579')
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByTestId('resolved-name')).toHaveText(/^\S+ \S+$/)
	const accountName = (await page.getByTestId('resolved-name').textContent())!
	// Another holder's name than the one typed (confirmation of payee): saved once the user says so.
	await waitForHydration()
	await page.getByLabel(`I have checked: the account is held by ${accountName}, and I want to use it`).check()
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\?currency=NGN&beneficiary=fbn_[0-9a-f]{20}$/)
	await expect(page.getByLabel('Beneficiary').locator('option:checked')).toContainText('Chinedu Obi')

	await waitForHydration()
	await page.getByLabel('Amount (NGN)').fill('₦2,500')
	await page.getByRole('button', { name: 'Get quote' }).click()
	// 0.5 % of 2,500.00 (12.50) and 50.00.
	await expect(page.getByTestId('quote-fee')).toHaveText('₦62.50 (0.5% + ₦50.00)')
	await expect(page.getByTestId('quote-total')).toHaveText('-₦2,562.50')
	await expect(page.getByTestId('quote-balance-after')).toHaveText('₦4,798,800.00')
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(RECEIPT)
	await settlePayout(payoutIdOf(page.url()))
	await expectStatus(page, 'Successful')
	expect(await receiptRows(page)).toMatchObject({
		amount: '₦2,500.00',
		fee: '₦62.50 (0.5% + ₦50.00)',
		total: '₦2,562.50',
		beneficiary: 'Chinedu Obi',
		'account-name': accountName,
		bank: 'First Bank of Nigeria',
		account: '0000014579',
	})
	await expectPdfHoldsReceipt(page)
	expect(await fiatBalance(token, 'NGN')).toBe('4798800.00')

	// The receipt is reachable from the wallet's list, and the beneficiary can go.
	await page.getByRole('link', { name: 'Back to the NGN wallet' }).click()
	await expect(page.getByTestId('receipt-link').first()).toBeVisible()
	await expectNoA11yViolations(page)
	const row = page.getByTestId('beneficiary').filter({ hasText: 'Chinedu Obi' })
	await waitForHydration()
	await row.getByRole('link', { name: 'Delete Chinedu Obi' }).click()
	await page.getByRole('button', { name: 'Delete beneficiary' }).click()
	await expect(page.getByTestId('toast')).toContainText('Beneficiary deleted')
	await expect(page.getByTestId('beneficiary').filter({ hasText: 'Chinedu Obi' })).toHaveCount(0)
	await expect(page.getByTestId('beneficiary').filter({ hasText: 'Ada Okafor' })).toHaveCount(1)
})
