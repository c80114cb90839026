import { expect, onTestFinished, test } from 'vitest'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { postToProvider, providerCallsDuring, signedInScenario, timed, useProvider } from '#tests/support/provider-session.server.ts'
import { loadOrderPage, loadOrders } from './orders.server.ts'
import { loadTradingOverview } from './overview.server.ts'
import { handleAcceptQuote, handleAskQuote, loadQuoteForm, loadQuotePage } from './quote.server.ts'
import { handleTradingTransfer, loadTransferForm } from './transfer.server.ts'

/**
 * The Trading service's pages against the real sandbox: each page and the
 * quote post cost one provider round trip (with the provider answering
 * LATENCY_MS late, one round takes about LATENCY_MS, two at least twice; the
 * 1.6 bound tells them apart on a busy machine, the ≤ 1.2 goal is `npm run
 * bench`'s); a quote accepted again opens the same order; an expired one
 * comes back to its page; a transfer posted twice moves once.
 */

const LATENCY_MS = 1000
const ONE_ROUND_MS = LATENCY_MS * 1.6
/** A refused quote asks for the form's data only once refused (record 125): the quote's round, then the form's. */
const TWO_ROUNDS_MS = LATENCY_MS * 2.6
/** The 'crypto-active' company's transaction PIN (sandbox/crypto-active.ts). */
const PIN = '246810'
const provider = useProvider()

/** A crypto-active company (trading wallets funded) with its transaction PIN set, signed in to the dashboard. */
async function trader() {
	const { at, form } = await signedInScenario(provider.url, 'crypto-active')
	return { at, form }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!

/** The guard's own calls (the profile and the subscriptions), which every service post makes. */
const notTheGuard = (call: string) => call !== 'GET /integrator/v1' && call !== 'GET /integrator/v1/subscriptions'
const FIELDS = { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountIn: 'base' }

test(
	'the overview, the quote form and post, the quote, the orders, an order and the transfer form each cost one provider round trip',
	{ timeout: 90_000 },
	async () => {
		const { at, form } = await trader()
		provider.setLatency(LATENCY_MS)
		onTestFinished(() => provider.setLatency(0))
		// Once untimed: the first call warms the code paths, not the provider's distance.
		await loadTradingOverview(at('/product/trading'), getLoadContext())

		const overview = await timed(() => loadTradingOverview(at('/product/trading'), getLoadContext()))
		expect(overview.ms, 'the overview').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(overview.value.wallets.map((wallet) => wallet.currency)).toEqual(['BTC', 'ETH', 'USDT', 'USD', 'NGN', 'EUR'])
		expect(overview.value.orders).toHaveLength(5)

		const shown = await timed(() => loadQuoteForm(at('/product/trading/quote'), getLoadContext()))
		expect(shown.ms, 'the quote form').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(shown.value.pairs.find((pair) => pair.pair === 'BTC-USD')).toMatchObject({ price: '65000.00000000', feePercent: '0.1' })

		const asked = await timed(() => handleAskQuote(form('/product/trading/quote', FIELDS), getLoadContext()))
		expect(asked.ms, 'asking for the quote').toBeLessThanOrEqual(ONE_ROUND_MS)
		const quotePath = locationOf(asked.value)
		expect(quotePath).toMatch(/^\/product\/trading\/quote\/tqt_[0-9a-f]{20}$/)
		const quoteId = quotePath.split('/').pop()!

		const refused = await timed(() => handleAskQuote(form('/product/trading/quote', { ...FIELDS, amount: '9' }), getLoadContext()))
		expect(refused.ms, 'the refused quote').toBeLessThanOrEqual(TWO_ROUNDS_MS)
		expect(JSON.stringify(refused.value)).toContain('More than your USD trading wallet holds')

		const opened = await timed(() => loadQuotePage(at(quotePath), getLoadContext(), quoteId))
		expect(opened.ms, 'the quote').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(opened.value.quote).toMatchObject({ status: 'OPEN', value: '650.00', fee: '0.65', pay: { amount: '650.65' } })

		const listed = await timed(() => loadOrders(at('/product/trading/orders?status=SETTLED'), getLoadContext()))
		expect(listed.ms, 'the orders').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(listed.value.orders).toHaveLength(8)

		const accepted = await handleAcceptQuote(form(quotePath, { pin: PIN }), getLoadContext(), quoteId)
		const orderPath = locationOf(accepted)
		expect(orderPath).toBe(`/product/trading/orders/${quoteId}`)
		const order = await timed(() => loadOrderPage(at(orderPath), getLoadContext(), quoteId))
		expect(order.ms, 'the order').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(order.value.order).toMatchObject({ status: 'SETTLED' })

		const transferForm = await timed(() => loadTransferForm(at('/product/trading/transfer'), getLoadContext()))
		expect(transferForm.ms, 'the transfer form').toBeLessThanOrEqual(ONE_ROUND_MS)
		expect(transferForm.value.fields.idempotencyKey).toMatch(/^ttk-/)
	},
)

test(
	'a quote accepted again opens the same order; the settled quote opens it too; an expired one comes back to its page @bad-input',
	{ timeout: 60_000 },
	async () => {
		const { at, form } = await trader()
		const quotePath = locationOf(await handleAskQuote(form('/product/trading/quote', FIELDS), getLoadContext()))
		const quoteId = quotePath.split('/').pop()!
		const answers = await Promise.all([1, 2, 3].map(() => handleAcceptQuote(form(quotePath, { pin: PIN }), getLoadContext(), quoteId)))
		expect(new Set(answers.map(locationOf))).toEqual(new Set([`/product/trading/orders/${quoteId}`]))
		const reopened = await loadQuotePage(at(quotePath), getLoadContext(), quoteId).catch((thrown: unknown) => thrown)
		expect(locationOf(reopened)).toBe(`/product/trading/orders/${quoteId}`)

		const second = locationOf(await handleAskQuote(form('/product/trading/quote', FIELDS), getLoadContext()))
		const secondId = second.split('/').pop()!
		expect((await postToProvider(provider.url, `/sandbox/v1/control/trading/quotes/${secondId}/expire`, {})).status).toBe(200)
		expect((await loadQuotePage(at(second), getLoadContext(), secondId)).quote.status).toBe('EXPIRED')
		expect(locationOf(await handleAcceptQuote(form(second, { pin: PIN }), getLoadContext(), secondId))).toBe(second)
	},
)

test('a transfer posted twice with the form’s key moves once', { timeout: 60_000 }, async () => {
	const { at, form } = await trader()
	const page = await loadTransferForm(at('/product/trading/transfer'), getLoadContext())
	const fields = { currency: 'USD', direction: 'IN', amount: '10.00', pin: PIN, idempotencyKey: page.fields.idempotencyKey }
	const answers = await Promise.all([1, 2].map(() => handleTradingTransfer(form('/product/trading/transfer', fields), getLoadContext())))
	for (const answer of answers) expect(locationOf(answer)).toBe('/product/trading')
	const after = await loadTransferForm(at('/product/trading/transfer'), getLoadContext())
	const usd = (list: { currency: string; balance: string }[]) => toMinorUnits(list.find((item) => item.currency === 'USD')!.balance, 'USD')
	// 10.00 moved from the USD funding balance into the USD trading wallet, once.
	expect(usd(page.funding) - usd(after.funding)).toBe(1000n)
	expect(usd(after.wallets) - usd(page.wallets)).toBe(1000n)
})

test('a trading quote that is made asks the provider for the quote alone; a refused one then asks for what the form shows', async () => {
	const { form } = await trader()
	const made = await providerCallsDuring(() => handleAskQuote(form('/product/trading/quote', FIELDS), getLoadContext()))
	expect(locationOf(made.value)).toMatch(/^\/product\/trading\/quotes?\//)
	expect(made.calls.filter(notTheGuard)).toEqual(['POST /trading/v1/quotes'])

	const refused = await providerCallsDuring(() =>
		handleAskQuote(form('/product/trading/quote', { ...FIELDS, amount: '9' }), getLoadContext()),
	)
	expect(JSON.stringify(refused.value)).toContain('More than your USD trading wallet holds')
	expect(refused.calls.filter(notTheGuard).sort()).toEqual(
		['POST /trading/v1/quotes', 'GET /trading/v1/pairs', 'GET /trading/v1/wallets'].sort(),
	)
})
