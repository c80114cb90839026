import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The Lending service (contract/lending/api.ts). Money lives in the ledger:
 * a collateral wallet is the integrator's `collateral` account of its asset;
 * collateral held against loans sits in the provider's `pledged` account,
 * what is owed in the provider's `loans` account (negative), interest
 * earned in its `interest` account (sandbox/ledger/accounts.ts). These
 * tables say which loan it is for and how it got there. Amounts are integer
 * minor units (cents, satoshis) like the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/**
 * A loan, with its terms copied from the rate card when requested (they stay
 * the loan's), what is owed now, and its own clock: `clockOffsetDays` moves
 * it forward for the back office (interest), never the sandbox's clock.
 * Every change happens in a database transaction holding the loan's row
 * lock (SELECT … FOR UPDATE), so a repayment, a price move and a read that
 * accrues interest take turns, and each level crossing acts once.
 */
export const lendingLoans = pgTable(
	'lending_loans',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		reference: text('reference').notNull(),
		status: text('status', { enum: ['PENDING', 'ACTIVE', 'REJECTED', 'REPAID', 'LIQUIDATED'] }).notNull(),
		currency: text('currency').notNull(),
		/** Asked for, and paid out once approved. */
		amount: minorUnits('amount').notNull(),
		collateralAsset: text('collateral_asset').notNull(),
		/** Held against the loan now. */
		collateralAmount: minorUnits('collateral_amount').notNull(),
		/** The card's terms at request, as exact decimal strings ('1.25', '50'). */
		monthlyRatePercent: text('monthly_rate_percent').notNull(),
		ltvMax: text('ltv_max').notNull(),
		ltvWarning: text('ltv_warning').notNull(),
		ltvLiquidation: text('ltv_liquidation').notNull(),
		principal: minorUnits('principal')
			.notNull()
			.default(sql`0`),
		interest: minorUnits('interest')
			.notNull()
			.default(sql`0`),
		interestAccrued: minorUnits('interest_accrued')
			.notNull()
			.default(sql`0`),
		repaid: minorUnits('repaid')
			.notNull()
			.default(sql`0`),
		/** Whole days of interest booked since the loan was paid out. */
		accruedDays: integer('accrued_days').notNull().default(0),
		/** How far the back office moved the loan's clock. */
		clockOffsetDays: integer('clock_offset_days').notNull().default(0),
		/** Past the warning level and reminded; cleared when the loan recovers, so the next crossing reminds again. */
		warned: boolean('warned').notNull().default(false),
		rejectionReason: text('rejection_reason'),
		/** The request's idempotency key (one loan per key and integrator) and a hash of its figures. */
		idempotencyKey: text('idempotency_key').notNull(),
		requestHash: text('request_hash').notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
		disbursedAt: timestamp('disbursed_at', { withTimezone: true, mode: 'date' }),
		closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		uniqueIndex('lending_loans_idempotency_unique').on(table.integratorPk, table.idempotencyKey),
		index('lending_loans_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		index('lending_loans_active_idx')
			.on(table.collateralAsset)
			.where(sql`${table.status} = 'ACTIVE'`),
		check('lending_loans_not_negative', sql`${table.principal} >= 0 and ${table.interest} >= 0 and ${table.collateralAmount} >= 0`),
	],
)
export type LoanRow = typeof lendingLoans.$inferSelect

/** A loan's statement: every movement and change of state, in order (`seq`). */
export const lendingLoanEvents = pgTable(
	'lending_loan_events',
	{
		id: text('id').primaryKey(),
		seq: bigserial('seq', { mode: 'number' }).notNull(),
		loanId: text('loan_id')
			.notNull()
			.references(() => lendingLoans.id, { onDelete: 'cascade' }),
		integratorPk: integratorPk(),
		kind: text('kind').notNull(),
		description: text('description').notNull(),
		/** In `currency` (USD or the collateral's asset). */
		amount: minorUnits('amount'),
		currency: text('currency'),
		day: integer('day').notNull(),
		principal: minorUnits('principal').notNull(),
		interest: minorUnits('interest').notNull(),
		collateralAmount: minorUnits('collateral_amount').notNull(),
		price: text('price'),
		ltv: text('ltv'),
		transactionId: text('transaction_id'),
		createdAt: createdAt(),
	},
	(table) => [index('lending_loan_events_loan_idx').on(table.loanId, table.seq)],
)
export type LoanEventRow = typeof lendingLoanEvents.$inferSelect

/** A repayment, one per (integrator, idempotency key). */
export const lendingRepayments = pgTable(
	'lending_repayments',
	{
		id: text('id').primaryKey(),
		loanId: text('loan_id')
			.notNull()
			.references(() => lendingLoans.id, { onDelete: 'cascade' }),
		integratorPk: integratorPk(),
		amount: minorUnits('amount').notNull(),
		interest: minorUnits('interest').notNull(),
		principal: minorUnits('principal').notNull(),
		transactionId: text('transaction_id').notNull(),
		idempotencyKey: text('idempotency_key').notNull(),
		requestHash: text('request_hash').notNull(),
		createdAt: createdAt(),
	},
	(table) => [uniqueIndex('lending_repayments_idempotency_unique').on(table.integratorPk, table.idempotencyKey)],
)
export type RepaymentRow = typeof lendingRepayments.$inferSelect

/** A move between a main wallet and a collateral wallet, one per (integrator, idempotency key). */
export const lendingTransfers = pgTable(
	'lending_transfers',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		asset: text('asset').notNull(),
		direction: text('direction', { enum: ['TO_COLLATERAL', 'TO_MAIN'] }).notNull(),
		amount: minorUnits('amount').notNull(),
		/** The main wallet and network it left or reached. */
		walletId: text('wallet_id').notNull(),
		network: text('network').notNull(),
		transactionId: text('transaction_id').notNull(),
		idempotencyKey: text('idempotency_key').notNull(),
		requestHash: text('request_hash').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('lending_transfers_idempotency_unique').on(table.integratorPk, table.idempotencyKey),
		check('lending_transfers_amount_positive', sql`${table.amount} > 0`),
	],
)
export type TransferRow = typeof lendingTransfers.$inferSelect
