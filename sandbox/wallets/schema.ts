import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The crypto Wallet service. Money itself lives in the ledger (one crypto
 * account per asset per integrator, sandbox/ledger); these tables say which
 * wallet and network it sits on and how it arrived or left. Amounts are
 * integer minor units (satoshis, 1e-8 ETH, 1e-6 USDT) like the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/**
 * One row per integrator that holds wallets: its BIP-44 `account` number
 * (unique across integrators, from a sequence) and the next wallet `index`
 * to hand out (taken with UPDATE … RETURNING, so two wallets created at once
 * never share one).
 */
export const walletHolders = pgTable('wallet_holders', {
	integratorPk: integratorPk().primaryKey(),
	account: serial('account').notNull().unique(),
	nextIndex: integer('next_index').notNull().default(0),
	createdAt: createdAt(),
})

/**
 * A wallet of one asset: the integrator's MAIN wallet (at most one per asset)
 * or a SUB wallet it opened for one of its customers (label and customer
 * reference). `derivationIndex` is the wallet's number under its holder's
 * account: every deposit address is derived from (account, index, network).
 */
export const wallets = pgTable(
	'wallets',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		asset: text('asset').notNull(),
		kind: text('kind', { enum: ['MAIN', 'SUB'] }).notNull(),
		label: text('label'),
		customerReference: text('customer_reference'),
		derivationIndex: integer('derivation_index').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('wallets_main_unique')
			.on(table.integratorPk, table.asset)
			.where(sql`${table.kind} = 'MAIN'`),
		uniqueIndex('wallets_index_unique').on(table.integratorPk, table.derivationIndex),
		index('wallets_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
	],
)
export type WalletRow = typeof wallets.$inferSelect

/** A wallet's deposit address on one network. An address belongs to one wallet only. */
export const walletAddresses = pgTable(
	'wallet_addresses',
	{
		id: text('id').primaryKey(),
		walletId: text('wallet_id')
			.notNull()
			.references(() => wallets.id, { onDelete: 'cascade' }),
		integratorPk: integratorPk(),
		network: text('network').notNull(),
		address: text('address').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('wallet_addresses_address_unique').on(table.network, table.address),
		uniqueIndex('wallet_addresses_wallet_network_unique').on(table.walletId, table.network),
	],
)
export type WalletAddressRow = typeof walletAddresses.$inferSelect

/**
 * Every movement on a wallet, one table for both directions so a wallet's
 * history is one list and its balance per network one sum. Today only
 * DEPOSIT (direction CREDIT): PENDING with `confirmations` of
 * `requiredConfirmations`, CONFIRMED once credited to the ledger
 * (`transactionId` set in the same database transaction). A withdrawal is a
 * WITHDRAWAL row (direction DEBIT, `address` its destination, `fee` network
 * fee plus service fee): PENDING (debited) → BROADCAST → COMPLETED, or
 * FAILED (returned); withdrawals.ts. An INTERNAL_TRANSFER (to or from
 * another service's wallet: the trading wallet, sandbox/trading/transfers.ts,
 * or a collateral wallet, sandbox/lending/) is COMPLETED at once, with a
 * `description`, the transfer's id as `txHash` and no confirmations to wait for.
 */
export const walletTransactions = pgTable(
	'wallet_transactions',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		walletId: text('wallet_id')
			.notNull()
			.references(() => wallets.id, { onDelete: 'cascade' }),
		type: text('type', { enum: ['DEPOSIT', 'WITHDRAWAL', 'INTERNAL_TRANSFER'] }).notNull(),
		direction: text('direction', { enum: ['CREDIT', 'DEBIT'] }).notNull(),
		status: text('status').notNull(),
		asset: text('asset').notNull(),
		network: text('network').notNull(),
		/** Deposits: the wallet's own deposit address; withdrawals: the destination. */
		address: text('address').notNull(),
		amount: minorUnits('amount').notNull(),
		fee: minorUnits('fee')
			.notNull()
			.default(sql`0`),
		txHash: text('tx_hash').notNull(),
		confirmations: integer('confirmations').notNull().default(0),
		requiredConfirmations: integer('required_confirmations').notNull(),
		/** The ledger transaction that moved the money (a deposit: once confirmed). */
		transactionId: text('transaction_id'),
		/** A withdrawal: the quote it was confirmed from, its idempotency key (one withdrawal per quote). */
		quoteId: text('quote_id').unique(),
		/** A failed withdrawal: why. */
		reason: text('reason'),
		/** An internal transfer: where it went or came from. */
		description: text('description'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
		completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		index('wallet_transactions_wallet_idx').on(table.walletId, table.createdAt, table.id),
		index('wallet_transactions_pending_idx')
			.on(table.status)
			.where(sql`${table.status} = 'PENDING'`),
		uniqueIndex('wallet_transactions_hash_unique').on(table.network, table.txHash, table.type),
		check('wallet_transactions_amount_positive', sql`${table.amount} > 0`),
		check('wallet_transactions_confirmations', sql`${table.confirmations} between 0 and ${table.requiredConfirmations}`),
	],
)
export type WalletTransactionRow = typeof walletTransactions.$inferSelect

/** The sandbox's USD price per asset, set through the control API; an asset without a row has its default (prices.ts). */
export const walletPrices = pgTable('wallet_prices', {
	asset: text('asset').primaryKey(),
	usd: numeric('usd', { precision: 30, scale: 8 }).notNull(),
	updatedAt: updatedAt(),
})

/**
 * A withdrawal quote (contract/wallets/withdrawals.ts): every figure the
 * confirmation will move, kept under its id for 15 minutes. It holds no
 * money; its id becomes the withdrawal's `quoteId`, one use only.
 */
export const walletWithdrawalQuotes = pgTable('wallet_withdrawal_quotes', {
	id: text('id').primaryKey(),
	integratorPk: integratorPk(),
	walletId: text('wallet_id')
		.notNull()
		.references(() => wallets.id, { onDelete: 'cascade' }),
	asset: text('asset').notNull(),
	network: text('network').notNull(),
	address: text('address').notNull(),
	addressId: text('address_id'),
	amount: minorUnits('amount').notNull(),
	networkFee: minorUnits('network_fee').notNull(),
	serviceFee: minorUnits('service_fee').notNull(),
	balanceAfter: minorUnits('balance_after').notNull(),
	/** Whether the blacklist check runs at confirmation (the setting when quoted), and its verdict (kept from the answer until then). */
	blacklistCheck: boolean('blacklist_check').notNull(),
	blacklisted: boolean('blacklisted').notNull(),
	/** When the blacklist check refused the destination (its fee charged): the quote is REFUSED and is never charged again. */
	refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }),
	createdAt: createdAt(),
	expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
})
export type WalletWithdrawalQuoteRow = typeof walletWithdrawalQuotes.$inferSelect
