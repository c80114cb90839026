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
import { TEAM_MESSAGES } from '#contract/team/api.ts'
import { recordAudit, type AuditInput } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readRateLimitedBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { defaultOpening } from '../team/memberships.ts'
import { signAccessToken } from './access-tokens.ts'
import { findIntegratorByEmail, findIntegratorByPk } from './integrators.ts'
import { guardedCheck, uncheckedResponse, type Guess } from './lockouts.ts'
import { createLoginChallenge, findLoginChallenge, LOGIN_CHALLENGE_MESSAGES, spendLoginChallenge } from './login-challenges.ts'
import { consumeLoginToken, sendLoginLink } from './login-links.ts'
import { verifySecret } from './passwords.ts'
import { spendRecoveryCode } from './recovery-codes.ts'
import type { IntegratorRow } from './schema.ts'
import { checkTotp, spendTotpStep, TOTP_MESSAGES } from './totp.ts'

export const LOGIN_LINK_SENT_MESSAGE = 'If this e-mail is registered, a login link is on its way.'
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password'
/** A login left with no business: every membership it had was removed (docs/product/team.md). */
export const NO_BUSINESS_MESSAGE = 'This login is not a member of any business any more'
export const NO_BUSINESS_CODE = 'NO_BUSINESS'
const LOGIN_CHALLENGE_INVALID = LOGIN_CHALLENGE_MESSAGES.invalid
export const WRONG_RECOVERY_CODE_MESSAGE = 'This recovery code is not valid or has already been used'

/**
 * /auth/v1: magic-link and password login. Every route here is rate limited.
 * With 2FA on, neither gives a token: they answer a challenge that
 * POST /login/2fa exchanges, with a code, for the token.
 */
export function loginRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	/** A login opens its own business, else the first it is a member of (record 129); none: refused. The login is in that business's audit log. */
	const logIn = async (c: Context<AppEnv>, integrator: IntegratorRow, method: string) => {
		const opening = await defaultOpening(ctx.db, integrator.pk)
		if (!opening) {
			// Its own business closed and no other to open: said as such (docs/product/team.md#closing-the-account).
			const message = integrator.ownBusiness && integrator.closedAt ? TEAM_MESSAGES.accountClosed : NO_BUSINESS_MESSAGE
			return fail(c, 401, message, [{ message, code: NO_BUSINESS_CODE }])
		}
		await recordAudit(ctx.db, c, { kind: 'auth.login', after: { method } }, { login: integrator, ...opening })
		return ok(c, 'Logged in', { accessToken: await signAccessToken(ctx.jwtKey, { login: integrator, ...opening }, ctx.now()) })
	}
	/** A failed step of a login, in the log of the business it would open; a login with none has no log to write in. */
	const recordLoginAudit = async (c: Context<AppEnv>, integrator: IntegratorRow, entry: AuditInput) => {
		const opening = await defaultOpening(ctx.db, integrator.pk)
		if (opening) await recordAudit(ctx.db, c, entry, { login: integrator, ...opening })
	}
	/** The answer of a login whose first factor was right. */
	const loggedIn = async (c: Context<AppEnv>, integrator: IntegratorRow, method: string) =>
		integrator.twoFAEnabled && integrator.twoFASecret
			? ok(c, TWO_FACTOR_REQUIRED_MESSAGE, await createLoginChallenge(ctx, integrator))
			: logIn(c, integrator, method)

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
		return loggedIn(c, integrator, 'link')
	})

	/** Unknown e-mail, wrong password and "no password set" all get the same 401. */
	const checkPassword = async (email: string, password: string) => {
		const integrator = await findIntegratorByEmail(ctx.db, email)
		const valid = await verifySecret(password, integrator?.passwordHash ?? null)
		return { integrator, valid: valid && integrator !== null }
	}

	app.post('/login/password', async (c) => {
		const input = await readRateLimitedBody(c, ctx, passwordLoginRequestSchema)
		if (!input.ok) return input.response
		const { integrator, valid } = await checkPassword(input.data.email, input.data.password)
		// A wrong password for a registered e-mail is in its account's log; an unknown e-mail has no account to log it in.
		if (integrator && !valid) await recordLoginAudit(c, integrator, { kind: 'auth.login_failed', after: { method: 'password' } })
		if (!integrator || !valid) return fail(c, 401, WRONG_CREDENTIALS_MESSAGE)
		return loggedIn(c, integrator, 'password')
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
		if (!integrator?.twoFAEnabled || !integrator.twoFASecret)
			return fail(c, 400, LOGIN_CHALLENGE_INVALID, [{ message: LOGIN_CHALLENGE_INVALID, field: 'challenge' }])
		const field = input.data.recoveryCode ? 'recoveryCode' : 'code'
		const { twoFASecret } = integrator
		type Refusal = { message: string; code: string }
		const checked = await guardedCheck(ctx, integrator, 'twoFA', async (): Promise<{ guess: Guess; result: Refusal | null }> => {
			const wrong = (message: string, guess: Guess) => ({ guess, result: { message, code: SETTINGS_ERROR_CODES.invalidTotp } })
			if (input.data.recoveryCode) {
				return (await spendRecoveryCode(ctx, integrator.pk, input.data.recoveryCode))
					? { guess: 'right', result: null }
					: wrong(WRONG_RECOVERY_CODE_MESSAGE, 'wrong')
			}
			const check = checkTotp(twoFASecret, input.data.code ?? '', ctx.now(), integrator.twoFALastStep)
			if (!check.ok) return check.reason === 'reused' ? wrong(TOTP_MESSAGES.reused, 'none') : wrong(TOTP_MESSAGES.invalid, 'wrong')
			if (!(await spendTotpStep(ctx.db, integrator.pk, check.step))) return wrong(TOTP_MESSAGES.reused, 'none')
			return { guess: 'right', result: null }
		})
		if (checked.kind !== 'checked') return uncheckedResponse(c, 'twoFA', checked, field, ctx.now())
		if (checked.result) {
			await recordLoginAudit(c, integrator, { kind: 'auth.two_fa_failed', after: { where: c.req.path, field } })
			return fail(c, 400, checked.result.message, [{ ...checked.result, field }])
		}
		if (!(await spendLoginChallenge(ctx, challenge.challengeHash)))
			return fail(c, 400, LOGIN_CHALLENGE_INVALID, [{ message: LOGIN_CHALLENGE_INVALID, field: 'challenge' }])
		return logIn(c, integrator, input.data.recoveryCode ? 'password + recovery code' : 'password + 2FA')
	})

	app.post('/login/password/check', async (c) => {
		const input = await readRateLimitedBody(c, ctx, passwordCheckRequestSchema)
		if (!input.ok) return input.response
		const { valid } = await checkPassword(input.data.email, input.data.password)
		return ok(c, valid ? 'The password is correct' : WRONG_CREDENTIALS_MESSAGE, { valid })
	})

	return app
}
