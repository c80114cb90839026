import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '#contract/audit-kinds.ts'
import { AUDIT_LOG_PATH } from './paths.ts'

/**
 * Settings → Audit log (docs/product/audit-log.md): its paths, filters and
 * words, without zod, so the page's view loads none (the URL is read on the
 * server: audit-log-query.ts).
 */
export const AUDIT_KIND_OPTIONS = AUDIT_KINDS.map((value) => ({ value, label: AUDIT_KIND_LABELS[value] }))

/** The filters, as the URL holds them: `member` is a login's id, `from` and `to` days (YYYY-MM-DD, UTC). */
export type AuditFilters = { member?: string; kind?: AuditKind; from?: string; to?: string }
export const AUDIT_FILTER_KEYS = ['member', 'kind', 'from', 'to'] as const

/** The log's URL (or its CSV's) with these filters and, when given, this page. */
export function auditLogHref(filters: AuditFilters, lek?: string | null, path = AUDIT_LOG_PATH) {
	const params = new URLSearchParams()
	for (const key of AUDIT_FILTER_KEYS) {
		const value = filters[key]
		if (value) params.set(key, value)
	}
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** A role in words: 'OWNER' is 'Owner'. */
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1).toLowerCase().replaceAll('_', ' ')

/** One field of a setting, as it was and as it became ('—' for none). */
export type AuditChange = { field: string; before: string | null; after: string | null }

/** One entry as the page and the CSV show it. */
export type AuditRow = {
	id: string
	createdAt: string
	kind: AuditKind
	kindLabel: string
	actor: { pk: string; name: string; email: string; role: string }
	ip: string
	userAgent: string
	changes: AuditChange[]
	amount: { value: string; currency: string } | null
	/** What the change made: its receipt's page, when the dashboard has one. */
	receipt: { id: string; href: string | null } | null
}

/** The page's state: the rows, the filters and what was refused, the member choices, and its ways on. */
export type AuditLogState = {
	rows: AuditRow[]
	filters: AuditFilters
	errors: string[]
	notice: string | null
	members: { value: string; label: string }[]
	nextHref: string | null
	previousHref: string | null
	exportHref: string
}

/** What a filtered list that found nothing says it looked for: 'No search found for Webhook URL changed, from 2026-12-01'. */
export function describeFilters(filters: AuditFilters, members: AuditLogState['members']) {
	const parts: string[] = []
	if (filters.member) parts.push(members.find((member) => member.value === filters.member)?.label ?? 'this member')
	if (filters.kind) parts.push(AUDIT_KIND_LABELS[filters.kind])
	if (filters.from) parts.push(`from ${filters.from}`)
	if (filters.to) parts.push(`to ${filters.to}`)
	return parts.join(', ')
}
