import { startWebhookReceiver } from '../../../sandbox/test-support/webhook-receiver'
import { test, expect, expectNoA11yViolations } from '../utils/fixtures'
import { registerIntegrator, sandboxFetch } from '../utils/sandbox'
import { confirmDeposit, expectLedgerBalanced, walletDeposit, walletsCompanyWithPin, WALLET_PIN } from '../wallets/support'
import { deliverNow, hookedReceiver, type WebhookReceiver } from './webhooks-support'

/**
 * Signed webhooks from the Integrations tab, JavaScript on and off, each
 * test with its own integrator and its own real receiver on a local port:
 * a test event fails while the receiver is stopped, is retried, and 'Resend'
 * delivers it once the receiver is back; the webhooks of real events (a
 * crypto deposit credited, a local transfer settled) arrive signed and show
 * in the log.
 */

let receiver: WebhookReceiver | null = null
test.afterEach(async () => {
	await receiver?.stop()
	receiver = null
})
test.afterEach(expectLedgerBalanced)

const row = (page: import('@playwright/test').Page, eventType: string) => page.getByTestId('delivery-row').filter({ hasText: eventType })

test('a test event fails while the receiver is down, is retried, and Resend delivers it signed', async ({
	page,
	login,
	waitForHydration,
}) => {
	test.setTimeout(60_000)
	const user = await registerIntegrator()
	receiver = await startWebhookReceiver()
	await login(page, user.email)
	await page.goto('/settings/integrations')
	await waitForHydration()
	await expect(page.getByText('Nothing to show here yet')).toBeVisible()

	// The receiver is on this machine: plain http is allowed there.
	await page.getByLabel('Webhook URL').fill(receiver.url)
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('toast')).toContainText('Webhook updated')
	await page.getByRole('button', { name: 'Reveal' }).click()
	const secret = (await page.getByTestId('signing-secret').textContent())!.trim()
	expect(secret).toMatch(/^whsec_/)
	receiver.secret = secret

	await receiver.stop()
	await page.getByRole('button', { name: 'Send test event' }).click()
	await expect(page.getByTestId('toast')).toContainText('Test event not delivered: Not sent: could not connect to the receiver.')
	// The secret was shown on that one answer only.
	await expect(page.getByTestId('signing-secret')).toHaveCount(0)
	const test_ = row(page, 'webhook.test')
	await expect(test_.getByTestId('delivery-status')).toHaveText('Pending')
	// The pill is the kit's StatusBadge, in the tone every other list gives a pending status.
	await expect(test_.getByTestId('delivery-status')).toHaveAttribute('data-tone', 'pending')
	await expect(test_.getByTestId('delivery-attempts')).toHaveText('1')
	await expect(test_).toContainText('Next retry')

	// The back office runs the retry now instead of waiting for its backoff: still refused.
	expect(await deliverNow(user.email)).toEqual({ sent: 1, delivered: 0, failed: 1 })
	await page.reload()
	await expect(test_.getByTestId('delivery-attempts')).toHaveText('2')
	await expect(test_.getByTestId('delivery-status-code')).toHaveText('—')

	await receiver.start()
	await test_.getByRole('button', { name: /^Resend/ }).click()
	await expect(page.getByTestId('toast')).toContainText('Event delivered')
	await expect(test_.getByTestId('delivery-status')).toHaveText('Delivered')
	await expect(test_.getByTestId('delivery-status')).toHaveAttribute('data-tone', 'success')
	await expect(test_.getByTestId('delivery-status-code')).toHaveText('200')
	await expect(test_.getByTestId('delivery-attempts')).toHaveText('3')
	await expect(test_.getByTestId('delivery-response-time')).toHaveText(/^\d+ ms$/)
	// The log with a row, its filters and a toast: the tab's fullest state (js-enabled only, record 067).
	await expectNoA11yViolations(page)
	expect(receiver.received).toHaveLength(1)
	expect(receiver.received[0]!.signatureValid).toBe(true)
	expect(receiver.received[0]!.event).toMatchObject({ type: 'webhook.test', data: { businessId: user.profile.pk } })
})

test('the signed webhooks of a crypto deposit credited and a local transfer settled arrive, and show in the log', async ({
	page,
	login,
}) => {
	test.setTimeout(60_000)
	const { user, token } = await walletsCompanyWithPin()
	receiver = await hookedReceiver(token)

	const deposit = await walletDeposit(user.email, { asset: 'BTC', network: 'BTC', amount: '0.002' })
	expect((await confirmDeposit(deposit.id, 3)).status).toBe('CONFIRMED')
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(user.email)}/funding/NGN/deposits`, {
		body: { amount: '2000.00' },
	})
	const transfer = await sandboxFetch<{ data: { id: string } }>('/integrator/v1/local-transfer', {
		token,
		body: {
			currency: 'NGN',
			bankCode: '058',
			accountNumber: '0123456789',
			amount: '150.00',
			pin: WALLET_PIN,
			idempotencyKey: `webhook-${deposit.id}`,
		},
	})
	await sandboxFetch(`/sandbox/v1/control/transfers/${transfer.data.id}/settle`, { body: {} })

	// The worker sends them within its round; nothing else is waited for.
	const [credited] = await receiver.waitFor((got) => got.event?.type === 'wallets.deposit.completed')
	expect(credited!.signatureValid).toBe(true)
	expect(credited!.event!.data).toMatchObject({ id: deposit.id, asset: 'BTC', amount: '0.00200000', status: 'CONFIRMED' })
	const [settled] = await receiver.waitFor((got) => got.event?.type === 'funding.transfer.completed')
	expect(settled!.signatureValid).toBe(true)
	expect(settled!.event!.data).toMatchObject({ id: transfer.data.id, status: 'ITF_COMPLETED', amount: '150.00', currency: 'NGN' })

	await login(page, user.email)
	await page.goto('/settings/integrations?status=DELIVERED')
	await expect(row(page, 'wallets.deposit.completed')).toContainText('Crypto deposit completed')
	await expect(row(page, 'funding.transfer.completed').getByTestId('delivery-status-code')).toHaveText('200')
	// The event filter keeps one kind.
	await page.getByLabel('Event').selectOption('funding.transfer.completed')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/type=funding\.transfer\.completed/)
	await expect(page.getByTestId('delivery-row')).toHaveCount(1)
})
