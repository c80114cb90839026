import type { MfaMethod } from '#contract/settings/security-options.ts'

/** The Security tab's side menu: each section is `?section=<id>`, a URL support can open. */
export const SECURITY_SECTIONS = [
	{ id: 'pin', label: 'Transaction PIN' },
	{ id: 'password', label: 'Password' },
	{ id: '2fa', label: 'Two-factor authentication' },
	{ id: 'mfa', label: 'MFA Preference' },
	{ id: 'email', label: 'Email' },
	{ id: 'phone', label: 'Phone' },
	{ id: 'sessions', label: 'IP whitelisting' },
] as const
export type SecuritySection = (typeof SECURITY_SECTIONS)[number]['id']

export function securityUrl(section: SecuritySection, params: Record<string, string> = {}) {
	return `/settings/security?${new URLSearchParams({ section, ...params })}`
}

export function parseSection(value: string | null): SecuritySection {
	return SECURITY_SECTIONS.some((s) => s.id === value) ? (value as SecuritySection) : 'pin'
}

/** How each MFA method is named on screen. */
export const MFA_LABELS: Record<MfaMethod, string> = {
	sms: 'SMS',
	push: 'Push notification',
	email: 'E-mail',
	twoFA: 'Authenticator app (2FA)',
	pin: 'Transaction PIN',
}
