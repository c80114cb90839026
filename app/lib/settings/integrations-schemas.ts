import { z } from 'zod'
import { deliveryIdSchema } from '#contract/events/api.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { webhookRequestSchema } from '#contract/settings/integrations.ts'
import type { DeliveryLog } from './webhooks.ts'

/**
 * Settings forms, built from the contract's request schemas. Where the
 * user has 2FA on, the authenticator code becomes required in the form
 * itself (the extra OTP step, docs/decisions/018-extra-otp-step.md), so it works
 * without JavaScript.
 */

/**
 * The Integrations tab's posts: the webhook URL; the signing secret shown
 * (a post, so it is never in a URL, a history entry or a cache) or rotated;
 * a test event; one more attempt of a delivery.
 */
export const integrationsIntents = z.enum(['update-webhook', 'reveal-secret', 'rotate-secret', 'send-test', 'resend'])
export type IntegrationsIntent = z.infer<typeof integrationsIntents>

const SCHEMES = ['https://', 'http://']

/**
 * The webhook URL with 'https://' in front when it names no scheme at all
 * ('hooks.example.com'). Only a real scheme ('…://') counts, so a host
 * starting with 'h' is prefixed too; 'http://…' and other schemes are left
 * for the schema to refuse.
 */
export function withWebhookScheme(value: string) {
	const trimmed = value.trim()
	if (!trimmed || trimmed.includes('://')) return value
	return `https://${trimmed}`
}

/**
 * The prefix while typing: nothing yet while the text could still become
 * 'http://' or 'https://' ('h', 'htt', 'https:/'), the prefix as soon as it
 * cannot.
 */
export function prefixWhileTyping(value: string) {
	const lower = value.trimStart().toLowerCase()
	if (SCHEMES.some((scheme) => scheme.startsWith(lower))) return value
	return withWebhookScheme(value)
}

export function webhookFormSchema(twoFAEnabled: boolean) {
	// A URL typed without a scheme (or posted without JavaScript) gets https:// before it is checked.
	const schema = webhookRequestSchema.extend({
		webhook: z.preprocess((value) => (typeof value === 'string' ? withWebhookScheme(value) : value), webhookRequestSchema.shape.webhook),
	})
	return twoFAEnabled ? schema.extend({ token: otpCodeSchema('The code') }) : schema
}

/** 'Rotate secret': the transaction PIN, and with 2FA on the authenticator code, in the form itself. */
export function rotateSecretFormSchema(twoFAEnabled: boolean) {
	// Without 2FA a posted code is dropped, never sent: a stray value must not get the post refused.
	return z.object({ pin: pinSchema('PIN'), token: twoFAEnabled ? otpCodeSchema('The code') : z.unknown().transform(() => undefined) })
}

/** 'Resend' on a row of the delivery log. */
export const resendFormSchema = z.object({ deliveryId: deliveryIdSchema })

/** What the Integrations tab shows. */
export type IntegrationsTabData = {
	businessId: string
	webhookUrl: string | null
	twoFAEnabled: boolean
	pinExists: boolean
	/** Why the signed-in role may not change the webhook or see its secret (docs/product/team.md); null when it may. */
	webhookRefusal: string | null
	log: DeliveryLog
}
