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
/** The same answer whether or not the e-mail is registered. */
export const loginLinkResponseSchema = envelope(z.null())

/** POST /auth/v1/login/verify */
export const loginVerifyRequestSchema = z.object({
	token: textSchema('the token').min(1, 'token is required').max(512, 'token is too long'),
})
export const accessTokenResponseSchema = envelope(z.object({ accessToken: z.string().min(1) }))

/**
 * The answer of a password login and of a login-link verification. Without
 * 2FA: the access token. With 2FA on: no token yet, but a short-lived,
 * single-use `challenge` to exchange, together with an authenticator code or
 * a recovery code, at POST /auth/v1/login/2fa.
 */
export const twoFactorChallengeSchema = z.object({
	twoFactorRequired: z.literal(true),
	challenge: z.string().min(1),
	expiresAt: z.string(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>
export const loginResponseSchema = envelope(z.union([z.object({ accessToken: z.string().min(1) }), twoFactorChallengeSchema]))
export type LoginResponse = z.infer<typeof loginResponseSchema>
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the code from your authenticator app to finish logging in'

/**
 * POST /auth/v1/login/2fa: the challenge and either the current
 * authenticator code or one unused recovery code; answers the access token.
 * Wrong codes count towards the 2FA lockout (five in a row lock 2FA checks
 * for 30 minutes).
 */
export const loginTwoFactorRequestSchema = z
	.object({
		challenge: z.string().trim().min(1, 'challenge is required').max(512, 'challenge is too long'),
		code: z.string().trim().max(16, 'The code is too long').optional(),
		recoveryCode: z.string().trim().max(32, 'The recovery code is too long').optional(),
	})
	.refine((value) => Boolean(value.code) !== Boolean(value.recoveryCode), {
		message: 'Enter either the code from your authenticator app or a recovery code',
		path: ['code'],
	})
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>

/** How many recovery codes a set holds; each works once. */
export const RECOVERY_CODE_COUNT = 10

/** POST /auth/v1/login/password: logs in directly, same answer as verify. */
export const passwordLoginRequestSchema = z.object({
	email: emailSchema,
	password: textSchema('the password', { trim: false }).min(1, 'Password is required').max(128, 'Password is too long'),
})

/**
 * POST /auth/v1/login/password/check: tells whether the credentials are right
 * without opening a session (no token in the answer).
 */
export const passwordCheckRequestSchema = passwordLoginRequestSchema

/** The claims of the provider's access token (a JWT signed by the provider). */
export const accessTokenClaimsSchema = z.object({
	/** The login (loginPk). */
	sub: z.string(),
	/** The business opened: every business-keyed read and write uses it (record 129). */
	integratorPk: z.string(),
	/** The login signed in: its credentials, its own sessions (the business's own pk for its Owner). */
	loginPk: z.string(),
	/**
	 * The login's role in that business when the token was signed (contract/team/role-names.ts);
	 * a changed role ends the token. A plain string here: the provider compares it with the
	 * membership on every call, and this schema is in most pages' JavaScript.
	 */
	role: z.string(),
	/** The login's e-mail. */
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
