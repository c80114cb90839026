import { sql } from 'drizzle-orm'
import { bigserial, check, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The double-entry ledger. Amounts are integer minor units (cents, satoshis)
 * in NUMERIC(40,0): exact, and far beyond any overflow. Every account belongs
 * to one integrator: its own accounts (owner 'integrator') and, per currency,
 * the provider's side of its movements (owner 'provider': 'clearing' is the
 * provider's bank, 'fees' its fee income). So deleting an integrator removes
 * whole transactions and every invariant still holds.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

export const ledgerAccounts = pgTable(
	'ledger_accounts',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		owner: text('owner', { enum: ['integrator', 'provider'] }).notNull(),
		/** funding | operational | float | crypto for the integrator's; clearing | fees for the provider's. */
		ledgerType: text('ledger_type').notNull(),
		currency: text('currency').notNull(),
		name: text('name').notNull(),
		/** Always the sum of the account's postings (ledger verify checks it). */
		balance: minorUnits('balance')
			.notNull()
			.default(sql`0`),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('ledger_accounts_kind_unique').on(table.integratorPk, table.owner, table.ledgerType, table.currency),
		// The last line of defence against an overdraft: an integrator's balance is never negative.
		check('ledger_accounts_no_overdraft', sql`${table.owner} = 'provider' or ${table.balance} >= 0`),
	],
)
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect

/** One money movement; its postings sum to zero. */
export const ledgerTransactions = pgTable(
	'ledger_transactions',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		type: text('type').notNull(),
		status: text('status').notNull(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		reference: text('reference').notNull(),
		description: text('description').notNull(),
		counterparty: text('counterparty'),
		transferId: text('transfer_id'),
		topupId: text('topup_id'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('ledger_transactions_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		index('ledger_transactions_transfer_idx').on(table.transferId),
	],
)
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect

/**
 * One leg of a transaction on one account: `amount` is signed (credit
 * positive). `seq` orders postings written in the same millisecond in the
 * order their balances were taken, so `balanceAfter` reads in order.
 */
export const ledgerPostings = pgTable(
	'ledger_postings',
	{
		id: text('id').primaryKey(),
		seq: bigserial('seq', { mode: 'number' }).notNull(),
		transactionId: text('transaction_id')
			.notNull()
			.references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
		accountId: text('account_id')
			.notNull()
			.references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
		amount: minorUnits('amount').notNull(),
		balanceAfter: minorUnits('balance_after').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		index('ledger_postings_account_idx').on(table.accountId, table.createdAt, table.seq),
		index('ledger_postings_transaction_idx').on(table.transactionId),
	],
)
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect

/** Local transfers (bank payouts). One per (integrator, idempotency key). */
export const localTransfers = pgTable(
	'local_transfers',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		status: text('status').notNull(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		fee: minorUnits('fee').notNull(),
		bankCode: text('bank_code').notNull(),
		bankName: text('bank_name').notNull(),
		accountNumber: text('account_number').notNull(),
		accountName: text('account_name').notNull(),
		narration: text('narration'),
		reference: text('reference').notNull(),
		reason: text('reason'),
		idempotencyKey: text('idempotency_key').notNull(),
		/** sha256 of the request's money fields: a reused key with another request is refused. */
		requestHash: text('request_hash').notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('local_transfers_idempotency_unique').on(table.integratorPk, table.idempotencyKey),
		index('local_transfers_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
	],
)
export type LocalTransferRow = typeof localTransfers.$inferSelect

/**
 * Transfer quotes: every figure a confirmation will move, kept until
 * `expires_at`. A quote is used when a transfer has its id as idempotency
 * key (the transfers' unique index makes that happen once).
 */
export const transferQuotes = pgTable(
	'transfer_quotes',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		fee: minorUnits('fee').notNull(),
		balanceAfter: minorUnits('balance_after').notNull(),
		bankCode: text('bank_code').notNull(),
		bankName: text('bank_name').notNull(),
		accountNumber: text('account_number').notNull(),
		accountName: text('account_name').notNull(),
		narration: text('narration'),
		createdAt: createdAt(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	(table) => [index('transfer_quotes_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type TransferQuoteRow = typeof transferQuotes.$inferSelect

/** Bank deposits that credited a funding balance. */
export const topups = pgTable(
	'topups',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		status: text('status').notNull(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		reference: text('reference').notNull(),
		senderName: text('sender_name').notNull(),
		senderBank: text('sender_bank').notNull(),
		transactionId: text('transaction_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('topups_integrator_idx').on(table.integratorPk, table.createdAt, table.id)],
)
export type TopupRow = typeof topups.$inferSelect
