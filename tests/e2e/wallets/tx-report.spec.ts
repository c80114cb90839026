import { SCREENING_TEST_SUFFIXES } from '../../../contract/compliance/risk'
import { testTransactionHash } from '../../../contract/compliance/txn-analysis'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * The crypto transaction analysis report (/crypto/crypto-transaction-analysis-report),
 * JavaScript on and off, for a 'wallets-active' company: opened from a
 * transaction of its wallet page; the documented test hashes (docs/product/wallets.md)
 * score HIGH and 'No score'; a bad query is said on the page with a 400.
 */

const PATH = '/crypto/crypto-transaction-analysis-report'
const report = (network: string, txId: string, type = 'DEPOSIT') =>
	`${PATH}?${new URLSearchParams({ network, 'tx-id': txId, 'tx-type': type })}`

async function walletsCompany() {
	return (await seedScenario('wallets-active')).integrators[0]!
}

test('a wallet transaction links to its report, which shows the score, level, reasons and exposure', async ({ page, login }) => {
	const user = await walletsCompany()
	await login(page, user.email)
	await page.goto('/product/wallet-service/BTC')
	const row = page.getByTestId('wallet-transaction').first()
	const hash = (await row.locator('.font-mono').textContent())!.trim()
	await row.getByTestId('transaction-report').click()
	await expect(page).toHaveURL(new RegExp(`^[^?]+${PATH}\\?network=BTC&tx-id=${hash}&tx-type=(DEPOSIT|WITHDRAWAL)$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction analysis report')
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Crypto wallet')
	await expect(page.getByTestId('report-hash')).toHaveText(hash)
	await expect(page.getByTestId('report-network')).toHaveText('Bitcoin')
	await expect(page.getByTestId('risk-score')).toHaveText(/^\d{1,2}$/)
	await expect(page.getByTestId('risk-level')).toHaveText(/^(Low|Medium) risk$/)
	await expect(page.getByTestId('risk-reasons').getByRole('listitem').first()).toBeVisible()
	await expect(page.getByTestId('exposure').getByRole('row', { name: /Exchange/ })).toBeVisible()
})

test('the documented HIGH hash scores High risk; the no-score hash says No score', async ({ page, login }) => {
	const user = await walletsCompany()
	await login(page, user.email)
	const high = testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high)
	const answer = await page.goto(report('ETH', high, 'WITHDRAWAL'))
	expect(answer?.status()).toBe(200)
	await expect(page.getByTestId('risk-level')).toHaveText('High risk')
	await expect(page.getByTestId('report-type')).toHaveText('Withdrawal')
	await expect(page.getByTestId('report-hash')).toHaveText(high)
	await expect(page.getByTestId('risk-reasons')).toContainText('traced to high-risk entities')

	await page.goto(report('TRON', testTransactionHash('TRON', SCREENING_TEST_SUFFIXES.noScore)))
	await expect(page.getByTestId('risk-score')).toHaveText('No score')
	await expect(page.getByTestId('risk-level')).toHaveCount(0)
	await expect(page.getByTestId('exposure-empty')).toHaveText('No exposure data for this transaction')
})

test('a bad hash, an unknown network or a missing query is said on the page with a 400 @bad-input', async ({ page, login }) => {
	const user = await walletsCompany()
	await login(page, user.email)
	const btcHash = 'ab'.repeat(32)
	let answer = await page.goto(report('ETH', btcHash))
	expect(answer?.status()).toBe(400)
	await expect(page.getByTestId('report-errors')).toHaveText('This is not a valid Ethereum transaction hash (0x and 64 hexadecimal digits)')

	answer = await page.goto(report('DOGE', btcHash))
	expect(answer?.status()).toBe(400)
	await expect(page.getByTestId('report-errors')).toHaveText('DOGE is not a supported network')

	answer = await page.goto(PATH)
	expect(answer?.status()).toBe(400)
	await expect(page.getByTestId('report-errors')).toContainText('Transaction hash is required')
	await expect(page.getByRole('link', { name: 'Back to wallets' })).toHaveAttribute('href', '/product/wallet-service')
})

test('the report and its error are accessible at 1280 and 360 px', async ({ page, login }) => {
	const user = await walletsCompany()
	await login(page, user.email)
	for (const width of [1280, 360]) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto(report('ETH', testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high)))
		await expect(page.getByTestId('risk-level')).toHaveText('High risk')
		await expectNoA11yViolations(page)
		await page.goto(report('BTC', 'nope'))
		await expect(page.getByTestId('report-errors')).toBeVisible()
		await expectNoA11yViolations(page)
	}
})
