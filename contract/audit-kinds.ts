/**
 * The audit log's kinds of entry and their words, without zod: the page's
 * view and filter read them (docs/decisions/121-a-lighter-frame.md keeps
 * schemas out of what a page loads); contract/audit.ts holds the shapes.
 */

/** Every kind of entry, a closed list: `<group>.<what>`. Its label is the page's filter option and the row's title. */
export const AUDIT_KINDS = [
	'auth.login',
	'auth.login_failed',
	'auth.pin_failed',
	'auth.two_fa_failed',
	'settings.webhook',
	'settings.mfa',
	'settings.two_fa',
	'settings.session_created',
	'settings.session_deleted',
	'settings.session_refreshed',
	'settings.pin',
	'settings.password',
	'settings.email_preferences',
	'settings.blacklist_check',
	'settings.withdrawal_address_added',
	'settings.withdrawal_address_changed',
	'settings.withdrawal_address_deleted',
	'settings.profile',
	'settings.subscription',
	'money.payout',
	'money.withdrawal',
	'money.local_transfer',
	'money.trade',
	'money.loan',
	'money.bulk_batch',
	'money.screening',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
	'auth.login': 'Logged in',
	'auth.login_failed': 'Failed login (wrong password)',
	'auth.pin_failed': 'Wrong transaction PIN',
	'auth.two_fa_failed': 'Wrong 2FA code',
	'settings.webhook': 'Webhook URL changed',
	'settings.mfa': 'MFA preference changed',
	'settings.two_fa': 'Two-factor authentication turned on or off',
	'settings.session_created': 'API session created',
	'settings.session_deleted': 'API session deleted',
	'settings.session_refreshed': 'API session refreshed',
	'settings.pin': 'Transaction PIN created or changed',
	'settings.password': 'Password created or changed',
	'settings.email_preferences': 'E-mail preferences changed',
	'settings.blacklist_check': 'Withdrawal blacklist check changed',
	'settings.withdrawal_address_added': 'Withdrawal address added',
	'settings.withdrawal_address_changed': 'Withdrawal address changed',
	'settings.withdrawal_address_deleted': 'Withdrawal address deleted',
	'settings.profile': 'Profile changed',
	'settings.subscription': 'Service subscription changed',
	'money.payout': 'Payout confirmed',
	'money.withdrawal': 'Withdrawal confirmed',
	'money.local_transfer': 'Local transfer confirmed',
	'money.trade': 'Trade accepted',
	'money.loan': 'Loan taken',
	'money.bulk_batch': 'Bulk payout sent',
	'money.screening': 'Screening quote confirmed',
}
