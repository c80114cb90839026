import { Hono } from 'hono'
import {
	loginLinkRequestSchema,
	loginVerifyRequestSchema,
	passwordCheckRequestSchema,
	passwordLoginRequestSchema,
} from '#contract/auth.ts'
import { signAccessToken } from './access-tokens.ts'
import type { SandboxContext } from '../context.ts'
import type { IntegratorRow } from './schema.ts'
import { findIntegratorByEmail, findIntegratorByPk } from './integrators.ts'
import { consumeLoginToken, sendLoginLink } from './login-links.ts'
import { verifySecret } from './passwords.ts'
import { fail, ok } from '../responses.ts'
import type { AppEnv } from '../http/app-env.ts'
import { checkRateLimit, readJsonObject, validate } from '../http/request.ts'

export const LOGIN_LINK_SENT_MESSAGE = 'If this e-mail is registered, a login link is on its way.'
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password'

/** /auth/v1: magic-link and password login. Every route here is rate limited. */
export function loginRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	const issueToken = async (integrator: IntegratorRow) => ({
		accessToken: await signAccessToken(ctx.jwtKey, integrator, ctx.now()),
	})

	/** Same answer for registered and unknown e-mails, so the form cannot be used to probe accounts. */
	app.post('/login', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const limited = checkRateLimit(c, ctx, body.data)
		if (limited) return limited
		const input = validate(c, loginLinkRequestSchema, body.data)
		if (!input.ok) return input.response
		const integrator = await findIntegratorByEmail(ctx.db, input.data.email)
		if (integrator) await sendLoginLink(ctx, integrator, input.data.callbackUrl)
		return ok(c, LOGIN_LINK_SENT_MESSAGE, null)
	})

	app.post('/login/verify', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const limited = checkRateLimit(c, ctx, body.data)
		if (limited) return limited
		const input = validate(c, loginVerifyRequestSchema, body.data)
		if (!input.ok) return input.response
		const result = await consumeLoginToken(ctx, input.data.token)
		if (!result.ok) return fail(c, 400, result.message, [{ message: result.message, field: 'token' }])
		const integrator = await findIntegratorByPk(ctx.db, result.integratorPk)
		if (!integrator) return fail(c, 400, 'This login link is not valid. Request a new one.')
		return ok(c, 'Logged in', await issueToken(integrator))
	})

	/** Unknown e-mail, wrong password and "no password set" all get the same 401. */
	const checkPassword = async (email: string, password: string) => {
		const integrator = await findIntegratorByEmail(ctx.db, email)
		const valid = await verifySecret(password, integrator?.passwordHash ?? null)
		return valid && integrator ? integrator : null
	}

	app.post('/login/password', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const limited = checkRateLimit(c, ctx, body.data)
		if (limited) return limited
		const input = validate(c, passwordLoginRequestSchema, body.data)
		if (!input.ok) return input.response
		const integrator = await checkPassword(input.data.email, input.data.password)
		if (!integrator) return fail(c, 401, WRONG_CREDENTIALS_MESSAGE)
		return ok(c, 'Logged in', await issueToken(integrator))
	})

	app.post('/login/password/check', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const limited = checkRateLimit(c, ctx, body.data)
		if (limited) return limited
		const input = validate(c, passwordCheckRequestSchema, body.data)
		if (!input.ok) return input.response
		const integrator = await checkPassword(input.data.email, input.data.password)
		return ok(c, integrator ? 'The password is correct' : WRONG_CREDENTIALS_MESSAGE, { valid: integrator !== null })
	})

	return app
}
