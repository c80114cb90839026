import QRCode from 'qrcode'
import { MFA_METHODS, type MfaMethod } from '#contract/settings/security-options.ts'
import { type Session } from '#contract/settings/sessions.ts'
import type { Profile } from '#contract/shell.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { parseSection } from '#app/lib/settings/security-sections.ts'
import type { SecurityTabData } from '#app/lib/settings/security-tab.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { getSession } from '../session.server.ts'
import type { User } from '../user.server.ts'

/**
 * The MFA methods a user can choose from: those they have set up (a
 * verified e-mail or phone, a PIN, 2FA), and push once the provider has it
 * on. WhatsApp is never offered.
 */
export function availableMfaMethods(profile: Profile): MfaMethod[] {
	const ready: Record<MfaMethod, boolean> = {
		email: profile.emailVerified,
		sms: profile.contactVerified,
		pin: profile.pinExists,
		twoFA: profile.twoFAEnabled,
		push: profile.mfaPreference.push,
	}
	return MFA_METHODS.filter((method) => ready[method])
}

/** Sessions whose id, IPs or dates contain the search text, ignoring case. */
export function searchSessions(sessions: Session[], query: string) {
	const q = query.trim().toLowerCase()
	if (!q) return sessions
	return sessions.filter((s) =>
		[s.sessionId, ...s.whitelistedIps, formatDateTime(s.createdAt), formatDateTime(s.expiresAt), formatDateTime(s.updatedAt)].some((text) =>
			text.toLowerCase().includes(q),
		),
	)
}

/**
 * The Security tab's data: the profile's security flags, and what the open
 * section needs (the 2FA QR code drawn on the server so it shows without
 * JavaScript, the phone OTP state, the sessions). The profile, the pending
 * 2FA secret and the sessions are fetched together; the phone's OTP state
 * waits for the profile only because it depends on the contact number.
 */
export async function loadSecurityTab(request: Request, user: User): Promise<SecurityTabData> {
	const url = new URL(request.url)
	const section = parseSection(url.searchParams.get('section'))
	const [profile, session, sessions] = await Promise.all([
		user.profile,
		section === '2fa' ? getSession(request) : null,
		section === 'sessions' ? user.api.settings.listSessions() : null,
	])
	const pending = profile.twoFAEnabled ? undefined : session?.get('pendingTwoFASecret')
	const needsPhoneStatus = section === 'phone' && !profile.contactVerified && Boolean(profile.contactNumber)
	const [twoFASetup, phone] = await Promise.all([
		pending ? twoFASetupView(pending) : null,
		needsPhoneStatus ? user.api.settings.getContactOtpStatus() : null,
	])
	const query = url.searchParams.get('q') ?? ''
	return {
		section,
		email: profile.email,
		pinExists: profile.pinExists,
		passwordExists: profile.passwordExists,
		twoFAEnabled: profile.twoFAEnabled,
		emailVerified: profile.emailVerified,
		contactVerified: profile.contactVerified,
		contactNumber: profile.contactNumber,
		mfa: availableMfaMethods(profile).map((method) => ({ method, enabled: profile.mfaPreference[method] })),
		twoFASetup,
		phone: phone ? { otpRequested: phone.exist, expiresAt: phone.expiresAt } : null,
		sessions: sessions ? { all: sessions.length, shown: searchSessions(sessions, query), query } : null,
		sessionsRefusal: roleRefusal(profile.member.role, 'sessions.manage'),
	}
}

/** The pending 2FA secret (an otpauth:// URL) as a QR code and the setup key the user can type instead. */
async function twoFASetupView(otpauthUrl: string) {
	const key = new URL(otpauthUrl).searchParams.get('secret') ?? ''
	return { qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, width: 192 }), key }
}
