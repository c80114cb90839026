import * as OTPAuth from 'otpauth'
import { fiatCompany, FIAT_PIN } from '../fiat/support'
import { DASHBOARD_URL } from '../utils/env'
import { expect, test } from '../utils/fixtures'
import { E2E_PASSWORD, passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'
import { addMember } from './support'

async function turnOn2FA(token: string) {
	const setup = await sandboxFetch<{ data: { secret: string } }>('/auth/v1/2fa', { body: {}, token })
	const totp = OTPAuth.URI.parse(setup.data.secret) as OTPAuth.TOTP
	await sandboxFetch('/auth/v1/2fa/verify', { method: 'PATCH', body: { token: totp.generate() }, token })
}

test('the Owner hands ownership to an Admin with their PIN and goes on as an Admin', async ({ page, login }) => {
	const { user, token } = await fiatCompany()
	const admin = await addMember(token, 'ADMIN', 'Ada')
	await login(page, user.email)
	await page.goto('/settings/team')
	const adminRow = page.getByTestId('member').filter({ hasText: admin.email })
	await adminRow.getByRole('link', { name: /^Make Owner/ }).click()
	await expect(page.getByText('Make Ada ADMIN the Owner?')).toBeVisible()
	await page.getByLabel('Transaction PIN').fill('000000')
	await page.getByRole('button', { name: 'Hand on ownership' }).click()
	await expect(page.getByText(/PIN/).first()).toBeVisible()
	await expect(adminRow.getByTestId('member-role')).toHaveText('Admin')
	await page.getByLabel('Transaction PIN').fill(FIAT_PIN)
	await page.getByRole('button', { name: 'Hand on ownership' }).click()
	await expect(page).toHaveURL(/\/settings\/team$/)
	await expect(adminRow.getByTestId('member-role')).toHaveText('Owner')
	await expect(page.getByTestId('member').filter({ hasText: user.email }).getByTestId('member-role')).toHaveText('Admin')
	await expect(page.getByRole('link', { name: /^Make Owner/ })).toHaveCount(0)
	await expect(page.getByRole('heading', { name: 'Two-factor authentication for every member' })).toHaveCount(0)
})

test('the Owner requires 2FA: a member without it is sent to set it up, and goes on once they have', async ({
	page,
	browser,
	login,
	jsEnabled,
}) => {
	const owner = await registerIntegrator()
	const ownerToken = await passwordLogin(owner.email, E2E_PASSWORD)
	const member = await addMember(ownerToken, 'FINANCE', 'Fola')
	// The member's session is open before the rule: its next request is sent to the setup.
	const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: DASHBOARD_URL })
	const memberPage = await context.newPage()
	await login(memberPage, member.email)
	await login(page, owner.email)
	await page.goto('/settings/team')
	await expect(page.getByTestId('team-two-fa-state')).toContainText('Not required')
	await page.getByRole('button', { name: 'Require 2FA for every member' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Turn on your own two-factor authentication first' })).toBeVisible()
	await turnOn2FA(ownerToken)
	await page.getByRole('button', { name: 'Require 2FA for every member' }).click()
	await expect(page.getByTestId('team-two-fa-state')).toContainText('Required')

	await memberPage.goto('/settings/team')
	await expect(memberPage).toHaveURL(/\/settings\/security\?section=2fa$/)
	await memberPage.goto('/')
	await expect(memberPage).toHaveURL(/\/settings\/security\?section=2fa$/)
	await turnOn2FA(member.token)
	await memberPage.goto('/settings/team')
	await expect(memberPage).toHaveURL(/\/settings\/team$/)
	await context.close()
})
