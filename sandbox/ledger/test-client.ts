import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { accountListResponseSchema, type Account } from '#contract/money/accounts.ts'
import { localTransferResponseSchema } from '#contract/money/transfers.ts'
import { newIntegrator, type Clock } from '../test-support/integrator-client.ts'
import type { TestSandbox } from '../test-support/use-sandbox.ts'

export const TEST_PIN = '482913'
export const newKey = () => `key-${randomBytes(8).toString('hex')}`

/** A registered integrator with a PIN, and the money calls the ledger tests make as it. */
export async function moneyIntegrator(sandbox: TestSandbox, clock: Clock, options: Parameters<typeof newIntegrator>[2] = {}) {
	const me = await newIntegrator(sandbox, clock, options)
	expect((await me.post('/auth/v1/pin', { pin: TEST_PIN, confirmPin: TEST_PIN })).status).toBe(201)
	return {
		...me,
		deposit: (currency: string, amount: string) => deposit(sandbox, me.email, currency, amount),
		async accounts(): Promise<Account[]> {
			const answer = await me.get('/integrator/v1/accounts')
			expect(answer.status).toBe(200)
			return accountListResponseSchema.parse(answer.json).data
		},
		async funding(currency: string) {
			return (await this.accounts()).find((account) => account.ledgerType === 'funding' && account.currency === currency)!
		},
		transfer: (body: Record<string, unknown>) => me.post('/integrator/v1/local-transfer', { ...transferBody(), ...body }),
		async transferOk(body: Record<string, unknown> = {}) {
			const answer = await me.post('/integrator/v1/local-transfer', { ...transferBody(), ...body })
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return localTransferResponseSchema.parse(answer.json).data
		},
	}
}
export type MoneyIntegrator = Awaited<ReturnType<typeof moneyIntegrator>>

export const transferBody = () => ({
	currency: 'NGN',
	bankCode: '058',
	accountNumber: '0123456789',
	amount: '100.00',
	pin: TEST_PIN,
	idempotencyKey: newKey(),
})

export async function deposit(sandbox: TestSandbox, email: string, currency: string, amount: string) {
	return sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/${currency}/deposits`, { amount })
}

/** The ledger check passes: every balance is the sum of its postings, every transaction sums to zero. */
export async function expectLedgerBalances(sandbox: TestSandbox) {
	const answer = await sandbox.get('/sandbox/v1/control/ledger/verify')
	expect(answer.json.data.problems).toEqual([])
	expect(answer.status).toBe(200)
}
