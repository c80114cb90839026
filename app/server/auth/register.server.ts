import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { registerFieldsSchema, registerFormSchema } from '#app/lib/auth/schemas.ts'
import { replyForm, replyProviderError, replyRateLimited } from '../action-reply.server.ts'
import { log } from '../logger.server.ts'
import { networkIssueResponse, orNetworkIssue } from '../network.server.ts'
import { requestLoginLink } from '../provider/auth.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { getCountries, registerIntegrator } from '../provider/shell.server.ts'
import { checkRateLimits } from '../rate-limit.server.ts'
import { callerOf, getClientIp } from '../request-context.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { loginCallbackUrl } from './login-link.server.ts'

const HIDDEN = ['password', 'confirmPassword']

/** The sign-up page needs the country list (public, cached). */
export async function loadRegister() {
	return { countries: await orNetworkIssue(getCountries()) }
}

/** /auth/register: create the account, then e-mail its first login link. */
export async function handleRegisterAction(request: Request) {
	const submission = parseWithZod(await request.formData(), { schema: registerFormSchema })
	if (submission.status !== 'success') return replyForm('register', submission.reply({ hideFields: HIDDEN }))
	const limit = await checkRateLimits([`register:ip:${getClientIp(request) ?? 'unknown'}`])
	if (!limit.allowed) return replyRateLimited('register', submission, limit.retryAfterSeconds)

	const { confirmPassword: _confirm, ...body } = submission.value
	try {
		await registerIntegrator({ ...body, businessName: body.accountType === 'COMPANY' ? body.businessName : undefined }, callerOf(request))
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		// The e-mail is taken: say so on the e-mail field.
		if (error instanceof ProviderError && error.status === 409) {
			return replyForm('register', submission.reply({ fieldErrors: { email: [error.body.message] }, hideFields: HIDDEN }))
		}
		const reply = replyProviderError('register', submission, error, Object.keys(registerFieldsSchema.shape), { hideFields: HIDDEN })
		if (reply) return reply
		throw error
	}
	try {
		await requestLoginLink({ email: body.email, callbackUrl: loginCallbackUrl(null) }, callerOf(request))
	} catch (error) {
		// The account exists; the user can ask for a link from the login page.
		log.warn('login link after sign-up failed', { error })
	}
	const session = await getSession(request)
	session.flash('registeredEmail', body.email)
	return redirect('/auth/register-success', { headers: { 'Set-Cookie': await commitSession(session) } })
}
