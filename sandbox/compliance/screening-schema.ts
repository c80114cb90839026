import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { RaisedIndicator, ReportSource } from '#contract/compliance/entities.ts'
import type { Exposure } from '#contract/compliance/risk-schemas.ts'
import type { QuoteItem, RejectedRow } from '#contract/compliance/screening.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt } from '../db/columns.ts'

/**
 * The compliance service's screenings (contract/compliance/screening.ts,
 * records.ts). Fees are integer minor units of USD, like the ledger's; the
 * money itself moves in the ledger, each confirmation one FEE posting from
 * the USD funding account whose reference is the result's id.
 * (A file of its own beside the KYC tables, which another change adds.)
 */
const usdCents = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/**
 * A quote: what will be screened (`items`; a batch's rows left out in
 * `rejected`) and its fee, held until `expiresAt`. `resultId` is set once,
 * by a conditional UPDATE in the confirming transaction: the claim that
 * makes a quote's screening happen once however many posts race for it.
 */
export const complianceQuotes = pgTable(
	'compliance_quotes',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		check: text('check').notNull(),
		items: jsonb('items').$type<QuoteItem[]>().notNull(),
		rejected: jsonb('rejected').$type<RejectedRow[]>().notNull(),
		fileName: text('file_name'),
		unitFee: usdCents('unit_fee').notNull(),
		fee: usdCents('fee').notNull(),
		createdAt: createdAt(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		resultId: text('result_id').unique(),
	},
	(table) => [index('compliance_quotes_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type ComplianceQuoteRow = typeof complianceQuotes.$inferSelect

/** What a screening found beyond its score: reasons and exposure (transactions, addresses), indicators and sources (entities). */
export type ScreeningDetails = {
	reasons?: string[]
	exposure?: Exposure[]
	registrationNumber?: string
	summary?: string
	indicators?: RaisedIndicator[]
	sources?: ReportSource[]
}

/**
 * One screened subject, of any kind: a transaction (TXN: `subject` the
 * hash), an address (WALLET, BLACKLIST: the normalised address), an entity
 * (ENTITY: the name, with `country`). One table, so the four histories page,
 * search and add up the same way. `riskScore` is -1 for no score and null
 * where the kind has none (ENTITY, BLACKLIST); `blacklisted` is BLACKLIST's.
 */
export const complianceScreenings = pgTable(
	'compliance_screenings',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		kind: text('kind', { enum: ['TXN', 'WALLET', 'ENTITY', 'BLACKLIST'] }).notNull(),
		quoteId: text('quote_id').notNull(),
		/** A wallet analysis screened in a batch: the batch's id. */
		batchId: text('batch_id'),
		/** The item's place in its quote (0 for a single screening; a batch's rows in file order). */
		position: integer('position').notNull(),
		network: text('network'),
		subject: text('subject').notNull(),
		txType: text('tx_type'),
		country: text('country'),
		riskScore: integer('risk_score'),
		riskLevel: text('risk_level'),
		blacklisted: boolean('blacklisted'),
		details: jsonb('details').$type<ScreeningDetails>().notNull(),
		fee: usdCents('fee').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('compliance_screenings_quote_position_unique').on(table.quoteId, table.position),
		index('compliance_screenings_list_idx').on(table.integratorPk, table.kind, table.createdAt, table.id),
		index('compliance_screenings_batch_idx').on(table.batchId),
		check('compliance_screenings_score', sql`${table.riskScore} is null or ${table.riskScore} between -1 and 100`),
	],
)
export type ComplianceScreeningRow = typeof complianceScreenings.$inferSelect

/** A batch of wallet analyses: the file's name, the rows left out and the fee of the whole batch. */
export const complianceWalletBatches = pgTable('compliance_wallet_batches', {
	id: text('id').primaryKey(),
	integratorPk: integratorPk(),
	quoteId: text('quote_id').notNull().unique(),
	fileName: text('file_name'),
	rejected: jsonb('rejected').$type<RejectedRow[]>().notNull(),
	fee: usdCents('fee').notNull(),
	createdAt: createdAt(),
})
export type ComplianceWalletBatchRow = typeof complianceWalletBatches.$inferSelect
