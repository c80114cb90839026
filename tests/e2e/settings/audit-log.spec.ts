import { FIAT_PIN, fiatCompany } from '../fiat/support'
import { expect, expectNoA11yViolations, test } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'

/**
 * Settings → Audit log, JavaScript on and off (docs/product/audit-log.md):
 * a webhook URL changed and a payout confirmed through the dashboard are in
 * the log with who made them, the browser's address and client as the
 * dashboard passed them on, the URL before and after, and the payout's
 * amount and receipt; a kind filter is a URL; the CSV holds what is shown.
 */

const ADDRESS = '203.0.113.77'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditLogSpec/1.0'
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS }, userAgent: BROWSER })

const HOOK = 'https://example.com/audit-hooks'

test('a webhook change and a payout are in the audit log with who, from where and what; a kind filter is a URL; the CSV holds the rows shown', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(60_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)

	await page.goto('/settings/integrations')
	await waitForHydration()
	await page.getByLabel('Webhook URL').fill(HOOK)
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('toast')).toContainText('Webhook updated')

	const payees = await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', { token })
	await page.goto(`/product/fiat-wallet-service/payout?currency=NGN&beneficiary=${payees.data[0]!.id}`)
	await waitForHydration()
	await page.getByLabel('Amount (NGN)').fill('1234.56')
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/payout\/fpq_/)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
	await expect(page).toHaveURL(/\/fiat\/payout\/receipt\?/)
	const payoutId = new URL(page.url()).searchParams.get('transfer-id')!

	await page.goto('/settings')
	await page.getByRole('link', { name: 'Audit log' }).click()
	await expect(page).toHaveURL(/\/settings\/audit-log$/)
	await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
	const webhook = page.getByTestId('audit-row').and(page.locator('[data-kind="settings.webhook"]'))
	await expect(webhook.getByTestId('audit-kind')).toHaveText('Webhook URL changed')
	await expect(webhook.getByTestId('audit-actor')).toHaveText('Ada Okafor')
	await expect(webhook).toContainText(`${user.email} · Owner`)
	await expect(webhook.getByTestId('audit-ip')).toHaveText(ADDRESS)
	await expect(webhook.getByTestId('audit-client')).toHaveText(BROWSER)
	await expect(webhook.getByTestId('audit-before')).toHaveText('—')
	await expect(webhook.getByTestId('audit-after')).toHaveText(HOOK)
	const payout = page.getByTestId('audit-row').and(page.locator('[data-kind="money.payout"]'))
	await expect(payout.getByTestId('audit-kind')).toHaveText('Payout confirmed')
	await expect(payout.getByTestId('audit-ip')).toHaveText(ADDRESS)
	await expect(payout).toContainText('₦1,234.56')
	await expect(payout.getByTestId('audit-receipt')).toHaveAttribute('href', new RegExp(`transfer-id=${payoutId}`))
	await expectNoA11yViolations(page)

	// The filter is a GET form: its answer is a URL, and the URL alone opens the same view.
	await waitForHydration()
	await page.getByLabel('Kind').selectOption({ label: 'Payout confirmed' })
	await page.getByRole('button', { name: 'Apply' }).click()
	// The form sends its empty fields too (member=&from=&to=): they mean 'All'.
	await expect(page).toHaveURL(/\/settings\/audit-log\?(.+&)?kind=money\.payout(&|$)/)
	await expect(page.getByTestId('audit-row')).toHaveCount(1)
	await page.goto('/settings/audit-log?kind=settings.webhook')
	await expect(page.getByTestId('audit-row')).toHaveCount(1)
	await expect(page.getByTestId('audit-kind')).toHaveText('Webhook URL changed')
	await page.goto('/settings/audit-log?kind=settings.mfa')
	await expect(page.getByText('No search found for MFA preference changed')).toBeVisible()

	// The CSV of what is shown: the same filter, the same rows.
	await page.goto('/settings/audit-log?kind=money.payout')
	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toBe('/settings/audit-log/export.csv?kind=money.payout')
	const csv = await page.request.get(href!)
	expect(csv.status()).toBe(200)
	expect(csv.headers()['content-type']).toContain('text/csv')
	const lines = (await csv.text()).trim().split('\r\n')
	expect(lines[0]).toBe('Date,Member,E-mail,Role,What,Changes,Amount,Currency,Reference,IP,Client')
	expect(lines).toHaveLength(2)
	expect(lines[1]).toContain(`,Ada Okafor,${user.email},Owner,Payout confirmed,,1234.56,NGN,${payoutId},${ADDRESS},${BROWSER}`)

	// At 360 px each entry is a stacked card: nothing of the page is wider than the screen.
	await page.setViewportSize({ width: 360, height: 800 })
	await page.goto('/settings/audit-log')
	await expect(page.getByTestId('audit-row')).not.toHaveCount(0)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('a filter the URL gets wrong is said, and the rest apply @bad-input', async ({ page, login }) => {
	const { user } = await fiatCompany()
	await login(page, user.email)
	await page.goto('/settings/audit-log?kind=nope&from=2026-02-30')
	await expect(page.getByRole('alert')).toContainText('Kind must be one of the audit log kinds')
	await expect(page.getByRole('alert')).toContainText('From must be a real date')
	const refused = await page.request.get('/settings/audit-log/export.csv?kind=nope')
	expect(refused.status()).toBe(400)
	expect(await refused.text()).toBe('Kind must be one of the audit log kinds')
})
