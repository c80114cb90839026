import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { CLEAN_BTC_ADDRESS, expectLedgerBalanced, mainWalletBalances, walletsCompanyWithPin, WALLET_PIN } from './support'

/**
 * Bad input posted at a withdrawal's steps, as a replayed or forged post
 * would arrive: each gets its reason on the page, a 4xx (never a 5xx), and
 * nothing moves; another integrator's wallet, quote and withdrawal are the
 * 404 page, as is an asset or id that cannot be one.
 */

test.afterEach(expectLedgerBalanced)

const WITHDRAW = '/product/wallet-service/BTC/withdraw'
/** EIP-55's test vector: an Ethereum address. */
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
/** The clean address with its last character changed: its bech32 checksum fails. */
const MISTYPED_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'

function askQuote(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
	return request.post(WITHDRAW, { form: { network: 'BTC', intent: 'quote', ...form }, headers: { Origin: baseURL }, maxRedirects: 0 })
}

test('bad addresses, amounts, networks and PINs are refused with a reason, and nothing moves @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const { user, token } = await walletsCompanyWithPin()
	await login(page, user.email)
	const before = await mainWalletBalances(token, 'BTC')
	const cases: [Record<string, string>, string][] = [
		[{ address: ETH_ADDRESS, amount: '0.001' }, 'This is an Ethereum address, not a Bitcoin address'],
		[{ address: MISTYPED_BTC, amount: '0.001' }, 'This address has a typo: its checksum does not match'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '5' }, 'Amount and fees are more than this wallet&#x27;s balance on Bitcoin: 0.5234 BTC'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '0.00001' }, 'The minimum withdrawal of BTC on Bitcoin is 0.0001 BTC'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '0.001000001' }, 'Use at most 8 decimal places.'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '-1' }, 'The amount must be more than zero.'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '0.001', network: 'DOGE' }, 'Choose a network BTC is held on'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '0.001', network: 'TRON' }, 'Choose a network BTC is held on'],
		[{ amount: '0.001' }, 'Choose a saved address or enter a new one'],
		[{ address: CLEAN_BTC_ADDRESS, addressId: 'nope', amount: '0.001' }, 'Choose a saved address or enter a new one, not both'],
		[{ addressId: '00000000-0000-0000-0000-000000000000', amount: '0.001' }, 'No saved withdrawal address with this id'],
		[{ address: CLEAN_BTC_ADDRESS, amount: '0.001', save: 'on' }, 'Say whose address it is'],
	]
	for (const [form, message] of cases) {
		const response = await askQuote(page.request, baseURL!, form)
		expect(response.status(), JSON.stringify(form)).toBe(400)
		expect(await response.text(), JSON.stringify(form)).toContain(message)
	}
	expect(await mainWalletBalances(token, 'BTC')).toEqual(before)

	// A quote, then a wrong PIN: refused with the attempts left, and nothing sent.
	const quoted = await askQuote(page.request, baseURL!, { address: CLEAN_BTC_ADDRESS, amount: '0.001' })
	expect(quoted.status()).toBe(302)
	const quoteUrl = quoted.headers().location!
	const confirm = (form: Record<string, string>) => page.request.post(quoteUrl, { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const wrong = await confirm({ pin: '000000' })
	expect(wrong.status()).toBe(400)
	expect(await wrong.text()).toContain('Your PIN is not correct: 4 attempts left.')
	const short = await confirm({ pin: '12' })
	expect(short.status()).toBe(400)
	expect(await short.text()).toContain('PIN must be exactly 6 digits')
	expect(await mainWalletBalances(token, 'BTC')).toEqual(before)

	// Replayed: the confirmations make one withdrawal, and the used quote opens it.
	const [first, second] = await Promise.all([confirm({ pin: WALLET_PIN }), confirm({ pin: WALLET_PIN })])
	const places = [first, second, await confirm({ pin: WALLET_PIN })].map((response) => response.headers().location)
	expect(places[0]).toMatch(/^\/product\/wallet-service\/BTC\/withdrawals\/wtx_/)
	expect(new Set(places).size).toBe(1)
	expect((await page.request.get(quoteUrl, { maxRedirects: 0 })).headers().location).toBe(places[0])
	// 0.5234 less 0.001 and its fees (0.00002 + 0.0002), once.
	expect(await mainWalletBalances(token, 'BTC')).toMatchObject({ balance: '0.52218000' })
})

test('another integrator’s wallet, quote and withdrawal, and ids or assets that cannot be, are the 404 page @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const owner = await walletsCompanyWithPin()
	const ownerWallet = await sandboxFetch<{ data: { id: string } }>('/wallets/v1/main-wallets/BTC', { token: owner.token })
	const ownerQuote = await sandboxFetch<{ data: { id: string } }>('/wallets/v1/withdrawals/quote', {
		token: owner.token,
		body: { walletId: ownerWallet.data.id, network: 'BTC', address: CLEAN_BTC_ADDRESS, amount: '0.001' },
	})
	const ownerWithdrawal = await sandboxFetch<{ data: { id: string } }>('/wallets/v1/withdrawals', {
		token: owner.token,
		body: { quoteId: ownerQuote.data.id, pin: WALLET_PIN },
	})
	const other = await walletsCompanyWithPin()
	await login(page, other.user.email)
	const before = await mainWalletBalances(owner.token, 'BTC')

	for (const path of [
		`${WITHDRAW}?wallet=${ownerWallet.data.id}`,
		`${WITHDRAW}/${ownerQuote.data.id}`,
		`/product/wallet-service/BTC/withdrawals/${ownerWithdrawal.data.id}`,
		`${WITHDRAW}/wqt_00000000000000000000`,
		`${WITHDRAW}/nope`,
		'/product/wallet-service/BTC/withdrawals/nope',
		'/product/wallet-service/DOGE/withdraw',
	])
		expect((await page.request.get(path)).status(), path).toBe(404)

	// Posts naming them move nothing: the owner's quote cannot be confirmed by another, nor a withdrawal quoted from its wallet.
	const confirmOwners = await page.request.post(`${WITHDRAW}/${ownerQuote.data.id}`, {
		form: { pin: WALLET_PIN },
		headers: { Origin: baseURL! },
		maxRedirects: 0,
	})
	expect(confirmOwners.status()).toBe(404)
	const fromOwners = await askQuote(page.request, baseURL!, { wallet: ownerWallet.data.id, address: CLEAN_BTC_ADDRESS, amount: '0.001' })
	expect(fromOwners.status()).toBe(404)
	expect(await mainWalletBalances(owner.token, 'BTC')).toEqual(before)
})
