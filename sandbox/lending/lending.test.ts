import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import {
	collateralTransferResponseSchema,
	collateralWalletsResponseSchema,
	LENDING_ERROR_CODES,
	LENDING_MESSAGES,
	loanResponseSchema,
	loansResponseSchema,
	repaymentResponseSchema,
	statementResponseSchema,
	type Loan,
} from '#contract/lending/api.ts'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { walletResponseSchema } from '#contract/wallets/api.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { DEFAULT_PRICES } from '../wallets/prices.ts'
import {
	approvedSubject,
	depositCompletedSubject,
	liquidatedSubject,
	releasedSubject,
	reminderSubject,
	settledSubject,
	walletCreatedSubject,
} from './notices.ts'
import { LENDING_PIN, SEED_LOANS } from './scenario.ts'

const key = () => `test-${randomBytes(12).toString('hex')}`

/**
 * A 'crypto-active' company (BTC main wallet 1 BTC, BTC collateral wallet
 * 0.5 BTC free, ETH 3 free, USD 2,000 plus its two seeded loans), logged in,
 * with the calls the tests make.
 */
async function borrower(sandbox: TestSandbox) {
	const seeded = await sandbox.post('/sandbox/v1/control/scenarios/crypto-active', { tag: uniqueSuffix() })
	expect(seeded.status, JSON.stringify(seeded.json)).toBe(201)
	const email = seeded.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	const me = {
		email,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		transfer: (body: Record<string, unknown>) =>
			send('POST', '/lending/v1/wallets/transfers', {
				asset: 'BTC',
				direction: 'TO_COLLATERAL',
				pin: LENDING_PIN,
				idempotencyKey: key(),
				...body,
			}),
		request: (body: Record<string, unknown>) =>
			send('POST', '/lending/v1/loans', {
				currency: 'USD',
				collateralAsset: 'BTC',
				pin: LENDING_PIN,
				idempotencyKey: key(),
				...body,
			}),
		async requestOk(amount: string, collateralAmount: string, asset = 'BTC'): Promise<Loan> {
			const answer = await me.request({ amount, collateralAmount, collateralAsset: asset })
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return loanResponseSchema.parse(answer.json).data
		},
		repay: (loanId: string, body: Record<string, unknown>) =>
			send('POST', `/lending/v1/loans/${loanId}/repayments`, { pin: LENDING_PIN, idempotencyKey: key(), ...body }),
		async loan(id: string): Promise<Loan> {
			const answer = await send('GET', `/lending/v1/loans/${id}`)
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
			return loanResponseSchema.parse(answer.json).data
		},
		async statement(id: string) {
			const answer = await send('GET', `/lending/v1/loans/${id}/statement?limit=100`)
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
			return statementResponseSchema.parse(answer.json).data.items
		},
		async wallets() {
			const answer = await send('GET', '/lending/v1/wallets')
			expect(answer.status).toBe(200)
			return collateralWalletsResponseSchema.parse(answer.json).data
		},
		/** What moves when a loan moves: USD funding, the collateral wallet and the main wallet (BTC). */
		async balances() {
			const accounts = accountListResponseSchema.parse((await send('GET', '/integrator/v1/accounts')).json).data
			const of = (type: string, currency: string) => accounts.find((a) => a.ledgerType === type && a.currency === currency)?.balance
			const main = walletResponseSchema.parse((await send('GET', '/wallets/v1/main-wallets/BTC')).json).data
			const btc = (await me.wallets()).find((wallet) => wallet.asset === 'BTC')!
			return {
				usd: of('funding', 'USD'),
				collateral: of('collateral', 'BTC'),
				pledged: btc.pledged,
				main: main.networks[0]!.balance,
				crypto: of('crypto', 'BTC'),
			}
		},
		async subjects() {
			const outbox = (await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json.data as { subject: string }[]
			return outbox.map((message) => message.subject)
		},
		async preference(emailSetting: string, active: boolean) {
			const answer = await send('PATCH', '/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting, active }] })
			expect(answer.status).toBe(200)
		},
	}
	return me
}

const control = (sandbox: TestSandbox, id: string, verb: 'approve' | 'reject' | 'advance', body: unknown = {}) =>
	sandbox.post(`/sandbox/v1/control/lending/loans/${id}/${verb}`, body)
const setPrice = (sandbox: TestSandbox, asset: string, usd: string) =>
	sandbox.send('PUT', `/sandbox/v1/control/wallets/prices/${asset}`, { body: { usd } })

describe.each(databaseBackends())('lending on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(async () => {
		// Prices are the whole sandbox's: each test leaves them as it found them.
		for (const [asset, usd] of Object.entries(DEFAULT_PRICES)) expect((await setPrice(sandbox, asset, usd)).status).toBe(200)
		await expectLedgerBalances(sandbox)
	})

	it('the scenario holds a healthy loan and one near its warning level', async () => {
		const me = await borrower(sandbox)
		const page = loansResponseSchema.parse((await me.get('/lending/v1/loans')).json).data
		expect(page.items.map((loan) => [loan.collateralAsset, loan.status, loan.zone, loan.day])).toEqual([
			['BTC', 'ACTIVE', 'HEALTHY', SEED_LOANS[0].daysAgo],
			['ETH', 'ACTIVE', 'HEALTHY', SEED_LOANS[1].daysAgo],
		])
		const [healthy, near] = page.items as [Loan, Loan]
		// 30 days × $4.10 on $10,000; 586 days × $3.55 on $7,200 (1.5 % a month).
		expect(healthy).toMatchObject({ interest: '123.00', owed: '10123.00', ltv: '31.14' })
		expect(near).toMatchObject({ interest: '2080.30', owed: '9280.30', ltv: '58.00', warningPrice: '3093.43', liquidationPrice: '2474.74' })
		expect(await me.wallets()).toEqual([
			expect.objectContaining({
				asset: 'BTC',
				balance: '0.50000000',
				pledged: '0.50000000',
				mainWallet: expect.objectContaining({ balance: '1.00000000' }),
			}),
			expect.objectContaining({ asset: 'ETH', balance: '3.00000000', pledged: '5.00000000' }),
		])
	})

	it('moves collateral in and out, lends against it, accrues interest on the loan’s clock, is repaid in part and in full, and returns the collateral', async () => {
		const me = await borrower(sandbox)
		const start = await me.balances()
		expect(start).toMatchObject({ collateral: '0.50000000', main: '1.00000000', crypto: '1.00000000' })

		const moved = await me.transfer({ amount: '0.2' })
		expect(moved.status, JSON.stringify(moved.json)).toBe(201)
		expect(collateralTransferResponseSchema.parse(moved.json).data).toMatchObject({ direction: 'TO_COLLATERAL', amount: '0.20000000' })
		expect(await me.balances()).toMatchObject({ collateral: '0.70000000', main: '0.80000000', crypto: '0.80000000' })
		const back = await me.transfer({ amount: '0.05', direction: 'TO_MAIN' })
		expect(back.status).toBe(201)
		expect(await me.balances()).toMatchObject({ collateral: '0.65000000', main: '0.85000000', crypto: '0.85000000' })
		// The main wallet shows both moves, described, newest first (after the scenario's own).
		const movements = (await me.get(`/wallets/v1/main-wallets/BTC/transactions?status=COMPLETED`)).json.data.items as {
			type: string
			description: string
		}[]
		expect(
			movements
				.filter((item) => item.type === 'INTERNAL_TRANSFER')
				.map((item) => item.description)
				.slice(0, 2),
		).toEqual(['From the BTC collateral wallet (Lending)', 'To the BTC collateral wallet (Lending)'])

		// $5,000 against 0.3 BTC at $65,000 ($19,500): 25.64 %.
		const loan = await me.requestOk('5000', '0.3')
		expect(loan).toMatchObject({
			status: 'PENDING',
			amount: '5000.00',
			collateralAmount: '0.30000000',
			ltv: '25.64',
			zone: 'HEALTHY',
			owed: '0.00',
		})
		expect(loan.reference).toMatch(/^LN-\d{8}-[0-9A-F]{6}$/)
		expect(await me.balances()).toMatchObject({ collateral: '0.35000000', pledged: '0.80000000', usd: start.usd })

		const approved = await control(sandbox, loan.id, 'approve')
		expect(approved.status, JSON.stringify(approved.json)).toBe(200)
		expect(approved.json.data).toMatchObject({ status: 'ACTIVE', principal: '5000.00', owed: '5000.00', day: 0 })
		expectRefused(await control(sandbox, loan.id, 'approve'), 409, { code: LENDING_ERROR_CODES.loanNotPending })
		const funded = await me.balances()
		expect(funded.usd).toBe((Number(start.usd) + 5000).toFixed(2))

		// 30 days on the loan's own clock: 30 × $2.05 ($5,000 × 1.25 % × 12 ÷ 365 = 2.0547…, truncated).
		const advanced = await control(sandbox, loan.id, 'advance', { days: 30 })
		expect(advanced.json.data).toMatchObject({ day: 30, interest: '61.50', owed: '5061.50' })
		// Reading it again books nothing more: the day's interest is booked once.
		expect(await me.loan(loan.id)).toMatchObject({ day: 30, interest: '61.50', interestAccrued: '61.50' })

		// $1,000: the interest first, then $938.50 of principal.
		const part = await me.repay(loan.id, { amount: '1000' })
		expect(part.status, JSON.stringify(part.json)).toBe(201)
		expect(repaymentResponseSchema.parse(part.json).data).toMatchObject({
			amount: '1000.00',
			interest: '61.50',
			principal: '938.50',
			loan: { principal: '4061.50', interest: '0.00', owed: '4061.50', repaid: '1000.00' },
		})
		expect((await me.balances()).usd).toBe((Number(funded.usd) - 1000).toFixed(2))

		// Posted again with its key: the same repayment, nothing more taken.
		const repeatKey = key()
		const once = await me.repay(loan.id, { amount: '61.50', idempotencyKey: repeatKey })
		expect(once.status).toBe(201)
		const twice = await me.repay(loan.id, { amount: '61.50', idempotencyKey: repeatKey })
		expect(twice.status).toBe(200)
		expect(twice.json.data.id).toBe(once.json.data.id)
		expectRefused(await me.repay(loan.id, { amount: '62.00', idempotencyKey: repeatKey }), 409, {
			code: LENDING_ERROR_CODES.idempotencyConflict,
		})
		expect((await me.loan(loan.id)).owed).toBe('4000.00')

		const full = await me.repay(loan.id, { full: true })
		expect(full.status, JSON.stringify(full.json)).toBe(201)
		expect(full.json.message).toBe(LENDING_MESSAGES.repaidInFull)
		expect(full.json.data.loan).toMatchObject({
			status: 'REPAID',
			owed: '0.00',
			collateralAmount: '0.00000000',
			repaid: '5061.50',
			ltv: null,
		})
		expect(await me.balances()).toMatchObject({ collateral: '0.65000000', pledged: '0.50000000' })
		expectRefused(await me.repay(loan.id, { amount: '1' }), 409, { code: LENDING_ERROR_CODES.loanNotActive })

		const kinds = (await me.statement(loan.id)).map((event) => event.kind)
		expect(kinds).toEqual(['REQUESTED', 'APPROVED', 'DISBURSED', 'INTEREST', 'REPAYMENT', 'REPAYMENT', 'REPAYMENT', 'COLLATERAL_RETURNED'])
		const subjects = await me.subjects()
		for (const subject of [
			depositCompletedSubject({ amount: '0.20000000', asset: 'BTC' }),
			approvedSubject(loan),
			settledSubject({ reference: loan.reference, amount: '5000.00' }),
			releasedSubject(loan),
		])
			expect(subjects).toContain(subject)

		// Another integrator sees none of it.
		const other = await borrower(sandbox)
		expectRefused(await other.get(`/lending/v1/loans/${loan.id}`), 404, { message: LENDING_MESSAGES.loanNotFound })
		expectRefused(await other.get(`/lending/v1/loans/${loan.id}/statement`), 404)
		expectRefused(await other.repay(loan.id, { amount: '1' }), 404)
	})

	it('refuses each bad input with a clear message and moves nothing @bad-input', async () => {
		const me = await borrower(sandbox)
		const before = await me.balances()
		// $20,000 against 0.5 BTC ($32,500) is 61.53 %: at most 50 % ($16,250) at request.
		expectRefused(await me.request({ amount: '20000', collateralAmount: '0.5' }), 400, {
			message: LENDING_MESSAGES.ltvAboveMaximum('61.53', '50', '16250.00'),
			field: 'amount',
			code: LENDING_ERROR_CODES.ltvAboveMaximum,
		})
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.6' }), 400, {
			message: LENDING_MESSAGES.collateralBalance('0.50000000', 'BTC'),
			field: 'collateralAmount',
		})
		expectRefused(await me.request({ amount: '99.99', collateralAmount: '0.1' }), 400, { message: LENDING_MESSAGES.belowMinimum('100.00') })
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.1', collateralAsset: 'USDT' }), 400, {
			message: LENDING_MESSAGES.notLent('USDT'),
			field: 'collateralAsset',
		})
		expectRefused(await me.request({ amount: '100.001', collateralAmount: '0.1' }), 400, { field: 'amount' })
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.000000001' }), 400, { field: 'collateralAmount' })
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.1', currency: 'NGN' }), 400, {
			message: LENDING_MESSAGES.currency,
		})
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.1', pin: '000000' }), 400, { field: 'pin' })
		expectRefused(await me.request({ amount: '100', collateralAmount: '0.1', idempotencyKey: 'short' }), 400, { field: 'idempotencyKey' })
		// A key used for one request, posted with other figures: refused, the first loan untouched.
		const used = key()
		expect((await me.request({ amount: '100', collateralAmount: '0.1', idempotencyKey: used })).status).toBe(201)
		expectRefused(await me.request({ amount: '200', collateralAmount: '0.1', idempotencyKey: used }), 409, {
			code: LENDING_ERROR_CODES.idempotencyConflict,
		})
		const replay = await me.request({ amount: '100.00', collateralAmount: '0.10000000', idempotencyKey: used })
		expect(replay.status).toBe(200)
		expect(replay.json.message).toBe(LENDING_MESSAGES.replayed)
		expect(await me.balances()).toMatchObject({ ...before, collateral: '0.40000000', pledged: '0.60000000' })

		expectRefused(await me.transfer({ amount: '1.5' }), 400, {
			message: LENDING_MESSAGES.mainBalance('1.00000000', 'BTC'),
			field: 'amount',
		})
		expectRefused(await me.transfer({ amount: '0.5', direction: 'TO_MAIN' }), 400, {
			message: LENDING_MESSAGES.collateralBalance('0.40000000', 'BTC'),
		})
		expectRefused(await me.transfer({ amount: '0.1', direction: 'SIDEWAYS' }), 400, { field: 'direction' })
		expectRefused(await me.transfer({ amount: '0.1', asset: 'USDC' }), 400, { message: LENDING_MESSAGES.notLent('USDC') })
		expectRefused(await me.post('/lending/v1/wallets', { asset: 'BTC' }), 409, { message: LENDING_MESSAGES.walletExists('BTC') })

		// A loan: a repayment above what is owed, or above the funding balance, is refused; nothing moves.
		const loans = loansResponseSchema.parse((await me.get('/lending/v1/loans?status=ACTIVE')).json).data.items
		const btc = loans.find((loan) => loan.collateralAsset === 'BTC')!
		const eth = loans.find((loan) => loan.collateralAsset === 'ETH')!
		expectRefused(await me.repay(btc.id, { amount: '10123.01' }), 400, { message: LENDING_MESSAGES.aboveOwed('10123.00'), field: 'amount' })
		expectRefused(await me.repay(btc.id, {}), 400, { message: LENDING_MESSAGES.amountRequired })
		// The ETH loan repaid in full ($9,280.30) leaves $9,919.70 of the $19,200 lending's part of the scenario holds (trading's $2,500 moved
		// to its trading wallet first): not enough for the BTC loan.
		const toTrading = { currency: 'USD', direction: 'IN', amount: '2500.00', pin: LENDING_PIN, idempotencyKey: key() }
		expect((await me.post('/trading/v1/transfers', toTrading)).status).toBe(201)
		expect((await me.repay(eth.id, { full: true })).status).toBe(201)
		const usd = (await me.balances()).usd!
		expect(usd).toBe('9919.70')
		expectRefused(await me.repay(btc.id, { full: true }), 400, { message: LENDING_MESSAGES.fundingBalance(usd), field: 'amount' })
		expectRefused(await me.repay(btc.id, { amount: '9919.71' }), 400, { message: LENDING_MESSAGES.fundingBalance(usd) })
		expect((await me.loan(btc.id)).owed).toBe('10123.00')
		expect((await me.balances()).usd).toBe(usd)
	})

	it('a rejected request returns its collateral; a price past the maximum keeps a request from being approved', async () => {
		const me = await borrower(sandbox)
		const first = await me.requestOk('10000', '0.4')
		expect((await setPrice(sandbox, 'BTC', '40000')).status).toBe(200)
		// $10,000 against 0.4 BTC at $40,000 is 62.5 %: past the 50 % allowed at request.
		expectRefused(await control(sandbox, first.id, 'approve'), 409, { message: LENDING_MESSAGES.approveAboveMaximum('62.50', '50') })
		const rejected = await control(sandbox, first.id, 'reject', { reason: 'Collateral value fell' })
		expect(rejected.json.data).toMatchObject({
			status: 'REJECTED',
			rejectionReason: 'Collateral value fell',
			collateralAmount: '0.00000000',
		})
		expect(await me.balances()).toMatchObject({ collateral: '0.50000000', pledged: '0.50000000' })
		expectRefused(await control(sandbox, first.id, 'reject'), 409)
		expectRefused(await control(sandbox, first.id, 'advance', { days: 1 }), 409)
		expectRefused(await control(sandbox, 'lon_nope', 'approve'), 404)
		expectRefused(await control(sandbox, first.id, 'advance', { days: 0 }), 400)
	})

	it('warns once per crossing of the warning level, and liquidates past the liquidation level: the rest of the collateral returned', async () => {
		const me = await borrower(sandbox)
		const loan = await me.requestOk('10000', '0.4')
		expect((await control(sandbox, loan.id, 'approve')).status).toBe(200)
		const reminders = async () => (await me.subjects()).filter((subject) => subject.startsWith(`Loan ${loan.reference} is at`))

		// $38,000: $10,000 against $15,200 is 65.78 %, past 65 %.
		await setPrice(sandbox, 'BTC', '38000')
		expect(await me.loan(loan.id)).toMatchObject({ zone: 'WARNING', warned: true, ltv: '65.78' })
		expect(await reminders()).toEqual([reminderSubject({ reference: loan.reference, ltv: '65.78' })])
		// Further down, still past it: no second reminder.
		await setPrice(sandbox, 'BTC', '37000')
		expect(await reminders()).toHaveLength(1)
		// Recovered, then crossed again: reminded again.
		await setPrice(sandbox, 'BTC', '60000')
		expect(await me.loan(loan.id)).toMatchObject({ zone: 'HEALTHY', warned: false })
		await setPrice(sandbox, 'BTC', '38000')
		expect(await reminders()).toHaveLength(2)

		// A repayment brings it back under the level.
		expect((await me.repay(loan.id, { amount: '500' })).status).toBe(201)
		expect(await me.loan(loan.id)).toMatchObject({ owed: '9500.00', ltv: '62.50', warned: false })

		// $28,000: $9,500 against $11,200 is 84.82 %, past 80 %: 0.33928572 BTC sold (9,500 ÷ 28,000, rounded up), the rest back.
		const before = await me.balances()
		await setPrice(sandbox, 'BTC', '28000')
		const liquidated = await me.loan(loan.id)
		expect(liquidated).toMatchObject({ status: 'LIQUIDATED', owed: '0.00', collateralAmount: '0.00000000', repaid: '10000.00' })
		expect(await me.balances()).toMatchObject({ collateral: (Number(before.collateral) + 0.06071428).toFixed(8), usd: before.usd })
		const statement = await me.statement(loan.id)
		expect(statement.filter((event) => event.kind === 'WARNING')).toHaveLength(2)
		expect(statement.slice(-2)).toEqual([
			expect.objectContaining({ kind: 'LIQUIDATED', amount: '0.33928572', currency: 'BTC', price: '28000.00', ltv: '84.82' }),
			expect.objectContaining({ kind: 'COLLATERAL_RETURNED', amount: '0.06071428', currency: 'BTC' }),
		])
		expect(await me.subjects()).toContain(liquidatedSubject(loan))
		// Nothing more happens to it, whatever the price does.
		await setPrice(sandbox, 'BTC', '10000')
		expect((await me.statement(loan.id)).length).toBe(statement.length)
	})

	it('racing price moves liquidate a loan once; racing repayments take the money once @race', async () => {
		const me = await borrower(sandbox)
		const loan = await me.requestOk('5000', '0.2')
		expect((await control(sandbox, loan.id, 'approve')).status).toBe(200)
		const answers = await Promise.all(['20000', '19000', '18000', '20000', '17000'].map((usd) => setPrice(sandbox, 'BTC', usd)))
		expect(answers.every((answer) => answer.status === 200)).toBe(true)
		expect((await me.loan(loan.id)).status).toBe('LIQUIDATED')
		expect((await me.statement(loan.id)).filter((event) => event.kind === 'LIQUIDATED')).toHaveLength(1)
		expect((await me.subjects()).filter((subject) => subject === liquidatedSubject(loan))).toHaveLength(1)
		await setPrice(sandbox, 'BTC', DEFAULT_PRICES.BTC)

		const other = await me.requestOk('1000', '0.1')
		expect((await control(sandbox, other.id, 'approve')).status).toBe(200)
		const usd = (await me.balances()).usd!
		// Four full repayments at once, each with its own key: one repays, the others find it repaid.
		const repayments = await Promise.all(Array.from({ length: 4 }, () => me.repay(other.id, { full: true })))
		expect(repayments.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
		// One key posted four times at once: one repayment.
		const third = await me.requestOk('1000', '0.1')
		expect((await control(sandbox, third.id, 'approve')).status).toBe(200)
		const same = key()
		const twins = await Promise.all(Array.from({ length: 4 }, () => me.repay(third.id, { amount: '100', idempotencyKey: same })))
		expect(twins.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201])
		expect(new Set(twins.map((answer) => answer.json.data.id)).size).toBe(1)
		expect((await me.balances()).usd).toBe((Number(usd) - 1000 + 1000 - 100).toFixed(2))
	})

	it('sends each e-mail only while its preference is on', async () => {
		const me = await borrower(sandbox)
		/** One round of what a borrower does: collateral in, a loan approved and repaid in full. The subjects it e-mailed, by key. */
		async function round() {
			const before = (await me.subjects()).length
			expect((await me.transfer({ amount: '0.01' })).status).toBe(201)
			const loan = await me.requestOk('100', '0.01')
			expect((await control(sandbox, loan.id, 'approve')).status).toBe(200)
			expect((await me.repay(loan.id, { full: true })).status).toBe(201)
			// The outbox is newest first: what this round sent is at its head.
			const all = await me.subjects()
			const sent = all.slice(0, all.length - before)
			return {
				LENDING_WALLETS_DEPOSIT_COMPLETED: sent.includes(depositCompletedSubject({ amount: '0.01000000', asset: 'BTC' })),
				LENDING_ORDER_APPROVED: sent.includes(approvedSubject(loan)),
				LENDING_ORDER_SETTLED: sent.includes(settledSubject({ reference: loan.reference, amount: '100.00' })),
				LENDING_ASSET_TRANSFERED: sent.includes(releasedSubject(loan)),
			}
		}
		const keys = [
			'LENDING_WALLETS_DEPOSIT_COMPLETED',
			'LENDING_ORDER_APPROVED',
			'LENDING_ORDER_SETTLED',
			'LENDING_ASSET_TRANSFERED',
		] as const
		const all = (on: boolean) => Object.fromEntries(keys.map((key) => [key, on]))
		expect(await round()).toEqual(all(true))
		// Each preference off alone: its own e-mail stops, no other.
		for (const key of keys) {
			await me.preference(key, false)
			expect(await round(), key).toEqual({ ...all(true), [key]: false })
			await me.preference(key, true)
		}

		// The reminder and the liquidation: off, nothing; on, each once.
		const loan = await me.requestOk('1000', '0.04')
		expect((await control(sandbox, loan.id, 'approve')).status).toBe(200)
		const about = async () => (await me.subjects()).filter((subject) => subject.startsWith(`Loan ${loan.reference}`))
		await me.preference('LENDING_LIQUIDATION_REMINDER', false)
		// $1,000 against 0.04 BTC at $38,000 ($1,520): 65.78 %.
		await setPrice(sandbox, 'BTC', '38000')
		expect((await me.loan(loan.id)).warned).toBe(true)
		await setPrice(sandbox, 'BTC', DEFAULT_PRICES.BTC)
		await me.preference('LENDING_LIQUIDATION_REMINDER', true)
		await setPrice(sandbox, 'BTC', '38000')
		expect(await about()).toEqual([
			reminderSubject({ reference: loan.reference, ltv: '65.78' }),
			settledSubject({ reference: loan.reference, amount: '1000.00' }),
			approvedSubject(loan),
		])
		await me.preference('LENDING_LOAN_LIQUIDATED', false)
		await setPrice(sandbox, 'BTC', '20000')
		expect((await me.loan(loan.id)).status).toBe('LIQUIDATED')
		expect((await about()).filter((subject) => subject === liquidatedSubject(loan))).toEqual([])
		const other = await me.requestOk('1000', '0.1')
		await setPrice(sandbox, 'BTC', DEFAULT_PRICES.BTC)
		expect((await control(sandbox, other.id, 'approve')).status).toBe(200)
		await me.preference('LENDING_LOAN_LIQUIDATED', true)
		// $1,000 against 0.1 BTC at $12,000 ($1,200): 83.33 %.
		await setPrice(sandbox, 'BTC', '12000')
		expect((await me.subjects()).filter((subject) => subject === liquidatedSubject(other))).toHaveLength(1)
	})

	it(
		'the CLI approves a loan, moves its clock and sets a price through a running sandbox; a refusal exits 1 with its message @bad-input',
		{ timeout: 180_000 },
		async () => {
			const cli = (...args: string[]) =>
				promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'lending', ...args], {
					env: { ...process.env, SANDBOX_URL: sandbox.url, SANDBOX_CONTROL_TOKEN: sandbox.controlToken },
				}).then(
					({ stdout }) => ({ code: 0, stdout, stderr: '' }),
					(error: { code: number; stdout: string; stderr: string }) => error,
				)
			const me = await borrower(sandbox)
			const loan = await me.requestOk('1000', '0.1')
			const approved = await cli('approve', loan.id)
			expect(approved.code, approved.stderr).toBe(0)
			expect(JSON.parse(approved.stdout)).toMatchObject({ id: loan.id, status: 'ACTIVE' })
			expect(JSON.parse((await cli('advance', loan.id, '10')).stdout)).toMatchObject({ day: 10, interest: '4.10' })
			expect((await cli('price', 'BTC', '1000')).code).toBe(0)
			expect((await me.loan(loan.id)).status).toBe('LIQUIDATED')
			const refused = await cli('approve', loan.id)
			expect(refused.code).toBe(1)
			expect(refused.stderr.trim()).toBe(LENDING_MESSAGES.notPending('LIQUIDATED'))
		},
	)

	it('opens a collateral wallet of an asset the card lends against, once, e-mailed only while its preference is on', async () => {
		const seeded = await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag: uniqueSuffix() })
		const email = seeded.json.data.integrators[0].email as string
		const token = await login(sandbox, email, SCENARIO_PASSWORD)
		const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
		const subjects = async () =>
			((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json.data as { subject: string }[]).map((m) => m.subject)
		const created = await send('POST', '/lending/v1/wallets', { asset: 'btc' })
		expect(created.status, JSON.stringify(created.json)).toBe(201)
		expect(created.json.data).toMatchObject({ asset: 'BTC', balance: '0.00000000', pledged: '0.00000000', mainWallet: null })
		expect(await subjects()).toContain(walletCreatedSubject('BTC'))
		expectRefused(await send('POST', '/lending/v1/wallets', { asset: 'BTC' }), 409, { code: LENDING_ERROR_CODES.walletExists })
		expectRefused(await send('POST', '/lending/v1/wallets', { asset: 'USDT' }), 400, { message: LENDING_MESSAGES.notLent('USDT') })
		expect(
			(
				await send('PATCH', '/integrator/v1/email-notifications', {
					notificationSettings: [{ emailSetting: 'LENDING_WALLET_CREATED', active: false }],
				})
			).status,
		).toBe(200)
		expect((await send('POST', '/lending/v1/wallets', { asset: 'ETH' })).status).toBe(201)
		expect(await subjects()).not.toContain(walletCreatedSubject('ETH'))
		// Without a main wallet there is nothing to move collateral from.
		expectRefused(
			await send('POST', '/lending/v1/wallets/transfers', {
				asset: 'BTC',
				direction: 'TO_COLLATERAL',
				amount: '0.1',
				pin: LENDING_PIN,
				idempotencyKey: key(),
			}),
			400,
			{ code: LENDING_ERROR_CODES.noMainWallet },
		)
		// A company without lending: 409 SERVICE_NOT_ACTIVE.
		const stranger = await sandbox.post('/sandbox/v1/control/scenarios/wallets-active', { tag: uniqueSuffix() })
		const other = await login(sandbox, stranger.json.data.integrators[0].email, SCENARIO_PASSWORD)
		expectRefused(await sandbox.send('POST', '/lending/v1/wallets', { token: other, body: { asset: 'BTC' } }), 409, {
			code: 'SERVICE_NOT_ACTIVE',
		})
	})
})
