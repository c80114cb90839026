import type { Page } from '@playwright/test'
import { complianceCompany } from '../compliance/support'
import { fiatCompany } from '../fiat/support'
import { fiatBeneficiaries } from '../payments/support'
import { expect, test } from '../utils/fixtures'
import { addMember } from './support'

/**
 * Roles across every page (docs/product/team.md, record 135): what the signed-in role may not do
 * is its reason in place of the action, never a button that fails.
 */
async function expectRefusal(page: Page, path: string, reason: string) {
	await page.goto(path)
	await expect(page.getByTestId('role-refusal').first()).toHaveText(reason)
}

test('a Viewer sees the reasons and none of the actions; a Developer sees webhooks and sessions but no pay button', async ({
	page,
	login,
}) => {
	test.setTimeout(120_000)
	const { token } = await complianceCompany()
	const viewer = await addMember(token, 'VIEWER', 'Vera')
	const developer = await addMember(token, 'DEVELOPER', 'Dev')

	await login(page, viewer.email)
	await expectRefusal(page, '/settings/security?section=sessions', 'Your role (Viewer) may not manage API sessions')
	await expect(page.getByRole('link', { name: 'Generate new session' })).toHaveCount(0)
	await expectRefusal(page, '/product/compliance/crypto-wallet-analysis', 'Your role (Viewer) may not run screenings')
	await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await expectRefusal(page, '/local-transfer', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await expectRefusal(page, '/product/compliance/kyc/create', 'Your role (Viewer) may not set up KYC flows')
	await expect(page.getByLabel('Name')).toHaveCount(0)
	await expectRefusal(page, '/subscriptions', 'Your role (Viewer) may not manage services')
	await expect(page.getByRole('button', { name: /^(Subscribe|Activate)$/ })).toHaveCount(0)
	await expect(page.getByRole('link', { name: /^Deactivate/ })).toHaveCount(0)
	await page.goto('/settings/integrations')
	await expect(page.getByTestId('webhook-refusal')).toHaveText('Your role (Viewer) may not manage webhooks')
	await expect(page.getByLabel('Webhook URL')).toHaveCount(0)

	await login(page, developer.email)
	await page.goto('/settings/security?section=sessions')
	await expect(page.getByRole('link', { name: 'Generate new session' })).toBeVisible()
	await expect(page.getByTestId('role-refusal')).toHaveCount(0)
	await page.goto('/settings/integrations')
	await expect(page.getByLabel('Webhook URL')).toBeVisible()
	await page.goto('/product/compliance/kyc/create')
	await expect(page.getByLabel('Name')).toBeVisible()
	await expectRefusal(page, '/local-transfer', 'Your role (Developer) may not move money')
	await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await expectRefusal(page, '/product/compliance/crypto-wallet-analysis', 'Your role (Developer) may not run screenings')
})

test('on a beneficiary’s page a Viewer is offered neither Pay nor Delete, a Developer no Pay, each with the reason', async ({
	page,
	login,
}) => {
	test.setTimeout(120_000)
	const { token } = await fiatCompany()
	const [beneficiary] = await fiatBeneficiaries(token)
	const viewer = await addMember(token, 'VIEWER', 'Vera')
	const developer = await addMember(token, 'DEVELOPER', 'Dev')
	const path = `/product/payment-service/beneficiary/${beneficiary!.id}`

	await login(page, viewer.email)
	await page.goto(path)
	await expect(page.getByTestId('role-refusal')).toHaveText([
		'Your role (Viewer) may not move money',
		'Your role (Viewer) may not manage beneficiaries or withdrawal addresses',
	])
	await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0)
	await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
	await expect(page.getByRole('link', { name: /^Delete / })).toHaveCount(0)
	await page.goto(`${path}?confirm=delete`)
	await expect(page.getByRole('button', { name: 'Delete beneficiary' })).toHaveCount(0)

	await login(page, developer.email)
	await page.goto(path)
	await expect(page.getByTestId('role-refusal').first()).toHaveText('Your role (Developer) may not move money')
	await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0)
})
