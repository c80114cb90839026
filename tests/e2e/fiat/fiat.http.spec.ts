import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { fiatBalance, fiatCompany, FIAT_PIN, payoutCount } from './support'

/**
 * Bad input posted at the Fiat wallet's forms, as a replayed or forged post
 * would arrive: each gets its reason on the page, a 4xx (never a 5xx), and
 * nothing moves; a replayed confirmation makes one payout; another
 * integrator's beneficiary, quote, payout and receipt are the 404 page.
 */

test.afterEach(expectLedgerBalanced)

type Form = Record<string, string>
const post = (request: APIRequestContext, origin: string, path: string, form: Form) =>
	request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 })

async function balances(token: string) {
	return Promise.all(['EUR', 'NGN', 'USD'].map((currency) => fiatBalance(token, currency)))
}

const EUR_BUSINESS: Form = {
	method: 'IBAN',
	businessName: 'Hamburg Freight GmbH',
	iban: 'DE89370400440532013000',
	bic: 'DEUTDEFF',
	paymentBeneficiaryType: 'THIRD_PARTY',
	intent: 'check-account',
}
const NGN_PERSON: Form = {
	method: 'NUBAN',
	firstName: 'Chinedu',
	lastName: 'Obi',
	bankCode: '011',
	accountNumber: '0000014579',
	paymentBeneficiaryType: 'THIRD_PARTY',
	intent: 'check-account',
}

test('unsupported currencies, failed account checks, an amount above the balance and a wrong PIN are refused with a reason; a replayed confirmation makes one payout @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const origin = baseURL!
	const before = await balances(token)
	const refused = async (path: string, form: Form, message: string, status = 400) => {
		const response = await post(page.request, origin, path, form)
		expect(response.status(), `${path} ${JSON.stringify(form)}`).toBe(status)
		expect(await response.text(), `${path} ${JSON.stringify(form)}`).toContain(message)
	}

	// An unsupported currency: said on the form that names it; a page of one does not exist.
	await refused('/product/fiat-wallet-service', { intent: 'create-virtual-account', currency: 'JPY' }, 'JPY is not a supported currency')
	await refused(
		'/product/fiat-wallet-service/wallet?currency=JPY',
		{ intent: 'internal-transfer', amount: '1' },
		'JPY is not a supported currency',
	)
	expect((await post(page.request, origin, '/product/fiat-wallet-service/payout?currency=JPY', { amount: '1' })).status()).toBe(404)
	expect((await page.request.get('/fiat/create-individual-beneficiary?currency=JPY')).status()).toBe(404)

	// Each account check, as typed.
	const business = '/fiat/create-business-beneficiary?currency=EUR'
	await refused(
		business,
		{ ...EUR_BUSINESS, iban: 'DE89370400440532013001' },
		'This IBAN is not valid: check its length and its check digits',
	)
	await refused(business, { ...EUR_BUSINESS, bic: 'BNPAFRPP' }, 'This BIC is not of a bank in the IBAN&#x27;s country (DE)')
	const person = '/fiat/create-individual-beneficiary?currency=NGN'
	await refused(person, { ...NGN_PERSON, accountNumber: '0000014578' }, 'This account number is not valid for the chosen bank')
	await refused(person, { ...NGN_PERSON, accountNumber: '12345' }, 'A NUBAN account number has exactly 10 digits')
	// Valid, but the bank has no such account (a number ending in 0000: docs/product/fiat.md).
	await refused(person, { ...NGN_PERSON, bankCode: '058', accountNumber: '1230050000' }, 'The bank has no account with these details')
	await refused(
		'/fiat/create-individual-beneficiary?currency=USD',
		{ ...NGN_PERSON, method: 'US_ACCOUNT', routingNumber: '021000022', accountNumber: '123456789' },
		'This routing number is not valid: its check digit does not match',
	)
	await refused(
		'/fiat/create-individual-beneficiary?currency=KES',
		{ ...NGN_PERSON, method: 'MOBILE_MONEY', mobileOperator: 'MPESA', mobileNumber: '+2348021234567' },
		'This is not a valid mobile number in Kenya',
	)
	const saved = await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=EUR', { token })
	expect(saved.data).toHaveLength(1)

	// An amount above the balance, and bad amounts.
	const eur = saved.data[0]!.id
	const payout = '/product/fiat-wallet-service/payout?currency=EUR'
	await refused(
		payout,
		{ beneficiary: eur, amount: '25000', intent: 'quote-payout' },
		'Amount and fee are more than your EUR wallet&#x27;s balance: €25,000.00',
	)
	await refused(payout, { beneficiary: eur, amount: '10.001', intent: 'quote-payout' }, 'Use at most 2 decimal places.')
	await refused(payout, { beneficiary: '', amount: '10', intent: 'quote-payout' }, 'Choose a beneficiary, or add a new one')
	// An internal transfer beyond the funding balance.
	await refused(
		'/product/fiat-wallet-service/wallet?currency=EUR',
		{ intent: 'internal-transfer', direction: 'in', balance: 'funding', amount: '5000', key: 'itr_http_test_1', pin: FIAT_PIN },
		'Insufficient balance',
	)

	// A quote, then a wrong PIN: refused with the attempts left, nothing sent.
	const quoted = await post(page.request, origin, payout, { beneficiary: eur, amount: '100', intent: 'quote-payout' })
	expect(quoted.status()).toBe(302)
	const quoteUrl = quoted.headers().location!
	const confirm = (form: Form) => post(page.request, origin, quoteUrl, { intent: 'confirm-payout', ...form })
	// The scenario's EUR beneficiary is held by someone else (confirmation of payee, record 109): paid only once the box is ticked.
	await refused(
		quoteUrl,
		{ intent: 'confirm-payout', pin: FIAT_PIN },
		'The bank says this account is held by Otieno Foods Ltd, not the name saved: confirm that you want to pay it anyway',
	)
	await refused(
		quoteUrl,
		{ intent: 'confirm-payout', pin: '000000', confirmNameMismatch: 'on' },
		'Your PIN is not correct: 4 attempts left.',
	)
	await refused(quoteUrl, { intent: 'confirm-payout', pin: '12' }, 'PIN must be exactly 6 digits')
	expect(await balances(token)).toEqual(before)
	const payouts = await payoutCount(token)

	// Replayed: the confirmations make one payout, and the used quote opens its receipt.
	const yes = { pin: FIAT_PIN, confirmNameMismatch: 'on' }
	const answers = await Promise.all([confirm(yes), confirm(yes)])
	const places = [...answers, await confirm(yes)].map((response) => response.headers().location)
	expect(places[0]).toMatch(/^\/fiat\/payout\/receipt\?currency=EUR&transfer-id=fpo_/)
	expect(new Set(places).size).toBe(1)
	expect((await page.request.get(quoteUrl, { maxRedirects: 0 })).headers().location).toBe(places[0])
	expect(await payoutCount(token)).toBe(payouts + 1)
	// 100.00 and its fee (0.50 + 2.00), once.
	expect(await fiatBalance(token, 'EUR')).toBe('24897.50')
})

test('another integrator’s beneficiary, quote, payout and receipt, and ids that cannot be, are the 404 page @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const owner = await fiatCompany()
	const other = await fiatCompany()
	const [beneficiary] = (
		await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', { token: owner.token })
	).data
	const quote = (
		await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts/quote', {
			token: owner.token,
			body: { currency: 'NGN', beneficiaryId: beneficiary!.id, amount: '10' },
		})
	).data
	const [payout] = (await sandboxFetch<{ data: { items: { id: string }[] } }>('/fcat/v1/payouts', { token: owner.token })).data.items
	await login(page, other.user.email)
	const origin = baseURL!
	const before = await balances(owner.token)

	const receipt = `currency=NGN&transfer-id=${payout!.id}&service-name=FCAT`
	for (const path of [
		`/fiat/payout/receipt?${receipt}`,
		`/fiat/payout/receipt/pdf?${receipt}`,
		`/product/fiat-wallet-service/payout/${quote.id}`,
		'/fiat/payout/receipt?currency=NGN&transfer-id=fpo_00000000000000000000&service-name=FCAT',
		`/fiat/payout/receipt?currency=NGN&transfer-id=${payout!.id}&service-name=LENDING`,
		'/fiat/payout/receipt?currency=NGN&transfer-id=nope&service-name=FCAT',
		'/product/fiat-wallet-service/payout/fpq_nope',
		'/product/fiat-wallet-service/wallet?currency=XYZ',
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(404)
	}
	// Their beneficiary: not deleted, not paid, a 404 either way.
	const deleted = await post(page.request, origin, '/product/fiat-wallet-service/wallet?currency=NGN', {
		intent: 'delete-beneficiary',
		beneficiary: beneficiary!.id,
		confirm: 'delete',
	})
	expect(deleted.status()).toBe(404)
	expect(await deleted.text()).toContain('No beneficiary with this id')
	const paid = await post(page.request, origin, `/product/fiat-wallet-service/payout?currency=NGN`, {
		beneficiary: beneficiary!.id,
		amount: '10',
		intent: 'quote-payout',
	})
	expect(paid.status()).toBe(400)
	expect(await paid.text()).toContain('No beneficiary with this id')
	const confirmed = await post(page.request, origin, `/product/fiat-wallet-service/payout/${quote.id}`, {
		intent: 'confirm-payout',
		pin: FIAT_PIN,
	})
	expect(confirmed.status()).toBe(404)
	expect(
		(await sandboxFetch<{ data: unknown[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', { token: owner.token })).data,
	).toHaveLength(2)
	expect(await balances(owner.token)).toEqual(before)
})
