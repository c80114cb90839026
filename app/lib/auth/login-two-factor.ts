import { z } from 'zod'
import { otpCodeSchema } from '#contract/settings/credentials.ts'

/**
 * The code step of a login with 2FA on (/auth/login/2fa): two small forms,
 * the authenticator code or, for a lost device, one of the recovery codes.
 */
export { AUTHENTICATOR_PROMPT as LOGIN_CODE_PROMPT } from '../auth-prompts.ts'

export const loginTwoFactorIntents = z.enum(['code', 'recovery-code'])
export type LoginTwoFactorIntent = z.infer<typeof loginTwoFactorIntents>

export const loginCodeFormSchema = z.object({ code: otpCodeSchema('The code') })
export const loginRecoveryCodeFormSchema = z.object({
	recoveryCode: z
		.string({ required_error: 'The recovery code is required' })
		.trim()
		.min(1, 'The recovery code is required')
		.max(32, 'The recovery code is too long'),
})
