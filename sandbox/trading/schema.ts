import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The Trading service. Its money lives in the ledger: a trading wallet is the
 * integrator's `trading` ledger account of a currency (sandbox/ledger). These
 * tables hold the quotes (every order asked for), the internal transfers and
 * the sandbox's FX rates. Amounts are integer minor units, as the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/**
 * A quote, and the order it is once asked for (contract/trading/api.ts):
 * every figure the settlement will move, firm until `expires_at` by the
 * provider's clock. `settled_at` is set once, by the conditional UPDATE that
 * starts the settlement, so of two accepts only one settles.
 */
export const tradingQuotes = pgTable(
	'trading_quotes',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		pair: text('pair').notNull(),
		base: text('base').notNull(),
		quote: text('quote').notNull(),
		side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
		/** What was asked for, in minor units of `amount_currency`. */
		amount: minorUnits('amount').notNull(),
		amountCurrency: text('amount_currency').notNull(),
		price: numeric('price', { precision: 40, scale: 8 }).notNull(),
		baseAmount: minorUnits('base_amount').notNull(),
		quoteAmount: minorUnits('quote_amount').notNull(),
		value: minorUnits('value').notNull(),
		fee: minorUnits('fee').notNull(),
		/** The rate card's percentage when quoted ('0.1'). */
		feePercent: text('fee_percent').notNull(),
		createdAt: createdAt(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
		/** The settlement's ledger transactions: the crypto side and the quote currency's side (with the fee). */
		baseTransactionId: text('base_transaction_id'),
		quoteTransactionId: text('quote_transaction_id'),
	},
	(table) => [
		index('trading_quotes_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		index('trading_quotes_settled_idx').on(table.integratorPk, table.base, table.settledAt),
		check('trading_quotes_amounts_positive', sql`${table.baseAmount} > 0 and ${table.quoteAmount} > 0 and ${table.fee} >= 0`),
	],
)
export type TradingQuoteRow = typeof tradingQuotes.$inferSelect

/** An internal transfer between a trading wallet and the currency's main wallet or funding balance; one per idempotency key. */
export const tradingTransfers = pgTable(
	'trading_transfers',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		currency: text('currency').notNull(),
		direction: text('direction', { enum: ['IN', 'OUT'] }).notNull(),
		counterpart: text('counterpart', { enum: ['MAIN_WALLET', 'FUNDING'] }).notNull(),
		amount: minorUnits('amount').notNull(),
		/** A crypto transfer's main-wallet network; null for fiat. */
		network: text('network'),
		transactionId: text('transaction_id').notNull(),
		idempotencyKey: text('idempotency_key').notNull(),
		/** sha256 of the money fields: the same key with another request is refused. */
		requestHash: text('request_hash').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('trading_transfers_idempotency_unique').on(table.integratorPk, table.idempotencyKey),
		index('trading_transfers_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
	],
)
export type TradingTransferRow = typeof tradingTransfers.$inferSelect

/** The sandbox's FX rates (units of a fiat currency per USD), set through the control API; a currency without a row has its default (fx.ts). */
export const tradingFxRates = pgTable('trading_fx_rates', {
	currency: text('currency').primaryKey(),
	perUsd: numeric('per_usd', { precision: 30, scale: 8 }).notNull(),
	updatedAt: updatedAt(),
})
