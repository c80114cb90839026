import { z } from 'zod'
import { otpCodeSchema } from '#contract/settings/credentials.ts'
import { webhookRequestSchema } from '#contract/settings/integrations.ts'

/**
 * Settings forms, built from the contract's request schemas. Where the
 * user has 2FA on, the authenticator code becomes required in the form
 * itself (the extra OTP step, docs/decisions/018-extra-otp-step.md), so it works
 * without JavaScript.
 */
export const AUTHENTICATOR_PROMPT = 'Input OTP from your authenticator app'

/** The Integrations tab's one change. */
export const integrationsIntents = z.enum(['update-webhook'])
export type IntegrationsIntent = z.infer<typeof integrationsIntents>

export function webhookFormSchema(twoFAEnabled: boolean) {
	return twoFAEnabled ? webhookRequestSchema.extend({ token: otpCodeSchema('The code') }) : webhookRequestSchema
}

/** What the Integrations tab shows. */
export type IntegrationsTabData = { businessId: string; webhookUrl: string | null; twoFAEnabled: boolean }
