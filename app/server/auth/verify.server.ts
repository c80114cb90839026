import { data } from '@remix-run/node'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { logout, startUserSession } from '../auth.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { checkRateLimits } from '../rate-limit.server.ts'
import { getClientIp } from '../request-context.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { authenticator } from './authenticator.server.ts'

/**
 * /auth/verify?token=…: exchange the e-mailed token for a session. On
 * failure the visitor is logged out and sent to login with the reason;
 * without a token the page explains that the link is incomplete.
 */
export async function loadVerify(request: Request) {
	const url = new URL(request.url)
	if (!url.searchParams.get('token')) return data({ missingToken: true }, { status: 400 })
	const limit = await checkRateLimits([`verify:ip:${getClientIp() ?? 'unknown'}`])
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
		return logout(request, { redirectTo: '/auth/login', toast: { type: 'error', title: ERROR_TOAST_TITLE, description: error.body.message } })
	}
}
