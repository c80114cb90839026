import { otpCodeSchema } from '#contract/settings/credentials.ts'
import { webhookRequestSchema } from '#contract/settings/integrations.ts'

/**
 * Settings forms, built from the contract's request schemas. Where the
 * user has 2FA on, the authenticator code becomes required in the form
 * itself (the extra OTP step, SPEC.md §4), so it works without JavaScript.
 */
export const AUTHENTICATOR_PROMPT = 'Input OTP from your authenticator app'

export function webhookFormSchema(twoFAEnabled: boolean) {
	return twoFAEnabled ? webhookRequestSchema.extend({ token: otpCodeSchema('The code') }) : webhookRequestSchema
}
