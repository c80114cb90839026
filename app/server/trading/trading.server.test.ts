import { expect, test } from 'vitest'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { postToProvider, providerCallsDuring, signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import { loadOrderPage, loadOrders } from './orders.server.ts'
import { loadTradingOverview } from './overview.server.ts'
import { handleAcceptQuote, handleAskQuote, loadQuoteForm, loadQuotePage } from './quote.server.ts'
import { handleTradingTransfer, loadTransferForm } from './transfer.server.ts'

/**
 * The Trading service's pages against the real sandbox: each page and the
 * quote post cost one provider round trip (their calls all leave before any
 * answer comes back, counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md; how long a round takes
 * is `npm run bench`'s); a quote accepted again opens the same order; an
 * expired one comes back to its page; a transfer posted twice moves once.
 */

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
/** What the quote form shows (the pairs and their prices, the trading wallets): the form's round, and a refused quote's second. */
const FORM_CALLS = ['GET /trading/v1/pairs', 'GET /trading/v1/wallets']

test(
	'the overview, the quote form and post, the quote, the orders, an order and the transfer form each cost one provider round trip',
	{ timeout: 90_000 },
	async () => {
		const { at, form } = await trader()

		const overview = await inRounds('the overview', () => loadTradingOverview(at('/product/trading'), getLoadContext()), [
			...GUARD_CALLS,
			'GET /trading/v1/wallets',
			'GET /trading/v1/orders',
		])
		expect(overview.wallets.map((wallet) => wallet.currency)).toEqual(['BTC', 'ETH', 'USDT', 'USD', 'NGN', 'EUR'])
		expect(overview.orders).toHaveLength(5)

		const shown = await inRounds('the quote form', () => loadQuoteForm(at('/product/trading/quote'), getLoadContext()), [
			...GUARD_CALLS,
			...FORM_CALLS,
		])
		expect(shown.pairs.find((pair) => pair.pair === 'BTC-USD')).toMatchObject({ price: '65000.00000000', feePercent: '0.1' })

		const asked = await inRounds('asking for the quote', () => handleAskQuote(form('/product/trading/quote', FIELDS), getLoadContext()), [
			...GUARD_CALLS,
			'POST /trading/v1/quotes',
		])
		const quotePath = locationOf(asked)
		expect(quotePath).toMatch(/^\/product\/trading\/quote\/tqt_[0-9a-f]{20}$/)
		const quoteId = quotePath.split('/').pop()!

		// A refused quote asks for the form's data only once refused (record 125): the quote's round, then the form's.
		const refused = await inRounds(
			'the refused quote',
			() => handleAskQuote(form('/product/trading/quote', { ...FIELDS, amount: '9' }), getLoadContext()),
			[...GUARD_CALLS, 'POST /trading/v1/quotes'],
			FORM_CALLS,
		)
		expect(JSON.stringify(refused)).toContain('More than your USD trading wallet holds')

		const opened = await inRounds('the quote', () => loadQuotePage(at(quotePath), getLoadContext(), quoteId), [
			...GUARD_CALLS,
			`GET /trading/v1/quotes/${quoteId}`,
		])
		expect(opened.quote).toMatchObject({ status: 'OPEN', value: '650.00', fee: '0.65', pay: { amount: '650.65' } })

		const listed = await inRounds('the orders', () => loadOrders(at('/product/trading/orders?status=SETTLED'), getLoadContext()), [
			...GUARD_CALLS,
			'GET /trading/v1/orders',
		])
		expect(listed.orders).toHaveLength(8)

		const accepted = await handleAcceptQuote(form(quotePath, { pin: PIN }), getLoadContext(), quoteId)
		const orderPath = locationOf(accepted)
		expect(orderPath).toBe(`/product/trading/orders/${quoteId}`)
		const order = await inRounds('the order', () => loadOrderPage(at(orderPath), getLoadContext(), quoteId), [
			...GUARD_CALLS,
			`GET /trading/v1/quotes/${quoteId}`,
		])
		expect(order.order).toMatchObject({ status: 'SETTLED' })

		const transferForm = await inRounds('the transfer form', () => loadTransferForm(at('/product/trading/transfer'), getLoadContext()), [
			...GUARD_CALLS,
			'GET /trading/v1/wallets',
			'GET /integrator/v1/accounts',
		])
		expect(transferForm.fields.idempotencyKey).toMatch(/^ttk-/)
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
