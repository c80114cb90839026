import { describe, expect, it } from 'vitest'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { ledgerTransactionsResponseSchema } from '#contract/money/ledger.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { FUNDED_HISTORY, FUNDED_PIN } from './scenario.ts'
import { expectLedgerBalances, newKey } from './test-client.ts'

describe.each(sandboxBackends())('ledger: the funded scenario on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('seeds a verified company with balances, months of entries that page and filter, and a ledger that balances', async () => {
		const tag = uniqueSuffix()
		const started = performance.now()
		const seeded = await sandbox.post('/sandbox/v1/control/scenarios/funded', { tag })
		expect(seeded.status).toBe(201)
		expect(performance.now() - started).toBeLessThan(15_000)
		// Seeding again is a reset: the old history goes with the old integrator.
		expect((await sandbox.post('/sandbox/v1/control/scenarios/funded', { tag })).status).toBe(201)
		await expectLedgerBalances(sandbox)

		const email = seeded.json.data.integrators[0].email as string
		const token = await login(sandbox, email, SCENARIO_PASSWORD)
		const accounts = accountListResponseSchema.parse((await sandbox.get('/integrator/v1/accounts', { token })).json).data
		expect(new Set(accounts.map((account) => account.ledgerType))).toEqual(new Set(['funding', 'operational', 'float', 'crypto']))
		for (const currency of ['NGN', 'USD', 'EUR']) expect(Number(accounts.find((account) => account.ledgerType === 'funding' && account.currency === currency)!.balance)).toBeGreaterThan(0)
		expect(accounts.find((account) => account.currency === 'BTC')!.balance).toMatch(/^\d+\.\d{8}$/)

		const ngn = accounts.find((account) => account.ledgerType === 'funding' && account.currency === 'NGN')!
		const seen = new Set<string>()
		const months = new Set<string>()
		let lek: string | null = null
		let pages = 0
		do {
			const answer = await sandbox.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}${lek ? `&lek=${lek}` : ''}`, { token })
			const page = ledgerTransactionsResponseSchema.parse(answer.json).data
			for (const entry of page.items) {
				seen.add(entry.id)
				months.add(entry.createdAt.slice(0, 7))
			}
			lek = page.lek
			pages++
		} while (lek)
		const expected = FUNDED_HISTORY.find((spec) => spec.ledgerType === 'funding' && spec.currency === 'NGN')!.entries
		expect(seen.size).toBe(expected)
		expect(pages).toBe(Math.ceil(expected / 20))
		expect(months.size).toBeGreaterThanOrEqual(6)
		const failed = (await sandbox.get(`/integrator/v1/local-transfers?status=ITF_FAILED&limit=1000`, { token })).json.data.items
		const completed = (await sandbox.get(`/integrator/v1/local-transfers?status=ITF_COMPLETED&limit=1000`, { token })).json.data.items
		expect(completed.length).toBeGreaterThan(10)
		expect(failed.length + completed.length).toBeGreaterThan(20)
		const [firstTopup] = (await sandbox.get('/integrator/v1/topups?currency=NGN&limit=1', { token })).json.data.items
		expect((await sandbox.get(`/integrator/v1/ledger/transaction?id=${firstTopup.transactionId}`, { token })).json.data.topupId).toBe(firstTopup.id)

		// The seeded PIN moves money.
		const transfer = await sandbox.post('/integrator/v1/local-transfer', { currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount: '10', pin: FUNDED_PIN, idempotencyKey: newKey() }, { token })
		expect(transfer.status).toBe(201)
		await expectLedgerBalances(sandbox)
	})
})
