import type { Page } from '@playwright/test'
import { SCREENING_TEST_SUFFIXES } from '../../../contract/compliance/risk'
import { TEST_ADDRESSES, TEST_ENTITIES } from '../../../contract/compliance/test-values'
import { testTransactionHash } from '../../../contract/compliance/txn-analysis'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { complianceCompany, resultCount, usdBalance, usdFundingAccountId } from './support'

/**
 * The Compliance service's screening, with JavaScript on and off, for a
 * company with screenings of every kind and a USD funding balance: from the
 * overview to each tool, its quote (the fee shown before anything is
 * charged), the confirmation and the report; the average risk leaving 'No
 * score' out; a blacklist check's $5 in the history and the funding ledger;
 * an empty funding balance said before anything is charged.
 */

test.afterEach(expectLedgerBalanced)

/** Confirms the quote on screen: the fee on the button, then the report. */
async function confirmQuote(page: Page, fee: string, waitForHydration: () => Promise<void>) {
	await expect(page).toHaveURL(/\/quote\/cqt_[0-9a-f]{20}$/)
	await expect(page.getByTestId('quote-fee')).toContainText(fee)
	await waitForHydration()
	await page.getByRole('button', { name: `Confirm and pay ${fee}` }).click()
	await expect(page).toHaveURL(/\/report\?id=[a-z]{3}_[0-9a-f]{20}$/)
}

/** docs/product/compliance.md#risk-scores worked out here, apart from the code under test: the mean of the scores, -1 left out, to one decimal (half up). */
function mean(scores: number[]) {
	const scored = scores.filter((score) => score !== -1)
	return (Math.round((scored.reduce((sum, score) => sum + score, 0) * 10) / scored.length) / 10).toFixed(1)
}

/** The average of the scores a history shows, leaving 'No score' out (what the figures must say). */
async function averageOfHistory(page: Page) {
	const cells = await page.getByTestId('history-row').locator('td:nth-child(5)').allInnerTexts()
	return mean(cells.map((text) => (text.trim() === 'No score' ? -1 : Number(text))))
}

test('a transaction is analysed from the overview: quoted at $1, confirmed, its report and the average leaving No score out', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { user, token } = await complianceCompany()
	await login(page, user.email)
	await page.goto('/product/compliance')
	await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible()
	await expect(page.getByTestId('page-menu').getByRole('link', { name: 'Compliance settings', includeHidden: true })).toHaveAttribute(
		'href',
		'/product/compliance/settings',
	)
	await expect(page.getByTestId('tool-txn').getByTestId('figures-count')).toHaveText('3')
	await page.getByRole('link', { name: 'Crypto transaction analysis', exact: true }).click()
	await expect(page).toHaveURL('/product/compliance/crypto-transaction-analysis')
	await expect(page.getByTestId('fee-note')).toContainText('$1 fee each time')

	const hash = testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.medium)
	await waitForHydration()
	const form = page.getByRole('region', { name: 'Analyse a transaction' })
	await form.getByLabel('Network').selectOption('ETH')
	await form.getByLabel('Transaction hash').fill(hash)
	await form.getByLabel('Type').selectOption('WITHDRAWAL')
	await form.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-subject')).toContainText(hash)
	await expect(page.getByTestId('quote-balance')).toHaveText(`$${await usdBalance(token)}`)
	await confirmQuote(page, '$1.00', waitForHydration)

	await expect(page.getByRole('heading', { name: 'Transaction analysis report' })).toBeVisible()
	await expect(page.getByTestId('report-hash')).toHaveText(hash)
	await expect(page.getByTestId('risk-level')).toHaveText('Medium risk')
	await expect(page.getByTestId('risk-score')).toHaveText(/^(4\d|5\d|6\d)$/)
	await expect(page.getByTestId('exposure-chart')).toBeVisible()
	await expect(page.getByTestId('exposure-table').getByRole('row', { name: /Exchange/ })).toBeVisible()
	await expect(page.getByTestId('report-fee')).toContainText('$1.00')

	await page.getByRole('link', { name: 'Back to crypto transaction analysis' }).click()
	await expect(page.getByTestId('history-row')).toHaveCount(4)
	await expect(page.getByTestId('history-row').first()).toContainText('Medium risk')
	// The seeded history holds a transaction with no score: the average leaves it out.
	await expect(page.getByTestId('history')).toContainText('No score')
	await expect(page.getByTestId('figures-average')).toHaveText(await averageOfHistory(page))
	expect(await resultCount(token, 'txn')).toBe(4)
})

test('a wallet is analysed, one address and a CSV batch of five: each score, and the batch average leaving No score out', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { user, token } = await complianceCompany()
	await login(page, user.email)
	const before = await usdBalance(token)
	await page.goto('/product/compliance/crypto-wallet-analysis')

	await waitForHydration()
	const single = page.getByRole('region', { name: 'Analyse an address' })
	await single.getByLabel('Network').selectOption('TRON')
	await single.getByLabel('Address').fill(TEST_ADDRESSES.medium.TRON.address)
	await single.getByRole('button', { name: 'Get quote' }).click()
	await confirmQuote(page, '$2.00', waitForHydration)
	await expect(page.getByTestId('report-address')).toHaveText(TEST_ADDRESSES.medium.TRON.address)
	await expect(page.getByTestId('risk-score')).toHaveText(String(TEST_ADDRESSES.medium.TRON.score))
	await expect(page.getByTestId('risk-level')).toHaveText('Medium risk')
	await expect(page.getByTestId('exposure-chart')).toBeVisible()

	const { high, medium, low, noScore } = TEST_ADDRESSES
	const five = [high.ETH, noScore.BTC, low.TRON, medium.BTC, low.ETH]
	await page.goto('/product/compliance/crypto-wallet-analysis')
	await page.getByLabel('CSV file').setInputFiles({
		name: 'addresses.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(`network,address\n${five.map((row) => `${row.network},${row.address}`).join('\n')}\n`),
	})
	await waitForHydration()
	await page.getByRole('button', { name: 'Upload and get quote' }).click()
	await expect(page.getByTestId('quote-rows').getByRole('row')).toHaveCount(6)
	await expect(page.getByTestId('quote-fee')).toContainText('$2.00 × 5')
	await confirmQuote(page, '$10.00', waitForHydration)

	await expect(page.getByRole('heading', { name: 'Wallet analysis batch' })).toBeVisible()
	await expect(page.getByTestId('batch-count')).toHaveText('5')
	await expect(page.getByTestId('batch-score')).toHaveText(five.map((row) => (row.score === -1 ? 'No score' : String(row.score))))
	await expect(page.getByTestId('batch-average')).toHaveText(mean(five.map((row) => row.score)))
	await expect(page.getByRole('link', { name: noScore.BTC.address })).toBeVisible()
	expect(await usdBalance(token)).toBe((Number(before) - 12).toFixed(2))
})

test('an entity is found by name and country and its report ordered: HIGH, its indicators and sources', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { user } = await complianceCompany()
	await login(page, user.email)
	await page.goto('/product/compliance/entity-due-diligence')
	await page.getByLabel('Entity name').fill(TEST_ENTITIES.high)
	await page.getByLabel('Country').selectOption('NG')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\?name=Sanctioned\+Trading\+LLC&country=NG$/)
	await expect(page.getByTestId('entity-result')).toHaveCount(2)
	await waitForHydration()
	await page.getByRole('button', { name: `Order report on ${TEST_ENTITIES.high}`, exact: true }).click()
	await expect(page.getByTestId('quote-subject')).toContainText(TEST_ENTITIES.high)
	await confirmQuote(page, '$25.00', waitForHydration)

	await expect(page.getByTestId('report-entity')).toHaveText(TEST_ENTITIES.high)
	await expect(page.getByTestId('entity-level')).toHaveText('High risk')
	await expect(page.getByTestId('indicators')).toContainText('Sanctions list')
	await expect(page.getByTestId('sources').getByRole('link', { name: 'OFAC Specially Designated Nationals list' })).toBeVisible()

	await page.goto(`/product/compliance/entity-due-diligence?name=${encodeURIComponent(TEST_ENTITIES.noMatch)}&country=NG`)
	await expect(page.getByTestId('list-empty').first()).toHaveText(`No search found for ${TEST_ENTITIES.noMatch}`)
})

test('a blacklist check shows its $5 fee before confirming, charges it once, and is in the history and the USD funding ledger', async ({
	page,
	login,
	waitForHydration,
}) => {
	const { user, token } = await complianceCompany()
	await login(page, user.email)
	const before = await usdBalance(token)
	await page.goto('/product/compliance')
	await page.getByRole('link', { name: 'Blacklist check', exact: true }).click()
	await expect(page.getByTestId('fee-note')).toContainText('$5 fee each time')
	await waitForHydration()
	const form = page.getByRole('region', { name: 'Check an address' })
	await form.getByLabel('Network').selectOption('ETH')
	await form.getByLabel('Address').fill(TEST_ADDRESSES.high.ETH.address.toLowerCase())
	await form.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('quote-fee')).toContainText('$5 fee each time')
	// Nothing charged by the quote.
	expect(await usdBalance(token)).toBe(before)
	await confirmQuote(page, '$5.00', waitForHydration)
	await expect(page.getByTestId('blacklist-verdict')).toHaveText('Blacklisted')
	// The address in its checksummed form.
	await expect(page.getByTestId('report-address')).toHaveText(TEST_ADDRESSES.high.ETH.address)
	const id = new URL(page.url()).searchParams.get('id')!

	// Back (or a replay) opens the same result and charges nothing more.
	await page.goBack()
	await expect(page).toHaveURL(new RegExp(`report\\?id=${id}$`))
	expect(await usdBalance(token)).toBe((Number(before) - 5).toFixed(2))

	await page.getByRole('link', { name: 'Back to blacklist check' }).click()
	const first = page.getByTestId('history-row').first()
	await expect(first).toContainText(TEST_ADDRESSES.high.ETH.address)
	await expect(first.getByTestId('history-blacklisted')).toHaveText('Blacklisted')
	await page.goto('/product/compliance/black-list-check?blacklisted=false')
	await expect(page.getByTestId('history-row')).toHaveCount(1)

	await page.goto(`/funding-balances/${await usdFundingAccountId(token)}`)
	const entry = page.locator(`[data-testid="ledger-entry"][data-reference="${id}"]`)
	await expect(entry).toContainText(`Blacklist check of ${TEST_ADDRESSES.high.ETH.address} (Ethereum)`)
	await expect(entry.getByTestId('movement-amount')).toContainText('5.00')
})

test('an empty USD funding balance is said on the quote, with nothing to confirm and nothing charged', async ({ page, login }) => {
	const { user, token } = await complianceCompany('services-approved')
	await login(page, user.email)
	await page.goto('/product/compliance/black-list-check')
	const form = page.getByRole('region', { name: 'Check an address' })
	await form.getByLabel('Network').selectOption('BTC')
	await form.getByLabel('Address').fill(TEST_ADDRESSES.low.BTC.address)
	await form.getByRole('button', { name: 'Get quote' }).click()
	await expect(page.getByTestId('fee-unpayable')).toContainText('This costs $5.00 and your USD funding balance is $0.00')
	await expect(page.getByRole('button', { name: /Confirm and pay/ })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Top up USD' })).toHaveAttribute('href', '/funding-account/USD')
	await expectNoA11yViolations(page)
	expect(await usdBalance(token)).toBe('0.00')
	expect(await resultCount(token, 'blacklist')).toBe(0)
})

test('the overview, a tool page with its history, a search, a quote and the reports are accessible', async ({ page, login }) => {
	// Six full-page scans on a slow machine (axe runs in the js-enabled project only: record 067).
	test.setTimeout(150_000)
	const { user, token } = await complianceCompany()
	await login(page, user.email)
	const quote = await sandboxFetch<{ data: { id: string } }>('/compliance/v1/aml/quotes', {
		token,
		body: {
			check: 'WALLET_BATCH',
			fileName: 'a.csv',
			rows: [
				{ line: 1, network: 'ETH', address: TEST_ADDRESSES.low.ETH.address },
				{ line: 2, network: 'BTC', address: 'nope' },
			],
		},
	})
	const wallet = await sandboxFetch<{ data: { latest: { id: string; batchId: string | null }[] } }>('/compliance/v1/aml/wallet/stats', {
		token,
	})
	const entity = await sandboxFetch<{ data: { latest: { id: string }[] } }>('/compliance/v1/aml/entity/stats', { token })
	for (const path of [
		'/product/compliance',
		`/product/compliance/entity-due-diligence?name=${encodeURIComponent(TEST_ENTITIES.medium)}&country=NG`,
		`/product/compliance/crypto-wallet-analysis/quote/${quote.data.id}`,
		`/product/compliance/crypto-wallet-analysis/report?id=${wallet.data.latest[0]!.batchId}`,
		`/product/compliance/crypto-wallet-analysis/report?id=${wallet.data.latest[0]!.id}`,
		`/product/compliance/entity-due-diligence/report?id=${entity.data.latest[0]!.id}`,
	]) {
		const answer = await page.goto(path)
		expect(answer?.status(), path).toBe(200)
		await expectNoA11yViolations(page)
	}
})
