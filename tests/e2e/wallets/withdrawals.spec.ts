import type { Page } from '@playwright/test'
import { deposit, fundingBalance } from '../money/transfer-support'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { getOutbox } from '../utils/sandbox'
import {
	BLACKLISTED_BTC_ADDRESS,
	CLEAN_BTC_ADDRESS,
	expectLedgerBalanced,
	mainWalletBalances,
	moveWithdrawal,
	setBlacklistCheck,
	setEmailPreference,
	walletsCompanyWithPin,
	WALLET_PIN,
} from './support'

/**
 * Crypto withdrawals, with JavaScript on and off: from the wallet page to the
 * form, the provider's quote with every fee, the PIN, and the withdrawal's
 * page following it (pending, broadcast with its hash and risk report,
 * completed; or failed with the money back); the blacklist check's $5 fee;
 * the completion e-mail only while its preference is on.
 */

test.afterEach(expectLedgerBalanced)

const COMPLETED_SUBJECT = / BTC withdrawal completed$/

/** The quote page's figures, as shown. */
async function quoteFigures(page: Page) {
	const text = async (id: string) => (await page.getByTestId(id).textContent())!.trim()
	return {
		amount: await text('quote-amount'),
		networkFee: await text('quote-network-fee'),
		serviceFee: await text('quote-service-fee'),
		total: await text('quote-total'),
		balanceAfter: await text('quote-balance-after'),
	}
}

/** Confirms the quote on screen with the PIN; answers the withdrawal's id from its page's address. */
async function confirm(page: Page, waitForHydration: () => Promise<void>) {
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(WALLET_PIN)
	await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
	await expect(page).toHaveURL(/\/product\/wallet-service\/BTC\/withdrawals\/wtx_[^/?]+$/)
	return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
}

/** The withdrawal's page follows the provider by itself (revalidating with JavaScript, a refresh in <noscript> without). */
async function expectStatus(page: Page, label: string) {
	await expect(page.getByTestId('withdrawal-status')).toHaveText(label, { timeout: 12_000 })
}

test('a withdrawal to a new address is quoted, confirmed with the PIN, broadcast and completed; the e-mail only while its preference is on', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await walletsCompanyWithPin()
	await setEmailPreference(token, 'WALLETS_WITHDRAWAL_COMPLETED', false)
	await login(page, user.email)

	await page.goto('/product/wallet-service/BTC')
	await page.getByRole('link', { name: 'Withdraw BTC' }).click()
	await expect(page).toHaveURL('/product/wallet-service/BTC/withdraw')
	await expect(page.getByRole('heading', { name: 'Withdraw BTC' })).toBeVisible()
	await expect(page.getByTestId('withdraw-network-BTC')).toContainText('0.5234 BTC')
	// The wallets card's daily limit of BTC and what is left of it (record 107).
	await expect(page.getByTestId('withdraw-left-today')).toHaveText(
		/^Left today: [\d.,]+ BTC of the daily limit of 20.00 BTC \(all your BTC wallets; the day ends at 00:00 UTC\)$/,
	)
	await expectNoA11yViolations(page)

	// A new address, saved for next time; 0.01 BTC typed as a person pastes it.
	await waitForHydration()
	await page.getByLabel('Saved address').selectOption('')
	await page.getByLabel('New address').fill(CLEAN_BTC_ADDRESS)
	await page.getByLabel('Save this address for next time').check()
	await page.getByLabel('Description (optional)').fill('Cold storage')
	await page.getByLabel('Whose address is it?').selectOption('FIRST_PARTY')
	await page.getByLabel('Amount (BTC)').fill(' 0.01 BTC ')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/wallet-service\/BTC\/withdraw\/wqt_[0-9a-f]{20}$/)
	await expect(page.getByRole('heading', { name: 'Confirm the withdrawal' })).toBeVisible()
	// Network fee 0.00002 (contract/wallets/networks.ts), service fee 0.0002 (the WALLETS rate card), every figure exact.
	expect(await quoteFigures(page)).toEqual({
		amount: '0.01 BTC',
		networkFee: '0.00002 BTC',
		serviceFee: '0.0002 BTC',
		total: '0.01022 BTC',
		balanceAfter: '0.51318 BTC',
	})
	await expect(page.getByTestId('quote-address')).toHaveText(CLEAN_BTC_ADDRESS)
	await expect(page.getByTestId('quote-blacklist-fee')).toHaveCount(0)
	await expectNoA11yViolations(page)

	// 'Edit' comes back filled in, the address now saved; the same quote again.
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page.getByLabel('Amount (BTC)')).toHaveValue('0.01000000')
	await expect(page.getByLabel('Saved address')).toHaveValue(/.+/)
	await expect(page.getByLabel('Saved address').locator('option:checked')).toContainText('Cold storage')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-total')).toHaveText('0.01022 BTC')

	const id = await confirm(page, waitForHydration)
	await expect(page.getByRole('heading', { name: 'BTC withdrawal' })).toBeVisible()
	await expect(page.getByTestId('withdrawal-status')).toHaveText('Pending')
	await expect(page.getByTestId('withdrawal-total')).toHaveText('0.01022 BTC')
	await expect(page.getByTestId('withdrawal-hash')).toHaveCount(0)
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.51318000' })
	await expectNoA11yViolations(page)

	await moveWithdrawal(id, 'broadcast')
	await expectStatus(page, 'Broadcast')
	const hash = (await page.getByTestId('withdrawal-hash').textContent())!.trim()
	expect(hash).toMatch(/^[0-9a-f]{64}$/)
	await moveWithdrawal(id, 'complete')
	await expectStatus(page, 'Completed')
	await expect(page.getByRole('link', { name: 'Refresh' })).toHaveCount(0)
	// The preference is off: no e-mail.
	expect((await getOutbox(user.email)).filter((message) => COMPLETED_SUBJECT.test(message.subject))).toEqual([])

	// The hash's risk report opens from the withdrawal.
	await page.getByTestId('transaction-report').click()
	await expect(page).toHaveURL(/\/crypto\/crypto-transaction-analysis-report\?/)
	await expect(page.getByText(hash)).toBeVisible()

	// A second one to the saved address, with the preference on: completed, and its e-mail lands.
	await setEmailPreference(token, 'WALLETS_WITHDRAWAL_COMPLETED', true)
	await page.goto('/product/wallet-service/BTC/withdraw')
	await waitForHydration()
	const saved = page.getByLabel('Saved address')
	await saved.selectOption({ label: (await saved.locator('option', { hasText: 'Cold storage' }).textContent())!.trim() })
	await page.getByLabel('Amount (BTC)').fill('0.002')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-address')).toHaveText(CLEAN_BTC_ADDRESS)
	const second = await confirm(page, waitForHydration)
	await moveWithdrawal(second, 'broadcast')
	await moveWithdrawal(second, 'complete')
	await expectStatus(page, 'Completed')
	const mails = (await getOutbox(user.email)).filter((message) => COMPLETED_SUBJECT.test(message.subject))
	expect(mails.map((message) => message.subject)).toEqual(['0.002 BTC withdrawal completed'])

	// The wallet's list links each withdrawal to its page, labelled by status.
	await page.getByRole('link', { name: 'Back to the BTC wallet' }).click()
	await page.goto('/product/wallet-service/BTC?status=COMPLETED')
	await expect(page.getByTestId('withdrawal-link')).toHaveCount(3)
	await expect(page.getByTestId('transaction-status').first()).toHaveText('Completed')
})

test('a failed withdrawal gives its amount and fees back; Max leaves room for the fees', async ({ page, login, waitForHydration }) => {
	test.setTimeout(90_000)
	const { user, token } = await walletsCompanyWithPin()
	await login(page, user.email)
	await page.goto('/product/wallet-service/BTC/withdraw')
	await waitForHydration()
	await page.getByLabel('New address').fill(CLEAN_BTC_ADDRESS)
	await page.getByRole('button', { name: 'Max' }).click()
	// The whole 0.5234 BTC less 0.00002 of network fee and 0.0002 of service fee.
	expect(await quoteFigures(page)).toMatchObject({ amount: '0.52318 BTC', total: '0.5234 BTC', balanceAfter: '0.00 BTC' })
	const id = await confirm(page, waitForHydration)
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.00000000' })

	await moveWithdrawal(id, 'fail', { reason: 'Rejected by the network' })
	await expectStatus(page, 'Failed')
	await expect(page.getByTestId('withdrawal-failed')).toHaveText(
		'This withdrawal failed: Rejected by the network. The amount and its fees (0.5234 BTC) are back in your BTC wallet.',
	)
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.52340000' })
	await expectNoA11yViolations(page)
})

test('with the blacklist check on: an unpaid fee is said before any charge; a blacklisted address is refused and charged $5 once; a clean one is charged $5 and goes @bad-input', async ({
	page,
	login,
	waitForHydration,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await walletsCompanyWithPin()
	await setBlacklistCheck(token, true)
	await login(page, user.email)

	// The seeded saved address on the blacklist, with no USD to pay the check: said on the quote, no confirm form.
	await page.goto('/product/wallet-service/BTC/withdraw')
	await waitForHydration()
	const saved = page.getByLabel('Saved address')
	await saved.selectOption({ label: (await saved.locator('option', { hasText: 'On the blacklist' }).textContent())!.trim() })
	await page.getByLabel('Amount (BTC)').fill('0.001')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-address')).toHaveText(BLACKLISTED_BTC_ADDRESS)
	await expect(page.getByTestId('quote-blacklist-fee')).toHaveText('$5.00 from your USD funding balance ($5 fee each time)')
	await expect(page.getByTestId('blacklist-fee-unpayable')).toContainText('your USD funding balance is $0.00')
	await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0)
	await expectNoA11yViolations(page)
	const quoteUrl = page.url()

	// Topped up: the same quote can be confirmed; the address is refused and only the fee is charged.
	await deposit(user.email, 'USD', '12.00')
	await page.reload()
	await confirmRefused(page, waitForHydration)
	await expect(page.getByTestId('quote-refused')).toContainText(
		'This address is on the blacklist: the withdrawal was refused. The $5.00 blacklist check fee was charged.',
	)
	await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0)
	expect(await fundingBalance(token, 'USD')).toBe('7.00')
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.52340000' })
	// Posted again (Back, a double click, a replay): refused again, not charged again.
	const replay = await page.request.post(quoteUrl, { form: { pin: WALLET_PIN }, headers: { Origin: baseURL! }, maxRedirects: 0 })
	expect(replay.status()).toBe(302)
	expect(replay.headers().location).toBe(new URL(quoteUrl).pathname)
	expect(await fundingBalance(token, 'USD')).toBe('7.00')

	// A clean address: charged the $5 and sent.
	await page.goto('/product/wallet-service/BTC/withdraw')
	await waitForHydration()
	await page.getByLabel('New address').fill(CLEAN_BTC_ADDRESS)
	await page.getByLabel('Amount (BTC)').fill('0.001')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-blacklist-fee')).toBeVisible()
	await confirm(page, waitForHydration)
	await expect(page.getByTestId('withdrawal-status')).toHaveText('Pending')
	expect(await fundingBalance(token, 'USD')).toBe('2.00')
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.52218000' })
})

/** Confirms a quote whose address the blacklist refuses: back on the quote's page with the reason. */
async function confirmRefused(page: Page, waitForHydration: () => Promise<void>) {
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(WALLET_PIN)
	await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
	await expect(page.getByTestId('quote-refused')).toBeVisible()
}
