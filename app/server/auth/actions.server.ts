import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { loginFormSchema, registerFieldsSchema, registerFormSchema } from '#app/lib/auth/schemas.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { authenticator, logout, startUserSession } from '../auth.server.ts'
import { getEnv } from '../env.server.ts'
import { replyRateLimited, replyWithProviderError } from '../form-errors.server.ts'
import { log } from '../logger.server.ts'
import { requestLoginLink } from '../provider/auth.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { registerIntegrator } from '../provider/shell.server.ts'
import { checkRateLimits } from '../rate-limit.server.ts'
import { getClientIp } from '../request-context.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { networkIssueResponse } from '../network.server.ts'

/**
 * The actions of the auth area. Each validates with the form's schema,
 * counts against the rate limits, calls the provider, and answers with the
 * form and its errors (400/429) or a redirect.
 */

function loginCallbackUrl(redirectTo: string | null | undefined) {
	const url = new URL('/auth/verify', getEnv().APP_URL)
	const target = safeRedirect(redirectTo, '')
	if (target) url.searchParams.set('redirectTo', target)
	return url.toString()
}

/** /auth/login: with a password, log in now; without, e-mail a login link. */
export async function handleLogin(request: Request) {
	// A clone: the password strategy reads the body again.
	const formData = await request.clone().formData()
	const submission = parseWithZod(formData, { schema: loginFormSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const { email, password, redirectTo } = submission.value
	const clientIp = getClientIp()
	const limit = await checkRateLimits([`login:ip:${clientIp ?? 'unknown'}`, `login:email:${email}`])
	if (!limit.allowed) return replyRateLimited(submission, limit.retryAfterSeconds)

	try {
		if (password) {
			const auth = await authenticator.authenticate('password', request)
			return await startUserSession(request, auth, safeRedirect(redirectTo))
		}
		await requestLoginLink({ email, callbackUrl: loginCallbackUrl(redirectTo) })
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		if (error instanceof ProviderError && error.status === 401) {
			return data({ result: submission.reply({ formErrors: [error.body.message], hideFields: ['password'] }) }, { status: 400 })
		}
		const reply = replyWithProviderError(submission, error, ['email', 'password'])
		if (reply) return reply
		throw error
	}
	const session = await getSession(request)
	session.flash('loginLinkSentTo', email)
	return redirect('/auth/login-success', { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** /auth/register: create the account, then e-mail its first login link. */
export async function handleRegister(request: Request) {
	const formData = await request.formData()
	const submission = parseWithZod(formData, { schema: registerFormSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
	}
	const clientIp = getClientIp()
	const limit = await checkRateLimits([`register:ip:${clientIp ?? 'unknown'}`])
	if (!limit.allowed) return replyRateLimited(submission, limit.retryAfterSeconds)

	const { confirmPassword: _confirm, ...body } = submission.value
	const registration = {
		...body,
		businessName: body.accountType === 'COMPANY' ? body.businessName : undefined,
	}
	try {
		await registerIntegrator(registration)
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		if (error instanceof ProviderError && error.status === 409) {
			return data({ result: submission.reply({ fieldErrors: { email: [error.body.message] }, hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
		}
		const reply = replyWithProviderError(submission, error, Object.keys(registerFieldsSchema.shape))
		if (reply) return reply
		throw error
	}
	try {
		await requestLoginLink({ email: body.email, callbackUrl: loginCallbackUrl(null) })
	} catch (error) {
		// The account exists; the user can ask for a link from the login page.
		log.warn('login link after sign-up failed', { error })
	}
	const session = await getSession(request)
	session.flash('registeredEmail', body.email)
	return redirect('/auth/register-success', { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * /auth/verify?token=…: exchange the e-mailed token for a session. On
 * failure the visitor is logged out and sent to login with the reason.
 */
export async function handleVerify(request: Request) {
	const url = new URL(request.url)
	const clientIp = getClientIp()
	const limit = await checkRateLimits([`verify:ip:${clientIp ?? 'unknown'}`])
	if (!limit.allowed) {
		throw await logout(request, {
			redirectTo: '/auth/login',
			toast: { type: 'error', title: ERROR_TOAST_TITLE, description: 'Too many attempts. Please wait a minute and try again.' },
		})
	}
	try {
		const auth = await authenticator.authenticate('magic-link', request)
		return await startUserSession(request, auth, safeRedirect(url.searchParams.get('redirectTo')))
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		if (!(error instanceof ProviderError)) throw error
		return logout(request, {
			redirectTo: '/auth/login',
			toast: { type: 'error', title: ERROR_TOAST_TITLE, description: error.body.message },
		})
	}
}
