import { DASHBOARD_URL } from '../utils/env'
import { expect, test } from '../utils/fixtures'
import { E2E_PASSWORD, passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'
import { addMember } from './support'

const PIN = '246810'

async function ownerWithPin(options: Parameters<typeof registerIntegrator>[0] = {}) {
	const owner = await registerIntegrator(options)
	const token = await passwordLogin(owner.email, E2E_PASSWORD)
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: PIN, confirmPin: PIN } })
	return { owner, token }
}

/** docs/product/team.md#closing-the-account */
test('the Owner closes an empty account with its name and PIN: a member’s open session ends, and logging in again says it is closed', async ({
	page,
	browser,
	login,
	jsEnabled,
}) => {
	const { owner, token } = await ownerWithPin({ businessName: 'Closing Co' })
	const member = await addMember(token, 'ADMIN', 'Ada')
	const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: DASHBOARD_URL })
	const memberPage = await context.newPage()
	await login(memberPage, member.email)
	await memberPage.goto('/settings/team')
	await expect(memberPage.getByRole('link', { name: 'Close the account…' })).toHaveCount(0)

	await login(page, owner.email)
	await page.goto('/settings/team')
	await page.getByRole('link', { name: 'Close the account…' }).click()
	await expect(page).toHaveURL(/\/settings\/team\/close$/)
	await expect(page.getByRole('heading', { name: 'What closing Closing Co does' })).toBeVisible()
	await page.getByLabel('Type Closing Co to confirm').fill('Closing Ltd')
	await page.getByLabel('Transaction PIN').fill(PIN)
	await page.getByRole('button', { name: 'Close the account' }).click()
	await expect(page.getByText('Type the account’s name, Closing Co, to close it')).toBeVisible()
	await page.getByLabel('Type Closing Co to confirm').fill('closing co')
	await page.getByLabel('Transaction PIN').fill(PIN)
	await page.getByRole('button', { name: 'Close the account' }).click()
	await expect(page).toHaveURL(/\/auth\/login/)
	await expect(page.getByText('Closing Co is closed: every member’s sessions have ended.')).toBeVisible()

	await memberPage.goto('/settings/team')
	await expect(memberPage).toHaveURL(/\/auth\/login/)
	await context.close()

	await page.getByLabel('E-mail').fill(owner.email)
	await page.getByLabel('Password').fill(E2E_PASSWORD)
	await page.getByRole('button', { name: /^Log in/ }).click()
	await expect(page.getByText('This account is closed')).toBeVisible()
})

test('an account holding money lists what to settle first and offers no form; an Admin is told only the Owner may @bad-input', async ({
	page,
	login,
}) => {
	const { owner, token } = await ownerWithPin()
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(owner.email)}/funding/NGN/deposits`, {
		body: { amount: '1500.25' },
	})
	const admin = await addMember(token, 'ADMIN', 'Ada')
	await login(page, owner.email)
	await page.goto('/settings/team/close')
	await expect(page.getByTestId('close-blockers')).toContainText('NGN Funding holds ₦1,500.25: move it out.')
	await expect(page.getByRole('button', { name: 'Close the account' })).toHaveCount(0)

	// A forged post is refused by the provider and said on the page; the account stays open.
	const forge = (from: typeof page) =>
		from.request.post('/settings/team/close', {
			form: { businessName: owner.businessName!, pin: PIN },
			headers: { Origin: DASHBOARD_URL },
			maxRedirects: 0,
		})
	const forged = await forge(page)
	expect(forged.status()).toBe(400)
	expect(await forged.text()).toContain('The account still holds money or has money on its way: settle it first')
	await page.goto('/settings/team')
	await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()

	await login(page, admin.email)
	await page.goto('/settings/team/close')
	await expect(page.getByTestId('role-refusal')).toContainText('Your role (Admin) may not hand on ownership or close the account')
	await expect(page.getByRole('button', { name: 'Close the account' })).toHaveCount(0)
	const refused = await forge(page)
	expect(refused.status()).toBe(403)
	expect(await refused.text()).toContain('Your role (Admin) may not hand on ownership or close the account')
})
