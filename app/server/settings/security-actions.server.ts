import { securityIntents } from '#app/lib/settings/security-schemas.ts'
import { readIntent, replyUnknownIntent } from '../action-reply.server.ts'
import type { User } from '../user.server.ts'
import { confirmTwoFA, regenerateRecoveryCodes, savePassword, savePin, startTwoFA } from './credentials.server.ts'
import { createSession, deleteSession, refreshSession } from './sessions.server.ts'
import { changeMfa, confirmPhoneOtp, sendPhoneOtp, verifyEmail } from './verification.server.ts'

/**
 * The Security tab's changes, one `intent` each: credentials (PIN,
 * password, 2FA), verification (MFA, e-mail, phone) and API sessions. An
 * intent the tab does not know answers 400 and changes nothing.
 */
export async function handleSecurityAction(request: Request, user: User) {
	const form = await request.formData()
	switch (readIntent(form, securityIntents)) {
		case 'save-pin':
			return savePin(user, form)
		case 'save-password':
			return savePassword(user, form)
		case 'start-2fa':
			return startTwoFA(request, user)
		case 'verify-2fa':
			return confirmTwoFA(request, user, form)
		case 'regenerate-recovery-codes':
			return regenerateRecoveryCodes(user, form)
		case 'mfa':
			return changeMfa(user, form)
		case 'verify-email':
			return verifyEmail(user, form)
		case 'send-phone-otp':
			return sendPhoneOtp(user, form)
		case 'verify-phone-otp':
			return confirmPhoneOtp(user, form)
		case 'create-session':
			return createSession(user, form)
		case 'refresh-session':
			return refreshSession(user, form)
		case 'delete-session':
			return deleteSession(user, form)
		case null:
			return replyUnknownIntent()
	}
}
