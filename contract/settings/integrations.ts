import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { totpTokenSchema } from './credentials.ts'

export const WEBHOOK_REQUIRED_MESSAGE = 'You have not yet inputted a webhook url.'
export const WEBHOOK_HTTPS_MESSAGE = 'The webhook URL must start with https://'

/**
 * A host on this machine: 'localhost' (and its subdomains), 127.0.0.0/8 or
 * [::1]. Only there may a webhook URL be plain http (a receiver under
 * development, the tests' receivers), as browsers treat localhost as secure;
 * where the sandbox delivers: docs/decisions/097-webhook-destinations.md.
 */
export function isLoopbackHost(hostname: string) {
	const host = hostname.toLowerCase().replace(/\.$/, '')
	return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1'
}

/** PATCH /integrator/v1/webhook */
export const webhookRequestSchema = z.object({
	webhook: textSchema('the webhook URL', { required_error: WEBHOOK_REQUIRED_MESSAGE, invalid_type_error: WEBHOOK_REQUIRED_MESSAGE })
		.min(1, WEBHOOK_REQUIRED_MESSAGE)
		.pipe(
			z
				.string()
				.max(2048, 'The webhook URL is too long')
				.superRefine((value, ctx) => {
					if (!URL.canParse(value))
						ctx.addIssue({ code: 'custom', message: 'Enter a valid webhook URL such as https://example.com/webhooks' })
					else {
						const url = new URL(value)
						const plainOnLoopback = url.protocol === 'http:' && isLoopbackHost(url.hostname)
						if (url.protocol !== 'https:' && !plainOnLoopback) ctx.addIssue({ code: 'custom', message: WEBHOOK_HTTPS_MESSAGE })
					}
				}),
		),
	token: totpTokenSchema,
})
export type WebhookRequest = z.infer<typeof webhookRequestSchema>
export const webhookResponseSchema = envelope(z.object({ webhookUrl: z.string() }))
