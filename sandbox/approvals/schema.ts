import { index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { APPROVAL_KINDS, APPROVAL_STATUSES } from '#contract/approvals/words.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * Two keys for money (docs/product/approvals.md, record 134). Amounts are
 * integer minor units like the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/** A business's rule: movements of this kind and currency at or above `amount` wait for a second member. */
export const approvalRules = pgTable(
	'approval_rules',
	{
		integratorPk: integratorPk(),
		kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		updatedByName: text('updated_by_name').notNull(),
		updatedAt: updatedAt(),
	},
	(table) => [primaryKey({ columns: [table.integratorPk, table.kind, table.currency] })],
)
export type ApprovalRuleRow = typeof approvalRules.$inferSelect

/**
 * A movement waiting for a second member: the quote it holds (one request per
 * quote: `quote_id` unique, so a confirmation clicked twice asks once), who
 * asked, and how it ended. PENDING moves once, to APPROVED, REJECTED or
 * EXPIRED, by a conditional UPDATE: of racing decisions one wins.
 */
export const approvalRequests = pgTable(
	'approval_requests',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
		quoteId: text('quote_id').notNull(),
		status: text('status', { enum: APPROVAL_STATUSES }).notNull(),
		requestedByPk: text('requested_by_pk').notNull(),
		requestedByName: text('requested_by_name').notNull(),
		requestedByEmail: text('requested_by_email').notNull(),
		decidedByName: text('decided_by_name'),
		decidedByEmail: text('decided_by_email'),
		decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
		reason: text('reason'),
		/** What an approval sent (a payout, withdrawal, transfer or batch id); the column is named from when payouts were the only kind. */
		movementId: text('payout_id'),
		createdAt: createdAt(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('approval_requests_quote_unique').on(table.quoteId),
		index('approval_requests_integrator_idx').on(table.integratorPk, table.status, table.createdAt),
	],
)
export type ApprovalRequestRow = typeof approvalRequests.$inferSelect
