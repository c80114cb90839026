import { afterEach, describe, expect, it } from 'vitest'
import { entitySearchResponseSchema, entityIndicatorsResponseSchema } from '#contract/compliance/entities.ts'
import {
	blacklistRecordResponseSchema,
	blacklistRecordsResponseSchema,
	blacklistStatsResponseSchema,
	entityRecordResponseSchema,
	txnRecordResponseSchema,
	txnRecordsResponseSchema,
	txnStatsResponseSchema,
	walletBatchResponseSchema,
	walletRecordResponseSchema,
	walletRecordsResponseSchema,
	walletStatsResponseSchema,
} from '#contract/compliance/records.ts'
import { SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import {
	SCREENING_ERROR_CODES,
	SCREENING_MESSAGES,
	screeningQuoteResponseSchema,
	type ScreeningQuoteRequest,
} from '#contract/compliance/screening.ts'
import { TEST_ADDRESSES, TEST_ENTITIES } from '#contract/compliance/test-values.ts'
import { testTransactionHash } from '#contract/compliance/txn-analysis.ts'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { transactionsResponseSchema } from '#contract/money/ledger.ts'
import { deposit, expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

const HIGH_ETH_HASH = testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high)
const NO_SCORE_BTC_HASH = testTransactionHash('BTC', SCREENING_TEST_SUFFIXES.noScore)

/** A company with COMPLIANCE active (services-approved), signed in, with `usd` in its USD funding balance. */
async function screener(sandbox: TestSandbox, usd: string | null = '100.00', scenario = 'services-approved') {
	const seeded = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
	expect(seeded.status).toBe(201)
	const email = seeded.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	if (usd) expect((await deposit(sandbox, email, 'USD', usd)).status).toBe(201)
	const me = {
		email,
		token,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown) => send('POST', path, body),
		quote: (body: ScreeningQuoteRequest | Record<string, unknown>) => send('POST', '/compliance/v1/aml/quotes', body),
		async quoteOk(body: ScreeningQuoteRequest) {
			const answer = await me.quote(body)
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return screeningQuoteResponseSchema.parse(answer.json).data
		},
		async usd() {
			const accounts = accountListResponseSchema.parse((await send('GET', '/integrator/v1/accounts')).json).data
			return accounts.find((account) => account.ledgerType === 'funding' && account.currency === 'USD')?.balance
		},
	}
	return me
}

describe.each(databaseBackends())('compliance screenings on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('quotes a transaction analysis at the rate card fee, charges it once on confirmation, keeps and lists the result', async () => {
		const me = await screener(sandbox)
		const quote = await me.quoteOk({
			check: 'TXN',
			network: 'eth',
			txId: HIGH_ETH_HASH.toUpperCase().replace('0X', '0x'),
			txType: 'deposit',
		})
		expect(quote).toMatchObject({ check: 'TXN', status: 'OPEN', unitFee: '1.00', fee: '1.00', rejected: [], resultId: null })
		expect(quote.items).toEqual([
			{ line: null, network: 'ETH', txId: HIGH_ETH_HASH, txType: 'DEPOSIT', address: null, name: null, country: null },
		])
		expect(quote.id).toMatch(/^cqt_[0-9a-f]{20}$/)
		// A quote charges nothing.
		expect(await me.usd()).toBe('100.00')

		const confirmed = await me.post('/compliance/v1/aml/txn/single', { quoteId: quote.id })
		expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(201)
		const record = txnRecordResponseSchema.parse(confirmed.json).data
		expect(record).toMatchObject({ network: 'ETH', txId: HIGH_ETH_HASH, txType: 'DEPOSIT', riskLevel: 'HIGH', fee: '1.00' })
		expect(record.id).toMatch(/^txa_/)
		expect(await me.usd()).toBe('99.00')

		const replay = await me.post('/compliance/v1/aml/txn/single', { quoteId: quote.id })
		expect(replay.status).toBe(200)
		expect(replay.json.message).toBe(SCREENING_MESSAGES.replayed)
		expect(replay.json.data).toEqual(record)
		expect(await me.usd()).toBe('99.00')
		expect((await me.get(`/compliance/v1/aml/quotes/${quote.id}`)).json.data).toMatchObject({ status: 'USED', resultId: record.id })
		expect(txnRecordResponseSchema.parse((await me.get(`/compliance/v1/aml/txn/${record.id}`)).json).data).toEqual(record)

		// The fee is in the USD funding account's history, named by what was screened.
		const fees = transactionsResponseSchema.parse((await me.get('/integrator/v1/transactions?type=FEE&currency=USD')).json).data.items
		expect(fees).toContainEqual(
			expect.objectContaining({ amount: '1.00', reference: record.id, description: `Transaction analysis of ${HIGH_ETH_HASH} (Ethereum)` }),
		)
	})

	it('charges racing confirmations of one quote once, and answers each the same result @race', async () => {
		const me = await screener(sandbox, '10.00')
		const quote = await me.quoteOk({ check: 'BLACKLIST', network: 'BTC', address: TEST_ADDRESSES.high.BTC.address })
		expect(quote.fee).toBe('5.00')
		const answers = await Promise.all(Array.from({ length: 6 }, () => me.post('/compliance/v1/aml/blacklist', { quoteId: quote.id })))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
		expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
		expect(blacklistRecordResponseSchema.parse(answers[0]!.json).data).toMatchObject({ blacklisted: true, fee: '5.00' })
		expect(await me.usd()).toBe('5.00')
		const list = blacklistRecordsResponseSchema.parse((await me.get('/compliance/v1/aml/blacklist')).json).data
		expect(list.items).toHaveLength(1)
	})

	it('refuses an empty funding balance with nothing charged or kept, and the same quote goes through once topped up @bad-input', async () => {
		const me = await screener(sandbox, null)
		const quote = await me.quoteOk({ check: 'BLACKLIST', network: 'ETH', address: TEST_ADDRESSES.low.ETH.address })
		const refused = expectRefused(await me.post('/compliance/v1/aml/blacklist', { quoteId: quote.id }), 400, {
			code: SCREENING_ERROR_CODES.feeUnpaid,
			field: 'quoteId',
		})
		expect(refused.message).toBe(SCREENING_MESSAGES.feeUnpaid('5.00', '0.00'))
		expect(await me.usd()).toBe('0.00')
		expect(blacklistRecordsResponseSchema.parse((await me.get('/compliance/v1/aml/blacklist')).json).data.items).toEqual([])
		expect((await me.get(`/compliance/v1/aml/quotes/${quote.id}`)).json.data).toMatchObject({ status: 'OPEN', resultId: null })

		expect((await deposit(sandbox, me.email, 'USD', '5.00')).status).toBe(201)
		const confirmed = await me.post('/compliance/v1/aml/blacklist', { quoteId: quote.id })
		expect(confirmed.status).toBe(201)
		expect(confirmed.json.data).toMatchObject({ blacklisted: false, address: TEST_ADDRESSES.low.ETH.address })
		expect(await me.usd()).toBe('0.00')
	})

	it('refuses bad input on the quote with the reason and the field, and makes no quote @bad-input', async () => {
		const me = await screener(sandbox)
		const btcHash = 'ab'.repeat(32)
		expectRefused(await me.quote({ check: 'TXN', network: 'ETH', txId: btcHash, txType: 'DEPOSIT' }), 400, {
			message: 'This is not a valid Ethereum transaction hash (0x and 64 hexadecimal digits)',
			field: 'txId',
		})
		expectRefused(await me.quote({ check: 'WALLET', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }), 400, {
			message: 'This address has a typo: its checksum does not match',
			field: 'address',
		})
		expectRefused(await me.quote({ check: 'BLACKLIST', network: 'ETH', address: TEST_ADDRESSES.low.TRON.address }), 400, {
			message: 'This is a Tron address, not an Ethereum address',
			field: 'address',
		})
		expectRefused(await me.quote({ check: 'SWAP' }), 400, { message: SCREENING_MESSAGES.checkRequired })
		expectRefused(await me.quote({ check: 'ENTITY', name: TEST_ENTITIES.low, country: 'QQ' }), 400, {
			message: SCREENING_MESSAGES.unknownCountry('QQ'),
			field: 'country',
		})
		expectRefused(await me.quote({ check: 'ENTITY', name: TEST_ENTITIES.noMatch, country: 'NG' }), 400, { field: 'name' })
		expectRefused(await me.quote({ check: 'ENTITY', name: 'x', country: 'NG' }), 400, { message: SCREENING_MESSAGES.entityNameLength })
		expect(await me.usd()).toBe('100.00')
	})

	it('screens the good rows of a batch, lists the bad ones with their reason, and averages the scores leaving -1 out @bad-input', async () => {
		const me = await screener(sandbox)
		const { high, low, noScore } = TEST_ADDRESSES
		const quote = await me.quoteOk({
			check: 'WALLET_BATCH',
			fileName: 'addresses.csv',
			rows: [
				{ line: 2, network: 'eth', address: high.ETH.address.toLowerCase() },
				{ line: 3, network: 'BTC', address: noScore.BTC.address },
				{ line: 4, network: 'TRON', address: low.TRON.address },
				{ line: 5, network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
				{ line: 6, network: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L' },
				{ line: 7, network: 'ETH', address: '=HYPERLINK("http://evil.example")' },
				{ line: 8, network: 'ETH', address: high.ETH.address },
				{ line: 9, network: '', address: low.BTC.address },
			],
		})
		expect(quote).toMatchObject({ check: 'WALLET_BATCH', unitFee: '2.00', fee: '6.00', fileName: 'addresses.csv' })
		expect(quote.items.map((item) => [item.line, item.network, item.address])).toEqual([
			[2, 'ETH', high.ETH.address],
			[3, 'BTC', noScore.BTC.address],
			[4, 'TRON', low.TRON.address],
		])
		expect(quote.rejected).toEqual([
			{
				line: 5,
				network: 'BTC',
				address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
				reason: 'This address has a typo: its checksum does not match',
			},
			{ line: 6, network: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', reason: 'DOGE is not a supported network' },
			{ line: 7, network: 'ETH', address: '=HYPERLINK("http://evil.example")', reason: SCREENING_MESSAGES.formulaCell },
			{ line: 8, network: 'ETH', address: high.ETH.address, reason: SCREENING_MESSAGES.duplicateRow(2) },
			{ line: 9, network: '', address: low.BTC.address, reason: 'Network is required' },
		])

		const confirmed = await me.post('/compliance/v1/aml/wallet/batch', { quoteId: quote.id })
		expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(201)
		const batch = walletBatchResponseSchema.parse(confirmed.json).data
		expect(batch.id).toMatch(/^wlb_/)
		expect(batch.items.map((item) => item.riskScoreSection.riskScore)).toEqual([high.ETH.score, -1, low.TRON.score])
		expect(batch.averageRiskScore).toBe(((high.ETH.score + low.TRON.score) / 2).toFixed(1))
		expect(batch.rejected).toEqual(quote.rejected)
		expect(batch).toMatchObject({ fee: '6.00', fileName: 'addresses.csv' })
		expect(await me.usd()).toBe('94.00')
		const single = walletRecordResponseSchema.parse((await me.get(`/compliance/v1/aml/wallet/${batch.items[1]!.id}`)).json).data
		expect(single).toMatchObject({ batchId: batch.id, riskScoreSection: { riskScore: -1, riskLevel: null, exposure: [] } })
		expect(walletBatchResponseSchema.parse((await me.get(`/compliance/v1/aml/wallet/batch/${batch.id}`)).json).data).toEqual(batch)

		const stats = walletStatsResponseSchema.parse((await me.get('/compliance/v1/aml/wallet/stats')).json).data
		expect(stats).toMatchObject({
			count: 3,
			scored: 2,
			fees: '6.00',
			averageRiskScore: batch.averageRiskScore,
			byLevel: { HIGH: 1, LOW: 1, NONE: 1, MEDIUM: 0 },
		})
		expect(stats.latest).toHaveLength(3)
	})

	it('refuses a batch with no good row, naming each row, and keeps nothing @bad-input', async () => {
		const me = await screener(sandbox)
		const refused = expectRefused(
			await me.quote({
				check: 'WALLET_BATCH',
				rows: [
					{ line: 1, network: 'BTC', address: '@SUM(A1)' },
					{ line: 2, network: 'ETH', address: 'nope' },
				],
			}),
			400,
			{ message: SCREENING_MESSAGES.nothingToScreen, code: SCREENING_ERROR_CODES.nothingToScreen, field: 'rows' },
		)
		expect(refused.errors?.map((item) => item.message)).toEqual([
			`Line 1: ${SCREENING_MESSAGES.formulaCell}`,
			'Line 2: This is not a valid Ethereum address',
		])
		expectRefused(await me.quote({ check: 'WALLET_BATCH', rows: [] }), 400, { message: SCREENING_MESSAGES.rowsRequired })
		const tooMany = Array.from({ length: 101 }, (_, i) => ({ line: i + 1, network: 'ETH', address: TEST_ADDRESSES.low.ETH.address }))
		expectRefused(await me.quote({ check: 'WALLET_BATCH', rows: tooMany }), 400, { message: SCREENING_MESSAGES.tooManyRows })
	})

	it('searches entities for free and makes a due diligence report of the level the name says, with indicators and sources', async () => {
		const me = await screener(sandbox)
		const search = (name: string, country: string) => me.get(`/compliance/v1/aml/entity/search?${new URLSearchParams({ name, country })}`)
		const found = entitySearchResponseSchema.parse((await search(TEST_ENTITIES.high, 'ng')).json).data
		expect(found.map((entity) => entity.name)).toEqual([TEST_ENTITIES.high, `${TEST_ENTITIES.high} Holdings`])
		expect(found[0]).toMatchObject({ country: 'NG', registrationNumber: expect.stringMatching(/^NG-RC\d{7}$/) })
		expect(entitySearchResponseSchema.parse((await search(TEST_ENTITIES.noMatch, 'NG')).json).data).toEqual([])
		expectRefused(await search(TEST_ENTITIES.low, 'QQ'), 400, { field: 'country' })
		const indicators = entityIndicatorsResponseSchema.parse((await me.get('/compliance/v1/aml/entity/indicators')).json).data
		expect(indicators.map((indicator) => indicator.code)).toContain('SANCTIONS_LIST')
		expect(await me.usd()).toBe('100.00')

		for (const [name, level, indicatorCount] of [
			[TEST_ENTITIES.high, 'HIGH', 3],
			[TEST_ENTITIES.medium, 'MEDIUM', 2],
			[TEST_ENTITIES.low, 'LOW', 0],
		] as const) {
			const quote = await me.quoteOk({ check: 'ENTITY', name, country: 'NG' })
			expect(quote.fee).toBe('25.00')
			const made = await me.post('/compliance/v1/aml/entity/report', { quoteId: quote.id })
			expect(made.status).toBe(201)
			const report = entityRecordResponseSchema.parse(made.json).data
			expect(report).toMatchObject({ name, country: 'NG', fee: '25.00' })
			// The registry's number, the same the search gave.
			if (name === TEST_ENTITIES.high) expect(report.registrationNumber).toBe(found[0]!.registrationNumber)
			expect(report.entityRisksSection.riskLevel).toBe(level)
			expect(report.entityRisksSection.indicators).toHaveLength(indicatorCount)
			expect(report.sources.map((source) => source.name)).toContain('OFAC Specially Designated Nationals list')
		}
		expect(await me.usd()).toBe('25.00')
	})

	it('refuses an expired quote, a quote at another check’s path, and another integrator’s quotes and results (404) @bad-input', async () => {
		const me = await screener(sandbox)
		const other = await screener(sandbox)
		const quote = await me.quoteOk({ check: 'WALLET', network: 'TRON', address: TEST_ADDRESSES.medium.TRON.address })
		expectRefused(await me.post('/compliance/v1/aml/blacklist', { quoteId: quote.id }), 400, {
			message: SCREENING_MESSAGES.wrongCheck('WALLET', 'BLACKLIST'),
			code: SCREENING_ERROR_CODES.wrongCheck,
		})
		expectRefused(await other.post('/compliance/v1/aml/wallet/single', { quoteId: quote.id }), 404, {
			message: SCREENING_MESSAGES.quoteNotFound,
		})
		expect((await other.get(`/compliance/v1/aml/quotes/${quote.id}`)).status).toBe(404)
		expectRefused(await me.post('/compliance/v1/aml/wallet/single', { quoteId: 'cqt_nope' }), 400, { field: 'quoteId' })

		const made = walletRecordResponseSchema.parse((await me.post('/compliance/v1/aml/wallet/single', { quoteId: quote.id })).json).data
		expect(made.riskScoreSection).toMatchObject({ riskScore: TEST_ADDRESSES.medium.TRON.score, riskLevel: 'MEDIUM' })
		expect((await other.get(`/compliance/v1/aml/wallet/${made.id}`)).status).toBe(404)
		expect((await me.get(`/compliance/v1/aml/txn/${made.id}`)).status).toBe(404)
		expect(walletRecordsResponseSchema.parse((await other.get('/compliance/v1/aml/wallet')).json).data.items).toEqual([])

		const late = await me.quoteOk({ check: 'TXN', network: 'BTC', txId: NO_SCORE_BTC_HASH, txType: 'DEPOSIT' })
		sandbox.advance(16 * 60_000)
		try {
			expect((await me.get(`/compliance/v1/aml/quotes/${late.id}`)).json.data.status).toBe('EXPIRED')
			expectRefused(await me.post('/compliance/v1/aml/txn/single', { quoteId: late.id }), 409, { code: SCREENING_ERROR_CODES.quoteExpired })
		} finally {
			sandbox.advance(-16 * 60_000)
		}
		expect(await me.usd()).toBe('98.00')
		expect(await other.usd()).toBe('100.00')
	})

	it('lists newest first with filters, search and pages, and adds up the figures leaving -1 out of the average', async () => {
		const me = await screener(sandbox, null, 'compliance-active')
		const page = async (query: string) => txnRecordsResponseSchema.parse((await me.get(`/compliance/v1/aml/txn?${query}`)).json).data
		const all = await page('')
		expect(all.items.map((item) => item.network)).toEqual(['TRON', 'BTC', 'ETH'])
		expect((await page('level=none')).items.map((item) => item.riskScore)).toEqual([-1])
		expect((await page('level=HIGH&network=ETH')).items).toHaveLength(1)
		expect((await page(`q=${SCREENING_TEST_SUFFIXES.low}`)).items.map((item) => item.network)).toEqual(['TRON'])
		const first = await page('limit=2')
		expect(first.items).toHaveLength(2)
		const second = await page(`limit=2&lek=${first.lek}`)
		expect(second.items.map((item) => item.network)).toEqual(['ETH'])
		expectRefused(await me.get('/compliance/v1/aml/txn?level=SEVERE'), 400, { field: 'level' })
		expectRefused(await me.get('/compliance/v1/aml/txn?lek=forged.lek'), 400, { field: 'lek' })

		const stats = txnStatsResponseSchema.parse((await me.get('/compliance/v1/aml/txn/stats')).json).data
		const scores = all.items.map((item) => item.riskScore).filter((score) => score !== -1)
		expect(stats).toMatchObject({ count: 3, scored: 2, fees: '3.00', byLevel: { NONE: 1 } })
		expect(stats.averageRiskScore).toBe((scores.reduce((a, b) => a + b, 0) / 2).toFixed(1))
		const blacklist = blacklistStatsResponseSchema.parse((await me.get('/compliance/v1/aml/blacklist/stats')).json).data
		expect(blacklist).toMatchObject({ count: 2, blacklisted: 1, fees: '10.00', averageRiskScore: null })
		expect(
			blacklistRecordsResponseSchema.parse((await me.get('/compliance/v1/aml/blacklist?blacklisted=true')).json).data.items,
		).toHaveLength(1)
		// $250.00 less 3 × $1, 4 × $2 (one single, a batch of three), 2 × $25 and 2 × $5.
		expect(await me.usd()).toBe('179.00')
	})

	it('needs the Compliance service active; the Wallet service’s free report stays open to WALLETS without it', async () => {
		const walletsOnly = await screener(sandbox, '10.00', 'settings-ready')
		expectRefused(await walletsOnly.quote({ check: 'TXN', network: 'BTC', txId: NO_SCORE_BTC_HASH, txType: 'DEPOSIT' }), 409, {
			code: 'SERVICE_NOT_ACTIVE',
		})
		expectRefused(await walletsOnly.post('/compliance/v1/aml/txn/single', { quoteId: 'cqt_00000000000000000000' }), 409, {
			code: 'SERVICE_NOT_ACTIVE',
		})
		expect((await walletsOnly.get('/compliance/v1/aml/txn/stats')).status).toBe(409)
		const free = await walletsOnly.post('/compliance/v1/aml/txn/single', { network: 'BTC', txId: NO_SCORE_BTC_HASH, txType: 'DEPOSIT' })
		expect(free.status).toBe(200)
		expect(free.json.data).toMatchObject({ riskScore: -1 })
		expect(await walletsOnly.usd()).toBe('10.00')
	})
})
