import type { Browser, Page } from '@playwright/test'
import { fiatBalance, fiatCompany, FIAT_PIN, payoutCount } from '../fiat/support'
import { DASHBOARD_URL, MESSENGER_SCRIPT_URL } from '../utils/env'
import { expect, expectNoA11yViolations, FAKE_MESSENGER_SCRIPT, test } from '../utils/fixtures'
import { E2E_PASSWORD, passwordLogin, registerIntegrator, sandboxFetch, uniqueEmail, waitForMessage } from '../utils/sandbox'

/**
 * Each person of the story browses from an address of their own (documentation addresses, one set per
 * worker: the rate limits count per address), passed on by the dashboard, so the audit log's 'From' of
 * each step is the browser of whoever took it (docs/product/audit-log.md).
 */
const address = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`
const OWNER_ADDRESS = address()
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': OWNER_ADDRESS } })

/** The invitation e-mailed to `email`, opened in a browser of its own (from `from`); the invitee makes their login. */
async function acceptFromMailbox(browser: Browser, email: string, firstName: string, jsEnabled: boolean, from: string): Promise<Page> {
	const message = await waitForMessage(email, { subject: 'You are invited to join' })
	const link = message.links.find((candidate) => candidate.startsWith(`${DASHBOARD_URL}/team/invitations/`))!
	const context = await browser.newContext({
		javaScriptEnabled: jsEnabled,
		baseURL: DASHBOARD_URL,
		extraHTTPHeaders: { 'X-Forwarded-For': from },
	})
	await context.route(MESSENGER_SCRIPT_URL, (route) =>
		route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MESSENGER_SCRIPT }),
	)
	const page = await context.newPage()
	await page.goto(link)
	await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()
	await page.getByLabel('First name').fill(firstName)
	await page.getByLabel('Last name').fill('Member')
	await page.getByLabel('Password').fill(E2E_PASSWORD)
	await page.getByRole('button', { name: 'Accept and create login' }).click()
	await expect(page).toHaveURL(`${DASHBOARD_URL}/`)
	return page
}

async function invite(page: Page, email: string, role: string) {
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Role', { exact: true }).selectOption({ label: role })
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByTestId('invitation').filter({ hasText: email })).toContainText(role)
}

test('the Owner invites a Finance member and a Viewer, each accepts from the mailbox; the Viewer sees balances, no pay button, and a forged payout is refused 403 moving nothing; a removed member is signed out at their next request; a Viewer made Developer logs in again; the Owner reads each step back in the audit log, with who and from where, by member and as CSV', async ({
	page,
	browser,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	test.setTimeout(180_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)

	await page.goto('/settings/team')
	await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
	await expect(page.getByTestId('member')).toHaveCount(1)
	await expectNoA11yViolations(page)
	await waitForHydration()
	const financeEmail = uniqueEmail('team-finance')
	const viewerEmail = uniqueEmail('team-viewer')
	await invite(page, financeEmail, 'Finance')
	await invite(page, viewerEmail, 'Viewer')

	const [financeAddress, viewerAddress] = [`203.0.113.${OWNER_ADDRESS.split('.')[3]}`, `192.0.2.${OWNER_ADDRESS.split('.')[3]}`]
	const finance = await acceptFromMailbox(browser, financeEmail, 'Fola', jsEnabled, financeAddress)
	const viewer = await acceptFromMailbox(browser, viewerEmail, 'Vera', jsEnabled, viewerAddress)

	await page.reload()
	await expect(page.getByTestId('member')).toHaveCount(3)
	await expect(page.getByTestId('invitation')).toHaveCount(0)
	await expect(page.getByTestId('member').filter({ hasText: financeEmail }).getByTestId('member-role')).toHaveText('Finance')

	// The Viewer reads the balances, and is offered no payout.
	await viewer.goto('/product/fiat-wallet-service/wallet?currency=EUR')
	await expect(viewer.getByTestId('fiat-wallet-balance')).toHaveText('€25,000.00')
	await expect(viewer.getByTestId('role-refusal')).toHaveText('Your role (Viewer) may not move money')
	await expect(viewer.getByRole('link', { name: /^Payout/ })).toHaveCount(0)
	await expect(viewer.getByRole('link', { name: /^Pay / })).toHaveCount(0)
	await expect(viewer.getByRole('heading', { name: 'Move money' })).toHaveCount(0)
	await viewer.goto('/product/fiat-wallet-service/payout?currency=EUR')
	await expect(viewer.getByTestId('role-refusal')).toHaveText('Your role (Viewer) may not move money')
	await expect(viewer.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await viewer.goto('/local-transfer')
	await expect(viewer.getByTestId('role-refusal')).toHaveText('Your role (Viewer) may not move money')
	await expect(viewer.getByRole('button', { name: 'Get quote' })).toHaveCount(0)

	// A forged confirmation of the Owner's quote: 403 with the reason, and nothing moves.
	const beneficiaries = await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=EUR', { token })
	const quote = await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts/quote', {
		token,
		body: { currency: 'EUR', beneficiaryId: beneficiaries.data[0]!.id, amount: '100.00' },
	})
	const [balanceBefore, payoutsBefore] = await Promise.all([fiatBalance(token, 'EUR'), payoutCount(token)])
	const forged = await viewer.request.post(`/product/fiat-wallet-service/payout/${quote.data.id}`, {
		form: { pin: FIAT_PIN, confirmNameMismatch: 'on' },
		headers: { Origin: DASHBOARD_URL },
		maxRedirects: 0,
	})
	expect(forged.status(), await forged.text()).toBe(403)
	expect(await forged.text()).toContain('Your role (Viewer) may not move money')
	expect(await fiatBalance(token, 'EUR')).toBe(balanceBefore)
	expect(await payoutCount(token)).toBe(payoutsBefore)
	// The Viewer is still signed in, and is offered no webhook change either.
	await viewer.goto('/settings/integrations')
	await expect(viewer.getByTestId('webhook-refusal')).toHaveText('Your role (Viewer) may not manage webhooks')
	await expect(viewer.getByRole('button', { name: 'Save Changes' })).toHaveCount(0)
	await expect(viewer.getByRole('button', { name: 'Reveal' })).toHaveCount(0)
	await viewer.goto('/settings/team')
	await expect(viewer.getByTestId('team-manage-refusal')).toHaveText('Your role (Viewer) may not manage the team.')

	// The Owner removes the Finance member, who is signed out at their next request.
	await page.getByRole('link', { name: `Remove Fola Member` }).click()
	await expect(page.getByRole('heading', { name: 'Remove Fola Member from the team?' })).toBeVisible()
	await page.getByRole('button', { name: 'Remove member' }).click()
	await expect(page.getByTestId('member')).toHaveCount(2)
	await finance.goto('/settings/team')
	await expect(finance).toHaveURL(/\/auth\/login/)

	// The Owner makes the Viewer a Developer: signed out at their next request, they log in again with their password.
	const vera = page.getByTestId('member').filter({ hasText: viewerEmail })
	await vera.getByLabel('Role of Vera Member').selectOption({ label: 'Developer' })
	await vera.getByRole('button', { name: 'Change role' }).click()
	await expect(page.getByTestId('member').filter({ hasText: viewerEmail }).getByTestId('member-role')).toHaveText('Developer')
	await viewer.goto('/settings/team')
	await expect(viewer).toHaveURL(/\/auth\/login/)
	await waitForHydration(viewer)
	await viewer.getByLabel('E-mail').fill(viewerEmail)
	await viewer.getByLabel('Password (optional)').fill(E2E_PASSWORD)
	await viewer.getByRole('button', { name: 'Log in' }).click()
	await expect(viewer).toHaveURL('/settings/team')
	await expect(viewer.getByRole('banner')).toContainText('Developer')

	// The Owner reads the story back in Settings → Audit log: each step, who took it and from where.
	await page.goto('/settings')
	await page.getByRole('link', { name: 'Audit log' }).click()
	await expect(page).toHaveURL(/\/settings\/audit-log$/)
	const owner = { name: 'Ada Okafor', email: user.email, address: OWNER_ADDRESS }
	const fola = { name: 'Fola Member', email: financeEmail, address: financeAddress }
	const veraMember = { name: 'Vera Member', email: viewerEmail, address: viewerAddress }
	const steps = [
		{ kind: 'auth.login', label: 'Logged in', by: veraMember, role: 'Developer', about: 'password' },
		{ kind: 'team.role_changed', label: 'Member’s role changed', by: owner, role: 'Owner', about: viewerEmail },
		{ kind: 'team.removed', label: 'Member removed', by: owner, role: 'Owner', about: financeEmail },
		{ kind: 'team.joined', label: 'Invitation accepted', by: veraMember, role: 'Viewer', about: viewerEmail },
		{ kind: 'team.joined', label: 'Invitation accepted', by: fola, role: 'Finance', about: financeEmail },
		{ kind: 'team.invited', label: 'Member invited', by: owner, role: 'Owner', about: viewerEmail },
		{ kind: 'team.invited', label: 'Member invited', by: owner, role: 'Owner', about: financeEmail },
	]
	const rows = page.getByTestId('audit-row')
	// Newest first: the story from its end; the forged payout, refused, recorded nothing.
	for (const [index, step] of steps.entries()) {
		const row = rows.nth(index)
		await expect(row).toHaveAttribute('data-kind', step.kind)
		await expect(row.getByTestId('audit-kind')).toHaveText(step.label)
		await expect(row.getByTestId('audit-actor')).toHaveText(step.by.name)
		await expect(row).toContainText(`${step.by.email} · ${step.role}`)
		await expect(row).toContainText(step.about)
		await expect(row.getByTestId('audit-ip')).toHaveText(step.by.address)
	}
	await expect(page.locator('[data-kind^="money."]')).toHaveCount(0)

	// A member's steps alone, by the URL; its CSV holds the rows shown.
	const veraId = await page.getByLabel('Member').locator('option', { hasText: 'Vera Member' }).getAttribute('value')
	await page.goto(`/settings/audit-log?member=${veraId}`)
	await expect(rows).toHaveCount(2)
	await expect(rows.getByTestId('audit-kind')).toHaveText(['Logged in', 'Invitation accepted'])
	await expect(rows.getByTestId('audit-ip')).toHaveText([viewerAddress, viewerAddress])
	const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
	expect(href).toBe(`/settings/audit-log/export.csv?member=${veraId}`)
	const lines = (await (await page.request.get(href!)).text()).trim().split('\r\n')
	expect(lines).toHaveLength(3)
	expect(lines[1]).toContain(`,Vera Member,${viewerEmail},Developer,Logged in,Method: password,,,,${viewerAddress},`)
	expect(lines[2]).toContain(`,Vera Member,${viewerEmail},Viewer,Invitation accepted,`)
	expect(lines[2]).toContain(`,${viewerAddress},`)
	// The whole log's CSV holds every step, each with its member and address.
	const all = (await (await page.request.get('/settings/audit-log/export.csv')).text()).trim().split('\r\n').slice(1)
	for (const step of steps) {
		const line = all.find(
			(candidate) => candidate.includes(`,${step.label},`) && candidate.includes(step.about) && candidate.includes(step.by.name),
		)
		expect(line, step.label).toContain(`,${step.by.name},${step.by.email},${step.role},${step.label},`)
		expect(line, step.label).toContain(`,${step.by.address},`)
	}

	await finance.context().close()
	await viewer.context().close()
})

test('an existing login joins a second business from its invitation signed in, and switches between its businesses in the top bar', async ({
	page,
	login,
	waitForHydration,
}) => {
	const alpha = await registerIntegrator({ businessName: `Alpha ${uniqueEmail('a').slice(0, 8)}` })
	const beta = await registerIntegrator({ businessName: `Beta ${uniqueEmail('b').slice(0, 8)}` })
	const betaToken = await passwordLogin(beta.email, E2E_PASSWORD)
	await sandboxFetch('/integrator/v1/team/invitations', {
		token: betaToken,
		body: { email: alpha.email, role: 'DEVELOPER', callbackUrl: `${DASHBOARD_URL}/team/invitations` },
	})
	const message = await waitForMessage(alpha.email, { subject: 'You are invited to join' })
	await login(page, alpha.email)
	await expect(page.getByTestId('business-switcher')).toHaveCount(0)

	await page.goto(message.links[0]!)
	await expect(page.getByRole('heading', { name: `Join ${beta.businessName}` })).toBeVisible()
	await waitForHydration()
	await page.getByRole('button', { name: `Join ${beta.businessName}` }).click()
	await expect(page).toHaveURL(`${DASHBOARD_URL}/`)
	const switcher = page.getByTestId('business-switcher')
	await expect(switcher.getByRole('combobox', { name: 'Business' })).toHaveValue(String(beta.profile.pk))
	await expect(page.getByRole('banner')).toContainText('Developer')

	await switcher.getByRole('combobox', { name: 'Business' }).selectOption({ label: alpha.businessName! })
	await switcher.getByRole('button', { name: 'Switch' }).click()
	await expect(page).toHaveURL(`${DASHBOARD_URL}/`)
	await expect(switcher.getByRole('combobox', { name: 'Business' })).toHaveValue(String(alpha.profile.pk))
	await expect(page.getByRole('banner')).toContainText('Owner')
})
