import { Hono, type Context } from 'hono'
import {
	loginLinkRequestSchema,
	loginTwoFactorRequestSchema,
	loginVerifyRequestSchema,
	passwordCheckRequestSchema,
	passwordLoginRequestSchema,
	TWO_FACTOR_REQUIRED_MESSAGE,
} from '#contract/auth.ts'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { createLoginChallenge, findLoginChallenge, LOGIN_CHALLENGE_MESSAGES, spendLoginChallenge } from './login-challenges.ts'
import { lockedResponse, lockedUntil, recordFailure, recordSuccess } from './lockouts.ts'
import { spendRecoveryCode } from './recovery-codes.ts'
import { checkTotp, spendTotpStep, TOTP_MESSAGES } from './totp.ts'
import { signAccessToken } from './access-tokens.ts'
import type { SandboxContext } from '../context.ts'
import type { IntegratorRow } from './schema.ts'
import { findIntegratorByEmail, findIntegratorByPk } from './integrators.ts'
import { consumeLoginToken, sendLoginLink } from './login-links.ts'
import { verifySecret } from './passwords.ts'
import { fail, ok } from '../responses.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readRateLimitedBody } from '../http/request.ts'

export const LOGIN_LINK_SENT_MESSAGE = 'If this e-mail is registered, a login link is on its way.'
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password'
const LOGIN_CHALLENGE_INVALID = LOGIN_CHALLENGE_MESSAGES.invalid
export const WRONG_RECOVERY_CODE_MESSAGE = 'This recovery code is not valid or has already been used'

/**
 * /auth/v1: magic-link and password login. Every route here is rate limited.
 * With 2FA on, neither gives a token: they answer a challenge that
 * POST /login/2fa exchanges, with a code, for the token.
 */
export function loginRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	const issueToken = async (integrator: IntegratorRow) => ({
		accessToken: await signAccessToken(ctx.jwtKey, integrator, ctx.now()),
	})
	/** The answer of a login whose first factor was right. */
	const loggedIn = async (c: Context<AppEnv>, integrator: IntegratorRow) =>
		integrator.twoFAEnabled && integrator.twoFASecret
			? ok(c, TWO_FACTOR_REQUIRED_MESSAGE, await createLoginChallenge(ctx, integrator))
			: ok(c, 'Logged in', await issueToken(integrator))

	/** Same answer for registered and unknown e-mails, so the form cannot be used to probe accounts. */
	app.post('/login', async (c) => {
		const input = await readRateLimitedBody(c, ctx, loginLinkRequestSchema)
		if (!input.ok) return input.response
		const integrator = await findIntegratorByEmail(ctx.db, input.data.email)
		if (integrator) await sendLoginLink(ctx, integrator, input.data.callbackUrl)
		return ok(c, LOGIN_LINK_SENT_MESSAGE, null)
	})

	app.post('/login/verify', async (c) => {
		const input = await readRateLimitedBody(c, ctx, loginVerifyRequestSchema)
		if (!input.ok) return input.response
		const result = await consumeLoginToken(ctx, input.data.token)
		if (!result.ok) return fail(c, 400, result.message, [{ message: result.message, field: 'token' }])
		const integrator = await findIntegratorByPk(ctx.db, result.integratorPk)
		if (!integrator) return fail(c, 400, 'This login link is not valid. Request a new one.')
		return loggedIn(c, integrator)
	})

	/** Unknown e-mail, wrong password and "no password set" all get the same 401. */
	const checkPassword = async (email: string, password: string) => {
		const integrator = await findIntegratorByEmail(ctx.db, email)
		const valid = await verifySecret(password, integrator?.passwordHash ?? null)
		return valid && integrator ? integrator : null
	}

	app.post('/login/password', async (c) => {
		const input = await readRateLimitedBody(c, ctx, passwordLoginRequestSchema)
		if (!input.ok) return input.response
		const integrator = await checkPassword(input.data.email, input.data.password)
		if (!integrator) return fail(c, 401, WRONG_CREDENTIALS_MESSAGE)
		return loggedIn(c, integrator)
	})

	/**
	 * The second step of a login with 2FA on. Wrong codes are 400 (never 401:
	 * the challenge stays usable for another try) and count towards the 2FA
	 * lockout; while it holds, every code is refused with 429.
	 */
	app.post('/login/2fa', async (c) => {
		const input = await readRateLimitedBody(c, ctx, loginTwoFactorRequestSchema)
		if (!input.ok) return input.response
		const challenge = await findLoginChallenge(ctx, input.data.challenge)
		if (!challenge.ok) return fail(c, 400, challenge.message, [{ message: challenge.message, field: 'challenge' }])
		const integrator = await findIntegratorByPk(ctx.db, challenge.integratorPk)
		if (!integrator?.twoFAEnabled || !integrator.twoFASecret) return fail(c, 400, LOGIN_CHALLENGE_INVALID, [{ message: LOGIN_CHALLENGE_INVALID, field: 'challenge' }])
		const field = input.data.recoveryCode ? 'recoveryCode' : 'code'
		const locked = lockedUntil(integrator, 'twoFA', ctx.now())
		if (locked) return lockedResponse(c, 'twoFA', locked, field, ctx.now())

		const refuse = async (message: string, code: string, guess: boolean) => {
			const lockedNow = guess ? await recordFailure(ctx, integrator, 'twoFA') : null
			if (lockedNow) return lockedResponse(c, 'twoFA', lockedNow, field, ctx.now())
			return fail(c, 400, message, [{ message, code, field }])
		}
		if (input.data.recoveryCode) {
			if (!(await spendRecoveryCode(ctx, integrator.pk, input.data.recoveryCode))) {
				return refuse(WRONG_RECOVERY_CODE_MESSAGE, SETTINGS_ERROR_CODES.invalidTotp, true)
			}
		} else {
			const check = checkTotp(integrator.twoFASecret, input.data.code ?? '', ctx.now(), integrator.twoFALastStep)
			if (!check.ok) {
				const reused = check.reason === 'reused'
				return refuse(reused ? TOTP_MESSAGES.reused : TOTP_MESSAGES.invalid, SETTINGS_ERROR_CODES.invalidTotp, !reused)
			}
			if (!(await spendTotpStep(ctx.db, integrator.pk, check.step))) return refuse(TOTP_MESSAGES.reused, SETTINGS_ERROR_CODES.invalidTotp, false)
		}
		if (!(await spendLoginChallenge(ctx, challenge.challengeHash))) return fail(c, 400, LOGIN_CHALLENGE_INVALID, [{ message: LOGIN_CHALLENGE_INVALID, field: 'challenge' }])
		await recordSuccess(ctx, integrator, 'twoFA')
		return ok(c, 'Logged in', await issueToken(integrator))
	})

	app.post('/login/password/check', async (c) => {
		const input = await readRateLimitedBody(c, ctx, passwordCheckRequestSchema)
		if (!input.ok) return input.response
		const integrator = await checkPassword(input.data.email, input.data.password)
		return ok(c, integrator ? 'The password is correct' : WRONG_CREDENTIALS_MESSAGE, { valid: integrator !== null })
	})

	return app
}
