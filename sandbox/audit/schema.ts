import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { AuditValues } from '#contract/audit.ts'
import { createdAt } from '../db/columns.ts'

/**
 * The audit log: one row per change made to a business's account (and per
 * login and failed guess), written in the transaction of the change it
 * records (sandbox/audit/record.ts). Append-only: a trigger of the migration
 * refuses every UPDATE, DELETE and TRUNCATE, whoever asks
 * (docs/decisions/131-the-audit-log.md). No foreign key to the integrator:
 * the provider keeps the log after an account is gone (and a cascade would be
 * a DELETE the trigger refuses).
 */
export const auditLog = pgTable(
	'audit_log',
	{
		/** The order rows were written in: the keyset's tie-break when two share a time. */
		seq: bigint('seq', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
		id: text('id').notNull().unique(),
		/** Whose account it is (the business); today the owner's integrator pk. */
		businessPk: text('business_pk').notNull(),
		kind: text('kind').notNull(),
		actorPk: text('actor_pk').notNull(),
		actorName: text('actor_name').notNull(),
		actorEmail: text('actor_email').notNull(),
		actorRole: text('actor_role').notNull(),
		ip: text('ip').notNull(),
		userAgent: text('user_agent').notNull(),
		before: jsonb('before').$type<AuditValues>(),
		after: jsonb('after').$type<AuditValues>(),
		amount: text('amount'),
		currency: text('currency'),
		referenceId: text('reference_id'),
		referenceService: text('reference_service'),
		createdAt: createdAt(),
	},
	(table) => [
		index('audit_log_business_idx').on(table.businessPk, table.createdAt, table.seq),
		index('audit_log_business_actor_idx').on(table.businessPk, table.actorPk, table.createdAt),
	],
)
export type AuditRow = typeof auditLog.$inferSelect
