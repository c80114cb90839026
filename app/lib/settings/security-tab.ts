import type { MfaMethod } from '#contract/settings/security-options.ts'
import type { Session } from '#contract/settings/sessions.ts'
import type { FormReply } from '../reply.ts'
import type { SecurityIntent } from './security-schemas.ts'
import type { SecuritySection } from './security-sections.ts'

/**
 * What the Security tab shows: the profile's security flags, and what the
 * open section needs (the 2FA QR code drawn on the server so it shows
 * without JavaScript, the phone OTP state, the sessions).
 */
export type SecurityTabData = {
	section: SecuritySection
	email: string
	pinExists: boolean
	passwordExists: boolean
	twoFAEnabled: boolean
	emailVerified: boolean
	contactVerified: boolean
	contactNumber: string | null
	mfa: { method: MfaMethod; enabled: boolean }[]
	twoFASetup: { qrSvg: string; key: string } | null
	phone: { otpRequested: boolean; expiresAt: string | null } | null
	sessions: { all: number; shown: Session[]; query: string } | null
	/** Why this role may not create, refresh or delete API sessions (record 135); null when it may. */
	sessionsRefusal: string | null
}

/** A session just generated, with its API key: answered once, on the page, never stored. */
export type CreatedSession = { sessionId: string; secret: string; expiresAt: string }

/** The Security tab's action answer; 'create-session' carries the new key beside it. */
/** `recoveryCodes`: the set just handed out (2FA turned on, or regenerated), shown once. */
export type SecurityReply = FormReply<SecurityIntent> & { created?: CreatedSession; recoveryCodes?: string[] }
