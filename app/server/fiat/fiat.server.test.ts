import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { providerCallsDuring, signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import { handleBeneficiaryAction, loadBeneficiaryForm } from './beneficiary.server.ts'
import { loadFiatOverview } from './overview.server.ts'
import { handlePayoutQuote, handlePayoutQuoteAction, loadPayoutForm, loadPayoutQuotePage } from './payout.server.ts'
import { loadReceipt, loadReceiptPdf } from './receipt.server.ts'
import { loadFiatWalletPage } from './wallet.server.ts'

/**
 * The Fiat wallet's pages against the real sandbox: each page, and the
 * posts that only ask (a quote, the bank's name enquiry), cost one provider
 * round trip (its calls all leave before any answer comes back, counted by
 * `inRounds`, docs/decisions/133-round-trips-counted-not-timed.md; how long
 * a round takes is `npm run bench`'s). A confirmation posted again opens the
 * same receipt; a recent same payout asks first.
 */

const PIN = '357913'
/** What the payout form shows (the wallet, the saved beneficiaries, the fee): the form's round, and a refused quote's second. */
const FORM_CALLS = ['GET /fcat/v1/wallets/NGN', 'GET /integrator/v1/fiat/beneficiaries', 'GET /integrator/v1/fiat/fee']
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

test('every fiat page, the quote post and the name enquiry cost one provider round trip', { timeout: 60_000 }, async () => {
	const { at, form, beneficiaryId } = await fiatCompany()
	const ngn = (await beneficiaryId('NGN')).beneficiaries![0]!.id
	const context = getLoadContext

	const overview = await inRounds('the overview', () => loadFiatOverview(at('/product/fiat-wallet-service'), context()), [
		...GUARD_CALLS,
		'GET /fcat/v1/wallets',
		'GET /integrator/v1/ledger/histories',
	])
	expect(overview.wallets.map((wallet) => wallet.currency)).toEqual(['USD', 'NGN', 'EUR'])
	expect(overview.missing).toContain('GBP')

	const wallet = await inRounds(
		'the wallet',
		() => loadFiatWalletPage(at('/product/fiat-wallet-service/wallet?currency=NGN&type=TRANSFER'), context()),
		[
			...GUARD_CALLS,
			'GET /fcat/v1/wallets/NGN',
			'GET /fcat/v1/wallets/NGN/transactions',
			'GET /integrator/v1/accounts',
			'GET /integrator/v1/fiat/beneficiaries',
		],
	)
	expect(wallet).toMatchObject({ currency: 'NGN', wallet: { balance: '4801362.50' } })
	const transactions = ('transactions' in wallet ? wallet.transactions : undefined) ?? []
	// The four seeded payouts, and the Payment service's bulk payout row paid from the same wallet (its failure returned the money).
	expect(transactions.length).toBe(5)
	expect(transactions.every((row) => row.payoutId)).toBe(true)

	const payoutPage = `/product/fiat-wallet-service/payout?currency=NGN&beneficiary=${ngn}`
	const shown = await inRounds('the payout form', () => loadPayoutForm(at(payoutPage), context()), [...GUARD_CALLS, ...FORM_CALLS])
	expect(shown).toMatchObject({ fee: { feePercent: '0.5', feeFixed: '50.00' }, fields: { beneficiary: ngn } })

	const asked = await inRounds(
		'asking for the quote',
		() => handlePayoutQuote(form(payoutPage, { beneficiary: ngn, amount: '₦2,000', intent: 'quote-payout' }), context()),
		[...GUARD_CALLS, 'POST /fcat/v1/payouts/quote'],
	)
	const quotePath = locationOf(asked)
	expect(quotePath).toMatch(/^\/product\/fiat-wallet-service\/payout\/fpq_[0-9a-f]{20}$/)
	const quoteId = quotePath.split('/').pop()!

	// A refused quote asks for the form's data only once refused (record 125): the quote's round, then the form's.
	const refused = await inRounds(
		'the refused quote',
		() => handlePayoutQuote(form(payoutPage, { beneficiary: ngn, amount: '9000000', intent: 'quote-payout' }), context()),
		[...GUARD_CALLS, 'POST /fcat/v1/payouts/quote'],
		FORM_CALLS,
	)
	expect(JSON.stringify(refused)).toContain("Amount and fee are more than your NGN wallet's balance: ₦4,801,362.50")

	const opened = await inRounds('the quote', () => loadPayoutQuotePage(at(quotePath), context(), quoteId), [
		...GUARD_CALLS,
		`GET /fcat/v1/payouts/quote/${quoteId}`,
	])
	expect(opened.quote).toMatchObject({
		status: 'OPEN',
		amount: '2000.00',
		fee: '60.00',
		total: '2060.00',
		balanceAfter: '4799302.50',
	})

	const confirmed = await handlePayoutQuoteAction(form(quotePath, { pin: PIN, intent: 'confirm-payout' }), context(), quoteId)
	const receipt = locationOf(confirmed)
	expect(receipt).toMatch(/^\/fiat\/payout\/receipt\?currency=NGN&transfer-id=fpo_[0-9a-f]{20}&service-name=FCAT$/)
	const payout = `GET /fcat/v1/payouts/${new URL(receipt, 'http://x').searchParams.get('transfer-id')}`
	const followed = await inRounds('the receipt', () => loadReceipt(at(receipt), context()), [...GUARD_CALLS, payout])
	expect(followed.payout).toMatchObject({ status: 'ITF_PROCESSING', amount: '2000.00', fee: '60.00', total: '2060.00' })
	const pdf = await inRounds('the receipt PDF', () => loadReceiptPdf(at(receipt.replace('/receipt?', '/receipt/pdf?')), context()), [
		...GUARD_CALLS,
		payout,
	])
	expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
	expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

	const beneficiaryPage = '/fiat/create-business-beneficiary?currency=EUR'
	const blank = await inRounds('the beneficiary form', () => loadBeneficiaryForm(at(beneficiaryPage), context()), [
		...GUARD_CALLS,
		'GET /integrator/v1/local-transfer/banks',
	])
	expect(blank).toMatchObject({ kind: 'BUSINESS', currency: 'EUR', resolved: null })
	const fields = {
		method: 'IBAN',
		businessName: 'Rhein Logistics GmbH',
		iban: 'DE89 3704 0044 0532 0130 00',
		bic: 'DEUTDEFF',
		paymentBeneficiaryType: 'THIRD_PARTY',
	}
	const checked = await inRounds(
		'the name enquiry',
		() => handleBeneficiaryAction(form(beneficiaryPage, { ...fields, intent: 'check-account' }), context()),
		[...GUARD_CALLS, 'GET /integrator/v1/local-transfer/banks', 'POST /integrator/v1/fiat/beneficiaries/resolve'],
	)
	expect(JSON.stringify(checked)).toMatch(/"accountName":"\w+ \w+ Ltd"/)
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
