import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { loginCodeFormSchema, loginRecoveryCodeFormSchema, loginTwoFactorIntents } from '#app/lib/auth/login-two-factor.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { readIntent, replyForm, replyProviderError, replyRateLimited, replyUnknownIntent } from '../action-reply.server.ts'
import { startUserSession } from '../auth.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { completeTwoFactorLogin } from '../provider/auth.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { callerOf } from '../request-context.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { decodeAccessToken } from './authenticator.server.ts'
import { clearPendingLogin, readPendingLogin } from './login-challenge.server.ts'
import { checkLoginAttempt, countLoginFailure } from './login-limits.server.ts'

export const PENDING_LOGIN_GONE_MESSAGE = 'Your login waited too long for its code. Log in again.'
const CODE_FIELDS = ['code', 'recoveryCode']

/** Back to login with the reason, forgetting the pending login. */
async function restartLogin(message: string) {
	return redirectWithToast(
		'/auth/login',
		{ type: 'error', title: ERROR_TOAST_TITLE, description: message },
		{ headers: { 'Set-Cookie': await clearPendingLogin() } },
	)
}

/** /auth/login/2fa: only while a login waits for its code; otherwise back to login. */
export async function loadLoginTwoFactor(request: Request) {
	if (!(await readPendingLogin(request))) throw redirect('/auth/login')
	return null
}

/**
 * The code (or a recovery code) for the pending login's challenge. Only a
 * valid code starts the session. A wrong code is the form's error (400); the
 * provider's lockout and the login limits answer 429 on the form; a challenge
 * the provider no longer knows (expired, used) restarts the login.
 */
export async function handleLoginTwoFactorAction(request: Request) {
	const form = await request.formData()
	const intent = readIntent(form, loginTwoFactorIntents)
	if (!intent) return replyUnknownIntent('Choose how to confirm your login.')
	const pending = await readPendingLogin(request)
	if (!pending) return restartLogin(PENDING_LOGIN_GONE_MESSAGE)
	const submission = parseWithZod(form, { schema: intent === 'code' ? loginCodeFormSchema : loginRecoveryCodeFormSchema })
	if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: CODE_FIELDS }))
	const limit = await checkLoginAttempt(request, 'two-factor')
	if (!limit.allowed) return replyRateLimited(intent, submission, limit.retryAfterSeconds)

	try {
		const accessToken = await completeTwoFactorLogin({ challenge: pending.challenge, ...submission.value }, callerOf(request))
		const response = await startUserSession(request, decodeAccessToken(accessToken), safeRedirect(pending.redirectTo))
		response.headers.append('Set-Cookie', await clearPendingLogin())
		return response
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		if (error instanceof ProviderError && error.body.errors?.some((item) => item.field === 'challenge'))
			return restartLogin(error.body.message)
		if (error instanceof ProviderError && error.status === 400) await countLoginFailure(request, 'two-factor')
		const reply = replyProviderError(intent, submission, error, CODE_FIELDS, { hideFields: CODE_FIELDS })
		if (reply) return reply
		throw error
	}
}
