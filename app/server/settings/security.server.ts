import QRCode from 'qrcode'
import type { Profile } from '#contract/shell.ts'
import { type Session } from '#contract/settings/sessions.ts'
import { MFA_METHODS, type MfaMethod } from '#contract/settings/verification.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { getSession } from '../session.server.ts'
import type { User } from '../user.server.ts'
import { parseSection } from '#app/lib/settings/security-sections.ts'

/**
 * The MFA methods a user can choose from: those they have set up (a
 * verified e-mail or phone, a PIN, 2FA), and push once the provider has it
 * on. WhatsApp is never shown (SPEC.md §3).
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

/** Sessions whose id, IPs or dates contain the search text (SPEC.md §5 "Searches"). */
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
 * JavaScript, the phone OTP state, the sessions).
 */
export async function loadSecurityTab(request: Request, user: User) {
	const url = new URL(request.url)
	const section = parseSection(url.searchParams.get('section'))
	const { profile } = user
	const base = {
		section,
		email: profile.email,
		pinExists: profile.pinExists,
		passwordExists: profile.passwordExists,
		twoFAEnabled: profile.twoFAEnabled,
		emailVerified: profile.emailVerified,
		contactVerified: profile.contactVerified,
		contactNumber: profile.contactNumber,
		mfa: availableMfaMethods(profile).map((method) => ({ method, enabled: profile.mfaPreference[method] })),
		twoFASetup: null as null | { qrSvg: string; key: string },
		phone: null as null | { otpRequested: boolean; expiresAt: string | null },
		sessions: null as null | { all: number; shown: Session[]; query: string },
	}
	if (section === '2fa' && !profile.twoFAEnabled) {
		const pending = (await getSession(request)).get('pendingTwoFASecret')
		if (pending) {
			const key = new URL(pending).searchParams.get('secret') ?? ''
			base.twoFASetup = { qrSvg: await QRCode.toString(pending, { type: 'svg', margin: 1, width: 192 }), key }
		}
	}
	if (section === 'phone' && !profile.contactVerified && profile.contactNumber) {
		const status = await user.api.settings.getContactOtpStatus()
		base.phone = { otpRequested: status.exist, expiresAt: status.expiresAt }
	}
	if (section === 'sessions') {
		const sessions = await user.api.settings.listSessions()
		const query = url.searchParams.get('q') ?? ''
		base.sessions = { all: sessions.length, shown: searchSessions(sessions, query), query }
	}
	return base
}
export type SecurityTabData = Awaited<ReturnType<typeof loadSecurityTab>>
