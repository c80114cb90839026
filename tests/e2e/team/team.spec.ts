import type { Browser, Page } from '@playwright/test'
import { fiatBalance, fiatCompany, FIAT_PIN, payoutCount } from '../fiat/support'
import { DASHBOARD_URL, MESSENGER_SCRIPT_URL } from '../utils/env'
import { expect, expectNoA11yViolations, FAKE_MESSENGER_SCRIPT, test } from '../utils/fixtures'
import { E2E_PASSWORD, passwordLogin, registerIntegrator, sandboxFetch, uniqueEmail, waitForMessage } from '../utils/sandbox'

/** The invitation e-mailed to `email`, opened in a browser of its own; the invitee makes their login. */
async function acceptFromMailbox(browser: Browser, email: string, firstName: string, jsEnabled: boolean): Promise<Page> {
	const message = await waitForMessage(email, { subject: 'You are invited to join' })
	const link = message.links.find((candidate) => candidate.startsWith(`${DASHBOARD_URL}/team/invitations/`))!
	const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: DASHBOARD_URL })
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

test('the Owner invites a Finance member and a Viewer, each accepts from the mailbox; the Viewer sees balances, no pay button, and a forged payout is refused 403 moving nothing; a removed member is signed out at their next request', async ({
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

	const finance = await acceptFromMailbox(browser, financeEmail, 'Fola', jsEnabled)
	const viewer = await acceptFromMailbox(browser, viewerEmail, 'Vera', jsEnabled)

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
