import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { formError } from '#app/lib/reply.ts'
import { acceptFormSchema, invitationIntents } from '#app/lib/team/schemas.ts'
import type { InvitationPageData } from '#app/lib/team/team.ts'
import { readIntent, replyForm, replyUnknownIntent, submitToProvider } from '../action-reply.server.ts'
import { decodeAccessToken } from '../auth/authenticator.server.ts'
import { getUserSession, startUserSession } from '../auth.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { acceptInvitation, lookUpInvitation } from '../provider/team.server.ts'
import { callerOf } from '../request-context.server.ts'
import { requireUser } from '../user.server.ts'

/** A refusal of the link itself (unknown, expired, used, withdrawn) is the page's message, not an error page. */
function linkRefusal(error: unknown) {
	if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
	if (error instanceof ProviderError && error.status === 400) return error.body.message
	throw error
}

/**
 * /team/invitations/<token> (docs/product/team.md#the-invitation): what the
 * invitation is, and whether this browser is signed in (with which e-mail).
 * One provider call; no session needed.
 */
export async function loadInvitationPage(request: Request, token: string): Promise<InvitationPageData> {
	const [invitation, session] = await Promise.all([
		lookUpInvitation(token, callerOf(request)).catch((error: unknown) => linkRefusal(error)),
		getUserSession(request),
	])
	if (typeof invitation === 'string') return { state: 'refused', message: invitation }
	const loginHref = `/auth/login?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`
	return { state: 'open', invitation, signedInAs: session?.email ?? null, loginHref }
}

/**
 * 'accept': a new login (name and password) signed in to the business;
 * 'join': the signed-in login with the invited e-mail adds the business and
 * opens it. Either way the new session starts on the dashboard.
 */
export async function handleInvitationAction(request: Request, context: AppLoadContext, token: string) {
	const form = await request.formData()
	const intent = readIntent(form, invitationIntents)
	if (intent === 'accept') {
		const submission = parseWithZod(form, { schema: acceptFormSchema })
		if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: ['password'] }))
		let accessToken = ''
		const refused = await submitToProvider(
			intent,
			submission,
			['firstName', 'lastName', 'password'],
			async () => {
				accessToken = await acceptInvitation({ token, ...submission.value }, callerOf(request))
			},
			{ hideFields: ['password'] },
		)
		if (refused) return refused
		return startUserSession(request, decodeAccessToken(accessToken), '/')
	}
	if (intent === 'join') {
		const user = await requireUser(request, context)
		let accessToken = ''
		try {
			accessToken = await user.api.team.joinInvitation(token)
		} catch (error) {
			if (error instanceof ProviderError && !error.isAuthFailure) return replyForm(intent, formError(error.body.message))
			throw error
		}
		return startUserSession(request, decodeAccessToken(accessToken), '/')
	}
	return replyUnknownIntent()
}
