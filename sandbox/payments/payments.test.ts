import Big from 'big.js'
import { afterEach, describe, expect, it } from 'vitest'
import { LIMIT_MESSAGES } from '#contract/card-limits.ts'
import { BENEFICIARY_ERROR_CODES, BENEFICIARY_MESSAGES, beneficiaryListResponseSchema } from '#contract/fiat/beneficiaries.ts'
import { NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import { MONEY_MESSAGES } from '#contract/money/errors.ts'
import {
	batchListResponseSchema,
	batchResponseSchema,
	beneficiaryPayoutsResponseSchema,
	PAYMENT_MESSAGES,
	paymentPayoutResponseSchema,
	paymentWalletsResponseSchema,
	type BatchRowInput,
} from '#contract/payments/api.ts'
import { payoutCompletedSubject } from '../fiat/notices.ts'
import { FIAT_PIN } from '../fiat/scenario.ts'
import { controlPayout, EUR_BUSINESS, fiatCompany, fiatDeposit, NGN_INDIVIDUAL, type FiatCompany } from '../fiat/test-client.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { SEED_BATCH_FILE, SEED_BATCH_UNKNOWN_ID } from './scenario.ts'

const batchOf = (answer: { status: number; json: unknown }) => batchResponseSchema.parse(answer.json).data

async function upload(me: FiatCompany, rows: BatchRowInput[], fileName = 'run.csv') {
	return me.post('/payment/v1/batches', { fileName, rows })
}

describe.each(databaseBackends())('the Payment service on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('seeds fiat-active with a sent bulk payout: a row left out, its payout failed and returned', async () => {
		const me = await fiatCompany(sandbox)
		const list = batchListResponseSchema.parse((await me.get('/payment/v1/batches')).json).data
		expect(list).toEqual([expect.objectContaining({ fileName: SEED_BATCH_FILE, status: 'SENT', rowCount: 2, validCount: 1 })])
		const batch = batchOf(await me.get(`/payment/v1/batches/${list[0]!.id}`))
		expect(batch.rows.map((row) => [row.line, row.status, row.payout?.status ?? null, row.reason])).toEqual([
			[2, 'SENT', 'ITF_FAILED', null],
			[3, 'INVALID', null, PAYMENT_MESSAGES.rows.unknownBeneficiary],
		])
		expect(batch.rows[1]!.beneficiaryId).toBe(SEED_BATCH_UNKNOWN_ID)
		const wallets = paymentWalletsResponseSchema.parse((await me.get('/payment/v1/wallets')).json).data
		// The failed payout came back: the Fiat wallet seed's balances.
		expect(wallets.fiat.map(({ currency, balance }) => [currency, balance])).toEqual([
			['USD', '10000.00'],
			['NGN', '4801362.50'],
			['EUR', '25000.00'],
		])
		expect(wallets.crypto).toEqual([])
	})

	it('checks every row, sends the valid ones once with the PIN, and a replayed confirmation sends nothing again', async () => {
		const me = await fiatCompany(sandbox)
		const ngn = await me.payee(NGN_INDIVIDUAL)
		const eur = await me.payee(EUR_BUSINESS)
		const draft = await upload(me, [
			{ line: 2, beneficiaryId: ngn.id, currency: 'ngn', amount: '1500.5', reference: 'Salary' },
			{ line: 3, beneficiaryId: eur.id, currency: 'EUR', amount: '200.00', reference: '' },
			{ line: 4, beneficiaryId: ngn.id, currency: 'EUR', amount: '10.00', reference: '' },
			{ line: 5, beneficiaryId: ngn.id, currency: 'NGN', amount: '-3', reference: '' },
			{ line: 6, beneficiaryId: ngn.id, currency: 'NGN', amount: '1.234', reference: '' },
			{ line: 7, beneficiaryId: '', currency: 'NGN', amount: '1.00', reference: '' },
			{ line: 8, beneficiaryId: ngn.id, currency: 'NGN', amount: '1.00', reference: 'x'.repeat(101) },
			{ line: 9, beneficiaryId: ngn.id, currency: 'BTC', amount: '1.00', reference: '' },
		])
		expect(draft.status, JSON.stringify(draft.json)).toBe(201)
		const checked = batchOf(draft)
		expect(checked.status).toBe('DRAFT')
		expect(checked.rows.map((row) => [row.line, row.status, row.reason])).toEqual([
			[2, 'READY', null],
			[3, 'READY', null],
			[4, 'INVALID', PAYMENT_MESSAGES.rows.otherCurrency('EUR', 'NGN')],
			[5, 'INVALID', PAYMENT_MESSAGES.rows.amount],
			[6, 'INVALID', PAYMENT_MESSAGES.rows.decimals('NGN', 2)],
			[7, 'INVALID', PAYMENT_MESSAGES.rows.beneficiary],
			[8, 'INVALID', PAYMENT_MESSAGES.rows.reference],
			[9, 'INVALID', PAYMENT_MESSAGES.rows.currency],
		])
		expect(checked.rows[0]).toMatchObject({ amount: '1500.50', beneficiaryName: 'Ada Okafor' })
		const ngnTotal = checked.totals.find((total) => total.currency === 'NGN')!
		expect(ngnTotal).toMatchObject({ rows: 1, amount: '1500.50', balance: '4801362.50', enough: true })
		expect(ngnTotal.total).toBe(new Big(ngnTotal.amount).plus(ngnTotal.fee).toFixed(2))

		const before = await me.balances()
		const wrong = await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: '000000' })
		expect(wrong.status).toBe(400)
		expect(wrong.json.message).toContain(MONEY_MESSAGES.wrongPin)
		expect(await me.balances()).toEqual(before)
		expect(batchOf(await me.get(`/payment/v1/batches/${checked.id}`)).status).toBe('DRAFT')

		const sent = await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN })
		expect(sent.status, JSON.stringify(sent.json)).toBe(201)
		const batch = batchOf(sent)
		expect(batch.status).toBe('SENT')
		expect(batch.rows.slice(0, 2).map((row) => [row.status, row.payout?.status])).toEqual([
			['SENT', 'ITF_PROCESSING'],
			['SENT', 'ITF_PROCESSING'],
		])
		const after = await me.balances()
		const eurTotal = batch.totals.find((total) => total.currency === 'EUR')!
		expect(after['fiat NGN']).toBe(new Big(before['fiat NGN']!).minus(ngnTotal.total).toFixed(2))
		expect(after['fiat EUR']).toBe(new Big(before['fiat EUR']!).minus(eurTotal.total).toFixed(2))

		const replay = await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN })
		expect(replay.status).toBe(200)
		expect(replay.json.message).toBe(PAYMENT_MESSAGES.batchReplayed)
		expect(batchOf(replay).rows.map((row) => row.payout?.id)).toEqual(batch.rows.map((row) => row.payout?.id))
		expect(await me.balances()).toEqual(after)

		// Each row's payout is the Payment service's, with its receipt's details, and listed under its beneficiary.
		const payout = paymentPayoutResponseSchema.parse((await me.get(`/payment/v1/payouts/${batch.rows[0]!.payout!.id}`)).json).data
		expect(payout).toMatchObject({ service: 'PAYMENT', amount: '1500.50', narration: 'Salary', beneficiaryId: ngn.id })
		const toAda = beneficiaryPayoutsResponseSchema.parse((await me.get(`/payment/v1/beneficiaries/${ngn.id}/payouts`)).json).data
		// Ada is the scenario's (an account is saved once): her earlier payouts are listed too.
		expect(toAda.map((item) => item.id)).toContain(payout.id)
		expect(toAda.every((item) => item.beneficiaryId === ngn.id)).toBe(true)
		// The Fiat wallet's own list keeps to its payouts; its control API settles this one like any.
		expect((await me.get(`/fcat/v1/payouts/${payout.id}`)).status).toBe(404)
		expect((await controlPayout(sandbox, payout.id, 'settle')).status).toBe(200)
		expect(batchOf(await me.get(`/payment/v1/batches/${batch.id}`)).rows[0]!.payout!.status).toBe('ITF_COMPLETED')
		// There is no Payment e-mail (docs/product/settings.md#manage-emails): the Fiat wallet's payout e-mail is not sent for it.
		expect(await me.subjects()).not.toContain(payoutCompletedSubject(payout))
	})

	it('checks each row against the Payment card’s minimum, maximum and daily limit at Check file, and again when sent', async () => {
		const me = await fiatCompany(sandbox)
		expect((await fiatDeposit(sandbox, me.email, 'NGN', '60000000.00')).status).toBe(201)
		const ngn = await me.payee(NGN_INDIVIDUAL)
		const eur = await me.payee(EUR_BUSINESS)
		const row = (line: number, amount: string, currency = 'NGN') => ({
			line,
			beneficiaryId: currency === 'NGN' ? ngn.id : eur.id,
			currency,
			amount,
			reference: '',
		})
		// NGN: at least 100, at most 10,000,000 a payout, 50,000,000 a day (the Payment card; no payout has gone today).
		const before = await me.balances()
		const checked = batchOf(
			await upload(me, [
				row(2, '1.00'),
				row(3, '20000000'),
				row(4, '99.99'),
				row(5, '10000000.01'),
				row(6, '100.00'),
				row(7, '10000000.00'),
				row(8, '10000000'),
				row(9, '10000000'),
				row(10, '10000000'),
				row(11, '10000000'),
				row(12, '200.00', 'EUR'),
			]),
		)
		expect(await me.balances()).toEqual(before)
		const { belowMinimum, aboveMaximum, dailyLimit } = LIMIT_MESSAGES
		expect(checked.rows.map((item) => [item.line, item.status, item.reason])).toEqual([
			[2, 'INVALID', belowMinimum('payout', '₦100.00')],
			[3, 'INVALID', aboveMaximum('payout', '₦10,000,000.00')],
			[4, 'INVALID', belowMinimum('payout', '₦100.00')],
			[5, 'INVALID', aboveMaximum('payout', '₦10,000,000.00')],
			[6, 'READY', null],
			[7, 'READY', null],
			[8, 'READY', null],
			[9, 'READY', null],
			[10, 'READY', null],
			// 40,000,100 taken by the rows above: this one would end the day at 50,000,100.
			[11, 'INVALID', dailyLimit('payout', '₦50,000,000.00', '₦9,999,900.00')],
			[12, 'READY', null],
		])
		// A bulk row pays what a single payout in its currency pays: €0.5% + 2.00 (record 107).
		expect(checked.rows[10]!.fee).toBe('3.00')
		expect(checked.totals.find((total) => total.currency === 'NGN')!.leftToday).toBe('50000000.00')

		// A second file checked while the day had room; the first sent fills it: the second's row fails when sent, with the reason, and moves nothing.
		const second = batchOf(await upload(me, [row(2, '10000000')], 'second.csv'))
		expect(second.rows[0]!.status).toBe('READY')
		expect((await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN })).status).toBe(201)
		const afterFirst = await me.balances()
		const sent = batchOf(await me.post(`/payment/v1/batches/${second.id}/confirm`, { pin: FIAT_PIN }))
		expect(sent.rows.map((item) => [item.status, item.reason, item.payout])).toEqual([
			['FAILED', dailyLimit('payout', '₦50,000,000.00', '₦9,999,900.00'), null],
		])
		expect(await me.balances()).toEqual(afterFirst)
		expect(sent.totals[0]!.leftToday).toBe('9999900.00')
	})

	it('fails a row the balance cannot pay when sent, and sends the others @bad-input', async () => {
		const me = await fiatCompany(sandbox)
		const eur = await me.payee(EUR_BUSINESS)
		const checked = batchOf(
			await upload(me, [
				{ line: 2, beneficiaryId: eur.id, currency: 'EUR', amount: '24000.00', reference: 'Big' },
				{ line: 3, beneficiaryId: eur.id, currency: 'EUR', amount: '5000.00', reference: 'Too much now' },
				{ line: 4, beneficiaryId: eur.id, currency: 'EUR', amount: '100.00', reference: 'Small' },
			]),
		)
		expect(checked.totals[0]).toMatchObject({ currency: 'EUR', enough: false, balance: '25000.00' })
		const batch = batchOf(await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN }))
		expect(batch.rows.map((row) => row.status)).toEqual(['SENT', 'FAILED', 'SENT'])
		expect(batch.rows[1]!.reason).toMatch(/more than your EUR wallet's balance/)
		expect(batch.rows[1]!.payout).toBeNull()
	})

	it('pays rows of bank details: each checked and named by its bank, a saved account as its beneficiary, a new one saved once when sent', async () => {
		const me = await fiatCompany(sandbox)
		const beneficiaries = async () => beneficiaryListResponseSchema.parse((await me.get('/integrator/v1/fiat/beneficiaries')).json).data
		const saved = await beneficiaries()
		const ada = saved.find((item) => item.name === 'Ada Okafor')!
		const chidi = { firstName: 'Chidi', lastName: 'Obi', bankCode: '011', accountNumber: '0000014579' }
		const draft = await upload(me, [
			// The seeded Ada's account, typed with dashes, kind and method left out: paid as Ada.
			{
				line: 2,
				currency: 'NGN',
				amount: '100.00',
				reference: 'Saved',
				beneficiary: { firstName: 'Ada', lastName: 'Okafor', bankCode: '058', accountNumber: '0123-456-785' },
			},
			{ line: 3, currency: 'NGN', amount: '200.00', reference: 'New', beneficiary: chidi },
			{ line: 4, currency: 'NGN', amount: '300.00', reference: 'New again', beneficiary: chidi },
			{
				line: 5,
				currency: 'EUR',
				amount: '50.00',
				reference: '',
				beneficiary: { businessName: 'Bad GmbH', iban: 'DE89 3704 0044 0532 0130 01', bic: 'DEUTDEFF' },
			},
			{
				line: 6,
				currency: 'NGN',
				amount: '10.00',
				reference: '',
				beneficiary: { firstName: 'No', lastName: 'One', bankCode: '058', accountNumber: '1230050000' },
			},
			{ line: 7, currency: 'NGN', amount: '10.00', reference: '', beneficiaryId: ada.id, beneficiary: chidi },
			{
				line: 8,
				currency: 'KES',
				amount: '10.00',
				reference: '',
				beneficiary: { firstName: 'W', lastName: 'K', mobileOperator: 'MPESA', mobileNumber: '+234 802 123 4567' },
			},
			{ line: 9, currency: 'NGN', amount: '10.00', reference: '', beneficiary: { firstName: 'Ada' } },
			{
				line: 10,
				currency: 'NGN',
				amount: '10.00',
				reference: '',
				beneficiary: { firstName: 'Ada', lastName: 'Okafor', bankCode: '058', accountNumber: '0123456789' },
			},
			// Valid details, but no KES wallet to pay from: not a new beneficiary either.
			{
				line: 11,
				currency: 'KES',
				amount: '10.00',
				reference: '',
				beneficiary: { firstName: 'Achieng', lastName: 'Otieno', mobileOperator: 'MPESA', mobileNumber: '+254 722 123 456' },
			},
		])
		expect(draft.status, JSON.stringify(draft.json)).toBe(201)
		const checked = batchOf(draft)
		expect(checked.rows.map((row) => [row.line, row.status, row.newBeneficiary])).toEqual([
			[2, 'READY', false],
			[3, 'READY', true],
			[4, 'READY', true],
			[5, 'INVALID', false],
			[6, 'INVALID', false],
			[7, 'INVALID', false],
			[8, 'INVALID', false],
			[9, 'INVALID', false],
			[10, 'INVALID', false],
			[11, 'INVALID', false],
		])
		expect(checked.rows[0]).toMatchObject({ beneficiaryId: ada.id, beneficiaryName: 'Ada Okafor', accountName: ada.accountName })
		expect(checked.rows[1]).toMatchObject({
			beneficiaryId: '',
			beneficiaryName: 'Chidi Obi',
			destination: 'First Bank of Nigeria · 0000014579',
		})
		expect(checked.rows[1]!.accountName).toEqual(expect.any(String))
		const reasons = checked.rows.slice(3).map((row) => row.reason)
		expect(reasons[0]).toBe('This IBAN is not valid: check its length and its check digits')
		expect(reasons[1]).toBe(BENEFICIARY_MESSAGES.accountNotFound)
		expect(reasons[2]).toBe(PAYMENT_MESSAGES.rows.both)
		expect(reasons[3]).toMatch(/Kenya/)
		expect(reasons[4]).toContain(BENEFICIARY_MESSAGES.lastName)
		expect(reasons[4]).toContain(BENEFICIARY_MESSAGES.bank)
		expect(reasons[5]).toMatch(/check digit/i)
		expect(reasons[6]).toBe(PAYMENT_MESSAGES.rows.noWallet('KES'))
		// Checking saves nobody.
		expect(await beneficiaries()).toHaveLength(saved.length)

		// Confirmation of payee (record 109): Chidi's account is Fatou Owusu's, said on both rows; sending asks first and moves nothing.
		expect(checked.rows.slice(0, 3).map((row) => [row.nameMatch, row.nameConfirmationNeeded])).toEqual([
			['MATCH', false],
			['NO_MATCH', true],
			['NO_MATCH', true],
		])
		expect(checked.rows[1]!.accountName).toBe('Fatou Owusu')
		const balances = await me.balances()
		expectRefused(await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN }), 409, {
			message: NAME_MATCH_MESSAGES.confirmBatch(2),
			code: BENEFICIARY_ERROR_CODES.nameMismatch,
			field: 'confirmNameMismatch',
		})
		expect(await me.balances()).toEqual(balances)
		expect(await beneficiaries()).toHaveLength(saved.length)
		expect(batchOf(await me.get(`/payment/v1/batches/${checked.id}`)).status).toBe('DRAFT')

		const batch = batchOf(await me.post(`/payment/v1/batches/${checked.id}/confirm`, { pin: FIAT_PIN, confirmNameMismatch: true }))
		expect(batch.rows.slice(0, 3).map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT'])
		const after = await beneficiaries()
		expect(after).toHaveLength(saved.length + 1)
		const made = after.find((item) => !saved.some((before) => before.id === item.id))!
		expect(made).toMatchObject({
			name: 'Chidi Obi',
			currency: 'NGN',
			method: 'NUBAN',
			accountName: checked.rows[1]!.accountName,
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: false,
			nameMatch: 'NO_MATCH',
			nameMismatchConfirmedBy: me.email,
		})
		expect(batch.rows[1]!.beneficiaryId).toBe(made.id)
		expect(batch.rows[2]!.beneficiaryId).toBe(made.id)
		const toChidi = beneficiaryPayoutsResponseSchema.parse((await me.get(`/payment/v1/beneficiaries/${made.id}/payouts`)).json).data
		expect(toChidi.map((payout) => payout.amount).sort()).toEqual(['200.00', '300.00'])
		// Another file with Chidi's details pays the beneficiary saved now.
		const again = batchOf(await upload(me, [{ line: 2, currency: 'NGN', amount: '100.00', reference: '', beneficiary: chidi }]))
		expect(again.rows[0]).toMatchObject({ beneficiaryId: made.id, newBeneficiary: false })
	})

	it("refuses a file with no valid row, and answers another integrator's batch and payout as none @bad-input", async () => {
		const me = await fiatCompany(sandbox)
		const none = await upload(me, [{ line: 2, beneficiaryId: 'nope', currency: 'NGN', amount: '1', reference: '' }])
		expect(none.status).toBe(422)
		expect(none.json.message).toBe(PAYMENT_MESSAGES.noValidRows)
		const ada = await me.payee(NGN_INDIVIDUAL)
		const mine = batchOf(await upload(me, [{ line: 2, beneficiaryId: ada.id, currency: 'NGN', amount: '100.00', reference: '' }]))
		const sent = batchOf(await me.post(`/payment/v1/batches/${mine.id}/confirm`, { pin: FIAT_PIN }))
		const other = await fiatCompany(sandbox)
		expect((await other.get(`/payment/v1/batches/${mine.id}`)).status).toBe(404)
		expect((await other.post(`/payment/v1/batches/${mine.id}/confirm`, { pin: FIAT_PIN })).status).toBe(404)
		expect((await other.get(`/payment/v1/payouts/${sent.rows[0]!.payout!.id}`)).status).toBe(404)
		expect((await other.get(`/payment/v1/beneficiaries/${ada.id}/payouts`)).status).toBe(404)
		// Another's beneficiary in a row is a row naming none.
		const theirs = batchOf(
			await upload(other, [
				{ line: 2, beneficiaryId: ada.id, currency: 'NGN', amount: '10.00', reference: '' },
				{ line: 3, beneficiaryId: (await other.payee(NGN_INDIVIDUAL)).id, currency: 'NGN', amount: '100.00', reference: '' },
			]),
		)
		expect(theirs.rows[0]).toMatchObject({ status: 'INVALID', reason: PAYMENT_MESSAGES.rows.unknownBeneficiary, beneficiaryName: null })
	})
})
