import { decodeJwt } from 'jose'
import { Authenticator } from 'remix-auth'
import { Strategy } from 'remix-auth/strategy'
import { accessTokenClaimsSchema, type AccessTokenClaims, type LoginResponse } from '#contract/auth.ts'
import { loginWithPassword, verifyLoginToken } from '../provider/auth.server.ts'
import { callerOf, type Caller } from '../request-context.server.ts'
import { TwoFactorRequired } from './login-challenge.server.ts'

/**
 * What a successful authentication yields: the provider's access token and
 * the claims we read from it. The provider checks the token's signature on
 * every call; we only decode it to learn who and until when.
 */
export type Authenticated = { accessToken: string; claims: AccessTokenClaims }

export function decodeAccessToken(accessToken: string): Authenticated {
	return { accessToken, claims: accessTokenClaimsSchema.parse(decodeJwt(accessToken)) }
}

/**
 * A first factor the provider accepted: the token, or, with 2FA on, a
 * challenge. The challenge is thrown (like the provider's refusals) so no
 * caller can start a session from it by mistake.
 */
function firstFactor(answer: LoginResponse['data']): Authenticated {
	if ('challenge' in answer) throw new TwoFactorRequired(answer.challenge)
	return decodeAccessToken(answer.accessToken)
}

/** The e-mailed login link: `/auth/verify?token=…`. */
class MagicLinkStrategy extends Strategy<Authenticated, { token: string; caller: Caller }> {
	name = 'magic-link'
	async authenticate(request: Request) {
		const token = new URL(request.url).searchParams.get('token') ?? ''
		return this.verify({ token, caller: callerOf(request) })
	}
}

/** E-mail and password posted by the login form. */
class PasswordStrategy extends Strategy<Authenticated, { credentials: { email: string; password: string }; caller: Caller }> {
	name = 'password'
	async authenticate(request: Request) {
		const form = await request.formData()
		const credentials = {
			email: String(form.get('email') ?? '')
				.trim()
				.toLowerCase(),
			password: String(form.get('password') ?? ''),
		}
		return this.verify({ credentials, caller: callerOf(request) })
	}
}

export const authenticator = new Authenticator<Authenticated>()
	.use(new MagicLinkStrategy(async ({ token, caller }) => firstFactor(await verifyLoginToken(token, caller))))
	.use(new PasswordStrategy(async ({ credentials, caller }) => firstFactor(await loginWithPassword(credentials, caller))))
