import type { APIRequestContext } from '@playwright/test'
import { fiatCompany, FIAT_PIN } from '../fiat/support'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { batchCount, bulkCsv, fiatBeneficiaries, paymentBalances } from './support'

/**
 * Bad input posted at the Payment service's forms, as a forged or replayed
 * post would arrive: a bulk file that is not CSV, too large, or holding
 * formula cells, a crypto address of another network, a wrong PIN: each
 * gets its reason on the page, a 4xx (never a 5xx), and nothing moves or is
 * kept; a replayed confirmation sends the batch once. Another integrator's
 * beneficiary, batch and receipt are the 404 page.
 */

test.afterEach(expectLedgerBalanced)

const PAYMENT = '/product/payment-service'
type Form = Record<string, string>
const post = (request: APIRequestContext, origin: string, path: string, form: Form) =>
	request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 })
const upload = (request: APIRequestContext, origin: string, name: string, mimeType: string, buffer: Buffer) =>
	request.post(`${PAYMENT}/bulk-payout`, {
		multipart: { intent: 'upload', file: { name, mimeType, buffer } },
		headers: { Origin: origin },
		maxRedirects: 0,
	})

test('bad bulk files, an address of another network and a wrong PIN are refused with a reason; a replayed confirmation sends one batch @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const origin = baseURL!
	const [ada] = (await fiatBeneficiaries(token)).filter((item) => item.currency === 'NGN')
	const before = await paymentBalances(token)
	const batches = await batchCount(token)
	const refusedFile = async (name: string, mimeType: string, buffer: Buffer, message: string) => {
		const response = await upload(page.request, origin, name, mimeType, buffer)
		expect(response.status(), name).toBe(400)
		expect(await response.text(), name).toContain(message)
	}

	// Not CSV (a PDF named .csv), too large (the limit said), formula cells (their lines said), no header, no payable row.
	await refusedFile('payouts.csv', 'text/csv', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x01]), 'This is not a CSV file')
	await refusedFile(
		'big.csv',
		'text/csv',
		bulkCsv(Array.from({ length: 6_000 }, (_, index) => [ada!.id, '1.00', 'NGN', `Reference number ${index}`])),
		'The file is too large: a bulk payout file must be 250 KB or less',
	)
	await refusedFile(
		'formula.csv',
		'text/csv',
		bulkCsv([
			[ada!.id, '1.00', 'NGN', 'Fine'],
			[ada!.id, '1.00', 'NGN', '=HYPERLINK("http://evil.example")'],
			[ada!.id, '+1.00', 'NGN', '@SUM(A1)'],
		]),
		'The file has cells starting with =, +, - or @ (lines 3, 4)',
	)
	await refusedFile('nohead.csv', 'text/csv', Buffer.from(`${ada!.id},1.00,NGN,x\n`), 'The first line must name the columns')
	await refusedFile('nobody.csv', 'text/csv', bulkCsv([['fbn_ffffffffffffffffffff', '1.00', 'NGN', '']]), 'No row of this file can be paid')
	const empty = await post(page.request, origin, `${PAYMENT}/bulk-payout`, { intent: 'upload' })
	expect(empty.status()).toBe(400)
	expect(await empty.text()).toContain('Choose a CSV file of payouts')
	expect(await batchCount(token)).toBe(batches)

	// A crypto beneficiary: an Ethereum address on Bitcoin, and a Bitcoin one with a typo; nothing saved.
	const crypto = `${PAYMENT}/add-crypto-beneficiary`
	const cryptoForm = { intent: 'save-crypto', asset: 'BTC', network: 'BTC', label: 'Cold', owner: 'FIRST_PARTY' }
	for (const [address, message] of [
		['0x52908400098527886E0F7030069857D2E4169EE7', 'This is an Ethereum address, not a Bitcoin address'],
		['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'This address has a typo: its checksum does not match'],
	] as const) {
		const response = await post(page.request, origin, crypto, { ...cryptoForm, address })
		expect(response.status(), address).toBe(400)
		expect(await response.text(), address).toContain(message)
	}
	const ethOnBtc = await post(page.request, origin, crypto, {
		...cryptoForm,
		asset: 'ETH',
		address: '0x52908400098527886E0F7030069857D2E4169EE7',
	})
	expect(ethOnBtc.status()).toBe(400)
	expect(await ethOnBtc.text()).toContain('Choose a network ETH is held on')
	expect((await sandboxFetch<{ data: unknown[] }>('/integrator/v1/withdrawal-addresses', { token })).data).toHaveLength(0)

	// A delete posted without its confirmation step deletes nothing.
	const stray = await post(page.request, origin, `${PAYMENT}/beneficiary/${ada!.id}`, { intent: 'delete' })
	expect(stray.status()).toBe(400)
	expect(await stray.text()).toContain('Confirm the deletion on the beneficiary’s page first.')
	expect(await fiatBeneficiaries(token)).toHaveLength(5)

	// A batch checked, then a wrong PIN: refused with the attempts left, nothing sent.
	const checked = await upload(
		page.request,
		origin,
		'run.csv',
		'text/csv',
		bulkCsv([
			[ada!.id, '100.00', 'NGN', 'One'],
			[ada!.id, '200.00', 'NGN', 'Two'],
		]),
	)
	expect(checked.status()).toBe(302)
	const batchUrl = checked.headers().location!
	expect(batchUrl).toMatch(/^\/product\/payment-service\/bulk-payout\/pbt_[0-9a-f]{20}$/)
	const confirm = (form: Form) => post(page.request, origin, batchUrl, form)
	let response = await confirm({ pin: '000000' })
	expect(response.status()).toBe(400)
	expect(await response.text()).toContain('Your PIN is not correct: 4 attempts left.')
	response = await confirm({ pin: '12' })
	expect(response.status()).toBe(400)
	expect(await response.text()).toContain('PIN must be exactly 6 digits')
	expect(await paymentBalances(token)).toEqual(before)

	// Replayed: three confirmations (two at once) send the batch once.
	const answers = await Promise.all([confirm({ pin: FIAT_PIN }), confirm({ pin: FIAT_PIN })])
	const places = [...answers, await confirm({ pin: FIAT_PIN })].map((answer) => answer.headers().location)
	expect(new Set(places)).toEqual(new Set([batchUrl]))
	const batch = (
		await sandboxFetch<{ data: { rows: { payout: { id: string } | null }[]; totals: { total: string }[] } }>(
			`/payment/v1/batches/${batchUrl.split('/').pop()}`,
			{ token },
		)
	).data
	expect(batch.rows.map((row) => row.payout?.id).filter(Boolean)).toHaveLength(2)
	const payouts = (await sandboxFetch<{ data: { narration: string | null }[] }>(`/payment/v1/beneficiaries/${ada!.id}/payouts`, { token }))
		.data
	expect(payouts.filter((item) => item.narration === 'One' || item.narration === 'Two')).toHaveLength(2)
	// 300.00 and the two fees (the batch's total), once: compared in kobo.
	const kobo = (amount: string) => BigInt(amount.replace('.', ''))
	const after = await paymentBalances(token)
	expect(kobo(before.NGN!) - kobo(after.NGN!)).toBe(kobo(batch.totals[0]!.total))
	expect(kobo(batch.totals[0]!.total)).toBeGreaterThan(30_000n)
})

test('another integrator’s beneficiary, batch and receipt, and ids that cannot be, are the 404 page @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const owner = await fiatCompany()
	const other = await fiatCompany()
	const [beneficiary] = await fiatBeneficiaries(owner.token)
	const [batch] = (await sandboxFetch<{ data: { id: string }[] }>('/payment/v1/batches', { token: owner.token })).data
	const rows = (
		await sandboxFetch<{ data: { rows: { payout: { id: string } | null }[] } }>(`/payment/v1/batches/${batch!.id}`, { token: owner.token })
	).data.rows
	const payoutId = rows.find((row) => row.payout)!.payout!.id
	const address = (
		await sandboxFetch<{ data: { addressId: string } }>('/integrator/v1/withdrawal-address', {
			token: owner.token,
			body: {
				address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
				asset: 'BTC',
				network: 'BTC',
				paymentBeneficiaryType: 'THIRD_PARTY',
				isContractSigned: false,
			},
		})
	).data.addressId
	await login(page, other.user.email)
	const origin = baseURL!
	const before = await paymentBalances(owner.token)

	const receipt = `currency=NGN&transfer-id=${payoutId}&service-name=PAYMENT`
	for (const path of [
		`${PAYMENT}/beneficiary/${beneficiary!.id}`,
		`${PAYMENT}/beneficiary/${beneficiary!.id}?confirm=delete`,
		`${PAYMENT}/beneficiary/${address}`,
		`${PAYMENT}/bulk-payout/${batch!.id}`,
		`${PAYMENT}/bulk-payout/${batch!.id}/results.csv`,
		`/fiat/payout/receipt?${receipt}`,
		`/fiat/payout/receipt/pdf?${receipt}`,
		`${PAYMENT}/beneficiary/fbn_00000000000000000000`,
		`${PAYMENT}/beneficiary/nope`,
		`${PAYMENT}/bulk-payout/pbt_nope`,
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(404)
	}
	// Their beneficiaries are not deleted, their batch not sent: a 404 either way.
	for (const id of [beneficiary!.id, address]) {
		const deleted = await post(page.request, origin, `${PAYMENT}/beneficiary/${id}`, { intent: 'delete', confirm: 'delete' })
		expect(deleted.status(), id).toBe(404)
	}
	const sent = await post(page.request, origin, `${PAYMENT}/bulk-payout/${batch!.id}`, { pin: FIAT_PIN })
	expect(sent.status()).toBe(404)
	expect(await fiatBeneficiaries(owner.token)).toHaveLength(5)
	expect((await sandboxFetch<{ data: unknown[] }>('/integrator/v1/withdrawal-addresses', { token: owner.token })).data).toHaveLength(1)
	expect(await paymentBalances(owner.token)).toEqual(before)
})
