import type { Page } from '@playwright/test'
import { formatMoney } from '#contract/money/format.ts'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { atDefaultPrices } from '../utils/prices'
import { getOutbox, sandboxFetch } from '../utils/sandbox'
import {
	deskMovement,
	expectLedgerBalanced,
	expireQuote,
	movedBy,
	setEmailPreference,
	tradingBalances,
	tradingCompanyWithPin,
	TRADING_PIN,
} from './support'

/**
 * Trading, with JavaScript on and off: a quote asked for from the overview,
 * its exact figures and the time it holds until (a countdown with
 * JavaScript only), accepted with the PIN and settled with both balances
 * moved exactly, once however often the accept is posted; an expired quote
 * refused and a new one offered; transfers, orders and each TRADING e-mail
 * only while its preference is on.
 */

test.afterEach(expectLedgerBalanced)

const subjectsOf = async (email: string) => (await getOutbox(email)).map((message) => message.subject)

/** The quote page's figures, as shown. */
async function figures(page: Page) {
	const text = async (id: string) => (await page.getByTestId(id).textContent())!.trim()
	return {
		price: await text('quote-price'),
		receive: await text('quote-receive'),
		value: await text('quote-value'),
		fee: await text('quote-fee'),
		pay: await text('quote-pay'),
	}
}

/** Fills the quote form and asks for the quote; answers its id, from the quote page's address. */
async function askQuote(
	page: Page,
	waitForHydration: () => Promise<void>,
	form: { pair: string; side: string; amount: string; amountIn: string },
) {
	await waitForHydration()
	await page.getByLabel('Pair', { exact: true }).selectOption(form.pair)
	await page.getByLabel('Buy or sell').selectOption(form.side)
	await page.getByLabel('Amount', { exact: true }).fill(form.amount)
	await page.getByLabel('The amount is in').selectOption(form.amountIn)
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/trading\/quote\/tqt_[0-9a-f]{20}$/)
	return new URL(page.url()).pathname.split('/').pop()!
}

async function accept(page: Page, waitForHydration: () => Promise<void>) {
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(TRADING_PIN)
	await page.getByRole('button', { name: 'Accept quote' }).click()
}

test('a trade is quoted, accepted and settled with both balances moved exactly, once; the settlement e-mail only while its preference is on', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
	baseURL,
}) => {
	test.setTimeout(120_000)
	// Quotes are priced from the sandbox's prices, which the lending tests move: these are read at the defaults.
	await atDefaultPrices(async () => {
		const { user, token } = await tradingCompanyWithPin()
		await setEmailPreference(token, 'TRADING_SETTLEMENT', false)
		await login(page, user.email)
		const before = await tradingBalances(token)

		await page.goto('/product/trading')
		await expect(page.getByRole('heading', { name: 'Trading wallets' })).toBeVisible()
		const [whole, cents] = before.USD!.split('.')
		await expect(page.getByTestId('trading-wallet-USD').getByTestId('trading-balance')).toHaveText(
			`$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`,
		)
		await expect(page.getByTestId('order-row')).toHaveCount(5)
		await expectNoA11yViolations(page)

		await page.getByRole('link', { name: 'Request a quote' }).click()
		await expect(page).toHaveURL('/product/trading/quote')
		// What is left of the card's daily limit (50.00 BTC), as the provider counts it (record 107).
		await expect(page.getByTestId('pair-BTC-USD').getByTestId('pair-left-today')).toHaveText(
			/^\d{1,3}(,\d{3})*\.\d{2,8} BTC left today \(UTC\)$/,
		)
		await expectNoA11yViolations(page)
		const id = await askQuote(page, waitForHydration, { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountIn: 'base' })
		expect(await figures(page)).toEqual({
			price: '$65,000.00 per BTC',
			receive: '0.01 BTC',
			value: '$650.00',
			fee: '$0.65',
			pay: '-$650.65',
		})
		await expect(page.getByTestId('quote-holds-until')).toContainText(/Holds until \d\d:\d\d:\d\d UTC/)
		// The countdown is JavaScript's; without it, the time is said and nothing counts.
		await expect(page.getByTestId('quote-countdown')).toHaveCount(jsEnabled ? 1 : 0)
		if (jsEnabled) await expect(page.getByTestId('quote-countdown')).toHaveText(/\(00:[0-3]\d left\)/)
		await expectNoA11yViolations(page)

		await accept(page, waitForHydration)
		await expect(page).toHaveURL(`/product/trading/orders/${id}`)
		await expect(page.getByTestId('order-status')).toHaveText('Settled')
		await expect(page.getByTestId('quote-pay')).toHaveText('-$650.65')
		const after = { ...before, USD: movedBy(before.USD!, '-650.65'), BTC: movedBy(before.BTC!, '0.01000000') }
		expect(await tradingBalances(token)).toEqual(after)
		await expectNoA11yViolations(page)

		// Accepted again (Back and Accept, a double click, a replay): the same order, nothing moves.
		const replay = await page.request.post(`/product/trading/quote/${id}`, {
			form: { pin: TRADING_PIN },
			headers: { Origin: baseURL! },
			maxRedirects: 0,
		})
		expect(replay.status()).toBe(302)
		expect(replay.headers().location).toBe(`/product/trading/orders/${id}`)
		expect((await page.request.get(`/product/trading/quote/${id}`, { maxRedirects: 0 })).headers().location).toBe(
			`/product/trading/orders/${id}`,
		)
		expect(await tradingBalances(token)).toEqual(after)
		expect((await subjectsOf(user.email)).filter((subject) => subject.startsWith('Trade settled'))).toEqual([])

		// A second one with the preference on: a sale by what is received in NGN; its e-mail lands.
		await setEmailPreference(token, 'TRADING_SETTLEMENT', true)
		await page.goto('/product/trading/quote')
		await askQuote(page, waitForHydration, { pair: 'BTC-NGN', side: 'SELL', amount: '100000', amountIn: 'quote' })
		// 100000 ÷ 0.999 → 100100.11 rounded up; 100100.11 ÷ 100,750,000 → 0.00099355 BTC rounded up.
		expect(await figures(page)).toMatchObject({ receive: '₦100,000.00', fee: '₦100.11', pay: '-0.00099355 BTC' })
		await accept(page, waitForHydration)
		await expect(page.getByTestId('order-status')).toHaveText('Settled')
		expect(await tradingBalances(token)).toEqual({
			...after,
			NGN: movedBy(before.NGN!, '100000.00'),
			BTC: movedBy(after.BTC!, '-0.00099355'),
		})
		expect((await subjectsOf(user.email)).filter((subject) => subject.startsWith('Trade settled'))).toEqual([
			'Trade settled: sold 0.00099355 BTC for ₦100,000.00',
		])
	})
})

test('an expired quote is refused and a new one offered for the same trade @bad-input', async ({ page, login, waitForHydration }) => {
	test.setTimeout(90_000)
	const { user, token } = await tradingCompanyWithPin()
	await login(page, user.email)
	const before = await tradingBalances(token)
	await page.goto('/product/trading/quote?pair=ETH-EUR&side=BUY&amount=0.1&amountIn=base')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/product\/trading\/quote\/tqt_/)
	const first = new URL(page.url()).pathname
	// 0.1 × 3200 × 0.92 = €294.40; its 0.1 % (0.2944) rounded up to 0.30.
	expect(await figures(page)).toEqual({
		price: '€2,944.00 per ETH',
		receive: '0.10 ETH',
		value: '€294.40',
		fee: '€0.30',
		pay: '-€294.70',
	})
	await expireQuote(first.split('/').pop()!)

	await accept(page, waitForHydration)
	await expect(page.getByTestId('quote-expired')).toContainText('This quote has expired')
	await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0)
	expect(await tradingBalances(token)).toEqual(before)
	await expectNoA11yViolations(page)

	await page.getByRole('button', { name: 'Get a new quote' }).click()
	await expect(page).not.toHaveURL(new RegExp(`${first}$`))
	await expect(page).toHaveURL(/\/product\/trading\/quote\/tqt_[0-9a-f]{20}$/)
	expect(await figures(page)).toMatchObject({ receive: '0.10 ETH', pay: '-€294.70' })
	await accept(page, waitForHydration)
	await expect(page.getByTestId('order-status')).toHaveText('Settled')
	expect(await tradingBalances(token)).toEqual({ ...before, EUR: movedBy(before.EUR!, '-294.70'), ETH: movedBy(before.ETH!, '0.10000000') })
})

test('transfers, opened wallets, the desk’s deposits and withdrawals e-mail only while their preference is on; the orders list filters, searches and exports', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await tradingCompanyWithPin()
	const keys = ['TRADING_INTERNAL_TRANSFER', 'TRADING_WALLET_CREATED', 'TRADING_WALLETS_DEPOSIT_COMPLETED', 'TRADING_WITHDRAWAL_COMPLETED']
	const trading = (subject: string) => /trading wallet/.test(subject)
	await login(page, user.email)
	const before = await tradingBalances(token)

	/** From the pages: a transfer in from the funding balance, a wallet opened; from the desk: a deposit and a withdrawal. */
	async function moves(currency: 'GBP' | 'USDC', amount: string) {
		await page.goto('/product/trading/transfer?currency=USD')
		await waitForHydration()
		await page.getByLabel('Amount').fill(amount)
		await page.getByLabel('Transaction PIN').fill(TRADING_PIN)
		await page.getByRole('button', { name: 'Transfer', exact: true }).click()
		await expect(page).toHaveURL('/product/trading')
		await expect(page.getByText(`${formatMoney(amount, 'USD')} moved from your USD funding balance to your trading wallet.`)).toBeVisible()
		await page.getByRole('button', { name: `Open wallet for ${currency}` }).click()
		await expect(page.getByTestId(`trading-wallet-${currency}`)).toBeVisible()
		await deskMovement(user.email, 'deposits', currency, '10')
		await deskMovement(user.email, 'withdrawals', currency, '4')
	}

	for (const key of keys) await setEmailPreference(token, key, false)
	await moves('GBP', '100.25')
	expect((await subjectsOf(user.email)).filter(trading)).toEqual([])
	await expectNoA11yViolations(page)

	for (const key of keys) await setEmailPreference(token, key, true)
	await moves('USDC', '50.00')
	expect((await subjectsOf(user.email)).filter(trading).sort()).toEqual([
		'$50.00 moved to your trading wallet',
		'10.00 USDC deposited to your trading wallet',
		'4.00 USDC withdrawn from your trading wallet',
		'Your USDC trading wallet is ready',
	])
	expect(await tradingBalances(token)).toEqual({ ...before, USD: movedBy(before.USD!, '150.25'), GBP: '6.00', USDC: '6.000000' })

	// Crypto moves with the main wallet: out of its fullest network; the wallet's page lists it, with no hash.
	await page.goto('/product/trading/transfer?currency=BTC')
	await waitForHydration()
	await page.getByLabel('Amount').fill('0.05')
	await page.getByLabel('Transaction PIN').fill(TRADING_PIN)
	await page.getByRole('button', { name: 'Transfer', exact: true }).click()
	await expect(page.getByText('0.05 BTC moved from your BTC main wallet to your trading wallet.')).toBeVisible()
	expect((await tradingBalances(token)).BTC).toBe(movedBy(before.BTC!, '0.05000000'))
	await page.goto('/product/wallet-service/BTC')
	await expect(page.getByText('To the BTC trading wallet (Trading), on Bitcoin')).toBeVisible()
	await expect(page.getByTestId('wallet-balance')).toHaveText('0.95 BTC')

	// The orders: filtered by status, searched by id, paged and exported by URL.
	await page.goto('/product/trading')
	await page.getByRole('link', { name: 'All orders' }).click()
	await expect(page).toHaveURL('/product/trading/orders')
	await expect(page.getByTestId('order-row')).toHaveCount(10)
	await page.getByLabel('Status').selectOption('EXPIRED')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/status=EXPIRED/)
	await expect(page.getByTestId('order-status')).toHaveText(['Expired', 'Expired'])
	await expectNoA11yViolations(page)
	const id = (await page.getByTestId('order-row').first().locator('.font-mono').textContent())!.trim()
	await page.goto(`/product/trading/orders?q=${id}`)
	await expect(page.getByTestId('order-row')).toHaveCount(1)
	await page.getByTestId('order-link').click()
	await expect(page).toHaveURL(`/product/trading/orders/${id}`)
	await expect(page.getByTestId('order-status')).toHaveText('Expired')
	await expectNoA11yViolations(page)
	const csv = await page.request.get('/product/trading/orders/export.csv?status=SETTLED')
	expect(csv.headers()['content-type']).toContain('text/csv')
	const lines = (await csv.text()).trim().split(/\r?\n/)
	expect(lines[0]).toContain('Date,Order,Status,Side,Pair,Price')
	expect(lines).toHaveLength(9)
	const orders = await sandboxFetch<{ data: { items: unknown[] } }>('/trading/v1/orders?status=SETTLED', { token })
	expect(orders.data.items).toHaveLength(8)
})
