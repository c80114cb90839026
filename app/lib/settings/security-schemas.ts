import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import {
	createPasswordRequestSchema,
	createPinRequestSchema,
	otpCodeSchema,
	twoFAVerifyRequestSchema,
	updatePasswordRequestSchema,
	updatePinRequestSchema,
} from '#contract/settings/credentials.ts'
import { MFA_METHODS, SESSION_EXPIRY_DAYS } from '#contract/settings/security-options.ts'
import { SECURITY_INTENTS, type SecurityIntent } from './intents.ts'

/** The Security tab's changes, one `intent` each (./intents.ts). */
export const securityIntents = z.enum(SECURITY_INTENTS)
export type { SecurityIntent }

/**
 * The Security tab's forms, from the contract's request schemas. With 2FA on,
 * the authenticator code is part of the form (the extra OTP step).
 */
const withCode = <T extends z.ZodTypeAny>(schema: T, twoFAEnabled: boolean) =>
	twoFAEnabled ? z.intersection(schema, z.object({ token: otpCodeSchema('The code') })) : schema

export const pinFormSchema = (exists: boolean, twoFAEnabled: boolean) =>
	withCode(exists ? updatePinRequestSchema : createPinRequestSchema, twoFAEnabled)

export const passwordFormSchema = (exists: boolean, twoFAEnabled: boolean) =>
	withCode(exists ? updatePasswordRequestSchema : createPasswordRequestSchema, twoFAEnabled)

export const twoFAVerifyFormSchema = twoFAVerifyRequestSchema
/** A new set of recovery codes, for a current authenticator code. */
export const regenerateRecoveryCodesFormSchema = twoFAVerifyRequestSchema

export const mfaChangeSchema = z.object({
	method: z.enum(MFA_METHODS, { errorMap: () => ({ message: 'Choose an MFA method' }) }),
	// Fixed messages: zod's own would quote the posted value, and a toast never echoes posted input.
	value: z.enum(['true', 'false'], { errorMap: () => ({ message: 'Choose on or off' }) }).transform((v) => v === 'true'),
	token: textSchema('the code').optional(),
})

export const phoneOtpFormSchema = z.object({ otp: otpCodeSchema('The OTP') })

export const codeFormSchema = z.object({ token: otpCodeSchema('The code') })

/** 'Generate new session': the expiry is a choice of days; IPs come as a list or as lines. */
export const sessionFormSchema = z.object({
	email: textSchema('the e-mail').min(1, 'E-mail is required'),
	expiryDays: z.coerce
		.number({ invalid_type_error: 'Choose when the session expires' })
		.refine((days) => (SESSION_EXPIRY_DAYS as readonly number[]).includes(days), 'Choose when the session expires'),
	whitelistedIps: z.preprocess(
		(value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\n,]+/) : []),
		z.array(z.string()),
	),
})
