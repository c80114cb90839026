import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { totpTokenSchema } from './credentials.ts'

export const WEBHOOK_REQUIRED_MESSAGE = 'You have not yet inputted a webhook url.'
export const WEBHOOK_HTTPS_MESSAGE = 'The webhook URL must start with https://'

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
					else if (new URL(value).protocol !== 'https:') ctx.addIssue({ code: 'custom', message: WEBHOOK_HTTPS_MESSAGE })
				}),
		),
	token: totpTokenSchema,
})
export type WebhookRequest = z.infer<typeof webhookRequestSchema>
export const webhookResponseSchema = envelope(z.object({ webhookUrl: z.string() }))
