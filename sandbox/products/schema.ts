import { boolean, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { RATE_CARD_SERVICES, RATE_OPERATIONS } from '#contract/products.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * One row per (integrator, service). Subscribing inserts a pending row
 * (isApproved false, status false); the back office approves; the integrator
 * activates (status true) or deactivates.
 */
export const subscriptions = pgTable(
	'subscriptions',
	{
		id: serial('id').primaryKey(),
		integratorPk: integratorPk(),
		name: text('name', { enum: ['trading', 'compliance', 'wallets', 'fcat', 'payment', 'lending'] }).notNull(),
		isApproved: boolean('is_approved').notNull().default(false),
		status: boolean('status').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
		approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [uniqueIndex('subscriptions_integrator_name_unique').on(table.integratorPk, table.name)],
)
export type SubscriptionRow = typeof subscriptions.$inferSelect

/**
 * Which version of which operational document (products/operational-documents.ts)
 * an integrator accepted, and when. A new version of a document needs a new
 * acceptance; accepting the same version again keeps the first row.
 */
export const documentAcceptances = pgTable(
	'document_acceptances',
	{
		id: serial('id').primaryKey(),
		integratorPk: integratorPk(),
		documentId: text('document_id').notNull(),
		version: text('version').notNull(),
		acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	(table) => [uniqueIndex('document_acceptances_unique').on(table.integratorPk, table.documentId, table.version)],
)
export type DocumentAcceptanceRow = typeof documentAcceptances.$inferSelect

/**
 * One rate card per (integrator, service), copied from the defaults
 * (products/rate-cards.ts) on first read, so the back office can change one
 * integrator's rates without touching anyone else's.
 */
export const rateCards = pgTable(
	'rate_cards',
	{
		id: serial('id').primaryKey(),
		integratorPk: integratorPk(),
		service: text('service', { enum: RATE_CARD_SERVICES }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('rate_cards_integrator_service_unique').on(table.integratorPk, table.service)],
)
export type RateCardRow = typeof rateCards.$inferSelect

/** The lines of a rate card, in `position` order. */
export const rates = pgTable(
	'rates',
	{
		id: serial('id').primaryKey(),
		rateCardId: integer('rate_card_id')
			.notNull()
			.references(() => rateCards.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		asset: text('asset').notNull(),
		assetType: text('asset_type', { enum: ['fiat', 'crypto'] }).notNull(),
		operation: text('operation', { enum: RATE_OPERATIONS }).notNull(),
		label: text('label').notNull(),
		feePercent: numeric('fee_percent', { mode: 'number' }).notNull(),
		feeFixed: numeric('fee_fixed', { mode: 'number' }).notNull(),
		feeAsset: text('fee_asset').notNull(),
		/** The unit of min_amount, max_amount and daily_limit. */
		limitAsset: text('limit_asset').notNull(),
		minAmount: numeric('min_amount', { mode: 'number' }),
		maxAmount: numeric('max_amount', { mode: 'number' }),
		dailyLimit: numeric('daily_limit', { mode: 'number' }),
		/** A loan line's loan-to-value levels in % (contract/products.ts `loanToValue`); null on every other line. */
		ltvMax: numeric('ltv_max', { mode: 'number' }),
		ltvWarning: numeric('ltv_warning', { mode: 'number' }),
		ltvLiquidation: numeric('ltv_liquidation', { mode: 'number' }),
	},
	(table) => [
		uniqueIndex('rates_card_position_unique').on(table.rateCardId, table.position),
		uniqueIndex('rates_card_line_unique').on(table.rateCardId, table.asset, table.operation, table.label),
	],
)
export type RateRow = typeof rates.$inferSelect
