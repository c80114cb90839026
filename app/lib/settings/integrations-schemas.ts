import { z } from 'zod'
import { deliveryIdSchema } from '#contract/events/api.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { webhookRequestSchema } from '#contract/settings/integrations.ts'
import { INTEGRATIONS_INTENTS, type IntegrationsIntent } from './intents.ts'
import { withWebhookScheme } from './webhook-url.ts'
import type { DeliveryLog } from './webhooks.ts'

/**
 * Settings forms, built from the contract's request schemas. Where the
 * user has 2FA on, the authenticator code becomes required in the form
 * itself (the extra OTP step, docs/decisions/018-extra-otp-step.md), so it works
 * without JavaScript.
 */

/** The Integrations tab's posts (./intents.ts lists them without zod, for the views). */
export const integrationsIntents = z.enum(INTEGRATIONS_INTENTS)
export type { IntegrationsIntent }

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
