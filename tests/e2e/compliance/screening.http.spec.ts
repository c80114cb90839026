import type { APIRequestContext } from '@playwright/test'
import { TEST_ADDRESSES } from '../../../contract/compliance/test-values'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { complianceCompany, resultCount, usdBalance } from './support'

/**
 * Bad input posted at the screening pages, as a replayed or forged post
 * would arrive: each gets its reason on the page with a 4xx (never a 5xx),
 * and nothing is charged or kept; another integrator's quote and result are
 * the 404 page.
 */

test.afterEach(expectLedgerBalanced)

const TXN = '/product/compliance/crypto-transaction-analysis'
const WALLET = '/product/compliance/crypto-wallet-analysis'
const BLACKLIST = '/product/compliance/black-list-check'

const post = (request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) =>
	request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 })

const upload = (request: APIRequestContext, baseURL: string, content: string | Buffer, name = 'batch.csv') =>
	request.post(WALLET, {
		multipart: { intent: 'batch', file: { name, mimeType: 'text/csv', buffer: Buffer.from(content) } },
		headers: { Origin: baseURL },
		maxRedirects: 0,
	})

/** The text of an answer as a reader sees it: without its tags (an amount is a `Money` span inside its button), HTML entities as their characters. */
const readable = async (response: { text(): Promise<string> }) =>
	(await response.text())
		.replace(/<[^>]*>/g, '')
		.replaceAll('&#x27;', "'")
		.replaceAll('&quot;', '"')

test('bad hashes, addresses and batch files are refused with a reason on the page, and nothing is charged @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const { user, token } = await complianceCompany()
	await login(page, user.email)
	const before = await usdBalance(token)
	const cases: [string, Record<string, string>, string][] = [
		[
			TXN,
			{ intent: 'quote', network: 'ETH', txId: 'ab'.repeat(32), txType: 'DEPOSIT' },
			'This is not a valid Ethereum transaction hash (0x and 64 hexadecimal digits)',
		],
		[
			TXN,
			{ intent: 'quote', network: 'BTC', txId: `0x${'ab'.repeat(32)}`, txType: 'DEPOSIT' },
			'This is not a valid Bitcoin transaction hash (64 hexadecimal digits)',
		],
		[TXN, { intent: 'quote', network: 'DOGE', txId: 'ab'.repeat(32), txType: 'DEPOSIT' }, 'DOGE is not a supported network'],
		[TXN, { intent: 'quote', network: 'BTC', txType: 'DEPOSIT' }, 'Transaction hash is required'],
		[
			WALLET,
			{ intent: 'quote', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
			'This address has a typo: its checksum does not match',
		],
		[
			WALLET,
			{ intent: 'quote', network: 'ETH', address: TEST_ADDRESSES.low.TRON.address },
			'This is a Tron address, not an Ethereum address',
		],
		[
			BLACKLIST,
			{ intent: 'quote', network: 'TRON', address: TEST_ADDRESSES.low.BTC.address },
			'This is a Bitcoin address, not a Tron address',
		],
		[BLACKLIST, { intent: 'quote', network: 'TRON' }, 'Address is required'],
		[BLACKLIST, { intent: 'batch' }, 'Choose what to change.'],
		[BLACKLIST, { intent: 'nope' }, 'Choose what to change.'],
	]
	for (const [path, form, message] of cases) {
		const response = await post(page.request, baseURL!, path, form)
		expect(response.status(), JSON.stringify(form)).toBe(400)
		expect(await readable(response), JSON.stringify(form)).toContain(message)
	}

	const files: [string | Buffer, string][] = [
		[
			'network,address\nETH,=HYPERLINK("http://evil.example")\nBTC,nope\n',
			'Line 2: This row starts with =, +, - or @ (a spreadsheet formula): it was not screened',
		],
		['network,address\n', 'The file has no addresses'],
		[
			Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe]),
			'This is not a CSV file: save it as CSV (comma-separated values, UTF-8) and upload it again',
		],
		['network,address\n'.padEnd(70_000, 'x'), 'The file is too large: a batch file must be 64 kB or less'],
		[`network,address\n${'ETH,0x52908400098527886E0F7030069857D2E4169EE7\n'.repeat(101)}`, 'A file can hold at most 100 addresses'],
	]
	for (const [content, message] of files) {
		const response = await upload(page.request, baseURL!, content)
		expect(response.status(), message).toBe(400)
		expect(await readable(response), message).toContain(message)
	}

	// A file with bad rows among good ones: quoted for the good rows, the bad ones listed with their reason.
	const mixed = await upload(page.request, baseURL!, `ETH,${TEST_ADDRESSES.low.ETH.address}\nBTC,${TEST_ADDRESSES.low.TRON.address}\n`)
	expect(mixed.status()).toBe(302)
	const quote = await page.request.get(mixed.headers().location!)
	const text = await readable(quote)
	expect(text).toContain('1 line not screened')
	expect(text).toContain('This is a Tron address, not a Bitcoin address')
	expect(text).toContain('Confirm and pay $2.00')

	expect(await usdBalance(token)).toBe(before)
	expect(await resultCount(token, 'wallet')).toBe(4)
	expect(await resultCount(token, 'txn')).toBe(3)
})

test('an empty funding balance: the confirmation is refused with the reason, nothing charged or kept @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const { user, token } = await complianceCompany('services-approved')
	await login(page, user.email)
	const quoted = await post(page.request, baseURL!, BLACKLIST, {
		intent: 'quote',
		network: 'ETH',
		address: TEST_ADDRESSES.high.ETH.address,
	})
	expect(quoted.status()).toBe(302)
	const quotePath = quoted.headers().location!
	const quoteId = quotePath.split('/').pop()!
	const confirmed = await post(page.request, baseURL!, quotePath, { intent: 'confirm', quoteId })
	expect(confirmed.status()).toBe(400)
	expect(await readable(confirmed)).toContain(
		'The $5.00 fee cannot be paid from your USD funding balance ($0.00): top it up and confirm again. Nothing was charged.',
	)
	// A form carrying another quote's id is refused too.
	const other = await post(page.request, baseURL!, quotePath, { intent: 'confirm', quoteId: 'cqt_00000000000000000000' })
	expect(other.status()).toBe(400)
	expect(await readable(other)).toContain('This form is for another quote')
	expect(await usdBalance(token)).toBe('0.00')
	expect(await resultCount(token, 'blacklist')).toBe(0)
})

test('another integrator’s quote and report are the 404 page, as is an id that cannot be one; the doubled path redirects @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const [mine, theirs] = await Promise.all([complianceCompany(), complianceCompany()])
	const stats = await sandboxFetch<{ data: { latest: { id: string }[] } }>('/compliance/v1/aml/blacklist/stats', { token: theirs.token })
	const theirReport = stats.data.latest[0]!.id
	const theirQuote = await sandboxFetch<{ data: { id: string } }>('/compliance/v1/aml/quotes', {
		token: theirs.token,
		body: { check: 'BLACKLIST', network: 'ETH', address: TEST_ADDRESSES.low.ETH.address },
	})
	await login(page, mine.user.email)
	const before = await Promise.all([usdBalance(mine.token), usdBalance(theirs.token)])

	for (const path of [
		`${BLACKLIST}/report?id=${theirReport}`,
		`${BLACKLIST}/report?id=blc_nope`,
		`${TXN}/report?id=${theirReport}`,
		`${BLACKLIST}/quote/${theirQuote.data.id}`,
		`${BLACKLIST}/quote/not-a-quote`,
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(404)
	}
	const forged = await post(page.request, baseURL!, `${BLACKLIST}/quote/${theirQuote.data.id}`, {
		intent: 'confirm',
		quoteId: theirQuote.data.id,
	})
	expect(forged.status()).toBe(404)
	expect(await Promise.all([usdBalance(mine.token), usdBalance(theirs.token)])).toEqual(before)

	const doubled = await page.request.get(`/product/compliance/crypto-crypto-transaction-analysis/report?id=${theirReport}`, {
		maxRedirects: 0,
	})
	expect(doubled.status()).toBe(301)
	expect(doubled.headers().location).toBe(`${TXN}/report?id=${theirReport}`)
})
