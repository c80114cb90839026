import { ACCOUNT_CHECK_MESSAGES } from '../../../contract/fiat/account-checks'
import { fiatCompany, FIAT_PIN } from '../fiat/support'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { expectLedgerBalanced, walletsCompanyWithPin, WALLET_PIN } from '../wallets/support'
import { activatePayment, bulkCsv, fiatBeneficiaries, paymentBalances } from './support'

/**
 * The Payment service, with JavaScript on and off: a fiat beneficiary added
 * under the service (its holder named by the bank first), paid through the
 * Fiat wallet's payout with its receipt, its payment listed on its page,
 * then deleted after its confirmation step; a crypto beneficiary added (the
 * address checked for its network) and paid through the Wallet service's
 * withdrawal; a bulk CSV of 20 rows, two of them bad, checked (the two
 * reasons shown, the totals against the balance), sent once with the PIN,
 * each of the 18 rows with its payout, status and receipt, and the results
 * as CSV.
 */

test.afterEach(expectLedgerBalanced)

const PAYMENT = '/product/payment-service'
const NUBAN_CHECK_DIGIT = ACCOUNT_CHECK_MESSAGES.nubanCheckDigit

test('a fiat beneficiary is added, paid with its receipt, listed with its payment, and deleted after asking', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user } = await fiatCompany()
	await login(page, user.email)

	await page.goto(PAYMENT)
	await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible()
	await expect(page.getByTestId('payment-wallet-NGN')).toContainText('₦4,801,362.50')
	await expect(page.getByRole('list', { name: 'Latest bulk payouts' })).toContainText('supplier-run.csv')
	await expectNoA11yViolations(page)
	await page.getByRole('link', { name: 'Add fiat beneficiary' }).click()
	await expect(page).toHaveURL(`${PAYMENT}/add-fiat-beneficiary?kind=INDIVIDUAL&currency=NGN`)
	await waitForHydration()
	await page.getByLabel('First name').fill('Chinedu')
	await page.getByLabel('Last name').fill('Obi')
	await page.getByLabel('Bank').selectOption('011')
	await page.getByLabel('Account number').fill('0000014579')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByTestId('resolved-name')).toHaveText(/^\w+ \w+$/)
	const accountName = (await page.getByTestId('resolved-name').textContent())!
	await expectNoA11yViolations(page)
	// Another holder's name than the one typed (confirmation of payee): saved once the user says so, and flagged.
	await waitForHydration()
	await page.getByLabel(`I have checked: the account is held by ${accountName}, and I want to use it`).check()
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page).toHaveURL(new RegExp(`${PAYMENT}/beneficiary/fbn_[0-9a-f]{20}$`))
	const beneficiaryUrl = page.url()
	await expect(page.getByTestId('beneficiary-name')).toHaveText('Chinedu Obi')
	await expect(page.getByText(accountName, { exact: true })).toBeVisible()
	await expect(page.getByText('No payment to this beneficiary yet.')).toBeVisible()
	await expectNoA11yViolations(page)

	// 'Pay': the Fiat wallet's payout, the beneficiary chosen; quote, PIN, receipt.
	await page.getByRole('link', { name: 'Pay Chinedu Obi' }).click()
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\?currency=NGN&beneficiary=fbn_/)
	await waitForHydration()
	await page.getByLabel('Amount (NGN)').fill('12345.67')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-amount')).toHaveText('₦12,345.67')
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(/\/fiat\/payout\/receipt\?currency=NGN&transfer-id=fpo_[0-9a-f]{20}&service-name=FCAT$/)
	await expect(page.getByTestId('receipt-badge')).toHaveText('Processing')

	// Its page lists the payment, with its receipt.
	await page.goto(beneficiaryUrl)
	const payouts = page.getByRole('table', { name: 'Payouts' })
	await expect(payouts).toContainText('-₦12,345.67')
	await expect(payouts).toContainText('Processing')
	await payouts.getByRole('link', { name: /^Receipt/ }).click()
	await expect(page.getByTestId('receipt-badge')).toHaveText('Processing')

	// 'Delete' asks first on its own URL, then deletes.
	await page.goto(beneficiaryUrl)
	await page.getByRole('link', { name: 'Delete Chinedu Obi' }).click()
	await expect(page).toHaveURL(`${beneficiaryUrl}?confirm=delete`)
	await expect(page.getByRole('heading', { name: 'Delete Chinedu Obi?' })).toBeVisible()
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByRole('button', { name: 'Delete beneficiary' }).click()
	await expect(page).toHaveURL(PAYMENT)
	await expect(page.getByText('Chinedu Obi was deleted.')).toBeVisible()
	await expect(page.getByRole('list', { name: 'Beneficiaries' })).not.toContainText('Chinedu Obi')
	expect(await page.goto(beneficiaryUrl).then((response) => response?.status())).toBe(404)
})

test('a crypto beneficiary is added with its address checked, and paid through a withdrawal listed on its page', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user, token } = await walletsCompanyWithPin()
	await activatePayment(user.email, token)
	await login(page, user.email)

	await page.goto(PAYMENT)
	await expect(page.getByTestId('payment-wallet-BTC')).toContainText('0.5234')
	await page.getByRole('link', { name: 'Add crypto beneficiary' }).click()
	await expect(page).toHaveURL(`${PAYMENT}/add-crypto-beneficiary`)
	await waitForHydration()
	await page.getByLabel('Asset').selectOption('BTC')
	await page.getByLabel('Network').selectOption('BTC')
	// An Ethereum address on Bitcoin is said, and nothing is saved.
	await page.getByLabel('Address', { exact: true }).fill('0x52908400098527886E0F7030069857D2E4169EE7')
	await page.getByLabel('Label', { exact: true }).fill('Supplier treasury')
	await page.getByLabel('Whose address is it?').selectOption('THIRD_PARTY')
	await page.getByLabel('A contract with this beneficiary is signed').check()
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page.getByText(/not a valid Bitcoin address|Ethereum address/).first()).toBeVisible()
	await page.getByLabel('Address', { exact: true }).fill('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page).toHaveURL(new RegExp(`${PAYMENT}/beneficiary/[^/?]+$`))
	const beneficiaryUrl = page.url()
	await expect(page.getByTestId('beneficiary-name')).toHaveText('Supplier treasury')
	await expect(page.getByText('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', { exact: true })).toBeVisible()
	await expectNoA11yViolations(page)

	// 'Pay': the Wallet service's withdrawal with the saved address chosen.
	await page.getByRole('link', { name: 'Pay Supplier treasury' }).click()
	await expect(page).toHaveURL(/\/product\/wallet-service\/BTC\/withdraw\?network=BTC&addressId=/)
	await expect(page.getByLabel('Saved address').locator('option:checked')).toContainText('Supplier treasury')
	await waitForHydration()
	await page.getByLabel('Amount (BTC)').fill('0.01')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/wallet-service\/BTC\/withdraw\/wqt_[0-9a-f]{20}$/)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(WALLET_PIN)
	await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
	await expect(page).toHaveURL(/\/product\/wallet-service\/BTC\/withdrawals\/[^/?]+$/)
	expect((await paymentBalances(token)).BTC).not.toBe('0.5234')

	await page.goto(beneficiaryUrl)
	const withdrawals = page.getByRole('table', { name: 'Withdrawals' })
	await expect(withdrawals).toContainText('-0.01 BTC')
	await expect(withdrawals.getByRole('link', { name: 'Details' })).toHaveCount(1)
})

test('a bulk CSV of 20 rows with two bad ones shows both reasons, sends the other 18 once with the PIN, and reports each @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(240_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const saved = await fiatBeneficiaries(token)
	const ngn = saved.filter((item) => item.currency === 'NGN')
	// Rows name a saved beneficiary by id, or give the account's bank details instead.
	const header = 'beneficiary_id,amount,currency,reference,first_name,last_name,bank_code,account_number'
	const rows: string[][] = Array.from({ length: 20 }, (_, index) => [
		ngn[index % ngn.length]!.id,
		`${1000 + index}.50`,
		'NGN',
		`Run 7 line ${index + 2}`,
	])
	rows[4] = ['fbn_ffffffffffffffffffff', '1004.50', 'NGN', 'Unknown payee']
	// The seeded Ada's account by its details: paid as the saved Ada. A new account twice: saved once, when sent.
	rows[3] = ['', '1003.50', 'NGN', 'Ada by details', 'Ada', 'Okafor', '058', '0123456785']
	rows[7] = ['', '1007.50', 'NGN', 'New supplier', 'Chidi', 'Obi', '011', '0000014579']
	rows[15] = ['', '1015.50', 'NGN', 'New supplier again', 'Chidi', 'Obi', '011', '0000014579']
	// A NUBAN whose check digit is wrong.
	rows[11] = ['', '1011.50', 'NGN', 'Typo', 'Bola', 'Ade', '058', '0123456789']
	const before = await paymentBalances(token)

	// Every wallet it pays from, exact, on its own page.
	await page.goto(PAYMENT)
	await page.getByRole('link', { name: 'All wallets' }).click()
	await expect(page).toHaveURL(`${PAYMENT}/all-wallets`)
	await expect(page.getByTestId('payment-wallet-EUR')).toContainText('€25,000.00')
	await expect(page.getByTestId('payment-wallet-USD')).toContainText('$10,000.00')

	await page.goto(PAYMENT)
	await page.getByRole('link', { name: 'Bulk payout' }).click()
	await expect(page).toHaveURL(`${PAYMENT}/bulk-payout`)
	await expect(page.getByText('250 KB')).toBeVisible()
	// The template: the columns and example rows, as a file.
	const template = await page.request.get(
		await page
			.getByRole('link', { name: 'Download the template (CSV)' })
			.getAttribute('href')
			.then((href) => href!),
	)
	expect(template.headers()['content-type']).toBe('text/csv; charset=utf-8')
	expect((await template.text()).split('\n')[0]).toMatch(
		/^beneficiary_id,amount,currency,reference,kind,first_name,last_name,business_name,/,
	)
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByLabel('CSV file').setInputFiles({ name: 'run-7.csv', mimeType: 'text/csv', buffer: bulkCsv(rows, header) })
	await page.getByRole('button', { name: 'Check file' }).click()
	await expect(page).toHaveURL(new RegExp(`${PAYMENT}/bulk-payout/pbt_[0-9a-f]{20}$`))
	const batchUrl = page.url()
	await expect(page.getByTestId('batch-summary')).toContainText('18 of 20 rows can be paid; 2 will not be sent')
	await expect(page.getByTestId('batch-row-6').getByTestId('row-reason')).toHaveText('No beneficiary with this id')
	await expect(page.getByTestId('batch-row-13').getByTestId('row-reason')).toHaveText(NUBAN_CHECK_DIGIT)
	await expect(page.locator('[data-status="READY"]')).toHaveCount(18)
	// Each account's holder as its bank names it; the two new ones marked, nobody saved yet.
	await expect(page.getByTestId('batch-row-5')).toContainText('Ada Okafor')
	await expect(page.getByTestId('batch-row-5').getByTestId('new-beneficiary')).toHaveCount(0)
	await expect(page.getByTestId('new-beneficiary')).toHaveCount(2)
	await expect(page.getByTestId('batch-row-9')).toContainText('First Bank of Nigeria · 0000014579')
	await expect(page.getByTestId('batch-row-9')).toContainText('Account name:')
	expect(await fiatBeneficiaries(token)).toHaveLength(saved.length)
	// 18 amounts of 1000.50 + index (index 0..19 but 4 and 11): their sum, exactly.
	const sum = rows.reduce((total, row, index) => (index === 4 || index === 11 ? total : total + 100_050 + index * 100), 0)
	const amounts = `₦${(sum / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
	await expect(page.getByTestId('batch-total-NGN')).toContainText(amounts)
	await expect(page.getByTestId('batch-total-NGN')).toContainText('₦4,801,362.50')
	// What is left of the Payment card's NGN daily limit today (record 107).
	await expect(page.getByTestId('batch-total-NGN').getByTestId('batch-left-today')).toHaveText(
		/^₦[\d,]+\.\d{2} left of today’s limit \(UTC\)$/,
	)
	expect(await paymentBalances(token)).toEqual(before)
	await expectNoA11yViolations(page)

	// Chidi Obi's account is held by someone else (confirmation of payee, record 109): flagged, and sent only once the user says so.
	await expect(page.getByTestId('batch-row-9').getByTestId('name-match-flag')).toHaveText('Name does not match · the bank says Fatou Owusu')
	await expect(page.getByTestId('batch-row-5').getByTestId('name-match-flag')).toHaveCount(0)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Send payouts' }).click()
	await expect(page.locator('#batch-confirm-name-error')).toHaveText(
		'2 rows name someone other than the account holder: confirm that you want to pay them anyway',
	)
	expect(await paymentBalances(token)).toEqual(before)
	expect(await fiatBeneficiaries(token)).toHaveLength(saved.length)
	await waitForHydration()
	await page.getByLabel('I have checked these rows, and I want to pay them anyway').check()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Send payouts' }).click()
	await expect(page).toHaveURL(batchUrl)
	await expect(page.getByText('18 of 18 payouts sent.')).toBeVisible()
	await expect(page.getByRole('link', { name: /^Receipt line/ })).toHaveCount(18)
	await expect(page.getByTestId('batch-row-6')).toContainText('Not sent')
	await expect(page.getByTestId('batch-row-2')).toContainText('Processing')
	const total = (await page.getByTestId('batch-total-NGN').locator('td').nth(4).textContent())!.replace(/[^0-9.]/g, '')
	const after = await paymentBalances(token)
	expect(Math.round((Number(before.NGN) - Number(after.NGN)) * 100)).toBe(Math.round(Number(total) * 100))

	// The results as CSV: a line per row, the two reasons among them.
	const csv = await page.request.get(`${batchUrl}/results.csv`)
	expect(csv.status()).toBe(200)
	const text = await csv.text()
	expect(text.trim().split(/\r?\n/)).toHaveLength(21)
	expect(text).toContain('No beneficiary with this id')
	expect(text).toContain(NUBAN_CHECK_DIGIT)
	// The new account, saved once for its two rows, is a beneficiary now.
	const beneficiaries = await fiatBeneficiaries(token)
	expect(beneficiaries).toHaveLength(saved.length + 1)
	expect(beneficiaries.filter((item) => item.name === 'Chidi Obi')).toHaveLength(1)

	// One row's receipt: the Payment service's payout.
	await page.getByRole('link', { name: 'Receipt line 2', exact: true }).click()
	await expect(page).toHaveURL(/\/fiat\/payout\/receipt\?currency=NGN&transfer-id=fpo_[0-9a-f]{20}&service-name=PAYMENT$/)
	await expect(page.getByTestId('receipt-badge')).toHaveText('Processing')
	await expect(page.getByTestId('receipt-amount')).toContainText('₦1,000.50')
})
