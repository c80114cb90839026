import type { APIRequestContext } from '@playwright/test'
import { formatMoney } from '#contract/money/format.ts'
import { test, expect } from '../utils/fixtures'
import { atDefaultPrices } from '../utils/prices'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced, expireQuote, tradingBalances, tradingCompanyWithPin, TRADING_PIN } from './support'

/**
 * Bad input posted at the trading pages, as a replayed or forged post would
 * arrive: each gets its reason on the page, a 4xx (never a 5xx), and nothing
 * moves; an expired, reused, forged or another integrator's quote id is
 * refused or the 404 page, and never settles anything.
 */

test.afterEach(expectLedgerBalanced)

function postForm(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
	return request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 })
}

test('bad quotes, accepts and transfers are refused with a reason, and nothing moves @bad-input', async ({ page, login, baseURL }) => {
	test.setTimeout(90_000)
	// Quotes are priced from the sandbox's prices, which the lending tests move: these are read at the defaults.
	await atDefaultPrices(async () => {
		const { user, token } = await tradingCompanyWithPin()
		await login(page, user.email)
		const before = await tradingBalances(token)
		const quote = (form: Record<string, string>) =>
			postForm(page.request, baseURL!, '/product/trading/quote', {
				pair: 'BTC-USD',
				side: 'BUY',
				amountIn: 'base',
				amount: '0.01',
				...form,
			})
		const cases: [Record<string, string>, string][] = [
			[{ amount: '9' }, `More than your USD trading wallet holds: ${formatMoney(before.USD!, 'USD')}. Transfer USD in first.`],
			[{ side: 'SELL', amount: '9' }, `More than your BTC trading wallet holds: ${formatMoney(before.BTC!, 'BTC')}.`],
			[{ pair: 'BTC-KES' }, 'BTC-KES is not offered: trade BTC, ETH or USDT against USD, NGN, EUR, GBP, USDT or USDC'],
			[{ pair: 'ETH-BTC' }, 'ETH-BTC is not offered'],
			[{ amount: '0.000000001' }, 'Use at most 8 decimal places.'],
			[{ amountIn: 'quote', amount: '10.001' }, 'Use at most 2 decimal places.'],
			[{ amount: '-1' }, 'The amount must be more than zero.'],
			[{ amount: '' }, 'Enter an amount.'],
			[{ amount: '0.00001' }, 'The smallest trade of BTC is 0.0001 BTC'],
			[{ amount: '11' }, 'The largest trade of BTC is 10.00 BTC'],
			[{ side: 'HOLD' }, 'Choose buy or sell'],
			[{ amountIn: 'both' }, 'Say which currency the amount is in'],
		]
		for (const [form, message] of cases) {
			const response = await quote(form)
			expect(response.status(), JSON.stringify(form)).toBe(400)
			expect(await response.text(), JSON.stringify(form)).toContain(message)
		}

		// A quote: a wrong PIN and a short one are refused on the form; it stays open and nothing moves.
		const asked = await quote({})
		expect(asked.status()).toBe(302)
		const quotePath = asked.headers().location!
		const wrong = await postForm(page.request, baseURL!, quotePath, { pin: '000000' })
		expect(wrong.status()).toBe(400)
		expect(await wrong.text()).toContain('Your PIN is not correct: 4 attempts left.')
		const short = await postForm(page.request, baseURL!, quotePath, { pin: '12' })
		expect(short.status()).toBe(400)
		expect(await short.text()).toContain('PIN must be exactly 6 digits')
		expect(await tradingBalances(token)).toEqual(before)

		// Expired: the accept comes back to the quote's page, which says so and offers a new one.
		await expireQuote(quotePath.split('/').pop()!)
		const expired = await postForm(page.request, baseURL!, quotePath, { pin: TRADING_PIN })
		expect(expired.status()).toBe(302)
		expect(expired.headers().location).toBe(quotePath)
		const page404 = await page.request.get(quotePath)
		expect(await page404.text()).toContain('This quote has expired')
		expect(await tradingBalances(token)).toEqual(before)

		// Reused: accepted twice at once and once more, one settlement.
		const fresh = (await quote({})).headers().location!
		const answers = await Promise.all([1, 2].map(() => postForm(page.request, baseURL!, fresh, { pin: TRADING_PIN })))
		const again = await postForm(page.request, baseURL!, fresh, { pin: TRADING_PIN })
		const places = new Set([...answers, again].map((response) => response.headers().location))
		expect(places).toEqual(new Set([`/product/trading/orders/${fresh.split('/').pop()}`]))
		const settled = await tradingBalances(token)
		expect(settled.BTC).not.toBe(before.BTC)
		// 0.01 BTC bought for $650.65, once.
		expect(Math.round((Number(before.USD) - Number(settled.USD)) * 100)).toBe(65065)

		// The trade is in the trading ledger under Accounts, its two sides in their own currencies.
		const ledger = await page.request.get('/accounts/trading-ledger')
		expect(ledger.status()).toBe(200)
		expect(await ledger.text()).toContain('Bought 0.01 BTC at $65,000.00 (BTC-USD)')

		// Transfers: a bad currency, amount, key or PIN; more than the funding balance holds.
		const transfer = (form: Record<string, string>) =>
			postForm(page.request, baseURL!, '/product/trading/transfer', {
				currency: 'USD',
				direction: 'IN',
				amount: '1.00',
				pin: TRADING_PIN,
				idempotencyKey: `ttk-${Math.random().toString(36).slice(2, 12)}`,
				...form,
			})
		const transferCases: [Record<string, string>, string][] = [
			[{ currency: 'KES' }, 'KES has no trading wallet'],
			[{ amount: '1.001' }, 'Use at most 2 decimal places.'],
			[{ direction: 'SIDEWAYS' }, 'Choose where the money goes'],
			[{ idempotencyKey: 'x' }, 'This form is out of date: open it again'],
			[{ amount: '99999999' }, 'More than your USD funding balance holds'],
			[{ currency: 'USDT', amount: '1' }, 'There is no USDT main wallet yet: create it in the Wallet service first'],
			[{ direction: 'OUT', amount: '99999999' }, 'More than your USD trading wallet holds'],
		]
		for (const [form, message] of transferCases) {
			const response = await transfer(form)
			expect(response.status(), JSON.stringify(form)).toBe(400)
			expect(await response.text(), JSON.stringify(form)).toContain(message)
		}
		expect(await tradingBalances(token)).toEqual(settled)
	})
})

test('another integrator’s quote and order, and forged or malformed ids, are the 404 page and settle nothing @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const owner = await tradingCompanyWithPin()
	const ownerQuote = await sandboxFetch<{ data: { id: string } }>('/trading/v1/quotes', {
		token: owner.token,
		body: { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC' },
	})
	const other = await tradingCompanyWithPin()
	await login(page, other.user.email)
	const before = await tradingBalances(owner.token)
	const id = ownerQuote.data.id
	for (const path of [
		`/product/trading/quote/${id}`,
		`/product/trading/orders/${id}`,
		'/product/trading/quote/tqt_00000000000000000000',
		'/product/trading/orders/tqt_00000000000000000000',
		'/product/trading/quote/nope',
		'/product/trading/orders/nope',
	])
		expect((await page.request.get(path)).status(), path).toBe(404)
	for (const path of [`/product/trading/quote/${id}`, '/product/trading/quote/tqt_00000000000000000000', '/product/trading/quote/nope'])
		expect((await postForm(page.request, baseURL!, path, { pin: TRADING_PIN })).status(), path).toBe(404)
	expect(await tradingBalances(owner.token)).toEqual(before)
	expect((await sandboxFetch<{ data: { status: string } }>(`/trading/v1/quotes/${id}`, { token: owner.token })).data.status).toBe('OPEN')
})
