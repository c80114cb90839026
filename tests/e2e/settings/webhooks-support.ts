/**
 * What the webhook specs share: a real receiver per test (a server on a free
 * local port that checks each delivery's signature, sandbox/test-support/
 * webhook-receiver.ts), hooked to an integrator through the provider, and the
 * back office's 'deliver now', which sends pending deliveries without waiting
 * for their backoff (the sandbox's clock is shared by parallel tests and is
 * never moved).
 */
import { startWebhookReceiver, type WebhookReceiver } from '../../../sandbox/test-support/webhook-receiver'
import { sandboxFetch } from '../utils/sandbox'

export type { WebhookReceiver }

/** A fresh receiver set as the integrator's webhook URL (through the provider), knowing its signing secret. */
export async function hookedReceiver(token: string) {
	const receiver = await startWebhookReceiver()
	await sandboxFetch('/integrator/v1/webhook', { method: 'PATCH', token, body: { webhook: receiver.url } })
	const secret = await sandboxFetch<{ data: { secret: string } }>('/integrator/v1/webhook/secret', { token })
	receiver.secret = secret.data.secret
	return receiver
}

/** Every pending delivery of the integrator sent now, backoff or not. */
export async function deliverNow(email: string) {
	const answer = await sandboxFetch<{ data: { sent: number; delivered: number; failed: number } }>('/sandbox/v1/control/events/deliver', {
		body: { email },
	})
	return answer.data
}
