import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { createSessionRequestSchema } from '#contract/settings/sessions.ts'
import { codeFormSchema, sessionFormSchema } from '#app/lib/settings/security-schemas.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import type { CreatedSession } from '#app/lib/settings/security-tab.ts'
import { redirectWithErrorToast, replyForm, replyProviderError } from '../action-reply.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** The Security tab's API sessions (IP whitelisting): generate, refresh, delete. */

const DAY_MS = 86_400_000

/**
 * 'Generate new session'. The choice of days becomes the end date the
 * provider expects. The API key is answered once, on this page, beside the
 * form's result, and never stored by the dashboard.
 */
export async function createSession(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: sessionFormSchema })
	if (submission.status !== 'success') return replyForm('create-session', submission.reply())
	const { email, expiryDays, whitelistedIps } = submission.value
	const expiresAt = new Date(Date.now() + expiryDays * DAY_MS).toISOString()
	const parsed = createSessionRequestSchema.safeParse({ email, admin: false, expiresAt, whitelistedIps })
	if (!parsed.success) {
		const fieldErrors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return replyForm('create-session', submission.reply({ fieldErrors }))
	}
	try {
		const session = await user.api.settings.createSession(parsed.data)
		const created: CreatedSession = { sessionId: session.sessionId, secret: session.secret, expiresAt: session.expiresAt }
		return data({ intent: 'create-session' as const, result: submission.reply({ resetForm: true }), created })
	} catch (error) {
		const reply = replyProviderError('create-session', submission, error, ['email', 'whitelistedIps', 'expiryDays'])
		if (!reply) throw error
		return reply
	}
}

function readSessionId(form: FormData) {
	const sessionId = form.get('sessionId')
	return typeof sessionId === 'string' ? sessionId.trim() : ''
}

/**
 * 'Refresh' gives an active session another 60 days. With 2FA on it needs
 * a code: without one the user is sent to the OTP step (`?refresh=<id>`),
 * and a refused code comes back to it with the reason.
 */
export async function refreshSession(user: User, form: FormData) {
	const sessionId = readSessionId(form)
	if (!sessionId) return redirectWithErrorToast(securityUrl('sessions'), 'Choose a session.')
	const { twoFAEnabled } = await user.profile
	const otpStep = securityUrl('sessions', { refresh: sessionId })
	const token = form.get('token')
	let code = typeof token === 'string' && token ? token : undefined
	if (twoFAEnabled) {
		if (!code) return redirect(otpStep)
		const parsed = codeFormSchema.safeParse({ token: code })
		if (!parsed.success) return redirectWithErrorToast(otpStep, parsed.error.issues[0]?.message ?? 'Enter the 6-digit code.')
		code = parsed.data.token
	}
	try {
		await user.api.settings.refreshSession(sessionId, code)
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return redirectWithErrorToast(twoFAEnabled ? otpStep : securityUrl('sessions'), error.body.message)
	}
	return redirectWithToast(securityUrl('sessions'), {
		type: 'success',
		title: 'Session refreshed',
		description: 'The session now expires in 60 days.',
	})
}

/** 'Delete' ends a session at once: its key stops working. */
export async function deleteSession(user: User, form: FormData) {
	const sessionId = readSessionId(form)
	if (!sessionId) return redirectWithErrorToast(securityUrl('sessions'), 'Choose a session.')
	try {
		await user.api.settings.deleteSession(sessionId)
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return redirectWithErrorToast(securityUrl('sessions'), error.body.message)
	}
	return redirectWithToast(securityUrl('sessions'), {
		type: 'success',
		title: 'Session deleted',
		description: 'The session can no longer be used.',
	})
}
