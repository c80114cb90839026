import { data } from '@remix-run/node'
import { redirectWithErrorToast } from '../action-reply.server.ts'
import { getUserSession, startUserSession } from '../auth.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { RATE_LIMIT_MESSAGE } from '../rate-limit.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { authenticator } from './authenticator.server.ts'
import { redirectToTwoFactorStep, TwoFactorRequired } from './login-challenge.server.ts'
import { checkLoginAttempt, countLoginFailure } from './login-limits.server.ts'

/**
 * /auth/verify?token=…: exchange the e-mailed token for a session (or, with
 * 2FA on, for the code step). A link
 * that fails sends the visitor to login with the reason, or back to the
 * dashboard when already signed in: a GET never ends a session (only the
 * logout POST does), or any page could log a user out with an image tag.
 * Without a token the page explains that the link is incomplete.
 */
export async function loadVerify(request: Request) {
	const url = new URL(request.url)
	if (!url.searchParams.get('token')) return data({ missingToken: true }, { status: 400 })
	const limit = await checkLoginAttempt(request, 'verify')
	const refuse = async (message: string) => redirectWithErrorToast((await getUserSession(request)) ? '/' : '/auth/login', message)
	if (!limit.allowed) return refuse(RATE_LIMIT_MESSAGE)
	try {
		const auth = await authenticator.authenticate('magic-link', request)
		return await startUserSession(request, auth, safeRedirect(url.searchParams.get('redirectTo')))
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		// 2FA on: the link proved the e-mail; the code step comes before any session.
		if (error instanceof TwoFactorRequired)
			return redirectToTwoFactorStep({ challenge: error.challenge, redirectTo: url.searchParams.get('redirectTo') })
		if (!(error instanceof ProviderError)) throw error
		await countLoginFailure(request, 'verify')
		return refuse(error.body.message)
	}
}
