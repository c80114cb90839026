import { describe, expect, it } from 'vitest'
import { SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import { testTransactionHash, txnAnalysisResponseSchema } from '#contract/compliance/txn-analysis.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { fakeTransactionHash } from '../wallets/derivation.ts'

const PATH = '/compliance/v1/aml/txn/single'

/** An integrator seeded by a scenario, logged in, posting analyses. */
async function seeded(sandbox: TestSandbox, scenario: string) {
	const answer = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
	expect(answer.status).toBe(201)
	const token = await login(sandbox, answer.json.data.integrators[0].email as string, SCENARIO_PASSWORD)
	return (body: unknown) => sandbox.send('POST', PATH, { token, body })
}

describe.each(sandboxBackends())('crypto transaction analysis on $name', (backend) => {
	const sandbox = useSandbox(backend)

	async function analysed(analyse: Awaited<ReturnType<typeof seeded>>, body: unknown) {
		const answer = await analyse(body)
		expect(answer.status, JSON.stringify(answer.json)).toBe(200)
		return txnAnalysisResponseSchema.parse(answer.json).data
	}

	const sum = (shares: string[]) => shares.reduce((total, share) => total + Math.round(Number(share) * 100), 0)

	it('scores the documented HIGH hash HIGH, the no-score hash -1, and any other hash a stable LOW or MEDIUM', async () => {
		const analyse = await seeded(sandbox, 'settings-ready')
		const high = await analysed(analyse, {
			network: 'ETH',
			txId: testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high),
			txType: 'DEPOSIT',
		})
		expect(high).toMatchObject({ network: 'ETH', txType: 'DEPOSIT', riskLevel: 'HIGH' })
		expect(high.riskScore).toBeGreaterThanOrEqual(70)
		expect(high.reasons.length).toBeGreaterThan(0)
		expect(sum(high.exposure.map((e) => e.share))).toBe(10_000)

		const none = await analysed(analyse, {
			network: 'BTC',
			txId: testTransactionHash('BTC', SCREENING_TEST_SUFFIXES.noScore),
			txType: 'withdrawal',
		})
		expect(none).toMatchObject({ riskScore: -1, riskLevel: null, exposure: [], txType: 'WITHDRAWAL' })

		for (let i = 0; i < 8; i++) {
			const txId = fakeTransactionHash('TRON', `seed-${i}`)
			const first = await analysed(analyse, { network: 'tron', txId, txType: 'DEPOSIT' })
			expect(first.riskScore).toBeGreaterThanOrEqual(0)
			expect(first.riskScore).toBeLessThan(70)
			expect(first.riskLevel).toBe(first.riskScore >= 40 ? 'MEDIUM' : 'LOW')
			expect(sum(first.exposure.map((e) => e.share))).toBe(10_000)
			expect(await analysed(analyse, { network: 'TRON', txId: txId.toUpperCase(), txType: 'DEPOSIT' })).toEqual(first)
		}
	})

	it('refuses a hash not of the network shape, an unknown network or type, with the reason @bad-input', async () => {
		const analyse = await seeded(sandbox, 'settings-ready')
		const btcHash = fakeTransactionHash('BTC', 'x')
		expectRefused(await analyse({ network: 'ETH', txId: btcHash, txType: 'DEPOSIT' }), 400, {
			message: 'This is not a valid Ethereum transaction hash (0x and 64 hexadecimal digits)',
			field: 'txId',
		})
		expectRefused(await analyse({ network: 'BTC', txId: 'abc', txType: 'DEPOSIT' }), 400, { field: 'txId' })
		expectRefused(await analyse({ network: 'DOGE', txId: btcHash, txType: 'DEPOSIT' }), 400, {
			message: 'DOGE is not a supported network',
			field: 'network',
		})
		expectRefused(await analyse({ network: 'BTC', txId: btcHash, txType: 'SWAP' }), 400, {
			message: 'SWAP is not a transaction type (DEPOSIT or WITHDRAWAL)',
		})
		expectRefused(await analyse({ network: 'BTC', txType: 'DEPOSIT' }), 400, { message: 'Transaction hash is required' })
	})

	it('answers with WALLETS or COMPLIANCE active, and refuses with neither @bad-input', async () => {
		const body = { network: 'BTC', txId: fakeTransactionHash('BTC', 'guard'), txType: 'DEPOSIT' }
		// services-approved: compliance active, wallets approved but not active.
		await analysed(await seeded(sandbox, 'services-approved'), body)
		expectRefused(await (await seeded(sandbox, 'new-company'))(body), 409, { message: 'You have not subscribed to the Wallet service' })
		expect((await sandbox.send('POST', PATH, { body })).status).toBe(401)
	})
})
