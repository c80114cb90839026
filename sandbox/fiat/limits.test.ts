import Big from 'big.js'
import { afterEach, describe, expect, it } from 'vitest'
import { LIMIT_ERROR_CODES, LIMIT_MESSAGES } from '#contract/card-limits.ts'
import { fiatFeeResponseSchema } from '#contract/fiat/fees.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenario-people.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { controlPayout, EUR_BUSINESS, fiatCompany, fiatDeposit } from './test-client.ts'

/**
 * The Fiat card's payout line is what is enforced (record 107): EUR's daily
 * limit of 100,000 counts the day's FCAT payouts in EUR (UTC), but failed ones;
 * checked at quote and again at confirmation, under a lock.
 */
describe.each(databaseBackends())('payout limits of the rate card on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	const DAILY = LIMIT_MESSAGES.dailyLimit

	it('refuses a payout over the day’s limit across payouts, at quote and at confirmation; exactly at the limit passes @bad-input', async () => {
		const me = await fiatCompany(sandbox)
		expect((await fiatDeposit(sandbox, me.email, 'EUR', '400000.00')).status).toBe(201)
		const to = await me.payee(EUR_BUSINESS)
		const limits = async () => fiatFeeResponseSchema.parse((await me.get('/integrator/v1/fiat/fee?currency=EUR')).json).data.limits
		expect(await limits()).toEqual({ minAmount: null, maxAmount: null, dailyLimit: '100000.00', usedToday: '0.00', leftToday: '100000.00' })

		// One payout above the whole day's limit: refused when quoted, nothing moves.
		const before = await me.balances()
		expectRefused(await me.quote({ currency: 'EUR', beneficiaryId: to.id, amount: '100000.01' }), 400, {
			message: DAILY('payout', '€100,000.00', '€100,000.00'),
			code: LIMIT_ERROR_CODES.dailyLimit,
			field: 'amount',
		})
		expect(await me.balances()).toEqual(before)

		// 60,000 goes; 40,000.01 more would pass the day's limit; exactly 40,000 ends on it and goes.
		await me.confirmOk((await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '60000' })).id)
		expect(await limits()).toMatchObject({ usedToday: '60000.00', leftToday: '40000.00' })
		const over = { currency: 'EUR' as const, beneficiaryId: to.id, amount: '40000.01' }
		expectRefused(await me.quote(over), 400, {
			message: DAILY('payout', '€100,000.00', '€40,000.00'),
			code: LIMIT_ERROR_CODES.dailyLimit,
		})
		const atLimit = await me.confirmOk((await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '40000' })).id)
		expect(await limits()).toMatchObject({ usedToday: '100000.00', leftToday: '0.00' })

		// A failed payout gives its amount back to the day.
		expect((await controlPayout(sandbox, atLimit.id, 'fail', { reason: 'Account closed' })).status).toBe(200)
		expect(await limits()).toMatchObject({ usedToday: '60000.00', leftToday: '40000.00' })

		// Quoted while the day had room, confirmed after it filled: refused at confirmation, nothing moves.
		const late = await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '25000' })
		await me.confirmOk((await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '20000' })).id)
		const filled = await me.balances()
		expectRefused(await me.confirm(late.id), 400, {
			message: DAILY('payout', '€100,000.00', '€20,000.00'),
			code: LIMIT_ERROR_CODES.dailyLimit,
			field: 'amount',
		})
		expect(await me.balances()).toEqual(filled)
		expect((await me.get(`/fcat/v1/payouts/quote/${late.id}`)).json.data.status).toBe('OPEN')

		// The next UTC day starts afresh.
		sandbox.advance(24 * 60 * 60_000)
		const token = await login(sandbox, me.email, SCENARIO_PASSWORD)
		const tomorrow = await sandbox.send('GET', '/integrator/v1/fiat/fee?currency=EUR', { token })
		expect(fiatFeeResponseSchema.parse(tomorrow.json).data.limits).toMatchObject({ usedToday: '0.00', leftToday: '100000.00' })
	})

	it('lets only one of two payouts confirmed at once pass the day’s limit @race', async () => {
		const me = await fiatCompany(sandbox)
		expect((await fiatDeposit(sandbox, me.email, 'EUR', '200000.00')).status).toBe(201)
		const to = await me.payee(EUR_BUSINESS)
		await me.confirmOk((await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '60000' })).id)
		// Each fits the 40,000 left when quoted; together they do not.
		const first = await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '30000' })
		const second = await me.quoteOk({ currency: 'EUR', beneficiaryId: to.id, amount: '30000.01' })
		const before = await me.balances()
		const answers = await Promise.all([me.confirm(first.id), me.confirm(second.id)])
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
		const refused = answers.find((answer) => answer.status === 400)!
		expect(refused.json.errors[0].code).toBe(LIMIT_ERROR_CODES.dailyLimit)
		const paid = answers.find((answer) => answer.status === 201)!.json.data as { total: string }
		const after = await me.balances()
		expect(after['fiat EUR']).toBe(new Big(before['fiat EUR']!).minus(paid.total).toFixed(2))
	})
})
