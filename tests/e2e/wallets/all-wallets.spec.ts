import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from '../utils/fixtures'
import { atDefaultPrices } from '../utils/prices'
import { passwordLogin, sandboxFetch, seedScenario, uniqueSuffix } from '../utils/sandbox'

/**
 * /product/wallet-service/all-wallets for a 'wallets-active' company (main
 * wallets in BTC, ETH, USDT and USDC; sub-wallets 'Ada Okafor' USDT and
 * 'Kwame Mensah' BTC): a sub-wallet is created and found by search; search,
 * filters and pages are URLs; the CSV holds the filtered list exactly; bad
 * input gets a clear message, never a 500, and creates nothing; the home
 * shows the wallets' total in USD. JavaScript on and off.
 */

const PATH = '/product/wallet-service/all-wallets'

type Wallet = { id: string; label: string | null; kind: string }

async function walletsCompany() {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	const token = await passwordLogin(user.email, user.password!)
	const wallets = async () => (await sandboxFetch<{ data: { items: Wallet[] } }>('/wallets/v1/wallets?limit=100', { token })).data.items
	return { user, token, wallets }
}

const rows = (page: Page) => page.getByTestId('wallet-row')
const createForm = (page: Page) => page.getByRole('region', { name: 'Create sub-wallet' })

test('a sub-wallet is created from the page and found by its label, customer reference and address', async ({ page, login }) => {
	const { user, wallets } = await walletsCompany()
	await login(page, user.email)
	await page.goto(PATH)
	await expect(rows(page)).toHaveCount(6)
	await expect(rows(page).first()).toContainText('BTC main wallet')
	await expect(rows(page).first().getByRole('link', { name: 'BTC main wallet' })).toHaveAttribute('href', '/product/wallet-service/BTC')

	const suffix = uniqueSuffix()
	const label = `Lagos Shop ${suffix}`
	const reference = `REF-${suffix}`
	const form = createForm(page)
	await form.getByLabel('Asset').selectOption('ETH')
	await form.getByLabel('Label', { exact: true }).fill(label)
	await form.getByLabel('Customer reference').fill(reference)
	await form.getByRole('button', { name: 'Create sub-wallet' }).click()

	// Created: the list searched for the new sub-wallet's customer reference.
	await expect(page).toHaveURL(`${PATH}?q=${encodeURIComponent(reference)}`)
	await expect(page.getByText(`ETH sub-wallet "${label}" created`)).toBeVisible()
	await expect(rows(page)).toHaveCount(1)
	const row = rows(page).first()
	await expect(row).toContainText(label)
	await expect(row).toContainText(`Customer reference: ${reference}`)
	await expect(row.getByTestId('wallet-balance')).toHaveText('0.00 ETH')
	expect((await wallets()).filter((wallet) => wallet.label === label)).toHaveLength(1)
	// The form starts empty again for the next one.
	await expect(createForm(page).getByLabel('Label', { exact: true })).toHaveValue('')

	// Found by its label through the search form, then by its deposit address.
	await page.goto(PATH)
	await page.getByRole('searchbox', { name: 'Search' }).fill(label.toLowerCase())
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(label.toLowerCase()).replace(/%20/g, '(\\+|%20)')}`))
	await expect(rows(page)).toHaveCount(1)
	await rows(page).first().getByText('Deposit addresses').click()
	const address = (await rows(page).first().locator('dd').first().textContent())!.trim()
	expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
	await page.goto(`${PATH}?q=${encodeURIComponent(address)}`)
	await expect(rows(page)).toHaveCount(1)
	await expect(rows(page).first()).toContainText(label)
	await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(address)
})

test('filters and pages are URLs; Next and Previous keep the filters', async ({ page, login }) => {
	const { user, token } = await walletsCompany()
	// Twenty more USDT sub-wallets: 22 sub-wallets in all, past one page of 20.
	for (let batch = 0; batch < 4; batch++) {
		await Promise.all(
			Array.from({ length: 5 }, (_, i) =>
				sandboxFetch('/wallets/v1/sub-wallets', {
					token,
					body: { asset: 'USDT', label: `Customer ${batch * 5 + i + 1}`, customerReference: `C-${batch * 5 + i + 1}` },
				}),
			),
		)
	}
	await login(page, user.email)

	await page.goto(`${PATH}?kind=SUB&asset=BTC`)
	await expect(rows(page)).toHaveCount(1)
	await expect(rows(page).first()).toContainText('Kwame Mensah')
	await expect(page.getByRole('search').getByLabel('Kind')).toHaveValue('SUB')
	await expect(page.getByRole('search').getByLabel('Asset')).toHaveValue('BTC')

	// The filter form: Asset BTC alone is the main wallet and Kwame's.
	await page.goto(PATH)
	await page.getByRole('search').getByLabel('Asset').selectOption('BTC')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/\?(.*&)?asset=BTC/)
	await expect(rows(page)).toHaveCount(2)
	await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)

	await page.goto(`${PATH}?kind=SUB`)
	await expect(rows(page)).toHaveCount(20)
	await expect(rows(page).first()).toContainText('Ada Okafor')
	await page.getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(/\?kind=SUB&lek=/)
	await expect(rows(page)).toHaveCount(2)
	await expect(rows(page).last()).toContainText('Customer 20')
	await page.getByRole('link', { name: 'Previous' }).click()
	await expect(page).toHaveURL(/\?kind=SUB&lek=/)
	await expect(rows(page)).toHaveCount(20)
	await expect(rows(page).first()).toContainText('Ada Okafor')
})

test('the CSV export holds every wallet the filters select, with exact balances', async ({ page, login }) => {
	const { user } = await walletsCompany()
	await login(page, user.email)
	await page.goto(`${PATH}?kind=SUB`)
	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toBe(`${PATH}/export.csv?kind=SUB`)
	const answer = await page.request.get(href!)
	expect(answer.status()).toBe(200)
	expect(answer.headers()['content-type']).toContain('text/csv')
	const lines = (await answer.text()).trim().split(/\r?\n/)
	expect(lines[0]).toBe('Kind,Asset,Label,Customer reference,Balance,Pending,USD value,Addresses,Created (UTC),Wallet ID')
	expect(lines).toHaveLength(3)
	expect(lines[1]).toMatch(/^Sub-wallet,USDT,Ada Okafor,CUST-0001,150\.000000,0\.000000,150\.00,ETH: 0x[0-9a-fA-F]{40}; TRON: T\w{33},/)
	expect(lines[2]).toMatch(/^Sub-wallet,BTC,Kwame Mensah,CUST-0002,0\.00000000,0\.00250000,0\.00,BTC: bc1q\w+,/)

	// Its USD values are at the default prices: read while no test moves them (tests/e2e/utils/prices.ts).
	const all = await atDefaultPrices(async () => (await (await page.request.get(`${PATH}/export.csv`)).text()).trim().split(/\r?\n/))
	expect(all).toHaveLength(7)
	expect(all[1]).toMatch(/^Main wallet,BTC,,,0\.52340000,0\.01500000,34021\.00,/)
	const found = (await (await page.request.get(`${PATH}/export.csv?q=kwame`)).text()).trim().split(/\r?\n/)
	expect(found).toHaveLength(2)
})

test('the home shows the wallets total in USD and the latest crypto movements', async ({ page, login }) => {
	const { user } = await walletsCompany()
	await login(page, user.email)
	const block = page.getByTestId('dashboard-wallets')
	// BTC 0.5234 × 65000 + ETH 2.75 × 3200 + USDT 2230.50 + USDC 4000 (credited deposits; pending ones are not counted),
	// at the default prices: read while no test moves them (tests/e2e/utils/prices.ts).
	await atDefaultPrices(async () => {
		await page.goto('/')
		await expect(block.getByTestId('wallets-total-usd')).toHaveText(/49,051\.50/)
	})
	await expect(block.getByTestId('wallets-asset-BTC')).toContainText('0.5234')
	await expect(block.getByRole('table', { name: 'Latest crypto movements' })).toBeVisible()
	await block.getByRole('link', { name: 'All wallets' }).click()
	await expect(page).toHaveURL(PATH)
	await expect(page.getByRole('heading', { level: 1, name: 'All wallets' })).toBeVisible()
})

test('a company whose Wallet service is not active sees no wallets block, and the page sends it to its products', async ({
	page,
	login,
}) => {
	// 'services-approved': the Wallet service approved, not activated.
	const user = (await seedScenario('services-approved')).integrators[0]!
	await login(page, user.email)
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByTestId('dashboard-wallets')).toHaveCount(0)
	await page.goto(PATH)
	await expect(page).toHaveURL('/products')
})

test('refused fields are said under them, nothing is created; garbage in the URL is said above the list @bad-input', async ({
	page,
	login,
}) => {
	const { user, wallets } = await walletsCompany()
	await login(page, user.email)
	await page.goto(PATH)
	const form = createForm(page)
	await form.getByLabel('Customer reference').fill('REF-1')
	await form.getByRole('button', { name: 'Create sub-wallet' }).click()
	await expect(form.getByText('Label is required')).toBeVisible()
	await expect(form.getByLabel('Label', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	expect(await wallets()).toHaveLength(6)

	await page.goto(`${PATH}?kind=BOGUS&lek=garbage&asset=DOGE`)
	const alert = page.getByRole('alert').filter({ hasText: 'Kind must be one of' })
	await expect(alert).toContainText('Kind must be one of Main wallet, Sub-wallet')
	await expect(alert).toContainText('DOGE is not a supported crypto asset')
	await expect(page.getByRole('status').filter({ hasText: 'Showing the first page' })).toBeVisible()
	await expect(rows(page)).toHaveCount(6)
})

test('bad posts get a clear message and a 400, never a 500, and create nothing @bad-input', async ({ page, login, baseURL }) => {
	const { user, wallets } = await walletsCompany()
	await login(page, user.email)
	const post = (form: Record<string, string>) => page.request.post(PATH, { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const cases: Array<[Record<string, string>, string]> = [
		[{ intent: 'create-sub-wallet', asset: 'USDT', label: '', customerReference: 'R' }, 'Label is required'],
		[{ intent: 'create-sub-wallet', asset: 'DOGE', label: 'L', customerReference: 'R' }, 'DOGE is not a supported crypto asset'],
		[
			{ intent: 'create-sub-wallet', asset: 'USDT', label: 'x'.repeat(5_000), customerReference: 'R' },
			'Label must be at most 80 characters',
		],
		[
			{ intent: 'create-sub-wallet', asset: 'USDT', label: 'L', customerReference: 'r'.repeat(65) },
			'Customer reference must be at most 64 characters',
		],
		[
			{ intent: 'create-sub-wallet', asset: 'USDT', label: 'a\u0000b', customerReference: 'R' },
			'Remove the control characters from the label.',
		],
		[{ asset: 'USDT', label: 'L', customerReference: 'R' }, 'Choose what to change.'],
	]
	for (const [form, message] of cases) {
		const answer = await post(form)
		expect(answer.status(), message).toBe(400)
		expect(await answer.text(), message).toContain(message)
	}
	for (const path of [`${PATH}?lek=${'z'.repeat(600)}`, `${PATH}?kind=${'\u0000'}`, `${PATH}/export.csv?kind=NOPE`]) {
		expect((await page.request.get(path)).status(), path).toBeLessThan(500)
	}
	expect(await wallets()).toHaveLength(6)
})

test('the page and the home have no serious or critical axe violations at 1280 and 360 px', async ({ page, login, waitForHydration }) => {
	// Eight axe scans of full pages: past the 30 s default on a busy machine.
	test.slow()
	const { user } = await walletsCompany()
	await login(page, user.email)
	const atBothWidths = async () => {
		for (const size of [
			{ width: 1280, height: 800 },
			{ width: 360, height: 740 },
		]) {
			await page.setViewportSize(size)
			await expectNoA11yViolations(page)
		}
	}
	await page.goto(PATH)
	await waitForHydration()
	await rows(page).nth(4).getByText('Deposit addresses').click()
	await atBothWidths()
	await createForm(page).getByRole('button', { name: 'Create sub-wallet' }).click()
	await expect(createForm(page).getByText('Label is required')).toBeVisible()
	await atBothWidths()
	await page.goto(`${PATH}?kind=BOGUS`)
	await expect(page.getByRole('alert')).toBeVisible()
	await atBothWidths()
	await page.goto('/')
	await expect(page.getByTestId('wallets-total-usd')).toBeVisible()
	await atBothWidths()
})
