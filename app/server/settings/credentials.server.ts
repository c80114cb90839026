import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import {
	passwordFormSchema,
	pinFormSchema,
	regenerateRecoveryCodesFormSchema,
	twoFAVerifyFormSchema,
} from '#app/lib/settings/security-schemas.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { replyForm, submitToProvider } from '../action-reply.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * The Security tab's credentials: the transaction PIN, the password and
 * 2FA. PINs, passwords and codes are never echoed back to the form.
 */

const PIN_FIELDS = ['pin', 'confirmPin', 'oldPin', 'newPin', 'confirmNewPin', 'token']
const PASSWORD_FIELDS = ['password', 'confirmPassword', 'oldPassword', 'newPassword', 'confirmNewPassword', 'token']

/** Create the PIN (PIN and confirmation) or change it (current, new, confirmation); with 2FA on, with a code. */
export async function savePin(user: User, form: FormData) {
	const profile = await user.profile
	const exists = profile.pinExists
	const submission = parseWithZod(form, { schema: pinFormSchema(exists, profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('save-pin', submission.reply({ hideFields: PIN_FIELDS }))
	const value = submission.value
	const save = () => ('oldPin' in value ? user.api.settings.updatePin(value) : user.api.settings.createPin(value))
	const refused = await submitToProvider('save-pin', submission, PIN_FIELDS, save, { hideFields: PIN_FIELDS })
	if (refused) return refused
	return redirectWithToast(securityUrl('pin'), {
		type: 'success',
		title: exists ? 'PIN updated' : 'PIN created',
		description: exists ? 'Your transaction PIN has been changed.' : 'Your transaction PIN is set.',
	})
}

/** Create a password (to log in without waiting for an e-mail) or change it; with 2FA on, with a code. */
export async function savePassword(user: User, form: FormData) {
	const profile = await user.profile
	const exists = profile.passwordExists
	const submission = parseWithZod(form, { schema: passwordFormSchema(exists, profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('save-password', submission.reply({ hideFields: PASSWORD_FIELDS }))
	const value = submission.value
	const save = () => ('oldPassword' in value ? user.api.settings.updatePassword(value) : user.api.settings.createPassword(value))
	const refused = await submitToProvider('save-password', submission, PASSWORD_FIELDS, save, { hideFields: PASSWORD_FIELDS })
	if (refused) return refused
	return redirectWithToast(securityUrl('password'), {
		type: 'success',
		title: exists ? 'Password updated' : 'Password created',
		description: exists ? 'Use your new password the next time you log in.' : 'You can now log in with your password.',
	})
}

/** 2FA setup: a new secret, kept in the session until the first code proves it (see docs/decisions/019-two-fa-setup-in-session.md). */
export async function startTwoFA(request: Request, user: User) {
	const [setup, session] = await Promise.all([user.api.settings.startTwoFASetup(), getSession(request)])
	session.set('pendingTwoFASecret', setup.secret)
	return redirect(securityUrl('2fa'), { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * The first code from the authenticator app turns 2FA on; the pending secret
 * is dropped. The answer is the page itself, not a redirect: it carries the
 * ten recovery codes, which are shown this once and kept nowhere.
 */
export async function confirmTwoFA(request: Request, user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: twoFAVerifyFormSchema })
	if (submission.status !== 'success') return replyForm('verify-2fa', submission.reply())
	let recoveryCodes: string[] = []
	const refused = await submitToProvider('verify-2fa', submission, ['token'], async () => {
		recoveryCodes = (await user.api.settings.verifyTwoFA(submission.value.token)).data.recoveryCodes
	})
	if (refused) return refused
	const session = await getSession(request)
	session.unset('pendingTwoFASecret')
	return data(
		{ intent: 'verify-2fa' as const, result: submission.reply({ resetForm: true }), recoveryCodes },
		{ headers: { 'Set-Cookie': await commitSession(session), 'Cache-Control': 'no-store' } },
	)
}

/** A new set of recovery codes (the old set stops working), for a current authenticator code; shown once. */
export async function regenerateRecoveryCodes(user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: regenerateRecoveryCodesFormSchema })
	if (submission.status !== 'success') return replyForm('regenerate-recovery-codes', submission.reply({ hideFields: ['token'] }))
	let recoveryCodes: string[] = []
	const refused = await submitToProvider(
		'regenerate-recovery-codes',
		submission,
		['token'],
		async () => {
			recoveryCodes = await user.api.settings.regenerateRecoveryCodes(submission.value.token)
		},
		{ hideFields: ['token'] },
	)
	if (refused) return refused
	return data(
		{ intent: 'regenerate-recovery-codes' as const, result: submission.reply({ resetForm: true }), recoveryCodes },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
