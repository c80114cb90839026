import { z } from 'zod'
import { AUDIT_KINDS, type AuditKind } from './audit-kinds.ts'
import { envelope } from './envelope.ts'
import { dayFilterSchema, lekSchema, limitSchema, optionalFilter, pageSchema } from './money/paging.ts'

export { AUDIT_KIND_LABELS, type AuditKind } from './audit-kinds.ts'

/**
 * The audit log (Settings → Audit log, docs/product/audit-log.md): every
 * change made to a business's account, by whom, when, from where, and what
 * it was. The provider keeps it and never changes or deletes an entry
 * (docs/decisions/131-the-audit-log.md).
 */

/** A setting's fields as they were and as they became: short values only, never a secret. */
export const auditValuesSchema = z.record(z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]))
export type AuditValues = z.infer<typeof auditValuesSchema>

/**
 * Who did it: the login (member) and the role it had then. Today every
 * login is its account's owner; roles other than 'OWNER' come with team
 * members, so the role is a string here, not a closed list.
 */
export const auditActorSchema = z.object({ pk: z.string(), name: z.string(), email: z.string(), role: z.string() })

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
/** What a caller sends (the schema reads strings from a URL). */
export type AuditListQuery = { member?: string; kind?: AuditKind; from?: string; to?: string; limit?: number; lek?: string }

export const auditListResponseSchema = envelope(pageSchema(auditEntrySchema))

/**
 * The headers the dashboard sends the browser's client in: the provider
 * believes them only from a caller presenting the proxy secret, as it does
 * X-Forwarded-For (else it records the caller's own User-Agent).
 */
export const FORWARDED_USER_AGENT_HEADER = 'x-forwarded-user-agent'
