import { expect, test } from 'vitest'
import { TEST_ADDRESSES, TEST_ENTITIES } from '#contract/compliance/test-values.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { getCountries } from '#app/server/provider/shell.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { loadComplianceOverview } from './overview.server.ts'
import { handleConfirmScreening, loadScreeningQuote } from './screening-quote.server.ts'
import { loadScreeningReport } from './screening-report.server.ts'
import { handleScreeningToolAction, loadScreeningTool } from './screening.server.ts'

/**
 * The compliance pages against the real sandbox: the overview, every tool's
 * page, a quote post, the quote and the report each cost one provider round
 * trip (their calls all leave before any answer comes back, counted by
 * `inRounds`, docs/decisions/133-round-trips-counted-not-timed.md; how long
 * a round takes is `npm run bench`'s); a confirmation posted again opens the
 * same report and charges once.
 */

const APP = 'http://localhost:3000'
const provider = useProvider()

async function post(path: string, body: unknown) {
	return fetch(`${provider.url}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify(body),
	})
}

/** A compliance-active company (screenings of every kind, a USD balance), signed in to the dashboard. */
async function screener() {
	const seeded = await post('/sandbox/v1/control/scenarios/compliance-active', {
		tag: `cs${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
	})
	expect(seeded.status).toBe(201)
	const email = ((await seeded.json()) as { data: { integrators: Array<{ email: string }> } }).data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	const at = (path: string, init?: RequestInit) => requestWithCookies(`${APP}${path}`, session, init)
	const form = (path: string, fields: Record<string, string> | FormData) =>
		at(path, { method: 'POST', headers: { Origin: APP }, body: fields instanceof FormData ? fields : new URLSearchParams(fields) })
	return { at, form }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!

test(
	'the overview, each tool page, a quote post, the quote and the report each cost one provider round trip',
	{ timeout: 90_000 },
	async () => {
		const { at, form } = await screener()
		// The dashboard keeps the country list (the entity form's) for an hour: kept now, whichever file ran before.
		await getCountries()
		const entityPage = `/product/compliance/entity-due-diligence?name=${encodeURIComponent(TEST_ENTITIES.medium)}&country=NG`
		// Each tool's page: its records, its figures and the rate card, beside the guard's calls.
		const pages: [string, string[]][] = [
			[
				'/product/compliance/crypto-transaction-analysis?level=HIGH',
				['GET /compliance/v1/aml/txn', 'GET /compliance/v1/aml/txn/stats', 'GET /compliance/v1/rates/my-rates'],
			],
			[
				'/product/compliance/crypto-wallet-analysis',
				['GET /compliance/v1/aml/wallet', 'GET /compliance/v1/aml/wallet/stats', 'GET /compliance/v1/rates/my-rates'],
			],
			[
				entityPage,
				[
					'GET /compliance/v1/aml/entity/report',
					'GET /compliance/v1/aml/entity/stats',
					'GET /compliance/v1/rates/my-rates',
					// The search asked for in the URL, and the indicators its form offers.
					'GET /compliance/v1/aml/entity/search',
					'GET /compliance/v1/aml/entity/indicators',
				],
			],
			[
				'/product/compliance/black-list-check?blacklisted=true',
				['GET /compliance/v1/aml/blacklist', 'GET /compliance/v1/aml/blacklist/stats', 'GET /compliance/v1/rates/my-rates'],
			],
		]
		const overview = await inRounds('the overview', () => loadComplianceOverview(at('/product/compliance'), getLoadContext()), [
			...GUARD_CALLS,
			'GET /compliance/v1/aml/txn/stats',
			'GET /compliance/v1/aml/wallet/stats',
			'GET /compliance/v1/aml/entity/stats',
			'GET /compliance/v1/aml/blacklist/stats',
			'GET /compliance/v1/rates/my-rates',
		])
		expect(overview.tools.map((tool) => [tool.tool, tool.stats.count, tool.unitFee])).toEqual([
			['txn', 3, '1.00'],
			['wallet', 4, '2.00'],
			['entity', 2, '25.00'],
			['blacklist', 2, '5.00'],
		])
		// The average leaves the transaction with no score out.
		expect(overview.tools[0]!.stats).toMatchObject({ scored: 2, byLevel: { NONE: 1 } })

		for (const [path, calls] of pages) {
			const page = await inRounds(path, () => loadScreeningTool(at(path), getLoadContext()), [...GUARD_CALLS, ...calls])
			expect(page.records.items.length, path).toBeGreaterThan(0)
		}
		const entities = await loadScreeningTool(at(entityPage), getLoadContext())
		expect(entities.entitySearch?.results?.map((entity) => entity.name)).toEqual([TEST_ENTITIES.medium, `${TEST_ENTITIES.medium} Holdings`])

		const path = '/product/compliance/black-list-check'
		const asked = await inRounds(
			'asking for the quote',
			() =>
				handleScreeningToolAction(
					form(path, { intent: 'quote', network: 'TRON', address: TEST_ADDRESSES.high.TRON.address }),
					getLoadContext(),
				),
			[...GUARD_CALLS, 'POST /compliance/v1/aml/quotes'],
		)
		const quotePath = locationOf(asked)
		expect(quotePath).toMatch(/^\/product\/compliance\/black-list-check\/quote\/cqt_[0-9a-f]{20}$/)
		const quoteId = quotePath.split('/').pop()!

		const opened = await inRounds('the quote', () => loadScreeningQuote(at(quotePath), getLoadContext(), quoteId), [
			...GUARD_CALLS,
			`GET /compliance/v1/aml/quotes/${quoteId}`,
			'GET /integrator/v1/funding-account',
		])
		expect(opened).toMatchObject({ tool: 'blacklist', quote: { fee: '5.00', status: 'OPEN' }, usdBalance: '179.00', payable: true })

		const confirmed = await handleConfirmScreening(form(quotePath, { intent: 'confirm', quoteId }), getLoadContext(), quoteId)
		const reportPath = locationOf(confirmed)
		expect(reportPath).toMatch(/^\/product\/compliance\/black-list-check\/report\?id=blc_/)
		const report = await inRounds('the report', () => loadScreeningReport(at(reportPath), getLoadContext()), [
			...GUARD_CALLS,
			`GET /compliance/v1/aml/blacklist/${new URL(reportPath, 'http://x').searchParams.get('id')}`,
		])
		expect(report).toMatchObject({ tool: 'blacklist', record: { blacklisted: true, fee: '5.00' } })
	},
)

test('a confirmation posted again opens the same report and charges once; a used quote opens it too', { timeout: 60_000 }, async () => {
	const { at, form } = await screener()
	const quotePath = locationOf(
		await handleScreeningToolAction(
			form('/product/compliance/crypto-wallet-analysis', { intent: 'quote', network: 'ETH', address: TEST_ADDRESSES.medium.ETH.address }),
			getLoadContext(),
		),
	)
	const quoteId = quotePath.split('/').pop()!
	const answers = await Promise.all(
		[1, 2, 3].map(() => handleConfirmScreening(form(quotePath, { intent: 'confirm', quoteId }), getLoadContext(), quoteId)),
	)
	const places = new Set(answers.map(locationOf))
	expect(places.size).toBe(1)
	const reopened = await loadScreeningQuote(at(quotePath), getLoadContext(), quoteId).catch((thrown: unknown) => thrown)
	expect(locationOf(reopened)).toBe([...places][0])
	const { figures } = await loadScreeningTool(at('/product/compliance/crypto-wallet-analysis'), getLoadContext())
	expect(figures.stats).toMatchObject({ count: 5, fees: '10.00' })
})

test(
	'a batch file: the good rows are quoted, the bad ones listed; a file that is not CSV, too large or without a good row is refused @bad-input',
	{ timeout: 60_000 },
	async () => {
		const { at, form } = await screener()
		const path = '/product/compliance/crypto-wallet-analysis'
		const upload = (content: BlobPart, name = 'batch.csv', type = 'text/csv') => {
			const fields = new FormData()
			fields.set('intent', 'batch')
			fields.set('file', new File([content], name, { type }))
			return handleScreeningToolAction(form(path, fields), getLoadContext())
		}
		const { high, noScore, low } = TEST_ADDRESSES
		const csv = [
			'Address,Network',
			`${high.ETH.address},ETH`,
			`${noScore.BTC.address},`,
			`${low.TRON.address},tron`,
			'=cmd|calc!A1,ETH',
			'not-an-address,BTC',
		].join('\r\n')
		const quotePath = locationOf(await upload(csv))
		const quote = (await loadScreeningQuote(at(quotePath), getLoadContext(), quotePath.split('/').pop())).quote
		expect(quote.items.map((item) => [item.line, item.network])).toEqual([
			[2, 'ETH'],
			[3, 'BTC'],
			[4, 'TRON'],
		])
		expect(quote.rejected.map((row) => [row.line, row.reason])).toEqual([
			[5, 'This row starts with =, +, - or @ (a spreadsheet formula): it was not screened'],
			[6, 'This is not a valid Bitcoin address'],
		])
		expect(quote).toMatchObject({ fee: '6.00', fileName: 'batch.csv' })

		const refused = async (answer: unknown) => {
			const { data, init } = answer as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit }
			expect(init.status).toBe(400)
			return data.result.error['']
		}
		expect(await refused(await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00])))).toEqual([
			'This is not a CSV file: save it as CSV (comma-separated values, UTF-8) and upload it again',
		])
		expect(await refused(await upload('network,address\n'.padEnd(70_000, 'x')))).toEqual([
			'The file is too large: a batch file must be 64 kB or less',
		])
		expect(await refused(await upload('network,address\nETH,"unclosed'))).toEqual([
			expect.stringMatching(/^The file could not be read as CSV: /),
		])
		expect(await refused(await upload('ETH,@SUM(A1)\nBTC,nope'))).toEqual([
			'Line 1: This row starts with =, +, - or @ (a spreadsheet formula): it was not screened',
			'Line 2: This is not a valid Bitcoin address',
		])
	},
)
