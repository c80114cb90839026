/**
 * The Security tab's choices, without zod: the tab lists them on its first visit (the requests that
 * carry them are in verification.ts and sessions.ts; docs/decisions/120-light-forms.md).
 */

/** The MFA methods a user may toggle; whatsapp exists in the profile but is hidden. */
export const MFA_METHODS = ['sms', 'push', 'email', 'twoFA', 'pin'] as const
export type MfaMethod = (typeof MFA_METHODS)[number]

/** Expiry choices of 'Generate new session', in days. */
export const SESSION_EXPIRY_DAYS = [1, 7, 30, 60] as const
