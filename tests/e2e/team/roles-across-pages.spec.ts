import type { Page } from '@playwright/test'
import { TEST_ENTITIES } from '../../../contract/compliance/test-values'
import { complianceCompany } from '../compliance/support'
import { fiatCompany } from '../fiat/support'
import { deposit, firstBank, integratorWithPin } from '../money/transfer-support'
import { fiatBeneficiaries } from '../payments/support'
import { DASHBOARD_URL } from '../utils/env'
import { expect, test } from '../utils/fixtures'
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'
import { addMember } from './support'

/**
 * Roles across every page (docs/product/team.md, record 135): what the signed-in role may not do
 * is its reason in place of the action, never a button that fails.
 */
/** The password of every scenario's integrators (sandbox/scenario-people.ts). */
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

async function expectRefusal(page: Page, path: string, reason: string) {
	await page.goto(path)
	await expect(page.getByTestId('role-refusal').first()).toHaveText(reason)
}

test('a Viewer sees the reasons and none of the actions; a Developer sees webhooks and sessions but no pay button', async ({
	page,
	login,
}) => {
	test.setTimeout(120_000)
	const { token } = await complianceCompany('services-approved')
	const viewer = await addMember(token, 'VIEWER', 'Vera')
	const developer = await addMember(token, 'DEVELOPER', 'Dev')

	await login(page, viewer.email)
	await expectRefusal(page, '/product/lending-service/all-wallets', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: /^Create collateral wallet/ })).toHaveCount(0)
	await expectRefusal(page, '/settings/security?section=sessions', 'Your role (Viewer) may not manage API sessions')
	await expect(page.getByRole('link', { name: 'Generate new session' })).toHaveCount(0)
	await expectRefusal(page, '/product/compliance/crypto-wallet-analysis', 'Your role (Viewer) may not run screenings')
	await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await expectRefusal(
		page,
		`/product/compliance/entity-due-diligence?name=${encodeURIComponent(TEST_ENTITIES.high)}&country=NG`,
		'Your role (Viewer) may not run screenings',
	)
	await expect(page.getByTestId('entity-result').first()).toBeVisible()
	await expect(page.getByRole('button', { name: /^Order report/ })).toHaveCount(0)
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

test('on a beneficiary’s page a Viewer is offered neither Pay nor Delete, nor a wallet to open, a Developer no Pay, each with the reason', async ({
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
	// A currency without a wallet: the reason in place of 'Open virtual account', on the wallet's page and the payout's.
	for (const at of ['/product/fiat-wallet-service/wallet?currency=ZAR', '/product/fiat-wallet-service/payout?currency=ZAR']) {
		await expectRefusal(page, at, 'Your role (Viewer) may not move money')
		await expect(page.getByRole('button', { name: /^Open virtual account/ })).toHaveCount(0)
	}

	await login(page, developer.email)
	await page.goto(path)
	await expect(page.getByTestId('role-refusal').first()).toHaveText('Your role (Developer) may not move money')
	await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0)
})

test('a Viewer reads the onboarding steps with the reason and no form; a Compliance member gets the form', async ({ page, login }) => {
	test.setTimeout(120_000)
	const owner = (await seedScenario('kyb-in-progress')).integrators[0]!
	const token = await passwordLogin(owner.email, SCENARIO_PASSWORD)
	const viewer = await addMember(token, 'VIEWER', 'Vera')
	const compliance = await addMember(token, 'COMPLIANCE', 'Cora')
	const reason = "Your role (Viewer) may not change the business's onboarding"

	await login(page, viewer.email)
	for (const step of ['company-information', 'documents-upload', 'information-summary', 'sign-and-submit']) {
		await expectRefusal(page, `/business-onboarding/${step}`, reason)
		await expect(page.getByRole('button', { name: /^(Save and continue|Continue to sign and submit|Submit|Back)$/ })).toHaveCount(0)
		await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)
	}

	await login(page, compliance.email)
	await page.goto('/business-onboarding/company-information')
	await expect(page.getByRole('button', { name: 'Save and continue' })).toBeVisible()
	await expect(page.getByTestId('role-refusal')).toHaveCount(0)
})

test('a Viewer sees Settings → Products, the money forms and the logo with the reasons and nothing to press; a forged delete is refused @bad-input', async ({
	page,
	login,
}) => {
	test.setTimeout(120_000)
	const owner = (await seedScenario('settings-ready')).integrators[0]!
	const token = await passwordLogin(owner.email, SCENARIO_PASSWORD)
	const viewer = await addMember(token, 'VIEWER', 'Vera')

	await login(page, viewer.email)
	await expectRefusal(
		page,
		'/settings/products?product=wallets&screen=addresses',
		'Your role (Viewer) may not manage beneficiaries or withdrawal addresses',
	)
	await expect(page.getByTestId('saved-address')).toHaveCount(2)
	await expect(page.getByRole('button', { name: 'Add address' })).toHaveCount(0)
	await expect(page.getByRole('link', { name: /^Delete / })).toHaveCount(0)
	const saved = await sandboxFetch<{ data: { addressId: string }[] }>('/integrator/v1/withdrawal-addresses', { token })
	const forged = await page.request.post('/settings/products?product=wallets&screen=addresses', {
		form: { intent: 'delete-address', addressId: saved.data[0]!.addressId },
		headers: { Origin: DASHBOARD_URL },
		maxRedirects: 0,
	})
	expect(forged.status(), await forged.text()).toBe(403)
	expect(await forged.text()).toContain('Your role (Viewer) may not manage beneficiaries or withdrawal addresses')
	expect((await sandboxFetch<{ data: unknown[] }>('/integrator/v1/withdrawal-addresses', { token })).data).toHaveLength(2)
	await expectRefusal(page, '/settings/products?product=wallets&screen=emails', "Your role (Viewer) may not change the business's settings")
	await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0)
	await expectRefusal(
		page,
		'/settings/products?product=wallets&screen=blacklist',
		"Your role (Viewer) may not change the business's settings",
	)
	await expect(page.getByRole('switch', { name: 'Check withdrawal addresses against blacklists' })).toBeDisabled()
	await expectRefusal(page, '/settings', "Your role (Viewer) may not change the business's settings")
	await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0)
	await expectRefusal(page, '/product/wallet-service/USDT/withdraw', 'Your role (Viewer) may not move money')
	await expectRefusal(page, '/product/wallet-service/all-wallets', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: 'Create sub-wallet' })).toHaveCount(0)
	await expectRefusal(page, '/product/trading/quote', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0)
	await expectRefusal(page, '/product/trading/transfer', 'Your role (Viewer) may not move money')
	await expectRefusal(page, '/product/trading', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: /^Open wallet/ })).toHaveCount(0)
	await expectRefusal(page, '/product/wallet-service', 'Your role (Viewer) may not move money')
	await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0)
})

test('a Viewer opening a quote another member made, by its URL, sees the reason instead of its confirm form', async ({ page, login }) => {
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	const bank = await firstBank(token, 'NGN')
	const quote = await sandboxFetch<{ data: { id: string } }>('/integrator/v1/local-transfer/quote', {
		token,
		body: { currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '12.34' },
	})
	const viewer = await addMember(token, 'VIEWER', 'Vera')
	await login(page, viewer.email)
	await expectRefusal(page, `/local-transfer/quote/${quote.data.id}`, 'Your role (Viewer) may not move money')
	await expect(page.getByText('₦12.34').first()).toBeVisible()
	await expect(page.getByLabel('Transaction PIN')).toHaveCount(0)
	await expect(page.getByRole('button', { name: /^Confirm/ })).toHaveCount(0)
})
