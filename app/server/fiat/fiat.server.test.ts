import { expect, onTestFinished, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { providerCallsDuring, signedInScenario, timed, useProvider } from '#tests/support/provider-session.server.ts'
import { handleBeneficiaryAction, loadBeneficiaryForm } from './beneficiary.server.ts'
import { loadFiatOverview } from './overview.server.ts'
import { handlePayoutQuote, handlePayoutQuoteAction, loadPayoutForm, loadPayoutQuotePage } from './payout.server.ts'
import { loadReceipt, loadReceiptPdf } from './receipt.server.ts'
import { loadFiatWalletPage } from './wallet.server.ts'

/**
 * The Fiat wallet's pages against the real sandbox: each page, and the
 * posts that only ask (a quote, the bank's name enquiry), cost one provider
 * round trip (with the provider answering LATENCY_MS late, one round takes
 * about LATENCY_MS, two at least twice; the 1.6 bound tells them apart on a
 * busy machine, the ≤ 1.2 goal is `npm run bench`'s). A confirmation posted
 * again opens the same receipt; a recent same payout asks first.
 */

const LATENCY_MS = 1000
const ONE_ROUND_MS = LATENCY_MS * 1.6
/** A refused quote asks for the form's data only once refused (record 125): the quote's round, then the form's. */
const TWO_ROUNDS_MS = LATENCY_MS * 2.6
const PIN = '357913'
const provider = useProvider()

/** A fiat-active company (wallets in EUR, NGN and USD, its PIN set, beneficiaries) signed in to the dashboard. */
async function fiatCompany() {
	const { at, form } = await signedInScenario(provider.url, 'fiat-active')
	const beneficiaryId = async (currency: string) =>
		(await loadPayoutForm(at(`/product/fiat-wallet-service/payout?currency=${currency}`), getLoadContext())) as {
			beneficiaries?: { id: string }[]
		}
	return { at, form, beneficiaryId }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!

/** The guard's own calls (the profile and the subscriptions), which every service post makes. */
const notTheGuard = (call: string) => call !== 'GET /integrator/v1' && call !== 'GET /integrator/v1/subscriptions'
const thrownBy = (run: () => Promise<unknown>) =>
	run().then(
		() => null,
		(thrown: unknown) => thrown,
	)

test('every fiat page, the quote post and the name enquiry cost one provider round trip', { timeout: 120_000 }, async () => {
	const { at, form, beneficiaryId } = await fiatCompany()
	const ngn = (await beneficiaryId('NGN')).beneficiaries![0]!.id
	provider.setLatency(LATENCY_MS)
	onTestFinished(() => provider.setLatency(0))
	const context = getLoadContext
	// Once untimed: the first call warms the code paths, not the provider's distance.
	await loadFiatOverview(at('/product/fiat-wallet-service'), context())
	await loadFiatWalletPage(at('/product/fiat-wallet-service/wallet?currency=NGN'), context())

	const overview = await timed(() => loadFiatOverview(at('/product/fiat-wallet-service'), context()))
	expect(overview.ms, 'the overview').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(overview.value.wallets.map((wallet) => wallet.currency)).toEqual(['USD', 'NGN', 'EUR'])
	expect(overview.value.missing).toContain('GBP')

	const wallet = await timed(() => loadFiatWalletPage(at('/product/fiat-wallet-service/wallet?currency=NGN&type=TRANSFER'), context()))
	expect(wallet.ms, 'the wallet').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(wallet.value).toMatchObject({ currency: 'NGN', wallet: { balance: '4801362.50' } })
	const transactions = ('transactions' in wallet.value ? wallet.value.transactions : undefined) ?? []
	// The four seeded payouts, and the Payment service's bulk payout row paid from the same wallet (its failure returned the money).
	expect(transactions.length).toBe(5)
	expect(transactions.every((row) => row.payoutId)).toBe(true)

	const payoutPage = `/product/fiat-wallet-service/payout?currency=NGN&beneficiary=${ngn}`
	const shown = await timed(() => loadPayoutForm(at(payoutPage), context()))
	expect(shown.ms, 'the payout form').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(shown.value).toMatchObject({ fee: { feePercent: '0.5', feeFixed: '50.00' }, fields: { beneficiary: ngn } })

	const asked = await timed(() =>
		handlePayoutQuote(form(payoutPage, { beneficiary: ngn, amount: '₦2,000', intent: 'quote-payout' }), context()),
	)
	expect(asked.ms, 'asking for the quote').toBeLessThanOrEqual(ONE_ROUND_MS)
	const quotePath = locationOf(asked.value)
	expect(quotePath).toMatch(/^\/product\/fiat-wallet-service\/payout\/fpq_[0-9a-f]{20}$/)
	const quoteId = quotePath.split('/').pop()!

	const refused = await timed(() =>
		handlePayoutQuote(form(payoutPage, { beneficiary: ngn, amount: '9000000', intent: 'quote-payout' }), context()),
	)
	expect(refused.ms, 'the refused quote').toBeLessThanOrEqual(TWO_ROUNDS_MS)
	expect(JSON.stringify(refused.value)).toContain("Amount and fee are more than your NGN wallet's balance: ₦4,801,362.50")

	const opened = await timed(() => loadPayoutQuotePage(at(quotePath), context(), quoteId))
	expect(opened.ms, 'the quote').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(opened.value.quote).toMatchObject({
		status: 'OPEN',
		amount: '2000.00',
		fee: '60.00',
		total: '2060.00',
		balanceAfter: '4799302.50',
	})

	const confirmed = await handlePayoutQuoteAction(form(quotePath, { pin: PIN, intent: 'confirm-payout' }), context(), quoteId)
	const receipt = locationOf(confirmed)
	expect(receipt).toMatch(/^\/fiat\/payout\/receipt\?currency=NGN&transfer-id=fpo_[0-9a-f]{20}&service-name=FCAT$/)
	const followed = await timed(() => loadReceipt(at(receipt), context()))
	expect(followed.ms, 'the receipt').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(followed.value.payout).toMatchObject({ status: 'ITF_PROCESSING', amount: '2000.00', fee: '60.00', total: '2060.00' })
	const pdf = await timed(() => loadReceiptPdf(at(receipt.replace('/receipt?', '/receipt/pdf?')), context()))
	expect(pdf.ms, 'the receipt PDF').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(pdf.value.headers.get('Content-Type')).toBe('application/pdf')
	expect(new TextDecoder().decode((await pdf.value.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

	const beneficiaryPage = '/fiat/create-business-beneficiary?currency=EUR'
	const blank = await timed(() => loadBeneficiaryForm(at(beneficiaryPage), context()))
	expect(blank.ms, 'the beneficiary form').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(blank.value).toMatchObject({ kind: 'BUSINESS', currency: 'EUR', resolved: null })
	const fields = {
		method: 'IBAN',
		businessName: 'Rhein Logistics GmbH',
		iban: 'DE89 3704 0044 0532 0130 00',
		bic: 'DEUTDEFF',
		paymentBeneficiaryType: 'THIRD_PARTY',
	}
	const checked = await timed(() => handleBeneficiaryAction(form(beneficiaryPage, { ...fields, intent: 'check-account' }), context()))
	expect(checked.ms, 'the name enquiry').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(JSON.stringify(checked.value)).toMatch(/"accountName":"\w+ \w+ Ltd"/)
})

test(
	'a confirmation posted again opens the same receipt; a recent same payout asks before the form, and the answer lets it through',
	{ timeout: 60_000 },
	async () => {
		const { at, form, beneficiaryId } = await fiatCompany()
		const ngn = (await beneficiaryId('NGN')).beneficiaries![0]!.id
		const quote = async () =>
			locationOf(
				await handlePayoutQuote(
					form(`/product/fiat-wallet-service/payout?currency=NGN`, { beneficiary: ngn, amount: '700', intent: 'quote-payout' }),
					getLoadContext(),
				),
			)
		const first = await quote()
		const firstId = first.split('/').pop()!
		const answers = await Promise.all(
			[1, 2, 3].map(() => handlePayoutQuoteAction(form(first, { pin: PIN, intent: 'confirm-payout' }), getLoadContext(), firstId)),
		)
		const places = new Set(answers.map(locationOf))
		expect(places.size).toBe(1)
		expect(locationOf(await thrownBy(() => loadPayoutQuotePage(at(first), getLoadContext(), firstId)))).toBe([...places][0])

		const second = await quote()
		const secondId = second.split('/').pop()!
		const asking = await loadPayoutQuotePage(at(second), getLoadContext(), secondId)
		expect(asking).toMatchObject({ sendAgain: false, quote: { recentPayout: { minutesAgo: 0 } } })
		// Confirmed without the answer: back to the question.
		expect(
			locationOf(await handlePayoutQuoteAction(form(second, { pin: PIN, intent: 'confirm-payout' }), getLoadContext(), secondId)),
		).toBe(second)
		const answered = locationOf(await handlePayoutQuoteAction(form(second, { intent: 'send-again' }), getLoadContext(), secondId))
		expect(answered).toBe(`${second}?again=yes`)
		expect(await loadPayoutQuotePage(at(answered), getLoadContext(), secondId)).toMatchObject({ sendAgain: true })
		const made = await handlePayoutQuoteAction(
			form(answered, { pin: PIN, sendAgain: 'yes', intent: 'confirm-payout' }),
			getLoadContext(),
			secondId,
		)
		expect(locationOf(made)).toMatch(/^\/fiat\/payout\/receipt\?/)
		expect(locationOf(made)).not.toBe([...places][0])
	},
)

test('a payout quote that is made asks the provider for the quote alone; a refused one then asks for what the form shows', async () => {
	const { form, beneficiaryId } = await fiatCompany()
	const ngn = (await beneficiaryId('NGN')).beneficiaries![0]!.id
	const page = '/product/fiat-wallet-service/payout?currency=NGN'
	const made = await providerCallsDuring(() =>
		handlePayoutQuote(form(page, { beneficiary: ngn, amount: '2000', intent: 'quote-payout' }), getLoadContext()),
	)
	expect(locationOf(made.value)).toMatch(/^\/product\/fiat-wallet-service\/payout\/fpq_/)
	expect(made.calls.filter(notTheGuard)).toEqual(['POST /fcat/v1/payouts/quote'])

	const refused = await providerCallsDuring(() =>
		handlePayoutQuote(form(page, { beneficiary: ngn, amount: '9000000', intent: 'quote-payout' }), getLoadContext()),
	)
	expect(JSON.stringify(refused.value)).toContain("Amount and fee are more than your NGN wallet's balance")
	expect(refused.calls.filter(notTheGuard).sort()).toEqual(
		[
			'POST /fcat/v1/payouts/quote',
			'GET /fcat/v1/wallets/NGN',
			'GET /integrator/v1/fiat/beneficiaries',
			'GET /integrator/v1/fiat/fee',
		].sort(),
	)
})
