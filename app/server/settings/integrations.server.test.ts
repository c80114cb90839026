import { afterAll, expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { getToast } from '#app/server/toast.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { startWebhookReceiver, type WebhookReceiver } from '#sandbox/test-support/webhook-receiver.ts'
import { inRounds } from '#tests/support/provider-rounds.server.ts'
import { registerIntegrator, requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { handleIntegrationsAction, loadIntegrationsTab } from './integrations.server.ts'

/**
 * The Integrations tab against the real sandbox and a real receiver: the tab
 * (profile and delivery log) costs one provider round trip (its calls leave
 * together, counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md); 'Reveal' answers the secret in the page, kept by no cache;
 * 'Send test event' and 'Resend' go back to the log's URL with the outcome
 * in a toast; another integrator's delivery is the provider's 404 on the form.
 */

const APP = 'http://localhost:3000'
const provider = useProvider()
const receivers: WebhookReceiver[] = []
afterAll(() => Promise.all(receivers.map((receiver) => receiver.stop())))

/** A company signed in to the dashboard, with its webhook URL pointing at a fresh receiver that knows its secret. */
async function hookedCompany() {
	const email = await registerIntegrator(provider.url)
	const session = await signInAs(provider.url, email)
	const at = (path: string, init?: RequestInit) => requestWithCookies(`${APP}${path}`, session, init)
	const userOf = (request: Request) => requireUser(request, getLoadContext())
	const post = async (path: string, fields: Record<string, string>) => {
		const request = at(path, { method: 'POST', headers: { Origin: APP }, body: new URLSearchParams(fields) })
		return handleIntegrationsAction(request, await userOf(request))
	}
	const receiver = await startWebhookReceiver()
	receivers.push(receiver)
	const saved = (await post('/settings/integrations', { intent: 'update-webhook', webhook: receiver.url })) as Response
	expect(saved.status).toBe(302)
	const revealed = await post('/settings/integrations', { intent: 'reveal-secret' })
	receiver.secret = (revealed as unknown as { data: { secret: string } }).data.secret
	const load = async (path = '/settings/integrations') => {
		const request = at(path)
		return loadIntegrationsTab(request, await userOf(request))
	}
	return { email, receiver, post, load, userOf, at }
}

/** What an action's data() answer holds (Remix's single-fetch shape: `{ data, init }`). */
const answerOf = (answer: unknown) => answer as { data: Record<string, unknown>; init: ResponseInit | null }
/** The toast a redirect sets, read back as the next page's root loader reads it. */
const toastOf = async (response: Response) => {
	const { toast } = await getToast(requestWithCookies(`${APP}/`, response))
	return `${toast?.title} ${toast?.description}`
}

test('the tab, with its delivery log, costs one provider round trip', { timeout: 60_000 }, async () => {
	const { post, load } = await hookedCompany()
	expect(((await post('/settings/integrations', { intent: 'send-test' })) as Response).status).toBe(302)
	const shown = await inRounds('the tab', () => load('/settings/integrations?status=DELIVERED&type=webhook.test'), [
		'GET /integrator/v1',
		'GET /integrator/v1/webhook/deliveries',
	])
	expect(shown.log.items).toHaveLength(1)
	expect(shown.log.items[0]).toMatchObject({ eventType: 'webhook.test', status: 'DELIVERED', statusCode: 200, attempts: 1 })
	expect(shown.log.filters).toEqual({ status: 'DELIVERED', type: 'webhook.test' })
})

test('Reveal answers the secret in the page only; a test event and Resend come back to the log with their outcome', async () => {
	const { post, load, receiver } = await hookedCompany()
	const revealed = answerOf(await post('/settings/integrations', { intent: 'reveal-secret' }))
	expect(revealed.data).toMatchObject({ intent: 'reveal-secret', secret: receiver.secret })
	expect(new Headers(revealed.init?.headers).get('Cache-Control')).toBe('no-store')

	await receiver.stop()
	const failed = (await post('/settings/integrations?status=PENDING', { intent: 'send-test' })) as Response
	expect(failed.status).toBe(302)
	expect(failed.headers.get('Location')).toBe('/settings/integrations?status=PENDING')
	expect(await toastOf(failed)).toMatch(/Test event not delivered: Not sent: could not connect to the receiver\. It will be retried at/)
	const [pending] = (await load('/settings/integrations?status=PENDING')).log.items
	expect(pending).toMatchObject({ status: 'PENDING', attempts: 1, statusCode: null })

	await receiver.start()
	const resent = (await post('/settings/integrations', { intent: 'resend', deliveryId: pending!.id })) as Response
	expect(resent.headers.get('Location')).toBe('/settings/integrations')
	expect(await toastOf(resent)).toContain('Event delivered')
	expect(await toastOf(resent)).toContain('Your receiver answered 200 in')
	expect(receiver.received.at(-1)!.signatureValid).toBe(true)
	expect((await load()).log.items[0]).toMatchObject({ id: pending!.id, status: 'DELIVERED', attempts: 2 })
})

test("another integrator's delivery, a nonsense id and a wrong PIN are refused on the form, changing nothing @bad-input", async () => {
	const mine = await hookedCompany()
	const theirs = await hookedCompany()
	expect(((await theirs.post('/settings/integrations', { intent: 'send-test' })) as Response).status).toBe(302)
	const [their] = (await theirs.load()).log.items
	for (const deliveryId of [their!.id, 'whd_00000000000000000000', 'nonsense']) {
		const refused = answerOf(await mine.post('/settings/integrations', { intent: 'resend', deliveryId }))
		expect(refused.init?.status).toBe(404)
		expect(JSON.stringify(refused.data)).toContain('No webhook delivery with this id')
	}
	expect((await theirs.load()).log.items[0]).toMatchObject({ attempts: 1 })

	const noPin = answerOf(await mine.post('/settings/integrations', { intent: 'rotate-secret', pin: '123456' }))
	expect(noPin.init?.status).toBe(400)
	expect(JSON.stringify(noPin.data)).toContain('Create a transaction PIN in Settings')
	const badPin = answerOf(await mine.post('/settings/integrations', { intent: 'rotate-secret', pin: '12' }))
	expect(badPin.init?.status).toBe(400)
	expect(JSON.stringify(badPin.data)).toContain('PIN must be exactly 6 digits')
	const stillSame = answerOf(await mine.post('/settings/integrations', { intent: 'reveal-secret' }))
	expect(stillSame.data.secret).toBe(mine.receiver.secret)
})
