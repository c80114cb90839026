import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { passwordSchema, textSchema } from '../fields.ts'
import { PASSWORD_MISMATCH_MESSAGE, PIN_MISMATCH_MESSAGE } from '../password-rules.ts'
import { mfaPreferenceSchema } from '../shell.ts'
import { INTEGERS_ONLY_MESSAGE, OTP_LENGTH, PIN_LENGTH } from './credential-lengths.ts'

/**
 * The credentials a user sets in Settings → Security: the authenticator
 * (2FA), the transaction PIN and the password, and the one-time codes they
 * are confirmed with. Every request schema doubles as the dashboard's form
 * schema: field names are the provider's and messages are the user-facing
 * text. Checks that need the server (is this the current PIN? is the code
 * right?) answer 400 or 422 with a `code` from SETTINGS_ERROR_CODES and a
 * `field`, never 401/403, which the dashboard treats as "log out".
 */

export { OTP_LENGTH } from './credential-lengths.ts'
export { SETTINGS_ERROR_CODES } from './error-codes.ts'
/** RFC 6238 parameters of the authenticator codes. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Steps of clock drift accepted either side of now. */
export const TOTP_WINDOW = 1
/**
 * The issuer authenticator apps show beside the account: it names the
 * environment, so the sandbox's entry cannot be mistaken for the live one.
 */
export const TOTP_ISSUER = 'Integrator Dashboard (sandbox)'

const digits = (length: number) => new RegExp(`^\\d{${length}}$`)

/** Digits only ('Only integers are allowed.' otherwise, as the browser's key filter keeps them: record 110), then exactly `length` of them. */
const exactDigits = (label: string, length: number) => (value: string, ctx: z.RefinementCtx) => {
	if (value === '') return
	if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: INTEGERS_ONLY_MESSAGE })
	else if (!digits(length).test(value)) ctx.addIssue({ code: 'custom', message: `${label} must be exactly ${length} digits` })
}

/** A 6-digit PIN; `label` names the field in messages. */
export const pinSchema = (label = 'PIN') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be ${PIN_LENGTH} digits` })
		.min(1, `${label} is required`)
		.superRefine(exactDigits(label, PIN_LENGTH))

/** A 6-digit one-time code (authenticator or SMS). */
export const otpCodeSchema = (label = 'The code') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be ${OTP_LENGTH} digits` })
		.trim()
		.min(1, `${label} is required`)
		.superRefine(exactDigits(label, OTP_LENGTH))

/**
 * The extra OTP step: the authenticator code sent with PIN,
 * password, webhook, session-refresh and MFA changes. Optional here (only
 * integrators with 2FA on need it, and the server decides); an empty string
 * counts as absent; format is checked by the server's gate so that a user
 * without 2FA is never refused for a stray value.
 */
export const totpTokenSchema = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
	textSchema('the code', { invalid_type_error: `The code must be ${OTP_LENGTH} digits` })
		.max(16, 'The code is too long')
		.optional(),
)

// ─── 2FA ────────────────────────────────────────────────────────────────────

/**
 * POST /auth/v1/2fa (no body; the dashboard sends `user`, ignored): a new
 * pending secret. `secret` is the otpauth:// URL for the QR code; `key` is
 * its base32 secret, the copyable setup key.
 */
export const twoFASetupSchema = z.object({ secret: z.string().startsWith('otpauth://totp/'), key: z.string() })
export const twoFASetupResponseSchema = envelope(twoFASetupSchema)

/** PATCH /auth/v1/2fa/verify */
export const twoFAVerifyRequestSchema = z.object({ token: otpCodeSchema('The code') })
/** `recoveryCodes`: the ten single-use recovery codes, shown once; the provider keeps only their hashes. */
export const twoFAVerifyResponseSchema = envelope(
	z.object({ twoFAEnabled: z.literal(true), mfaPreference: mfaPreferenceSchema, recoveryCodes: z.array(z.string()).default([]) }),
)

/** POST /auth/v1/2fa/recovery-codes: a new set (replacing the old one) for a current authenticator code. */
export const regenerateRecoveryCodesRequestSchema = z.object({ token: otpCodeSchema('The code') })
export const recoveryCodesResponseSchema = envelope(z.object({ recoveryCodes: z.array(z.string()) }))

/** GET /auth/v1/2fa/status/{integratorPk} */
export const twoFAStatusResponseSchema = envelope(z.object({ twoFAStatus: z.boolean() }))

// ─── PIN ────────────────────────────────────────────────────────────────────

/** POST /auth/v1/pin → 201 */
export const createPinRequestSchema = z
	.object({ pin: pinSchema('PIN'), confirmPin: z.string({ required_error: 'Confirm your PIN' }), token: totpTokenSchema })
	.superRefine((value, ctx) => {
		if (value.pin !== value.confirmPin) ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: PIN_MISMATCH_MESSAGE })
	})
export type CreatePinRequest = z.infer<typeof createPinRequestSchema>

/** PATCH /auth/v1/pin → 200 */
export const updatePinRequestSchema = z
	.object({
		oldPin: pinSchema('Current PIN'),
		newPin: pinSchema('New PIN'),
		confirmNewPin: z.string({ required_error: 'Confirm your new PIN' }),
		token: totpTokenSchema,
	})
	.superRefine((value, ctx) => {
		if (value.newPin !== value.confirmNewPin) ctx.addIssue({ code: 'custom', path: ['confirmNewPin'], message: PIN_MISMATCH_MESSAGE })
	})
export type UpdatePinRequest = z.infer<typeof updatePinRequestSchema>

/** POST /auth/v1/pin/validate → data.valid (a wrong PIN is 200 with valid false) */
export const validatePinRequestSchema = z.object({ pin: pinSchema('PIN') })

/** GET /auth/v1/pin/status/{id} */
export const pinStatusResponseSchema = envelope(z.object({ pinExists: z.boolean() }))
/** POST and PATCH /auth/v1/pin answer the new status. */
export const pinChangeResponseSchema = pinStatusResponseSchema

// ─── Password ───────────────────────────────────────────────────────────────

/** POST /auth/v1/password → 201 */
export const createPasswordRequestSchema = z
	.object({ password: passwordSchema, confirmPassword: z.string({ required_error: 'Confirm your password' }), token: totpTokenSchema })
	.superRefine((value, ctx) => {
		if (value.password !== value.confirmPassword) {
			ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE })
		}
	})
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>

/** PATCH /auth/v1/login/password → 200 */
export const updatePasswordRequestSchema = z
	.object({
		oldPassword: textSchema('the current password', { required_error: 'Current password is required', trim: false })
			.min(1, 'Current password is required')
			.max(128, 'Password is too long'),
		newPassword: passwordSchema,
		confirmNewPassword: z.string({ required_error: 'Confirm your new password' }),
		token: totpTokenSchema,
	})
	.superRefine((value, ctx) => {
		if (value.newPassword !== value.confirmNewPassword) {
			ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: PASSWORD_MISMATCH_MESSAGE })
		}
	})
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>

/** GET /auth/v1/password/status/{id}; POST and PATCH answer the same. */
export const passwordStatusResponseSchema = envelope(z.object({ passwordExists: z.boolean() }))
