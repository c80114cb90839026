import { z } from 'zod'
import { envelope } from './envelope.ts'
import { dayFilterSchema, lekSchema, limitSchema, optionalFilter, pageSchema } from './money/paging.ts'

/**
 * The audit log (Settings → Audit log, docs/product/audit-log.md): every
 * change made to a business's account, by whom, when, from where, and what
 * it was. The provider keeps it and never changes or deletes an entry
 * (docs/decisions/131-the-audit-log.md).
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

export const isAuditKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value)

/** A setting's fields as they were and as they became: short values only, never a secret. */
export const auditValuesSchema = z.record(z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]))
export type AuditValues = z.infer<typeof auditValuesSchema>

/**
 * Who did it: the login (member) and the role it had then. Today every
 * login is its account's owner; roles other than 'OWNER' come with team
 * members, so the role is a string here, not a closed list.
 */
export const auditActorSchema = z.object({ pk: z.string(), name: z.string(), email: z.string(), role: z.string() })
export type AuditActor = z.infer<typeof auditActorSchema>

export const auditEntrySchema = z.object({
	id: z.string(),
	kind: z.enum(AUDIT_KINDS),
	createdAt: z.string(),
	actor: auditActorSchema,
	/** The address and the client (user agent) of the person, as the provider saw them or their proxy vouched for them. */
	ip: z.string(),
	userAgent: z.string(),
	before: auditValuesSchema.nullable(),
	after: auditValuesSchema.nullable(),
	/** Money moved: the amount (a decimal string), and what it made (its receipt's id; `service`: whose service, or the screening tool). */
	amount: z.object({ value: z.string(), currency: z.string() }).nullable(),
	reference: z.object({ id: z.string(), service: z.string().nullable() }).nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const AUDIT_MEMBER_MESSAGE = 'member must be a member of this account'

/** GET /integrator/v1/audit: newest first, filtered by member (a login's pk), kind and days. */
export const auditListQuerySchema = z.object({
	member: optionalFilter(z.string().uuid(AUDIT_MEMBER_MESSAGE)),
	kind: optionalFilter(z.enum(AUDIT_KINDS, { errorMap: () => ({ message: 'kind must be one of the audit log kinds' }) })),
	from: dayFilterSchema('from'),
	to: dayFilterSchema('to'),
	limit: limitSchema,
	lek: lekSchema,
})
export type AuditListQuery = z.input<typeof auditListQuerySchema>

export const auditListResponseSchema = envelope(pageSchema(auditEntrySchema))

/**
 * The headers the dashboard sends the browser's client in: the provider
 * believes them only from a caller presenting the proxy secret, as it does
 * X-Forwarded-For (else it records the caller's own User-Agent).
 */
export const FORWARDED_USER_AGENT_HEADER = 'x-forwarded-user-agent'
