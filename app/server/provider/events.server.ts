import {
	deliveryListResponseSchema,
	webhookDeliveryResponseSchema,
	webhookSecretResponseSchema,
	type DeliveryStatus,
	type EventType,
	type RotateSecretRequest,
} from '#contract/events/api.ts'
import type { ProviderCall } from './call.server.ts'

/**
 * Events and their webhooks (`/integrator/v1/webhook/…`, contract/events/api.ts):
 * the signing secret, its rotation, a test event, the delivery log and
 * 'Resend'. Another integrator's delivery is a 404.
 */
export function eventsApi(call: ProviderCall) {
	return {
		getSecret: () => call('/integrator/v1/webhook/secret', { schema: webhookSecretResponseSchema }).then((a) => a.data),
		rotateSecret: (body: RotateSecretRequest) =>
			call('/integrator/v1/webhook/secret/rotate', { method: 'POST', body, schema: webhookSecretResponseSchema }).then((a) => a.data),
		/** Sends a webhook.test event at once; the answer is its delivery after the first attempt. */
		sendTestEvent: () =>
			call('/integrator/v1/webhook/test', { method: 'POST', body: {}, schema: webhookDeliveryResponseSchema }).then((a) => a.data),
		/** A page of deliveries, newest first. */
		listDeliveries: (query: { status?: DeliveryStatus; type?: EventType; lek?: string; limit?: number } = {}) =>
			call('/integrator/v1/webhook/deliveries', { query, schema: deliveryListResponseSchema }).then((a) => a.data),
		/** One more attempt now; the answer is the delivery after it. */
		resendDelivery: (id: string) =>
			call(`/integrator/v1/webhook/deliveries/${encodeURIComponent(id)}/resend`, {
				method: 'POST',
				body: {},
				schema: webhookDeliveryResponseSchema,
			}).then((a) => a.data),
	}
}
