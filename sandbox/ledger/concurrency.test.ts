import { describe, expect, it } from 'vitest'
import { sandboxBackends } from '../test-support/backends.ts'
import { withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { expectLedgerBalances, moneyIntegrator, newKey, transferBody } from './test-client.ts'

/**
 * Racing requests. On PostgreSQL they really run at once on separate
 * connections; on PGlite (one connection) they queue, and the answers must
 * be the same.
 */
describe.each(sandboxBackends())('ledger: concurrent movements on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('ten parallel transfers of 30 % of the balance each: three pass, the balance never goes negative', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		await me.deposit('NGN', '1000')
		// 250 plus the 50 fee: 300 each.
		const answers = await Promise.all(Array.from({ length: 10 }, () => me.transfer({ ...transferBody(), amount: '250' })))
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400, 400, 400])
		expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.json.errors[0].code === 'INSUFFICIENT_BALANCE')).toBe(true)
		expect((await me.funding('NGN')).balance).toBe('100.00')
		await expectLedgerBalances(sandbox)
	})

	it('the same idempotency key sent five times at once makes one transfer', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		await me.deposit('NGN', '1000')
		const body = { ...transferBody(), idempotencyKey: newKey() }
		const answers = await Promise.all(Array.from({ length: 5 }, () => me.transfer(body)))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
		expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
		expect((await me.funding('NGN')).balance).toBe('850.00')
		await expectLedgerBalances(sandbox)
	})

	it('deposits, transfers and failures racing over the same accounts all land', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		await me.deposit('NGN', '1000')
		const transfers = await Promise.all(Array.from({ length: 3 }, () => me.transferOk({ amount: '100' })))
		const moves = await Promise.all([
			...transfers.map((transfer) => sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/fail`, {})),
			...Array.from({ length: 3 }, () => me.deposit('NGN', '10')),
			...Array.from({ length: 3 }, () => me.transfer({ amount: '10' })),
			// A settle racing the fail of the same transfer: exactly one of them wins.
			sandbox.post(`/sandbox/v1/control/transfers/${transfers[0]!.id}/settle`, {}),
		])
		expect(moves.filter((answer) => answer.status >= 500)).toEqual([])
		const settledFirst = moves.at(-1)!.status === 200
		const expected = 1000 + 30 - 3 * 60 - (settledFirst ? 150 : 0)
		expect((await me.funding('NGN')).balance).toBe(`${expected}.00`)
		await expectLedgerBalances(sandbox)
	})
})
