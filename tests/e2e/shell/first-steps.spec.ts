import type { Page } from '@playwright/test'
import { fiatBeneficiaries } from '../payments/support'
import { expectLedgerBalanced, tradingBalances, tradingCompanyWithPin, TRADING_PIN } from '../trading/support'
import { expect, test } from '../utils/fixtures'
import { approveSubscription, passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

/**
 * What a new user meets, with JavaScript on and off: the home's crypto
 * wallets block agrees with the crypto balances beside it; 'Pay' on a
 * crypto beneficiary without the Wallet service says what is needed instead
 * of failing; every money form says 'Set a transaction PIN first' above
 * itself before it is filled; amount and PIN fields drop letters as they
 * are typed (with JavaScript), and the server refuses them with a reason
 * (without), moving nothing.
 */

test.afterEach(expectLedgerBalanced)

const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

test("the home's crypto wallets block agrees with the crypto balances beside it", async ({ page, login }) => {
	// The 'funded' company holds BTC, ETH and USDT in its crypto ledger and has opened no wallet yet.
	const company = (await seedScenario('funded')).integrators[0]!
	await login(page, company.email)
	await page.goto('/')
	const block = page.getByTestId('dashboard-wallets')
	await expect(block).toBeVisible()
	for (const asset of ['BTC', 'ETH', 'USDT']) {
		await expect(page.getByTestId(`balance-crypto-${asset}`)).toBeVisible()
		await expect(block.getByTestId(`wallets-asset-${asset}`)).toBeVisible()
	}
	await expect(block.getByText('No wallets yet')).toHaveCount(0)
	await expect(page.getByTestId('wallets-total-usd')).not.toContainText('$0.00')
})

test("'Pay' on a crypto beneficiary without the Wallet service says what is needed, and leads there", async ({ page, login }) => {
	// 'fiat-active' has the Fiat wallet and Payment services, not the Wallet service.
	const company = (await seedScenario('fiat-active')).integrators[0]!
	const token = await passwordLogin(company.email, SCENARIO_PASSWORD)
	const saved = await sandboxFetch<{ data: { addressId: string } }>('/integrator/v1/withdrawal-address', {
		token,
		body: {
			address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			asset: 'BTC',
			network: 'BTC',
			description: 'Supplier treasury',
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: true,
		},
	})
	await login(page, company.email)
	await page.goto(`/product/payment-service/beneficiary/${saved.data.addressId}`)
	await expect(page.getByTestId('beneficiary-name')).toHaveText('Supplier treasury')
	await expect(page.getByRole('link', { name: 'Pay Supplier treasury' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Pay Supplier treasury' })).toBeDisabled()
	await expect(
		page.getByText(
			'Paying a crypto beneficiary sends a withdrawal from your Crypto wallet service, and you have not subscribed to it yet.',
		),
	).toBeVisible()
	await page.getByRole('link', { name: 'Subscribe to Crypto wallet' }).click()
	await expect(page).toHaveURL('/products#product-wallets')
	await expect(page.getByTestId('product-wallets').getByRole('button', { name: 'Subscribe' })).toBeVisible()

	// A fiat beneficiary of the same company is paid as before: its Fiat wallet service is active.
	const [fiat] = await fiatBeneficiaries(token)
	await page.goto(`/product/payment-service/beneficiary/${fiat!.id}`)
	await expect(page.getByRole('link', { name: `Pay ${fiat!.name}` })).toBeVisible()
})

/** Subscribes (unless asked already), has the back office approve, accepts the documents and activates, as a user would. */
async function activate(email: string, token: string, name: string) {
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name } }).catch(() => null)
	await approveSubscription(email, name)
	const documents = (
		await sandboxFetch<{ data: { id: string }[] }>(`/integrator/v1/custom-operational-documents?service=${name}`, { token })
	).data
	if (documents.length)
		await sandboxFetch('/integrator/v1/subscription-contract', {
			token,
			body: { name, documentIds: documents.map((document) => document.id) },
		})
	await sandboxFetch('/integrator/v1/subscription/activate', { method: 'PATCH', token, body: { name } })
}

/** The notice is on the page, above the form's first field. */
async function expectNoPinNoticeFirst(page: Page, path: string) {
	await page.goto(path)
	const notice = page.getByRole('heading', { name: 'Set a transaction PIN first' })
	await expect(notice, path).toBeVisible()
	const first = await notice.evaluate((heading) => {
		const field = document.querySelector('main input:not([type=hidden]), main select')
		return !field || Boolean(heading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING)
	})
	expect(first, `${path}: the notice comes before the form's fields`).toBe(true)
}

test('every money form says to set a transaction PIN first, above the form, before it is filled', async ({ page, login }) => {
	test.setTimeout(120_000)
	// 'services-approved': trading, compliance and lending active, wallets approved, fcat pending; no PIN.
	const company = (await seedScenario('services-approved')).integrators[0]!
	const token = await passwordLogin(company.email, SCENARIO_PASSWORD)
	for (const name of ['wallets', 'fcat', 'payment']) await activate(company.email, token, name)
	await sandboxFetch('/fcat/v1/wallets', { token, body: { currency: 'NGN' } })
	await sandboxFetch('/wallets/v1/wallets', { token, body: { asset: 'BTC' } })
	await login(page, company.email)
	for (const path of [
		'/product/fiat-wallet-service/payout?currency=NGN',
		'/product/fiat-wallet-service/wallet?currency=NGN',
		'/product/wallet-service/BTC/withdraw',
		'/product/trading/quote',
		'/product/trading/transfer',
		'/local-transfer',
		'/product/lending-service/loans/new',
		'/product/payment-service/bulk-payout',
	])
		await expectNoPinNoticeFirst(page, path)
	await page.getByRole('link', { name: 'Create a PIN in Settings' }).click()
	await expect(page).toHaveURL('/settings/security?section=pin&edit=1')
})

test('amount and PIN fields take digits (and one dot) as typed; letters are refused with a reason, moving nothing @bad-input', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const { user, token } = await tradingCompanyWithPin()
	const before = await tradingBalances(token)
	await login(page, user.email)
	await page.goto('/product/trading/transfer')
	const amount = page.getByLabel('Amount')
	const pin = page.getByLabel('Transaction PIN')
	await expect(amount).toHaveAttribute('inputmode', 'decimal')
	await expect(pin).toHaveAttribute('inputmode', 'numeric')
	await expect(pin).toHaveAttribute('pattern', '\\d{6}')
	await waitForHydration()
	if (jsEnabled) {
		await amount.pressSequentially('a1b2,5.5.0c')
		await expect(amount).toHaveValue('125.50')
		await pin.pressSequentially('x2y4z6.8 1-0')
		await expect(pin).toHaveValue('246810')
		// Pasted amounts keep what the normaliser reads.
		await amount.fill('$1 000')
		await expect(amount).toHaveValue('$1 000')
		await amount.fill('1,000.50')
		await expect(amount).toHaveValue('1,000.50')
		await amount.fill('12abc')
		await expect(amount).toHaveValue('12')
		await amount.fill('')
		await amount.pressSequentially('abc')
		await expect(amount).toHaveValue('')
	} else {
		// Without JavaScript the field holds what is typed; the server says why it is refused.
		await amount.pressSequentially('12abc')
		await pin.fill(TRADING_PIN)
		await page.getByRole('button', { name: 'Transfer' }).click()
		await expect(page.getByText('Use digits and one dot only, like 1500.25.')).toBeVisible()
		await expect(amount).toHaveValue('12abc')
	}
	expect(await tradingBalances(token)).toEqual(before)
})
