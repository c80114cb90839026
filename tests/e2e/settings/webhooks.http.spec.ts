import type { APIRequestContext } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { PIN, integratorWithPin } from '../money/transfer-support'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'
import { hookedReceiver, type WebhookReceiver } from './webhooks-support'

/**
 * Bad input posted at the Integrations tab, as a replayed or forged post
 * would arrive: each answers its reason on the page with a 4xx (never a
 * 5xx) and changes nothing; a receiver that answers slowly or with a 500 is
 * the delivery's failure, said in the toast, not the page's.
 */

const receivers: WebhookReceiver[] = []
test.afterAll(() => Promise.all(receivers.map((receiver) => receiver.stop())))

const TAB = '/settings/integrations'

function post(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
	return request.post(TAB, { form, headers: { Origin: baseURL }, maxRedirects: 0 })
}

/** The page a redirect lands on (where its toast shows). */
async function landing(request: APIRequestContext, response: Awaited<ReturnType<typeof post>>) {
	expect(response.status()).toBe(302)
	return (await request.get(response.headers().location!)).text()
}

test('another integrator’s delivery id, and ids that cannot be one, are refused with 404 and nothing is sent @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const other = await registerIntegrator()
	const otherToken = await passwordLogin(other.email, other.password!)
	const theirReceiver = await hookedReceiver(otherToken)
	receivers.push(theirReceiver)
	const sent = await sandboxFetch<{ data: { id: string } }>('/integrator/v1/webhook/test', { token: otherToken, body: {} })

	const me = await registerIntegrator()
	await login(page, me.email)
	for (const deliveryId of [sent.data.id, 'whd_00000000000000000000', 'nonsense', '']) {
		const response = await post(page.request, baseURL!, { intent: 'resend', deliveryId })
		expect(response.status(), deliveryId).toBe(deliveryId ? 404 : 400)
		expect(await response.text()).toContain(deliveryId ? 'No webhook delivery with this id' : 'Choose a delivery')
	}
	expect(theirReceiver.received).toHaveLength(1)

	// No webhook URL yet: nothing to send a test event to.
	const noUrl = await post(page.request, baseURL!, { intent: 'send-test' })
	expect(noUrl.status()).toBe(409)
	expect(await noUrl.text()).toContain('Set a webhook URL first: there is nowhere to send events yet.')
})

test('a receiver that answers slowly or with a 500 fails the delivery with the reason, and it waits for its retry', async ({
	page,
	login,
	baseURL,
}) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	const receiver = await hookedReceiver(token)
	receivers.push(receiver)
	await login(page, user.email)

	receiver.mode = { kind: 'fail', status: 500 }
	const failing = await landing(page.request, await post(page.request, baseURL!, { intent: 'send-test' }))
	expect(failing).toContain('Test event not delivered: The receiver answered 500: only a 2xx counts as delivered. It will be retried at')

	// The sandbox of these tests gives each attempt 2 s (SANDBOX_WEBHOOK_TIMEOUT_MS, playwright.config.ts).
	receiver.mode = { kind: 'slow', ms: 6_000 }
	const started = Date.now()
	const slow = await landing(page.request, await post(page.request, baseURL!, { intent: 'send-test' }))
	expect(Date.now() - started).toBeLessThan(5_500)
	expect(slow).toContain('Test event not delivered: No answer within 2 s: the receiver must answer quickly and do its work afterwards.')
	expect(receiver.received.every((got) => got.signatureValid)).toBe(true)
})

test('rotating the secret with a wrong PIN or a wrong code is refused with the reason and keeps the secret @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const { user, token } = await integratorWithPin()
	await login(page, user.email)
	const secret = async () => (await sandboxFetch<{ data: { secret: string } }>('/integrator/v1/webhook/secret', { token })).data.secret
	const before = await secret()

	const wrong = await post(page.request, baseURL!, { intent: 'rotate-secret', pin: '000000' })
	expect(wrong.status()).toBe(400)
	expect(await wrong.text()).toContain('Your PIN is not correct. 4 attempts left before your PIN is locked for 30 minutes.')
	const short = await post(page.request, baseURL!, { intent: 'rotate-secret', pin: '12' })
	expect(short.status()).toBe(400)
	expect(await short.text()).toContain('PIN must be exactly 6 digits')
	expect(await secret()).toBe(before)

	// With 2FA on, the code is asked for in the same form; a wrong one changes nothing either.
	const setup = await sandboxFetch<{ data: { secret: string } }>('/auth/v1/2fa', { body: {}, token })
	const totp = OTPAuth.URI.parse(setup.data.secret) as OTPAuth.TOTP
	await sandboxFetch('/auth/v1/2fa/verify', { method: 'PATCH', body: { token: totp.generate() }, token })
	const missing = await post(page.request, baseURL!, { intent: 'rotate-secret', pin: PIN })
	expect(missing.status()).toBe(400)
	expect(await missing.text()).toContain('The code is required')
	const badCode = await post(page.request, baseURL!, { intent: 'rotate-secret', pin: PIN, token: '000000' })
	expect(badCode.status()).toBe(400)
	expect(await badCode.text()).toContain('The code from your authenticator app is not correct')
	expect(await secret()).toBe(before)

	const rotated = await post(page.request, baseURL!, {
		intent: 'rotate-secret',
		pin: PIN,
		token: totp.generate({ timestamp: Date.now() + 30_000 }),
	})
	expect(rotated.status()).toBe(200)
	expect(rotated.headers()['cache-control']).toContain('no-store')
	const after = await secret()
	expect(after).not.toBe(before)
	expect(await rotated.text()).toContain(after)
})
