import { test, expect } from '../utils/fixtures'
import { getOutbox, passwordLogin, seedScenario } from '../utils/sandbox'
import { confirmDeposit, expectLedgerBalanced, setEmailPreference, walletDeposit } from './support'

/**
 * The Wallet service's e-mails (docs/product/settings.md#manage-emails: MAIN_WALLET_CREATED,
 * SUB_WALLET_CREATED, WALLETS_DEPOSIT_COMPLETED; the withdrawal's is in
 * withdrawals.spec.ts) each land in the outbox only while the integrator's
 * preference for it is on: the same actions, taken from the pages with the
 * preferences off and then on, JavaScript on and off.
 */

const KEYS = ['MAIN_WALLET_CREATED', 'SUB_WALLET_CREATED', 'WALLETS_DEPOSIT_COMPLETED'] as const

test.afterEach(expectLedgerBalanced)

test('each wallet e-mail lands only while its preference is on', async ({ page, login }) => {
	test.setTimeout(90_000)
	const user = (await seedScenario('settings-ready')).integrators[0]!
	const token = await passwordLogin(user.email, user.password!)
	await login(page, user.email)
	const subjects = async () => (await getOutbox(user.email)).map((message) => message.subject)

	/** From the pages: the asset's main wallet, a sub-wallet of it, and a deposit credited to the main wallet. */
	async function walletsOf(asset: 'BTC' | 'ETH', amount: string, confirmations: number) {
		await page.goto('/product/wallet-service')
		await page.getByRole('button', { name: `Create wallet for ${asset}` }).click()
		await expect(page).toHaveURL(`/product/wallet-service/${asset}`)
		const address = (await page.getByTestId('deposit-address').textContent())!.trim()
		await page.goto('/product/wallet-service/all-wallets')
		const form = page.getByRole('region', { name: 'Create sub-wallet' })
		await form.getByLabel('Asset').selectOption(asset)
		await form.getByLabel('Label', { exact: true }).fill(`Shop ${asset}`)
		await form.getByLabel('Customer reference').fill(`REF-${asset}`)
		await form.getByRole('button', { name: 'Create sub-wallet' }).click()
		await expect(page.getByText(`${asset} sub-wallet "Shop ${asset}" created`)).toBeVisible()
		const deposit = await walletDeposit(user.email, { asset, network: asset, amount, address })
		expect((await confirmDeposit(deposit.id, confirmations)).status).toBe('CONFIRMED')
	}

	for (const key of KEYS) await setEmailPreference(token, key, false)
	await walletsOf('BTC', '0.001', 3)
	expect(await subjects()).not.toEqual(
		expect.arrayContaining([expect.stringMatching(/wallet is ready|sub-wallet|received in your wallet/)]),
	)

	for (const key of KEYS) await setEmailPreference(token, key, true)
	await walletsOf('ETH', '0.25', 12)
	const sent = (await subjects()).filter((subject) => /wallet is ready|sub-wallet|received in your wallet/.test(subject))
	expect(sent.sort()).toEqual(['0.25 ETH received in your wallet', 'ETH sub-wallet "Shop ETH" created', 'Your ETH wallet is ready'])
})
