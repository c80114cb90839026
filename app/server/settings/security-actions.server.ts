import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { createSessionRequestSchema } from '#contract/settings/sessions.ts'
import { type MfaMethod } from '#contract/settings/verification.ts'
import { codeFormSchema, mfaChangeSchema, passwordFormSchema, phoneOtpFormSchema, pinFormSchema, sessionFormSchema, twoFAVerifyFormSchema } from '#app/lib/settings/security-schemas.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { getEnv } from '../env.server.ts'
import { providerErrorReply } from '../action-reply.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { MFA_LABELS, securityUrl } from '#app/lib/settings/security-sections.ts'
import { respondToToggle } from './toggle-response.server.ts'

/** A form's answer: which form it was for, and conform's result (400). */
function replyForm(form: string, result: unknown, status = 400) {
	return data({ form, result }, { status })
}

/** Calls the provider; a refusal comes back on the form's fields (null when it went through). */
async function submitToProvider<Output, T>(
	request: Request,
	user: User,
	form: string,
	submission: Submission<Output>,
	fields: string[],
	call: () => Promise<T>,
) {
	try {
		await call()
		return null
	} catch (error) {
		const reply = providerErrorReply(submission, error, fields)
		if (!reply) throw error
		return replyForm(form, reply.result, reply.status)
	}
}

const PIN_FIELDS = ['pin', 'confirmPin', 'oldPin', 'newPin', 'confirmNewPin', 'token']
const PASSWORD_FIELDS = ['password', 'confirmPassword', 'oldPassword', 'newPassword', 'confirmNewPassword', 'token']

async function savePin(_request: Request, user: User, formData: FormData) {
	const exists = user.profile.pinExists
	const submission = parseWithZod(formData, { schema: pinFormSchema(exists, user.profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('pin', submission.reply({ hideFields: PIN_FIELDS }))
	const value = submission.value as never
	const refused = await submitToProvider(request, user, 'pin', submission, PIN_FIELDS, () => (exists ? user.api.settings.updatePin(value) : user.api.settings.createPin(value)))
	if (refused) return refused
	return redirectWithToast(securityUrl('pin'), {
		type: 'success',
		title: exists ? 'PIN updated' : 'PIN created',
		description: exists ? 'Your transaction PIN has been changed.' : 'Your transaction PIN is set.',
	})
}

async function savePassword(request: Request, user: User, formData: FormData) {
	const exists = user.profile.passwordExists
	const submission = parseWithZod(formData, { schema: passwordFormSchema(exists, user.profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('password', submission.reply({ hideFields: PASSWORD_FIELDS }))
	const value = submission.value as never
	const refused = await submitToProvider(request, user, 'password', submission, PASSWORD_FIELDS, () =>
		exists ? user.api.settings.updatePassword(value) : user.api.settings.createPassword(value),
	)
	if (refused) return refused
	return redirectWithToast(securityUrl('password'), {
		type: 'success',
		title: exists ? 'Password updated' : 'Password created',
		description: exists ? 'Use your new password the next time you log in.' : 'You can now log in with your password.',
	})
}

/** 2FA setup: a new secret, kept in the session until the first code proves it. */
async function startTwoFA(request: Request, user: User) {
	const setup = await user.api.settings.startTwoFASetup()
	const session = await getSession(request)
	session.set('pendingTwoFASecret', setup.secret)
	return redirect(securityUrl('2fa'), { headers: { 'Set-Cookie': await commitSession(session) } })
}

async function confirmTwoFA(request: Request, user: User, formData: FormData) {
	const submission = parseWithZod(formData, { schema: twoFAVerifyFormSchema })
	if (submission.status !== 'success') return replyForm('2fa', submission.reply())
	const refused = await submitToProvider(request, user, '2fa', submission, ['token'], () => user.api.settings.verifyTwoFA(submission.value.token))
	if (refused) return refused
	const session = await getSession(request)
	session.unset('pendingTwoFASecret')
	return redirectWithToast(
		securityUrl('2fa'),
		{ type: 'success', title: '2FA enabled', description: 'Your 2FA is set. Sensitive changes now ask for a code from your authenticator app.' },
		{ headers: { 'Set-Cookie': await commitSession(session) } },
	)
}

/**
 * An MFA toggle. With 2FA on, the change needs a code: without one the user
 * is sent to the OTP step (`?change=`), a URL that works without JavaScript.
 */
async function changeMfa(request: Request, user: User, formData: FormData) {
	const parsed = mfaChangeSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return respondToToggle(formData, { ok: false, message: parsed.error.issues[0]?.message ?? 'Choose an MFA method' })
	const { method, value, token: code } = parsed.data
	if (user.profile.twoFAEnabled && !code) {
		return redirect(securityUrl('mfa', { change: `${method}:${value ? 'on' : 'off'}` }))
	}
	try {
		await user.api.settings.updateMfa({ name: method, value, token: code })
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		if (user.profile.twoFAEnabled) {
			return redirectWithToast(securityUrl('mfa', { change: `${method}:${value ? 'on' : 'off'}` }), {
				type: 'error',
				title: ERROR_TOAST_TITLE,
				description: error.body.message,
			})
		}
		return respondToToggle(formData, { ok: false, message: error.body.message })
	}
	const toast = { type: 'success' as const, title: 'MFA preference updated', description: `${mfaLabel(method)} is ${value ? 'on' : 'off'}.` }
	if (user.profile.twoFAEnabled) return redirectWithToast(securityUrl('mfa'), toast)
	return respondToToggle(formData, { ok: true, toast })
}

const mfaLabel = (method: MfaMethod) => MFA_LABELS[method]

async function verifyEmail(request: Request, user: User, formData: FormData) {
	try {
		const callbackUrl = new URL(securityUrl('email'), getEnv().APP_URL).toString()
		await user.api.settings.sendEmailVerification(callbackUrl)
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return respondToToggle(formData, { ok: false, message: error.body.message })
	}
	return respondToToggle(formData, {
		ok: true,
		toast: { type: 'success', title: 'Verification e-mail sent', description: `Open the link we sent to ${user.profile.email} to verify it.` },
	})
}

async function sendPhoneOtp(request: Request, user: User, formData: FormData) {
	try {
		await user.api.settings.sendContactOtp(formData.get('resend') === 'true')
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return redirectWithToast(securityUrl('phone'), { type: 'error', title: ERROR_TOAST_TITLE, description: error.body.message })
	}
	return redirectWithToast(securityUrl('phone', { dialog: 'otp' }), {
		type: 'success',
		title: 'OTP sent',
		description: `We sent a code to ${user.profile.contactNumber}. It expires in 3 minutes.`,
	})
}

async function confirmPhoneOtp(request: Request, user: User, formData: FormData) {
	const submission = parseWithZod(formData, { schema: phoneOtpFormSchema })
	if (submission.status !== 'success') return replyForm('phone', submission.reply())
	const refused = await submitToProvider(request, user, 'phone', submission, ['otp'], () => user.api.settings.verifyContactOtp(submission.value.otp))
	if (refused) return refused
	return redirectWithToast(securityUrl('phone'), { type: 'success', title: 'Phone verified', description: 'Your phone number is verified.' })
}

/** 'Generate new session': the API key is answered once, on this page, never stored by us. */
async function generateSession(request: Request, user: User, formData: FormData) {
	const submission = parseWithZod(formData, { schema: sessionFormSchema })
	if (submission.status !== 'success') return replyForm('session', submission.reply())
	const { email, expiryDays, whitelistedIps } = submission.value
	// The choice of days becomes the end date the provider expects (SPEC.md §9).
	const expiresAt = new Date(Date.now() + expiryDays * 86_400_000).toISOString()
	const parsed = createSessionRequestSchema.safeParse({ email, admin: false, expiresAt, whitelistedIps })
	if (!parsed.success) {
		const fieldErrors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return replyForm('session', submission.reply({ fieldErrors }))
	}
	try {
		const created = await user.api.settings.createSession(parsed.data)
		return data({ form: 'session', created: { sessionId: created.sessionId, secret: created.secret, expiresAt: created.expiresAt } })
	} catch (error) {
		const reply = providerErrorReply(submission, error, ['email', 'whitelistedIps', 'expiryDays'])
		if (!reply) throw error
		return replyForm('session', reply.result, reply.status)
	}
}

async function changeSession(request: Request, user: User, formData: FormData, change: 'refresh' | 'delete') {
	const sessionId = String(formData.get('sessionId') ?? '')
	if (!sessionId) return redirectWithToast(securityUrl('sessions'), { type: 'error', title: ERROR_TOAST_TITLE, description: 'Choose a session.' })
	if (change === 'refresh' && user.profile.twoFAEnabled && !formData.get('token')) {
		return redirect(securityUrl('sessions', { refresh: sessionId }))
	}
	if (change === 'refresh' && user.profile.twoFAEnabled) {
		const code = codeFormSchema.safeParse({ token: formData.get('token') })
		if (!code.success) {
			return redirectWithToast(securityUrl('sessions', { refresh: sessionId }), {
				type: 'error',
				title: ERROR_TOAST_TITLE,
				description: code.error.issues[0]?.message ?? 'Enter the 6-digit code.',
			})
		}
	}
	try {
		await (change === 'refresh'
			? user.api.settings.refreshSession(sessionId, String(formData.get('token') ?? '') || undefined)
			: user.api.settings.deleteSession(sessionId))
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		const back = change === 'refresh' && user.profile.twoFAEnabled ? securityUrl('sessions', { refresh: sessionId }) : securityUrl('sessions')
		return redirectWithToast(back, { type: 'error', title: ERROR_TOAST_TITLE, description: error.body.message })
	}
	return redirectWithToast(securityUrl('sessions'), {
		type: 'success',
		title: change === 'refresh' ? 'Session refreshed' : 'Session deleted',
		description: change === 'refresh' ? 'The session now expires in 60 days.' : 'The session can no longer be used.',
	})
}

/** The Security tab's changes, one `intent` each (DESIGN.md §1). */
export async function handleSecurityAction(request: Request, user: User) {
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'save-pin':
			return savePin(request, user, formData)
		case 'save-password':
			return savePassword(request, user, formData)
		case 'start-2fa':
			return startTwoFA(request, user)
		case 'verify-2fa':
			return confirmTwoFA(request, user, formData)
		case 'mfa':
			return changeMfa(request, user, formData)
		case 'verify-email':
			return verifyEmail(request, user, formData)
		case 'send-phone-otp':
			return sendPhoneOtp(request, user, formData)
		case 'verify-phone-otp':
			return confirmPhoneOtp(request, user, formData)
		case 'create-session':
			return generateSession(request, user, formData)
		case 'refresh-session':
			return changeSession(request, user, formData, 'refresh')
		case 'delete-session':
			return changeSession(request, user, formData, 'delete')
		default:
			return data({ form: 'unknown', error: 'Choose what to change.' }, { status: 400 })
	}
}
