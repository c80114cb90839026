import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { loginFormSchema } from '#app/lib/auth/schemas.ts'
import { replyForm, replyProviderError, replyRateLimited } from '../action-reply.server.ts'
import { startUserSession } from '../auth.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { requestLoginLink } from '../provider/auth.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { callerOf } from '../request-context.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { authenticator } from './authenticator.server.ts'
import { redirectToTwoFactorStep, TwoFactorRequired } from './login-challenge.server.ts'
import { checkLoginAttempt, countLoginFailure } from './login-limits.server.ts'
import { loginCallbackUrl } from './login-link.server.ts'

const HIDDEN = ['password']

/**
 * /auth/login: with a password, log in now (or, with 2FA on, go to the code
 * step); without, e-mail a login link.
 * Validates with the form's schema, counts against the login limits, and answers the form with its errors (400/429)
 * or a redirect.
 */
export async function handleLoginAction(request: Request) {
	// A clone: the password strategy reads the body again.
	const submission = parseWithZod(await request.clone().formData(), { schema: loginFormSchema })
	if (submission.status !== 'success') return replyForm('login', submission.reply({ hideFields: HIDDEN }))
	const { email, password, redirectTo } = submission.value
	const limit = await checkLoginAttempt(request, 'login', email)
	if (!limit.allowed) return replyRateLimited('login', submission, limit.retryAfterSeconds)

	try {
		if (password) {
			const auth = await authenticator.authenticate('password', request)
			return await startUserSession(request, auth, safeRedirect(redirectTo))
		}
		await requestLoginLink({ email, callbackUrl: loginCallbackUrl(redirectTo) }, callerOf(request))
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		// 2FA on: no session yet, the code step first.
		if (error instanceof TwoFactorRequired) return redirectToTwoFactorStep({ challenge: error.challenge, redirectTo: redirectTo ?? null })
		// Wrong credentials are the form's error, not a session ending.
		if (error instanceof ProviderError && error.status === 401) {
			await countLoginFailure(request, 'login')
			return replyForm('login', submission.reply({ formErrors: [error.body.message], hideFields: HIDDEN }))
		}
		const reply = replyProviderError('login', submission, error, ['email', 'password'], { hideFields: HIDDEN })
		if (reply) return reply
		throw error
	}
	const session = await getSession(request)
	session.flash('loginLinkSentTo', email)
	return redirect('/auth/login-success', { headers: { 'Set-Cookie': await commitSession(session) } })
}
