import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { mfaPreferenceSchema } from '../shell.ts'
import { otpCodeSchema, totpTokenSchema } from './credentials.ts'
import { MFA_METHODS } from './security-options.ts'

/** E-mail and phone verification, and the MFA preference toggles. */

/** A phone OTP is valid for 3 minutes (the dashboard's countdown). */
export const CONTACT_OTP_TTL_MS = 180_000
/** Wrong guesses after which a phone OTP is burned. */
export const CONTACT_OTP_MAX_ATTEMPTS = 5
/** The e-mail verification link works once, for 24 hours. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000
export const NO_CONTACT_NUMBER_MESSAGE = 'No contact number found'

const httpUrl = (name: string) =>
	textSchema(name)
		.url(`${name} must be an absolute URL`)
		.refine((value) => /^https?:\/\//i.test(value), `${name} must start with http:// or https://`)

/** GET /integrator/v1/email/verify?callbackUrl=… (query) */
export const emailVerifyQuerySchema = z.object({ callbackUrl: httpUrl('callbackUrl').optional() })
export const emailVerifyResponseSchema = envelope(z.object({ to: z.string(), expiresAt: z.string() }))

/** POST /integrator/v1/contact/verify */
export const contactVerifyRequestSchema = z.object({ resend: z.boolean({ invalid_type_error: 'resend must be true or false' }).optional() })
export const contactVerifyResponseSchema = envelope(z.object({ to: z.string(), expiresAt: z.string() }))
/** GET /integrator/v1/contact/verify: is an unexpired OTP waiting? */
export const contactVerifyStatusResponseSchema = envelope(z.object({ exist: z.boolean(), expiresAt: z.string().nullable() }))
/** POST /integrator/v1/contact/verify/otp */
export const contactOtpRequestSchema = z.object({ otp: otpCodeSchema('The OTP') })
export const contactOtpResponseSchema = envelope(z.object({ contactVerified: z.literal(true) }))

/** POST /sandbox/v1/control/integrators/{email}/contact (sandbox back office) */
export const contactNumberSchema = textSchema('contactNumber', { required_error: 'contactNumber is required' })
	.transform((value) => value.replace(/[\s()-]/g, ''))
	.pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'contactNumber must be a phone number such as +2348012345678'))
export const controlContactRequestSchema = z.object({ contactNumber: contactNumberSchema.nullable() })

// ─── MFA, blacklist, e-mail preferences ─────────────────────────────────────

/** PATCH /integrator/v1/mfa → the new mfaPreference */
export const mfaUpdateRequestSchema = z.object({
	name: z.enum(MFA_METHODS, { errorMap: () => ({ message: `name must be one of ${MFA_METHODS.join(', ')}` }) }),
	value: z.boolean({ required_error: 'value is required', invalid_type_error: 'value must be true or false' }),
	token: totpTokenSchema,
})
export type MfaUpdateRequest = z.infer<typeof mfaUpdateRequestSchema>
export const mfaUpdateResponseSchema = envelope(mfaPreferenceSchema)
