import { expect, test } from 'vitest'
import { SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import { testTransactionHash } from '#contract/compliance/txn-analysis.ts'
import { txReportHref, TX_REPORT_PATH } from '#app/lib/wallets/tx-report.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { loadTxReport } from './tx-report.server.ts'

/**
 * The transaction report's loader: the analysis of a wallet's transaction in
 * one provider round trip (the guard's subscriptions and the analysis at
 * once, counted by `inRounds`, docs/decisions/133-round-trips-counted-not-timed.md),
 * and a bad query said with a 400.
 */

const provider = useProvider()
const APP = 'http://localhost:3000'

async function walletsActive() {
	const response = await fetch(`${provider.url}/sandbox/v1/control/scenarios/wallets-active`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify({ tag: `txreport${Date.now()}${Math.random().toString(36).slice(2, 6)}` }),
	})
	expect(response.status).toBe(201)
	const email = ((await response.json()) as { data: { integrators: Array<{ email: string }> } }).data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	return (path: string) => requestWithCookies(`${APP}${path}`, session)
}

const open = async (request: Request) => {
	const answer = await loadTxReport(request, getLoadContext())
	return { status: answer.init?.status ?? 200, ...answer.data }
}

test('the report of a wallet transaction costs one provider round trip', { timeout: 60_000 }, async () => {
	const at = await walletsActive()
	const { api } = await requireUser(at('/'), getLoadContext())
	const [transaction] = (await api.wallets.listMainWalletTransactions('BTC', {})).items
	expect(transaction).toBeTruthy()
	const report = await inRounds('the report', () => open(at(txReportHref(transaction!))), [
		...GUARD_CALLS,
		'POST /compliance/v1/aml/txn/single',
	])
	expect(report.status).toBe(200)
	expect(report.analysis).toMatchObject({ network: 'BTC', txId: transaction!.txHash, txType: transaction!.type })
})

test(
	'the documented hashes score HIGH and -1; a bad query is a 400 with the reasons, never an error @bad-input',
	{ timeout: 60_000 },
	async () => {
		const at = await walletsActive()
		const high = await open(
			at(txReportHref({ network: 'ETH', txHash: testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high), type: 'WITHDRAWAL' })),
		)
		expect(high.analysis).toMatchObject({ riskLevel: 'HIGH', txType: 'WITHDRAWAL' })
		const none = await open(
			at(txReportHref({ network: 'TRON', txHash: testTransactionHash('TRON', SCREENING_TEST_SUFFIXES.noScore), type: 'DEPOSIT' })),
		)
		expect(none.analysis).toMatchObject({ riskScore: -1, riskLevel: null })

		expect(await open(at(TX_REPORT_PATH))).toEqual({
			status: 400,
			analysis: null,
			errors: ['Network is required', 'Transaction hash is required', 'Transaction type is required'],
		})
		const wrongShape = await open(at(`${TX_REPORT_PATH}?network=ETH&tx-id=${'a'.repeat(64)}&tx-type=DEPOSIT`))
		expect(wrongShape).toEqual({
			status: 400,
			analysis: null,
			errors: ['This is not a valid Ethereum transaction hash (0x and 64 hexadecimal digits)'],
		})
		const unknownNetwork = await open(at(`${TX_REPORT_PATH}?network=DOGE&tx-id=${'a'.repeat(64)}&tx-type=DEPOSIT`))
		expect(unknownNetwork).toMatchObject({ status: 400, errors: ['DOGE is not a supported network'] })
	},
)
