import { describe, expect, it } from 'vitest'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { ledgerTransactionsResponseSchema } from '#contract/money/ledger.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

/** The day a reference names ('LT-20260915-3FA2C1' → '2026-09-15'). */
const referenceDay = (reference: string) => /^[A-Z]{2}-(\d{4})(\d{2})(\d{2})-/.exec(reference)?.slice(1).join('-')

describe.each(sandboxBackends())('the funded scenario tells a coherent story on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('every account was opened no later than its first entry, and every reference names the day it was booked', async () => {
		const seeded = await sandbox.post('/sandbox/v1/control/scenarios/funded', { tag: uniqueSuffix() })
		expect(seeded.status).toBe(201)
		const token = await login(sandbox, seeded.json.data.integrators[0].email as string, SCENARIO_PASSWORD)
		const accounts = accountListResponseSchema.parse((await sandbox.get('/integrator/v1/accounts', { token })).json).data

		let entries = 0
		for (const account of accounts) {
			const answer = await sandbox.get(`/integrator/v1/ledger/transactions?accountId=${account.id}&limit=1000`, { token })
			const page = ledgerTransactionsResponseSchema.parse(answer.json).data
			expect(page.lek).toBeNull()
			for (const entry of page.items) {
				entries++
				expect(
					entry.createdAt >= account.createdAt,
					`${account.name} opened ${account.createdAt}, entry ${entry.reference} booked ${entry.createdAt}`,
				).toBe(true)
				expect(referenceDay(entry.reference), `${entry.type} ${entry.reference} booked ${entry.createdAt}`).toBe(
					entry.createdAt.slice(0, 10),
				)
			}
		}
		expect(entries).toBeGreaterThan(400)

		// The transfers' and top-ups' own records agree with their references too.
		const transfers = (await sandbox.get('/integrator/v1/local-transfers?limit=1000', { token })).json.data.items as {
			reference: string
			createdAt: string
		}[]
		const topups = (await sandbox.get('/integrator/v1/topups?limit=1000', { token })).json.data.items as {
			reference: string
			createdAt: string
		}[]
		expect(transfers.length).toBeGreaterThan(10)
		expect(topups.length).toBeGreaterThan(10)
		for (const record of [...transfers, ...topups])
			expect(referenceDay(record.reference), `${record.reference} made ${record.createdAt}`).toBe(record.createdAt.slice(0, 10))
	})
})
