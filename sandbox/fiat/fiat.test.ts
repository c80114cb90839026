import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_CHECK_MESSAGES } from '#contract/fiat/account-checks.ts'
import {
	fiatDepositSchema,
	FIAT_ERROR_CODES,
	FIAT_MESSAGES,
	fiatTransactionsResponseSchema,
	fiatWalletListResponseSchema,
} from '#contract/fiat/api.ts'
import { BENEFICIARY_ERROR_CODES, BENEFICIARY_MESSAGES, beneficiaryListResponseSchema } from '#contract/fiat/beneficiaries.ts'
import { NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import { recentPayoutQuestion } from '#contract/fiat/payout-words.ts'
import {
	payoutSchema,
	PAYOUT_ERROR_CODES,
	PAYOUT_MESSAGES,
	payoutQuoteResponseSchema,
	payoutResponseSchema,
	payoutsResponseSchema,
} from '#contract/fiat/payouts.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { deposit, expectLedgerBalances } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { fiatDepositSubject, payoutCompletedSubject, payoutFailedSubject, virtualAccountSubject } from './notices.ts'
import { FIAT_PIN } from './scenario.ts'
import { controlPayout, EUR_BUSINESS, fiatCompany, fiatDeposit, NGN_INDIVIDUAL } from './test-client.ts'

describe.each(databaseBackends())('the Fiat wallet on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('seeds fiat-active: funded wallets, beneficiaries of each kind, payouts in every status', async () => {
		const me = await fiatCompany(sandbox)
		const wallets = fiatWalletListResponseSchema.parse((await me.get('/fcat/v1/wallets')).json).data
		// 5,000,000.00 less three payouts still debited (150,000 + 800 fee, 35,000 + 225, 12,500 + 112.50); the failed one came back.
		expect(wallets.map(({ currency, balance }) => [currency, balance])).toEqual([
			['USD', '10000.00'],
			['NGN', '4801362.50'],
			['EUR', '25000.00'],
		])
		const beneficiaries = beneficiaryListResponseSchema.parse((await me.get('/integrator/v1/fiat/beneficiaries')).json).data
		expect(new Set(beneficiaries.map((item) => item.kind))).toEqual(new Set(['INDIVIDUAL', 'BUSINESS']))
		expect(new Set(beneficiaries.map((item) => item.method))).toEqual(new Set(['NUBAN', 'IBAN', 'US_ACCOUNT', 'MOBILE_MONEY']))
		const payouts = payoutsResponseSchema.parse((await me.get('/fcat/v1/payouts')).json).data.items
		expect(payouts.map((payout) => payout.status)).toEqual(['ITF_PENDING', 'ITF_PROCESSING', 'ITF_FAILED', 'ITF_COMPLETED'])
		expect(payouts[2]).toMatchObject({ reason: 'Declined by the beneficiary bank', failedAt: expect.any(String) })
	})

	it('opens a virtual account per currency, once, and credits the deposits made to it', async () => {
		const me = await fiatCompany(sandbox)
		const created = await me.post('/fcat/v1/wallets', { currency: 'gbp' })
		expect(created.status, JSON.stringify(created.json)).toBe(201)
		expect(created.json.data).toMatchObject({
			currency: 'GBP',
			balance: '0.00',
			bankName: 'ClearBank',
			accountName: 'Fiat Active Ltd (sandbox)',
		})
		expect(created.json.data.accountNumber).toMatch(/^\d{10}$/)
		expectRefused(await me.post('/fcat/v1/wallets', { currency: 'GBP' }), 409, {
			message: FIAT_MESSAGES.walletExists('GBP'),
			code: FIAT_ERROR_CODES.walletExists,
		})
		expectRefused(await me.post('/fcat/v1/wallets', { currency: 'JPY' }), 400, { message: 'JPY is not a supported currency' })
		expectRefused(await me.get('/fcat/v1/wallets/JPY'), 400, { field: 'currency' })
		expectRefused(await me.get('/fcat/v1/wallets/KES'), 404, { code: FIAT_ERROR_CODES.noWallet })

		expect((await fiatDeposit(sandbox, me.email, 'GBP', '1500.25')).status).toBe(201)
		expect(await me.wallet('GBP')).toMatchObject({ balance: '1500.25' })
		const list = fiatTransactionsResponseSchema.parse((await me.get('/fcat/v1/wallets/GBP/transactions')).json).data
		expect(list.items).toEqual([
			expect.objectContaining({
				type: 'TOPUP',
				direction: 'CREDIT',
				amount: '1500.25',
				balanceAfter: '1500.25',
				depositId: expect.stringMatching(/^fdp_/),
			}),
		])
		expect(await me.subjects()).toEqual(
			expect.arrayContaining([virtualAccountSubject({ currency: 'GBP' }), fiatDepositSubject({ currency: 'GBP', amount: '1500.25' })]),
		)
		const noWallet = await fiatDeposit(sandbox, me.email, 'KES', '10')
		expectRefused(noWallet, 409, { code: FIAT_ERROR_CODES.noWallet })
		expectRefused(await fiatDeposit(sandbox, me.email, 'UGX', '10.5'), 400, { field: 'amount' })

		// With its preference off, a deposit still arrives but sends no e-mail.
		await me.patch('/integrator/v1/email-notifications', {
			notificationSettings: [{ emailSetting: 'FCAT_DEPOSIT_COMPLETED', active: false }],
		})
		expect((await fiatDeposit(sandbox, me.email, 'GBP', '2.00')).status).toBe(201)
		expect(await me.subjects()).not.toContain(fiatDepositSubject({ currency: 'GBP', amount: '2.00' }))

		const other = await fiatCompany(sandbox)
		expectRefused(await other.get('/fcat/v1/wallets/GBP'), 404)
	})

	it('checks a beneficiary, resolves its name from the bank, saves it for its owner only', async () => {
		const me = await fiatCompany(sandbox)
		const resolved = await me.post('/integrator/v1/fiat/beneficiaries/resolve', EUR_BUSINESS)
		expect(resolved.status, JSON.stringify(resolved.json)).toBe(200)
		expect(resolved.json.data).toMatchObject({ bankName: 'BNP Paribas', accountName: 'Seine Transports S.A.', nameMatch: 'MATCH' })
		const saved = await me.beneficiary(EUR_BUSINESS)
		expect(saved).toMatchObject({
			kind: 'BUSINESS',
			name: 'Seine Transports SA',
			iban: 'FR1420041010050500013M02606',
			accountName: 'Seine Transports S.A.',
			destination: 'BNP Paribas · FR1420041010050500013M02606',
			isContractSigned: true,
			nameMatch: 'MATCH',
			nameMismatchConfirmedAt: null,
		})
		const seeded = beneficiaryListResponseSchema.parse((await me.get('/integrator/v1/fiat/beneficiaries')).json).data
		const person = seeded.find((item) => item.name === 'Ada Okafor')
		expect(person).toMatchObject({ bankName: 'Guaranty Trust Bank', accountName: 'Ada Okafor', nameMatch: 'MATCH' })

		// Each outcome of the name enquiry, and each check.
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries/resolve', { ...NGN_INDIVIDUAL, accountNumber: '1230050000' }), 422, {
			message: BENEFICIARY_MESSAGES.accountNotFound,
			code: BENEFICIARY_ERROR_CODES.accountNotFound,
			field: 'accountNumber',
		})
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...EUR_BUSINESS, bic: 'DEUTDEFF' }), 400, { field: 'bic' })
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', { ...EUR_BUSINESS, iban: 'DE89370400440532013001', bic: 'DEUTDEFF' }),
			400,
			{
				message: ACCOUNT_CHECK_MESSAGES.iban,
				field: 'iban',
			},
		)
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...NGN_INDIVIDUAL, accountNumber: '0123456789' }), 400, {
			message: ACCOUNT_CHECK_MESSAGES.nubanCheckDigit,
			field: 'accountNumber',
		})
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...NGN_INDIVIDUAL, bankCode: '999' }), 400, {
			field: 'accountNumber',
		})
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', {
				...NGN_INDIVIDUAL,
				currency: 'USD',
				method: 'US_ACCOUNT',
				routingNumber: '021000022',
				accountNumber: '123456789',
			}),
			400,
			{ message: ACCOUNT_CHECK_MESSAGES.routingCheckDigit, field: 'routingNumber' },
		)
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', {
				...NGN_INDIVIDUAL,
				currency: 'USD',
				method: 'US_ACCOUNT',
				routingNumber: '011000015',
				accountNumber: '123456789',
			}),
			400,
			{ code: BENEFICIARY_ERROR_CODES.unknownBank, field: 'routingNumber' },
		)
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', {
				...NGN_INDIVIDUAL,
				currency: 'KES',
				method: 'MOBILE_MONEY',
				mobileOperator: 'MPESA',
				mobileNumber: '+2348021234567',
			}),
			400,
			{ message: ACCOUNT_CHECK_MESSAGES.mobileCountry('Kenya'), field: 'mobileNumber' },
		)
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...NGN_INDIVIDUAL, currency: 'JPY' }), 400, {
			message: 'JPY is not a supported currency',
		})

		const eur = beneficiaryListResponseSchema.parse((await me.get('/integrator/v1/fiat/beneficiaries?currency=EUR')).json).data
		expect(eur.map((item) => item.id)).toContain(saved.id)
		expect(eur.every((item) => item.currency === 'EUR')).toBe(true)

		const other = await fiatCompany(sandbox)
		expectRefused(await other.get(`/integrator/v1/fiat/beneficiaries/${saved.id}`), 404, { message: BENEFICIARY_MESSAGES.notFound })
		expectRefused(await other.del(`/integrator/v1/fiat/beneficiaries/${saved.id}`), 404)
		expectRefused(await other.quote({ currency: 'EUR', beneficiaryId: saved.id, amount: '10' }), 404, { field: 'beneficiaryId' })
		expect((await me.get(`/integrator/v1/fiat/beneficiaries/${saved.id}`)).status).toBe(200)

		expect((await me.del(`/integrator/v1/fiat/beneficiaries/${saved.id}`)).status).toBe(200)
		expectRefused(await me.get(`/integrator/v1/fiat/beneficiaries/${saved.id}`), 404)
	})

	it('confirms the payee: a match or a close match saves, another holder only once confirmed and kept so; an account is saved once', async () => {
		const me = await fiatCompany(sandbox)
		const list = async () => beneficiaryListResponseSchema.parse((await me.get('/integrator/v1/fiat/beneficiaries')).json).data
		const seeded = await list()
		const byName = (name: string) => seeded.find((item) => item.name === name)!
		expect(byName('Eze Foods Ltd')).toMatchObject({ accountName: 'Eze Foods Limited', nameMatch: 'MATCH' })
		expect(byName('Kwame Mensah')).toMatchObject({ accountName: 'Kwame A. Mensah', nameMatch: 'CLOSE_MATCH' })
		const rhein = byName('Rhein Logistics GmbH')
		expect(rhein).toMatchObject({ accountName: 'Otieno Foods Ltd', nameMatch: 'NO_MATCH', nameMismatchConfirmedAt: null })

		// Another holder's account: the bank's name said, nothing saved until the user confirms it.
		const fatou = { ...NGN_INDIVIDUAL, bankCode: '011', accountNumber: '0000014579' }
		const asked = await me.post('/integrator/v1/fiat/beneficiaries/resolve', fatou)
		expect(asked.json.data).toMatchObject({ accountName: 'Fatou Owusu', nameMatch: 'NO_MATCH' })
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', fatou), 409, {
			message: NAME_MATCH_MESSAGES.confirmSave('Fatou Owusu'),
			code: BENEFICIARY_ERROR_CODES.nameMismatch,
			field: 'confirmNameMismatch',
		})
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...fatou, confirmNameMismatch: false }), 409, {
			code: BENEFICIARY_ERROR_CODES.nameMismatch,
		})
		expect(await list()).toEqual(seeded)
		const confirmed = await me.beneficiary({ ...fatou, confirmNameMismatch: true })
		expect(confirmed).toMatchObject({
			name: 'Ada Okafor',
			accountName: 'Fatou Owusu',
			nameMatch: 'NO_MATCH',
			nameMismatchConfirmedAt: expect.any(String),
			nameMismatchConfirmedBy: me.email,
		})

		// The same account again, however typed and whoever it is said to be: refused, nothing saved.
		const saved = await list()
		expectRefused(await me.post('/integrator/v1/fiat/beneficiaries', { ...fatou, confirmNameMismatch: true }), 409, {
			message: BENEFICIARY_MESSAGES.duplicate('Ada Okafor'),
			code: BENEFICIARY_ERROR_CODES.duplicate,
			field: 'accountNumber',
		})
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', {
				...NGN_INDIVIDUAL,
				accountNumber: '0123-456 785',
				firstName: 'ADA',
				lastName: 'okafor',
			}),
			409,
			{ message: BENEFICIARY_MESSAGES.duplicate('Ada Okafor'), code: BENEFICIARY_ERROR_CODES.duplicate },
		)
		expectRefused(
			await me.post('/integrator/v1/fiat/beneficiaries', {
				kind: 'BUSINESS',
				currency: 'EUR',
				method: 'IBAN',
				businessName: 'Otieno Foods Ltd',
				iban: 'de89 3704 0044 0532 0130 00',
				bic: 'DEUTDEFF',
				paymentBeneficiaryType: 'THIRD_PARTY',
				isContractSigned: false,
			}),
			409,
			{ message: BENEFICIARY_MESSAGES.duplicate('Rhein Logistics GmbH'), field: 'iban' },
		)
		expect(await list()).toEqual(saved)
		// Another integrator may save the same account.
		const other = await fiatCompany(sandbox)
		expect((await other.post('/integrator/v1/fiat/beneficiaries', { ...fatou, confirmNameMismatch: true })).status).toBe(201)

		// Paying a mismatch nobody confirmed (the seeded Rhein) asks first; the answer is kept, and moves the money once.
		const quote = await me.quoteOk({ currency: 'EUR', beneficiaryId: rhein.id, amount: '100' })
		expect(quote.beneficiary).toMatchObject({ accountName: 'Otieno Foods Ltd', nameMatch: 'NO_MATCH', nameMismatchConfirmedAt: null })
		const before = await me.balances()
		expectRefused(await me.confirm(quote.id), 409, {
			message: NAME_MATCH_MESSAGES.confirmPay('Otieno Foods Ltd'),
			code: BENEFICIARY_ERROR_CODES.nameMismatch,
			field: 'confirmNameMismatch',
		})
		expectRefused(await me.confirm(quote.id, { confirmNameMismatch: true, pin: '000000' }), 400, { field: 'pin' })
		expect(await me.balances()).toEqual(before)
		expect((await list()).find((item) => item.id === rhein.id)).toMatchObject({ nameMismatchConfirmedAt: null })
		await me.confirmOk(quote.id, { confirmNameMismatch: true })
		expect((await list()).find((item) => item.id === rhein.id)).toMatchObject({
			nameMismatchConfirmedAt: expect.any(String),
			nameMismatchConfirmedBy: me.email,
		})
		expect((await me.wallet('EUR')).balance).toBe('24897.50')
		// Confirmed once, on the record: the next payout does not ask again.
		await me.confirmOk((await me.quoteOk({ currency: 'EUR', beneficiaryId: rhein.id, amount: '50' })).id)
	})

	it('quotes a payout with the rate card’s fee, confirms it once with the PIN, and settles it', async () => {
		const me = await fiatCompany(sandbox)
		const to = await me.payee(EUR_BUSINESS)
		const fee = await me.get('/integrator/v1/fiat/fee?currency=EUR&amount=1000')
		expect(fee.json.data).toEqual({
			currency: 'EUR',
			feePercent: '0.5',
			feeFixed: '2.00',
			amount: '1000.00',
			fee: '7.00',
			total: '1007.00',
			limits: { minAmount: null, maxAmount: null, dailyLimit: '100000.00', usedToday: '0.00', leftToday: '100000.00' },
		})
		const quote = await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '1000', narration: 'Invoice 42' })
		expect(quote).toMatchObject({
			status: 'OPEN',
			amount: '1000.00',
			fee: '7.00',
			total: '1007.00',
			balanceAfter: '23993.00',
			feeRule: { feePercent: '0.5', feeFixed: '2.00' },
			recentPayout: null,
			beneficiary: { name: 'Seine Transports SA', bankName: 'BNP Paribas', nameMatch: 'MATCH' },
		})

		const before = await me.balances()
		expectRefused(await me.confirm(quote.id, { pin: '000000' }), 400, { field: 'pin' })
		expect(await me.balances()).toEqual(before)

		const payout = await me.confirmOk(quote.id)
		expect(payout).toMatchObject({
			status: 'ITF_PROCESSING',
			amount: '1000.00',
			fee: '7.00',
			total: '1007.00',
			narration: 'Invoice 42',
			confirmedBy: { name: 'Ada Okafor', email: me.email },
			processingAt: expect.any(String),
		})
		expect(payout.reference).toMatch(/^PO-\d{8}-[0-9A-F]{6}$/)
		expect((await me.wallet('EUR')).balance).toBe('23993.00')
		const replay = await me.confirm(quote.id)
		expect(replay.status).toBe(200)
		expect(replay.json).toMatchObject({ message: PAYOUT_MESSAGES.replayed, data: { id: payout.id } })
		expect((await me.wallet('EUR')).balance).toBe('23993.00')
		expect(payoutQuoteResponseSchema.parse((await me.get(`/fcat/v1/payouts/quote/${quote.id}`)).json).data).toMatchObject({
			status: 'USED',
			payoutId: payout.id,
		})
		const entries = fiatTransactionsResponseSchema.parse((await me.get('/fcat/v1/wallets/EUR/transactions?type=TRANSFER')).json).data
		expect(entries.items[0]).toMatchObject({ direction: 'DEBIT', amount: '1000.00', payoutId: payout.id, status: 'ITF_PROCESSING' })

		const settled = await controlPayout(sandbox, payout.id, 'settle')
		expect(settled.json.data).toMatchObject({ status: 'ITF_COMPLETED', completedAt: expect.any(String) })
		expectRefused(await controlPayout(sandbox, payout.id, 'fail'), 409, { message: PAYOUT_MESSAGES.final('ITF_COMPLETED') })
		expect((await me.wallet('EUR')).balance).toBe('23993.00')
		expect(await me.subjects()).toContain(payoutCompletedSubject({ currency: 'EUR', amount: '1000.00' }))

		// Someone else's payout, quote and receipt are none of theirs.
		const other = await fiatCompany(sandbox)
		expectRefused(await other.get(`/fcat/v1/payouts/${payout.id}`), 404, { message: PAYOUT_MESSAGES.payoutNotFound })
		expectRefused(await other.get(`/fcat/v1/payouts/quote/${quote.id}`), 404)
		expectRefused(await other.confirm(quote.id), 404, { message: PAYOUT_MESSAGES.quoteNotFound })
	})

	it('refuses a payout it cannot make, with the reason, and moves nothing @bad-input', async () => {
		const me = await fiatCompany(sandbox)
		const eur = await me.payee(EUR_BUSINESS)
		const ngn = await me.payee(NGN_INDIVIDUAL)
		const before = await me.balances()
		expectRefused(await me.quote({ currency: 'EUR', beneficiaryId: eur.id, amount: '24995' }), 400, {
			message: PAYOUT_MESSAGES.insufficientBalance('25000.00', 'EUR'),
			code: PAYOUT_ERROR_CODES.insufficientBalance,
			field: 'amount',
		})
		expectRefused(await me.quote({ currency: 'EUR', beneficiaryId: ngn.id, amount: '10' }), 400, {
			code: BENEFICIARY_ERROR_CODES.otherCurrency,
		})
		expectRefused(await me.quote({ currency: 'EUR', beneficiaryId: eur.id, amount: '10.001' }), 400, { field: 'amount' })
		expectRefused(await me.quote({ currency: 'GBP', beneficiaryId: eur.id, amount: '10' }), 404, { code: FIAT_ERROR_CODES.noWallet })
		expectRefused(await me.quote({ currency: 'JPY', beneficiaryId: eur.id, amount: '10' }), 400, {
			message: 'JPY is not a supported currency',
		})
		expectRefused(await me.quote({ currency: 'EUR', beneficiaryId: 'fbn_00000000000000000000', amount: '10' }), 404)

		// The balance spent between quote and confirmation: refused at confirmation, nothing moved.
		const quote = await me.quoteOk({ currency: 'EUR', beneficiaryId: eur.id, amount: '20000' })
		const spend = await me.quoteOk({ currency: 'EUR', beneficiaryId: eur.id, amount: '19000' })
		await me.confirmOk(spend.id)
		const spent = await me.balances()
		expectRefused(await me.confirm(quote.id, { sendAgain: true }), 400, { code: PAYOUT_ERROR_CODES.insufficientBalance })
		expect(await me.balances()).toEqual(spent)

		// Expired: 15 minutes later the quote is refused.
		const late = await me.quoteOk({ currency: 'EUR', beneficiaryId: eur.id, amount: '5' })
		sandbox.advance(16 * 60_000)
		expectRefused(await me.confirm(late.id), 409, { message: PAYOUT_MESSAGES.quoteExpired, code: PAYOUT_ERROR_CODES.quoteExpired })
		expect(await me.balances()).toEqual(spent)
		expect(before['fiat EUR']).toBe('25000.00')
	})

	it('racing confirmations of one quote make one payout and debit once @race', async () => {
		const me = await fiatCompany(sandbox)
		const to = await me.payee(NGN_INDIVIDUAL)
		const quote = await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '1000' })
		const answers = await Promise.all(Array.from({ length: 4 }, () => me.confirm(quote.id)))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
		expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
		// 1,000 + 0.5 % (5.00) + 50.00.
		expect((await me.wallet('NGN')).balance).toBe('4800307.50')
	})

	it('a failed payout returns amount and fee exactly once under racing fail calls @race', async () => {
		const me = await fiatCompany(sandbox)
		const to = await me.payee(EUR_BUSINESS)
		const quote = await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '250.50' })
		const payout = await me.confirmOk(quote.id)
		// 250.50 + 0.5 % (1.2525, truncated to 1.25) + 2.00.
		expect((await me.wallet('EUR')).balance).toBe('24746.25')
		const answers = await Promise.all(
			Array.from({ length: 6 }, () => controlPayout(sandbox, payout.id, 'fail', { reason: 'Account closed' })),
		)
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
		expect((await me.wallet('EUR')).balance).toBe('25000.00')
		expect(payoutResponseSchema.parse((await me.get(`/fcat/v1/payouts/${payout.id}`)).json).data).toMatchObject({
			status: 'ITF_FAILED',
			reason: 'Account closed',
		})
		const reversals = fiatTransactionsResponseSchema.parse((await me.get('/fcat/v1/wallets/EUR/transactions?type=REVERSAL')).json).data
			.items
		expect(reversals).toEqual([expect.objectContaining({ amount: '253.75', direction: 'CREDIT', payoutId: payout.id })])
		expect(await me.subjects()).toContain(payoutFailedSubject({ currency: 'EUR', amount: '250.50' }))
	})

	it('asks before a second payout of the same amount to the same beneficiary within ten minutes (9:59 asks, 10:00 does not)', async () => {
		const me = await fiatCompany(sandbox)
		const to = await me.payee(NGN_INDIVIDUAL)
		const first = await me.confirmOk((await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '700' })).id)

		const again = await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '700.00' })
		expect(again.recentPayout).toMatchObject({ id: first.id, minutesAgo: 0 })
		expectRefused(await me.confirm(again.id), 409, { message: recentPayoutQuestion(0), code: PAYOUT_ERROR_CODES.recentPayout })
		expect(recentPayoutQuestion(4)).toBe('You sent this 4 minutes ago. Send again?')
		// Another amount, or another beneficiary, is not the same payout.
		expect((await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '701' })).recentPayout).toBeNull()

		sandbox.advance(4 * 60_000)
		const fourLater = payoutQuoteResponseSchema.parse((await me.get(`/fcat/v1/payouts/quote/${again.id}`)).json).data
		expect(fourLater.recentPayout).toMatchObject({ id: first.id, minutesAgo: 4 })
		expectRefused(await me.confirm(again.id), 409, { message: 'You sent this 4 minutes ago. Send again?' })

		sandbox.advance(5 * 60_000 + 59_000)
		const edge = await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '700' })
		expect(edge.recentPayout).toMatchObject({ minutesAgo: 9 })
		sandbox.advance(1_000)
		expect(payoutQuoteResponseSchema.parse((await me.get(`/fcat/v1/payouts/quote/${edge.id}`)).json).data.recentPayout).toBeNull()

		// Asked and answered: 'Send again' makes it.
		const second = await me.confirmOk(again.id, { sendAgain: true })
		expect(second.id).not.toBe(first.id)
		// A failed payout sent nothing: it does not ask.
		await controlPayout(sandbox, second.id, 'fail')
		expect((await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '700' })).recentPayout).toBeNull()
	})

	it('moves money between the wallet and the funding or operational balance, once per key, with the PIN', async () => {
		const me = await fiatCompany(sandbox)
		const move = (body: Record<string, unknown>) =>
			me.post('/fcat/v1/internal-transfers', { currency: 'NGN', from: 'funding', to: 'fiat', amount: '1000', pin: FIAT_PIN, ...body })
		const before = await me.balances()
		expectRefused(await move({ idempotencyKey: 'key-wrong-pin', pin: '000000' }), 400, { field: 'pin' })
		const made = await move({ idempotencyKey: 'key-internal-1' })
		expect(made.status, JSON.stringify(made.json)).toBe(201)
		expect(made.json.data).toMatchObject({ from: 'funding', to: 'fiat', amount: '1000.00' })
		const replay = await move({ idempotencyKey: 'key-internal-1' })
		expect(replay.status).toBe(200)
		expect(replay.json.data.id).toBe(made.json.data.id)
		expectRefused(await move({ idempotencyKey: 'key-internal-1', amount: '2' }), 409, { code: MONEY_ERROR_CODES.idempotencyConflict })
		const after = await me.balances()
		expect(after['funding NGN']).toBe('249000.00')
		expect(after['fiat NGN']).toBe('4802362.50')
		expect(before['funding NGN']).toBe('250000.00')

		const out = await move({ idempotencyKey: 'key-internal-2', from: 'fiat', to: 'operational', amount: '500.25' })
		expect(out.status, JSON.stringify(out.json)).toBe(201)
		expect((await me.balances())['operational NGN']).toBe('500.25')
		expectRefused(await move({ idempotencyKey: 'key-internal-3', from: 'funding', to: 'operational' }), 400, { field: 'to' })
		expectRefused(await move({ idempotencyKey: 'key-internal-4', amount: '999999' }), 400, { code: MONEY_ERROR_CODES.insufficientBalance })
		expectRefused(await move({ idempotencyKey: 'key-internal-5', currency: 'GHS' }), 404, { code: FIAT_ERROR_CODES.noWallet })
		expectRefused(await move({ idempotencyKey: 'key-internal-6', currency: 'EUR', to: 'fiat', from: 'operational' }), 400, {
			message: FIAT_MESSAGES.noBalance('EUR', 'operational'),
		})
		const subjects = await me.subjects()
		expect(subjects.filter((subject) => subject.includes('moved between your balances'))).toHaveLength(2)

		// Racing twins of one key: one transfer.
		const racing = await Promise.all(Array.from({ length: 4 }, () => move({ idempotencyKey: 'key-internal-race', amount: '10' })))
		expect(racing.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect((await me.balances())['funding NGN']).toBe('248990.00')
		expect((await deposit(sandbox, me.email, 'NGN', '10.00')).status).toBe(201)
	})

	it(
		'the CLI deposits to a virtual account and settles or fails a payout on a running sandbox; a refusal exits 1 with its message @bad-input',
		{ timeout: 120_000 },
		async () => {
			const cli = (...args: string[]) =>
				promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'fiat', ...args], {
					env: { ...process.env, SANDBOX_URL: sandbox.url, SANDBOX_CONTROL_TOKEN: sandbox.controlToken },
				}).then(
					({ stdout }) => ({ code: 0, stdout, stderr: '' }),
					(error: { code: number; stdout: string; stderr: string }) => error,
				)
			const me = await fiatCompany(sandbox)
			const deposited = await cli('deposit', me.email, 'usd', '250.75')
			expect(deposited.code, deposited.stderr).toBe(0)
			expect(fiatDepositSchema.parse(JSON.parse(deposited.stdout))).toMatchObject({ currency: 'USD', amount: '250.75' })
			expect((await me.wallet('USD')).balance).toBe('10250.75')
			const to = await me.payee(NGN_INDIVIDUAL)
			const payout = await me.confirmOk((await me.quoteOk({ currency: 'NGN', beneficiaryId: to.id, amount: '100' })).id)
			const failed = await cli('payout', 'fail', payout.id, 'Beneficiary', 'bank', 'offline')
			expect(failed.code, failed.stderr).toBe(0)
			expect(payoutSchema.parse(JSON.parse(failed.stdout))).toMatchObject({ status: 'ITF_FAILED', reason: 'Beneficiary bank offline' })
			const refused = await cli('payout', 'settle', payout.id)
			expect(refused.code).toBe(1)
			expect(refused.stderr.trim()).toBe(PAYOUT_MESSAGES.final('ITF_FAILED'))
		},
	)
})
