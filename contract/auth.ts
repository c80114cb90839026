import { z } from 'zod'
import { envelope } from './envelope.ts'
import {
	accountTypeSchema,
	businessNameSchema,
	countryCodeSchema,
	emailSchema,
	passwordSchema,
	personNameSchema,
	textSchema,
} from './fields.ts'
import { profileSchema } from './shell.ts'

/** POST /auth/v1/login: e-mails a single-use link `callbackUrl?token=…`. */
export const loginLinkRequestSchema = z.object({
	email: emailSchema,
	callbackUrl: textSchema('callbackUrl', { trim: false }).url('callbackUrl must be an absolute URL'),
})
export type LoginLinkRequest = z.infer<typeof loginLinkRequestSchema>
/** The same answer whether or not the e-mail is registered. */
export const loginLinkResponseSchema = envelope(z.null())

/** POST /auth/v1/login/verify */
export const loginVerifyRequestSchema = z.object({
	token: textSchema('the token').min(1, 'token is required').max(512, 'token is too long'),
})
export const accessTokenResponseSchema = envelope(z.object({ accessToken: z.string().min(1) }))
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>

/** POST /auth/v1/login/password: logs in directly, same answer as verify. */
export const passwordLoginRequestSchema = z.object({
	email: emailSchema,
	password: textSchema('the password', { trim: false }).min(1, 'Password is required').max(128, 'Password is too long'),
})
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>

/**
 * POST /auth/v1/login/password/check: tells whether the credentials are right
 * without opening a session (no token in the answer).
 */
export const passwordCheckRequestSchema = passwordLoginRequestSchema
export const passwordCheckResponseSchema = envelope(z.object({ valid: z.boolean() }))

/** The claims of the provider's access token (a JWT signed by the provider). */
export const accessTokenClaimsSchema = z.object({
	sub: z.string(),
	integratorPk: z.string(),
	email: z.string(),
	iat: z.number(),
	exp: z.number(),
	/** The token's own id: what POST /auth/v1/logout revokes. */
	jti: z.string().min(1),
})
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>

/**
 * POST /auth/v1/logout (`Authorization: Bearer <token>`, no body): revokes the
 * presented access token. From then on every call with it gets the usual 401
 * 'Invalid token: …'; the integrator's other tokens keep working. Revoking a
 * token twice is fine; an already invalid token gets the 401.
 */
export const logoutResponseSchema = envelope(z.null())
export const TOKEN_REVOKED_MESSAGE = 'Invalid token: the token has been revoked (logged out)'

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
export const LOGIN_LINK_TTL_MS = 15 * 60_000

/** POST /integrator/v1/register */
export const registerRequestSchema = z
	.object({
		accountType: accountTypeSchema,
		businessName: businessNameSchema.optional(),
		firstName: personNameSchema('First name'),
		lastName: personNameSchema('Last name'),
		email: emailSchema,
		country: countryCodeSchema,
		password: passwordSchema.optional(),
	})
	.superRefine((value, ctx) => {
		if (value.accountType === 'COMPANY' && !value.businessName) {
			ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business name is required' })
		}
	})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const registerResponseSchema = envelope(profileSchema)
