import { lendingCompany, LENDING_PIN, loans } from '../lending/support'
import { DASHBOARD_PORT, SANDBOX_PORT } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { hookedReceiver, type WebhookReceiver } from './webhooks-support'

/**
 * The attack on the back office as an integrator would try it (docs/decisions/103-webhooks-never-reach-the-provider.md):
 * a webhook URL pointing at the sandbox's back office to approve the
 * integrator's own pending loan, then 'Send test event'. The URL is refused
 * with a clear message when saved, on the sandbox's port and the dashboard's
 * alike; the test event goes to the receiver of before; the loan stays
 * pending and no dollar arrives.
 */

const OWN_LISTENER =
	"This URL points at the provider's own service (its API or this dashboard), which webhooks never go to. Enter the address of your own receiver."

let receiver: WebhookReceiver | null = null
test.afterEach(async () => {
	await receiver?.stop()
	receiver = null
})

const usdBalance = async (token: string) =>
	(await sandboxFetch<{ data: { currency: string; balance: string }[] }>('/integrator/v1/funding-account?currency=USD', { token })).data[0]
		?.balance

test("a webhook aimed at the back office to approve the integrator's own loan is refused, and 'Send test event' changes nothing @bad-input", async ({
	page,
	login,
}) => {
	const { user, token } = await lendingCompany()
	receiver = await hookedReceiver(token)
	const pending = await sandboxFetch<{ data: { id: string; status: string } }>('/lending/v1/loans', {
		token,
		body: {
			currency: 'USD',
			amount: '1000',
			collateralAsset: 'BTC',
			collateralAmount: '0.1',
			pin: LENDING_PIN,
			idempotencyKey: `e2e-attack-${Date.now().toString(36)}`.padEnd(20, '0'),
		},
	})
	expect(pending.data.status).toBe('PENDING')
	const balanceBefore = await usdBalance(token)

	await login(page, user.email)
	await page.goto('/settings/integrations')
	for (const url of [
		`http://127.0.0.1:${SANDBOX_PORT}/sandbox/v1/control/lending/loans/${pending.data.id}/approve`,
		`http://localhost:${SANDBOX_PORT}/sandbox/v1/control/scenarios/demo`,
		`http://127.0.0.1:${DASHBOARD_PORT}/settings/integrations`,
	]) {
		await page.getByRole('textbox', { name: 'Webhook URL' }).fill(url)
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByText(OWN_LISTENER)).toBeVisible()
		await expect(page.getByTestId('current-webhook')).toContainText(receiver.url)
	}

	await page.getByRole('button', { name: 'Send test event' }).click()
	await expect(page.getByTestId('toast')).toContainText('Test event delivered')
	expect(receiver.received.map((got) => got.event?.type)).toEqual(['webhook.test'])
	// Nothing moved: the loan waits for the provider, and the balance is what it was.
	expect((await loans(token)).find((loan) => loan.id === pending.data.id)?.status).toBe('PENDING')
	expect(await usdBalance(token)).toBe(balanceBefore)
})
