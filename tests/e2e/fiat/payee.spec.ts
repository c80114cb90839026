import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { fiatBalance, fiatCompany, FIAT_PIN } from './support'

/**
 * What a new user met on the Fiat wallet (record 109), with JavaScript on
 * and off: every receipt link of the wallet page opens its receipt (a bulk
 * payout's is the Payment service's); 'Delete' asks first; a refused 'Move
 * money' and its PIN do not outlive another post's success; confirmation
 * of payee on the beneficiary form (match, close match, no match confirmed
 * on the record), an account saved once, and a saved mismatch flagged where
 * it is listed and asked about when it is paid (record 109).
 */

test.afterEach(expectLedgerBalanced)

type Saved = { id: string; name: string }
const beneficiaries = async (token: string) => (await sandboxFetch<{ data: Saved[] }>('/integrator/v1/fiat/beneficiaries', { token })).data

test('every receipt link of the NGN wallet opens its receipt, a bulk payout’s too', async ({ page, login }) => {
	test.setTimeout(120_000)
	const { user } = await fiatCompany()
	await login(page, user.email)
	await page.goto('/product/fiat-wallet-service/wallet?currency=NGN')
	const links = page.getByTestId('receipt-link')
	await expect(links.first()).toBeVisible()
	const hrefs = await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')!))
	for (const href of new Set(hrefs)) {
		await page.goto(href)
		await expect(page.getByRole('heading', { name: 'Payout receipt', level: 1 }), href).toBeVisible()
	}
	// The fiat-active scenario's bulk payout was paid from this wallet by the Payment service: its receipt is that service's.
	expect(hrefs.some((href) => href.includes('service-name=PAYMENT'))).toBe(true)
})

test('Delete on the wallet page asks first: Keep it changes nothing, Delete beneficiary deletes; a refused Move money and its PIN go once it succeeds @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(150_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const count = (await beneficiaries(token)).length
	const balance = await fiatBalance(token, 'NGN')
	await page.goto('/product/fiat-wallet-service/wallet?currency=NGN')
	await waitForHydration()

	// A refused transfer: its reason on the form, the PIN as typed.
	await page.getByLabel('Amount (NGN)').fill('100')
	await page.getByLabel('Transaction PIN').fill('000000')
	await page.getByRole('button', { name: 'Move money' }).click()
	await expect(page.getByText(/Your PIN is not correct/)).toBeVisible()
	expect(await fiatBalance(token, 'NGN')).toBe(balance)

	const row = page.getByTestId('beneficiary').filter({ hasText: 'Eze Foods Ltd' })
	await row.getByRole('link', { name: 'Delete Eze Foods Ltd' }).click()
	await expect(page).toHaveURL(/[?&]dialog=delete-beneficiary&beneficiary=fbn_[0-9a-f]{20}/)
	await expect(page.getByRole('heading', { name: 'Delete Eze Foods Ltd?' })).toBeVisible()
	expect(await beneficiaries(token)).toHaveLength(count)
	await expectNoA11yViolations(page)
	await page.getByRole('link', { name: 'Keep it' }).click()
	await expect(page).toHaveURL('/product/fiat-wallet-service/wallet?currency=NGN')
	await expect(page.getByRole('heading', { name: 'Delete Eze Foods Ltd?' })).toHaveCount(0)
	expect(await beneficiaries(token)).toHaveLength(count)

	await waitForHydration()
	await page.getByLabel('Amount (NGN)').fill('100')
	await page.getByLabel('Transaction PIN').fill('000000')
	await page.getByRole('button', { name: 'Move money' }).click()
	await expect(page.getByText(/Your PIN is not correct/)).toBeVisible()
	await row.getByRole('link', { name: 'Delete Eze Foods Ltd' }).click()
	await page.getByRole('button', { name: 'Delete beneficiary' }).click()
	await expect(page.getByTestId('toast')).toContainText('Beneficiary deleted')
	await expect(page.getByTestId('beneficiary').filter({ hasText: 'Eze Foods Ltd' })).toHaveCount(0)
	expect(await beneficiaries(token)).toHaveLength(count - 1)
	// The other form's refusal and its typed PIN are gone.
	await expect(page.getByText(/Your PIN is not correct/)).toHaveCount(0)
	await expect(page.getByLabel('Transaction PIN')).toHaveValue('')
	await expect(page.getByLabel('Amount (NGN)')).toHaveValue('')
	expect(await fiatBalance(token, 'NGN')).toBe(balance)
})

test('the bank’s name is compared with the typed one: another holder is saved only once confirmed, an account once; mismatches are flagged and asked about when paid', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const count = (await beneficiaries(token)).length

	// An account saved already (the scenario's Rhein Logistics GmbH), named as its bank names it: a match, and refused as a duplicate.
	await page.goto('/fiat/create-business-beneficiary?currency=EUR')
	await waitForHydration()
	await page.getByLabel('Business name').fill('Otieno Foods Limited')
	await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00')
	await page.getByLabel('BIC (SWIFT code)').fill('DEUTDEFF')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByTestId('name-match')).toHaveText('The name matches the account holder: Otieno Foods Ltd')
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page.getByText('This account is already saved as a beneficiary: Rhein Logistics GmbH')).toBeVisible()
	expect(await beneficiaries(token)).toHaveLength(count)

	// Another holder's account: the bank's name said, saved only once the box is ticked, and flagged.
	await page.goto('/fiat/create-individual-beneficiary?currency=NGN')
	await waitForHydration()
	await page.getByLabel('First name').fill('Chinedu')
	await page.getByLabel('Last name').fill('Obi')
	await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'First Bank of Nigeria' })
	await page.getByLabel('Account number').fill('0000014579')
	await page.getByLabel('Whose account is it?').selectOption('THIRD_PARTY')
	await page.getByRole('button', { name: 'Check account' }).click()
	await expect(page.getByTestId('name-match')).toContainText(
		'The name does not match the account holder: the bank says Fatou Owusu. Money sent to the wrong account may not come back',
	)
	await expectNoA11yViolations(page)
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(
		page.getByText('The bank says this account is held by Fatou Owusu: check the details, or confirm that you want to save it anyway'),
	).toBeVisible()
	expect(await beneficiaries(token)).toHaveLength(count)
	await waitForHydration()
	await page.getByLabel('I have checked: the account is held by Fatou Owusu, and I want to use it').check()
	await page.getByRole('button', { name: 'Save beneficiary' }).click()
	await expect(page).toHaveURL('/product/fiat-wallet-service/wallet?currency=NGN')
	expect(await beneficiaries(token)).toHaveLength(count + 1)
	const chinedu = page.getByTestId('beneficiary').filter({ hasText: 'Chinedu Obi' })
	await expect(chinedu.getByTestId('name-match-flag')).toContainText(/Name mismatch confirmed .* · the bank says Fatou Owusu/)
	await expect(page.getByTestId('beneficiary').filter({ hasText: 'Ada Okafor' }).getByTestId('name-match-flag')).toHaveCount(0)

	// A close match says the bank's name.
	await page.goto('/product/fiat-wallet-service/wallet?currency=USD')
	await expect(page.getByTestId('beneficiary').filter({ hasText: 'Kwame Mensah' }).getByTestId('name-match-flag')).toHaveText(
		'Name close to the holder’s · the bank says Kwame A. Mensah',
	)

	// The scenario's Rhein Logistics GmbH, saved before the check: flagged where listed, and paid only once the user confirms.
	await page.goto('/product/fiat-wallet-service/wallet?currency=EUR')
	const rhein = page.getByTestId('beneficiary').filter({ hasText: 'Rhein Logistics GmbH' })
	await expect(rhein.getByTestId('name-match-flag')).toHaveText('Name does not match · the bank says Otieno Foods Ltd')
	await rhein.getByRole('link', { name: 'Pay Rhein Logistics GmbH' }).click()
	await expect(page).toHaveURL(/\/product\/fiat-wallet-service\/payout\?currency=EUR&beneficiary=fbn_/)
	await waitForHydration()
	await page.getByLabel('Amount (EUR)').fill('100')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-beneficiary').getByTestId('name-match-flag')).toHaveText(
		'Name does not match · the bank says Otieno Foods Ltd',
	)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(
		page
			.getByTestId('pay-name-mismatch')
			.getByText('The bank says this account is held by Otieno Foods Ltd, not the name saved: confirm that you want to pay it anyway'),
	).toBeVisible()
	expect(await fiatBalance(token, 'EUR')).toBe('25000.00')
	await waitForHydration()
	await page.getByLabel('I have checked: the account is held by Otieno Foods Ltd, and I want to use it').check()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page.getByRole('heading', { name: 'Payout receipt', level: 1 })).toBeVisible()
	// 100.00 and its fee (0.5 % and 2.00).
	expect(await fiatBalance(token, 'EUR')).toBe('24897.50')
})
