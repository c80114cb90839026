import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { formError } from '#app/lib/reply.ts'
import { mfaChangeSchema, phoneOtpFormSchema } from '#app/lib/settings/security-schemas.ts'
import { MFA_LABELS, securityUrl } from '#app/lib/settings/security-sections.ts'
import { redirectWithErrorToast, replyForm, submitToProvider } from '../action-reply.server.ts'
import { getEnv } from '../env.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { respondToToggle } from './toggle-response.server.ts'

/** The Security tab's verification: MFA preferences, the e-mail link and the phone's SMS code. */

/**
 * An MFA toggle. With 2FA on, the change needs a code: without one the user
 * is sent to the OTP step (`?change=<method>:on|off`), a URL that works
 * without JavaScript, and a refused code comes back to it with the reason.
 */
export async function changeMfa(user: User, form: FormData) {
	const parsed = mfaChangeSchema.safeParse(Object.fromEntries(form))
	// The switches post fixed values: anything else is a forged post, answered 400 in place (no toast, no redirect).
	if (!parsed.success) return replyForm('mfa', formError(parsed.error.issues[0]?.message ?? 'Choose an MFA method'))
	const { method, value, token: code } = parsed.data
	const { twoFAEnabled } = await user.profile
	const otpStep = securityUrl('mfa', { change: `${method}:${value ? 'on' : 'off'}` })
	if (twoFAEnabled && !code) return redirect(otpStep)
	try {
		await user.api.settings.updateMfa({ name: method, value, token: code })
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		if (twoFAEnabled) return redirectWithErrorToast(otpStep, error.body.message)
		return respondToToggle('mfa', form, { ok: false, message: error.body.message })
	}
	const toast = {
		type: 'success' as const,
		title: 'MFA preference updated',
		description: `${MFA_LABELS[method]} is ${value ? 'on' : 'off'}.`,
	}
	if (twoFAEnabled) return redirectWithToast(securityUrl('mfa'), toast)
	return respondToToggle('mfa', form, { ok: true, toast })
}

/** The e-mail toggle sends a verification link that leads back to this section. */
export async function verifyEmail(user: User, form: FormData) {
	let to: string
	try {
		const callbackUrl = new URL(securityUrl('email'), getEnv().APP_URL).toString()
		to = (await user.api.settings.sendEmailVerification(callbackUrl)).data.to
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return respondToToggle('verify-email', form, { ok: false, message: error.body.message })
	}
	return respondToToggle('verify-email', form, {
		ok: true,
		toast: { type: 'success', title: 'Verification e-mail sent', description: `Open the link we sent to ${to} to verify it.` },
	})
}

/** Send (or resend) the SMS code, then open the OTP step (`?dialog=otp`). */
export async function sendPhoneOtp(user: User, form: FormData) {
	let to: string
	try {
		to = (await user.api.settings.sendContactOtp(form.get('resend') === 'true')).data.to
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return redirectWithErrorToast(securityUrl('phone'), error.body.message)
	}
	return redirectWithToast(securityUrl('phone', { dialog: 'otp' }), {
		type: 'success',
		title: 'OTP sent',
		description: `We sent a code to ${to}. It expires in 3 minutes.`,
	})
}

/** The SMS code verifies the phone; a wrong one comes back to the OTP step with the reason. */
export async function confirmPhoneOtp(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: phoneOtpFormSchema })
	if (submission.status !== 'success') return replyForm('verify-phone-otp', submission.reply())
	const refused = await submitToProvider('verify-phone-otp', submission, ['otp'], () =>
		user.api.settings.verifyContactOtp(submission.value.otp),
	)
	if (refused) return refused
	return redirectWithToast(securityUrl('phone'), {
		type: 'success',
		title: 'Phone verified',
		description: 'Your phone number is verified.',
	})
}
