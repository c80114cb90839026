import { describe, expect, it } from 'vitest'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { DATE_RANGE } from '#contract/money/paging.ts'
import { fiatCompany } from '../fiat/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

/**
 * Every dated list of the provider refuses a day outside what its database
 * holds (docs/product/money.md, "Filters"): a 400 naming the field, never a 500.
 */
describe.each(sandboxBackends())('dated lists refuse days out of range on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('answers 400 with the field and the range to 9999-12-31, 0001-01-01 and a from after its to @bad-input', async () => {
		const me = await fiatCompany(sandbox)
		const accounts = accountListResponseSchema.parse((await me.get('/integrator/v1/accounts')).json).data
		const funding = accounts.find((account) => account.ledgerType === 'funding')!
		const seeded = await sandbox.post('/sandbox/v1/control/scenarios/crypto-active', { tag: uniqueSuffix() })
		const trader = await login(sandbox, seeded.json.data.integrators[0].email as string, SCENARIO_PASSWORD)
		const lists: [string, string][] = [
			[me.token, `/integrator/v1/ledger/transactions?accountId=${funding.id}`],
			[me.token, `/integrator/v1/ledger/account/history?id=${funding.id}`],
			[me.token, '/integrator/v1/transactions?'],
			[me.token, '/integrator/v1/transfers?'],
			[me.token, '/integrator/v1/topups?'],
			[me.token, '/fcat/v1/wallets/NGN/transactions?'],
			[me.token, '/fcat/v1/payouts?'],
			[trader, '/trading/v1/orders?'],
		]
		for (const [token, path] of lists) {
			const join = path.endsWith('?') ? '' : '&'
			for (const [query, field] of [
				['to=9999-12-31', 'to'],
				['from=9999-12-31', 'from'],
				['from=0001-01-01', 'from'],
			] as const) {
				const answer = await sandbox.get(`${path}${join}${query}`, { token })
				expectRefused(answer, 400, { field, message: `${field} must be a day from ${DATE_RANGE.min} to ${DATE_RANGE.max}` })
			}
			const reversed = await sandbox.get(`${path}${join}from=2026-02-01&to=2026-01-01`, { token })
			expectRefused(reversed, 400, { field: 'from', message: 'from must be on or before to' })
			const fine = await sandbox.get(`${path}${join}from=2026-01-01&to=2026-01-01`, { token })
			expect(fine.status, `${path}: ${JSON.stringify(fine.json)}`).toBe(200)
		}
	})
})
