import type { Browser, Page } from '@playwright/test'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { fiatBalance, fiatCompany, FIAT_PIN, payoutCount } from '../fiat/support'
import { DASHBOARD_URL, MESSENGER_SCRIPT_URL } from '../utils/env'
import { expect, expectNoA11yViolations, FAKE_MESSENGER_SCRIPT, loginWithSession, test } from '../utils/fixtures'
import { E2E_PASSWORD, sandboxFetch, uniqueEmail, waitForMessage } from '../utils/sandbox'
import { CLEAN_BTC_ADDRESS, mainWalletBalances, WALLET_PIN, walletsCompanyWithPin } from '../wallets/support'

const MEMBER_PIN = '582931'

/**
 * The Owner and the Finance member browse from addresses of their own (documentation addresses, one set
 * per worker: the rate limits count per address), so the audit log's 'From' shows whose browser took each step.
 */
const HOST = 1 + Math.floor(Math.random() * 250)
const OWNER_ADDRESS = `198.51.100.${HOST}`
const PAYER_ADDRESS = `203.0.113.${HOST}`
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': OWNER_ADDRESS } })

/** A Finance member of the Owner's business, with a login and PIN of their own (made through the provider's API). */
async function financeMember(ownerToken: string) {
	const email = uniqueEmail('approvals-finance')
	await sandboxFetch('/integrator/v1/team/invitations', {
		token: ownerToken,
		body: { email, role: 'FINANCE', callbackUrl: `${DASHBOARD_URL}/team/invitations` },
	})
	const message = await waitForMessage(email, { subject: 'You are invited to join' })
	const invitation = message.links[0]!.split('/team/invitations/')[1]!
	const accepted = await sandboxFetch<{ data: { accessToken: string } }>('/integrator/v1/invitations/accept', {
		body: { token: decodeURIComponent(invitation), firstName: 'Fola', lastName: 'Finance', password: E2E_PASSWORD },
	})
	const token = accepted.data.accessToken
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: MEMBER_PIN, confirmPin: MEMBER_PIN } })
	return { email, token }
}

async function memberPage(browser: Browser, email: string, jsEnabled: boolean): Promise<Page> {
	const context = await browser.newContext({
		javaScriptEnabled: jsEnabled,
		baseURL: DASHBOARD_URL,
		extraHTTPHeaders: { 'X-Forwarded-For': PAYER_ADDRESS },
	})
	await context.route(MESSENGER_SCRIPT_URL, (route) =>
		route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MESSENGER_SCRIPT }),
	)
	const page = await context.newPage()
	await loginWithSession(page, email)
	return page
}

/** The amount a rule of this kind and currency shows in the rules' table. */
const ruleAmount = (page: Page, kind: string, currency: string) =>
	page
		.getByRole('row')
		.filter({ has: page.getByTestId(`rule-form-${kind}-${currency}`) })
		.getByTestId('rule-amount')

/** `page`'s member quotes an NGN payout to the scenario's Ada Okafor and confirms it with their PIN. */
async function payNgn(page: Page, beneficiaryId: string, amount: string, waitForHydration: (page: Page) => Promise<void>) {
	await page.goto(`/product/fiat-wallet-service/payout?currency=NGN&beneficiary=${beneficiaryId}`)
	await waitForHydration(page)
	await page.getByLabel('Amount (NGN)').fill(amount)
	await page.getByRole('button', { name: 'Get quote' }).click()
	await expect(page).toHaveURL(/\/payout\/fpq_[0-9a-f]{20}$/)
	await waitForHydration(page)
	await page.getByLabel('Transaction PIN').fill(MEMBER_PIN)
	await page.getByRole('button', { name: 'Confirm payout' }).click()
}

test('a rule at ₦5,000: Finance pays below it at once; above it the payout waits on its own page; the Owner approves with their PIN and it is sent once; a rejection sends nothing; the audit log tells who asked and who decided, from where, by member and as CSV', async ({
	page,
	browser,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user, token } = await fiatCompany()
	const beneficiaries = await sandboxFetch<{ data: { id: string; name: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', {
		token,
	})
	const ada = beneficiaries.data.find((item) => item.name.includes('Okafor'))!
	const finance = await financeMember(token)

	// The Owner sets the rule.
	await login(page, user.email)
	await page.goto('/settings/approval-rules')
	await expect(page.getByRole('heading', { name: 'Approval rules', level: 1 })).toBeVisible()
	await expectNoA11yViolations(page)
	await waitForHydration()
	const ngnRule = page.getByTestId('rule-form-PAYOUT-NGN')
	await ngnRule.getByLabel('Payout NGN amount').fill('5000.005')
	await ngnRule.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByTestId('rule-form-PAYOUT-NGN')).toContainText('NGN amounts can have at most 2 decimals')
	await page.getByTestId('rule-form-PAYOUT-NGN').getByLabel('Payout NGN amount').fill('5000')
	await page.getByTestId('rule-form-PAYOUT-NGN').getByRole('button', { name: 'Save' }).click()
	await expect(ruleAmount(page, 'PAYOUT', 'NGN')).toHaveText('₦5,000.00')

	// Finance sees the rules read-only, and pays below the rule at once.
	const payer = await memberPage(browser, finance.email, jsEnabled)
	const hydrate = (target: Page) => waitForHydration(target)
	await payer.goto('/settings/approval-rules')
	await expect(payer.getByTestId('rules-read-only')).toContainText('Your role (Finance) may not set approval rules')
	await expect(payer.getByRole('button', { name: 'Save' })).toHaveCount(0)
	const start = await fiatBalance(token, 'NGN')
	const payouts = await payoutCount(token)
	await payNgn(payer, ada.id, '1000', hydrate)
	await expect(payer).toHaveURL(/\/receipt/)
	expect(await payoutCount(token)).toBe(payouts + 1)
	const afterSmall = await fiatBalance(token, 'NGN')
	expect(afterSmall).not.toBe(start)

	// At the rule's amount it waits, on the request's own page.
	await payNgn(payer, ada.id, '5000', hydrate)
	await expect(payer).toHaveURL(/\/approvals\/apr_[0-9a-f]{20}$/)
	const requestUrl = payer.url()
	await expect(payer.getByTestId('approval-status')).toHaveText('Waiting for approval')
	await expect(payer.getByTestId('approval-state')).toContainText('You asked for this payout')
	await expect(payer.getByLabel('Transaction PIN')).toHaveCount(0)
	expect(await fiatBalance(token, 'NGN')).toBe(afterSmall)
	expect(await payoutCount(token)).toBe(payouts + 1)
	await waitForMessage(user.email, { subject: 'A payout of ₦5,000.00 waits for your approval' })

	// The Owner approves it with their PIN: sent once.
	await page.goto('/')
	await expect(page.getByTestId('approvals-pending')).toContainText('1')
	await page.getByTestId('approvals-link').click()
	await expect(page).toHaveURL('/approvals')
	await page.getByRole('link', { name: 'Payout to Ada Okafor' }).first().click()
	await expect(page).toHaveURL(requestUrl)
	await expect(page.getByTestId('approval-amount')).toHaveText('₦5,000.00')
	await expect(page.getByTestId('approval-fee')).toHaveText('₦75.00')
	await expect(page.getByTestId('approval-total')).toHaveText('₦5,075.00')
	await expect(page.getByTestId('approval-requested-by')).toContainText(finance.email)
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Approve and send' }).click()
	await expect(page.getByTestId('approval-status')).toHaveText('Approved')
	await expect(page.getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', /\/receipt\?/)
	expect(await payoutCount(token)).toBe(payouts + 2)
	const sent = await fiatBalance(token, 'NGN')
	expect(BigInt(afterSmall.replace('.', '')) - BigInt(sent.replace('.', ''))).toBe(507500n)

	// The next one is rejected, with a reason: nothing is sent.
	await payNgn(payer, ada.id, '6000', hydrate)
	await expect(payer).toHaveURL(/\/approvals\/apr_[0-9a-f]{20}$/)
	await page.goto(payer.url().replace(DASHBOARD_URL, ''))
	await waitForHydration()
	await page.getByLabel('Reason').fill('Not this month')
	await page.getByRole('button', { name: 'Reject' }).click()
	await expect(page.getByTestId('approval-status')).toHaveText('Rejected')
	await expect(page.getByTestId('approval-reason')).toHaveText('Not this month')
	expect(await fiatBalance(token, 'NGN')).toBe(sent)
	expect(await payoutCount(token)).toBe(payouts + 2)

	// Settings → Audit log tells it back: who asked, who decided, for how much, and from which browser.
	await page.goto('/settings/audit-log')
	const entry = (kind: string, amount: string) =>
		page
			.getByTestId('audit-row')
			.and(page.locator(`[data-kind="${kind}"]`))
			.filter({ hasText: amount })
	const owner = { name: 'Ada Okafor', email: user.email, role: 'Owner', address: OWNER_ADDRESS }
	const fola = { name: 'Fola Finance', email: finance.email, role: 'Finance', address: PAYER_ADDRESS }
	const steps = [
		{ kind: 'approvals.rule', label: 'Approval rule changed', amount: '5000.00', by: owner },
		{ kind: 'money.payout', label: 'Payout confirmed', amount: '₦1,000.00', by: fola },
		{ kind: 'approvals.requested', label: 'Approval requested', amount: '₦5,000.00', by: fola },
		{ kind: 'approvals.approved', label: 'Approval request approved', amount: '₦5,000.00', by: owner },
		// The approved payout is made by the approval: the approver's entry.
		{ kind: 'money.payout', label: 'Payout confirmed', amount: '₦5,000.00', by: owner },
		{ kind: 'approvals.requested', label: 'Approval requested', amount: '₦6,000.00', by: fola },
		{ kind: 'approvals.rejected', label: 'Approval request rejected', amount: '₦6,000.00', by: owner },
	]
	for (const step of steps) {
		const row = entry(step.kind, step.amount)
		await expect(row).toHaveCount(1)
		await expect(row.getByTestId('audit-kind')).toHaveText(step.label)
		await expect(row.getByTestId('audit-actor')).toHaveText(step.by.name)
		await expect(row).toContainText(`${step.by.email} · ${step.by.role}`)
		await expect(row.getByTestId('audit-ip')).toHaveText(step.by.address)
	}
	await expect(entry('approvals.rejected', '₦6,000.00')).toContainText('Not this month')
	// The refused rule (three decimals) recorded nothing: one rule change.
	await expect(page.getByTestId('audit-row').and(page.locator('[data-kind="approvals.rule"]'))).toHaveCount(1)

	// The Finance member's steps alone, by the URL; the CSV holds what is shown.
	const folaId = await page.getByLabel('Member').locator('option', { hasText: 'Fola Finance' }).getAttribute('value')
	await page.goto(`/settings/audit-log?member=${folaId}&kind=approvals.requested`)
	await expect(page.getByTestId('audit-row')).toHaveCount(2)
	await expect(page.getByTestId('audit-ip')).toHaveText([PAYER_ADDRESS, PAYER_ADDRESS])
	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toBe(`/settings/audit-log/export.csv?member=${folaId}&kind=approvals.requested`)
	const lines = (await (await page.request.get(href!)).text()).trim().split('\r\n')
	expect(lines).toHaveLength(3)
	for (const [line, amount] of [
		[lines[1], '6000.00'],
		[lines[2], '5000.00'],
	]) {
		expect(line).toContain(`,Fola Finance,${finance.email},Finance,Approval requested,`)
		expect(line).toContain(`,${amount},NGN,`)
		expect(line).toContain(`,${PAYER_ADDRESS},`)
	}
	await payer.context().close()
})

test('a crypto withdrawal at the BTC rule waits on its request page with its address, network and exact fees; the Owner approves it and it is sent once', async ({
	page,
	browser,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	test.setTimeout(120_000)
	const { user, token } = await walletsCompanyWithPin()
	const finance = await financeMember(token)

	// The Owner sets a rule in the asset's own decimals.
	await login(page, user.email)
	await page.goto('/settings/approval-rules')
	await waitForHydration()
	const btcRule = page.getByTestId('rule-form-WITHDRAWAL-BTC')
	await btcRule.getByLabel('Crypto withdrawal BTC amount').fill('0.01')
	await btcRule.getByRole('button', { name: 'Save' }).click()
	await expect(ruleAmount(page, 'WITHDRAWAL', 'BTC')).toHaveText('0.01 BTC')

	// Finance withdraws 0.01 BTC: the confirmation ends on the request's page, nothing leaves.
	const before = (await mainWalletBalances(token, 'BTC')).balance
	const payer = await memberPage(browser, finance.email, jsEnabled)
	await payer.goto('/product/wallet-service/BTC/withdraw')
	await waitForHydration(payer)
	await payer.getByLabel('Saved address').selectOption('')
	await payer.getByLabel('New address').fill(CLEAN_BTC_ADDRESS)
	await payer.getByLabel('Amount (BTC)').fill('0.01')
	await payer.getByRole('button', { name: 'Get quote' }).click()
	await expect(payer).toHaveURL(/\/withdraw\/wqt_[0-9a-f]{20}$/)
	await waitForHydration(payer)
	await payer.getByLabel('Transaction PIN').fill(MEMBER_PIN)
	await payer.getByRole('button', { name: 'Confirm withdrawal' }).click()
	await expect(payer).toHaveURL(/\/approvals\/apr_[0-9a-f]{20}$/)
	await expect(payer.getByTestId('approval-state')).toContainText('You asked for this withdrawal')
	expect((await mainWalletBalances(token, 'BTC')).balance).toBe(before)

	// The Owner sees what goes where, to the satoshi, and approves with their PIN.
	await page.goto(payer.url().replace(DASHBOARD_URL, ''))
	await expect(page.getByTestId('approval-beneficiary')).toHaveText(CLEAN_BTC_ADDRESS)
	await expect(page.getByTestId('approval-network')).toHaveText('Bitcoin')
	await expect(page.getByTestId('approval-amount')).toHaveText('0.01 BTC')
	await expect(page.getByTestId('approval-total')).toHaveText('0.01022 BTC')
	await expectNoA11yViolations(page)
	await waitForHydration()
	await page.getByLabel('Transaction PIN').fill(WALLET_PIN)
	await page.getByRole('button', { name: 'Approve and send' }).click()
	await expect(page.getByTestId('approval-status')).toHaveText('Approved')
	await expect(page.getByRole('link', { name: 'Open the withdrawal' })).toHaveAttribute('href', /\/BTC\/withdrawals\/wtx_/)
	const after = (await mainWalletBalances(token, 'BTC')).balance
	// 0.01 + 0.00002 network fee + 0.0002 service fee, in satoshis, once.
	expect(toMinorUnits(before, 'BTC') - toMinorUnits(after, 'BTC')).toBe(1_022_000n)
	await payer.context().close()
})
