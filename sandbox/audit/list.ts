import { and, eq, gte, like, lt, or, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditKind } from '#contract/audit.ts'
import { ROLES, roleMay, type Role } from '#contract/team/roles.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { dayEnd, dayStart } from '../ledger/filters.ts'
import type { Actor } from './record.ts'
import { auditLog, type AuditRow } from './schema.ts'

/**
 * What of the log a member may see, the one rule (docs/product/audit-log.md,
 * record 135): never another business's; every entry with 'audit.all'
 * (Owner, Admin, Compliance); else their own entries and the money ones,
 * since every role reads the money those record.
 */
export function auditVisibleTo(viewer: Actor): SQL {
	const business = eq(auditLog.businessPk, viewer.businessPk)
	const role = ROLES.find((known) => known === viewer.role)
	if (role && roleMay(role satisfies Role, 'audit.all')) return business
	return and(business, or(eq(auditLog.actorPk, viewer.pk), like(auditLog.kind, 'money.%')))!
}

export type AuditFilters = { member?: string; kind?: AuditKind; from?: string; to?: string }

const newestFirst: Keyset<AuditRow> = {
	columns: [
		{ column: auditLog.createdAt, cast: 'timestamptz' },
		{ column: auditLog.seq, cast: 'bigint' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), String(row.seq)],
}

/** A page of the entries the viewer may see, newest first, as the filters select. */
export function listAudit(db: Db, viewer: Actor, filters: AuditFilters, page: PageRequest) {
	const conditions = and(
		auditVisibleTo(viewer),
		filters.member ? eq(auditLog.actorPk, filters.member) : undefined,
		filters.kind ? eq(auditLog.kind, filters.kind) : undefined,
		filters.from ? gte(auditLog.createdAt, dayStart(filters.from)) : undefined,
		filters.to ? lt(auditLog.createdAt, dayEnd(filters.to)) : undefined,
	)
	return readPage(newestFirst, page, (position, orderBy, limit) =>
		db
			.select()
			.from(auditLog)
			.where(and(conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
	id: row.id,
	kind: row.kind as AuditKind,
	createdAt: row.createdAt.toISOString(),
	actor: { pk: row.actorPk, name: row.actorName, email: row.actorEmail, role: row.actorRole },
	ip: row.ip,
	userAgent: row.userAgent,
	before: row.before,
	after: row.after,
	amount: row.amount !== null && row.currency !== null ? { value: row.amount, currency: row.currency } : null,
	reference: row.referenceId !== null ? { id: row.referenceId, service: row.referenceService } : null,
})
