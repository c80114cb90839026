import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PayoutBeneficiary } from '#contract/fiat/payouts.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The Fiat wallet service. Money lives in the ledger (sandbox/ledger): a
 * wallet is the integrator's `fiat` account of its currency; these tables
 * say which virtual account credits it, who is paid, and how each payout,
 * deposit and internal transfer went. Amounts are integer minor units like
 * the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

/** One wallet per currency held: its ledger account and its virtual bank account. */
export const fiatWallets = pgTable(
	'fiat_wallets',
	{
		integratorPk: integratorPk(),
		currency: text('currency').notNull(),
		accountId: text('account_id').notNull(),
		bankName: text('bank_name').notNull(),
		accountNumber: text('account_number').notNull(),
		accountName: text('account_name').notNull(),
		createdAt: createdAt(),
	},
	(table) => [primaryKey({ columns: [table.integratorPk, table.currency] })],
)
export type FiatWalletRow = typeof fiatWallets.$inferSelect

/**
 * Saved beneficiaries (contract/fiat/beneficiaries.ts), one row each with
 * the details of its method (the others null) and the holder's name as the
 * bank resolved it when saved. Per integrator, used by every service that pays out.
 */
export const fiatBeneficiaries = pgTable(
	'fiat_beneficiaries',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		kind: text('kind', { enum: ['INDIVIDUAL', 'BUSINESS'] }).notNull(),
		currency: text('currency').notNull(),
		method: text('method').notNull(),
		firstName: text('first_name'),
		lastName: text('last_name'),
		businessName: text('business_name'),
		email: text('email'),
		description: text('description'),
		paymentBeneficiaryType: text('payment_beneficiary_type', { enum: ['FIRST_PARTY', 'THIRD_PARTY'] }).notNull(),
		isContractSigned: boolean('is_contract_signed').notNull(),
		bankCode: text('bank_code').notNull(),
		bankName: text('bank_name').notNull(),
		accountNumber: text('account_number'),
		routingNumber: text('routing_number'),
		iban: text('iban'),
		bic: text('bic'),
		mobileNumber: text('mobile_number'),
		country: text('country'),
		accountName: text('account_name').notNull(),
		/**
		 * Confirmation of payee (record 109): the name typed against `account_name`
		 * when saved. A row saved before the check counts as NO_MATCH unconfirmed:
		 * paying it asks first.
		 */
		nameMatch: text('name_match', { enum: ['MATCH', 'CLOSE_MATCH', 'NO_MATCH'] })
			.notNull()
			.default('NO_MATCH'),
		/** A NO_MATCH the user confirmed (on saving, or on paying it): when and who (e-mail). */
		nameMismatchConfirmedAt: timestamp('name_mismatch_confirmed_at', { withTimezone: true, mode: 'date' }),
		nameMismatchConfirmedBy: text('name_mismatch_confirmed_by'),
		createdAt: createdAt(),
	},
	(table) => [
		index('fiat_beneficiaries_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		// One beneficiary per account (record 109): the same account saved again is refused, as crypto addresses are.
		uniqueIndex('fiat_beneficiaries_account_idx').on(
			table.integratorPk,
			table.currency,
			table.method,
			table.bankCode,
			sql`coalesce(${table.accountNumber}, '')`,
			sql`coalesce(${table.routingNumber}, '')`,
			sql`coalesce(${table.iban}, '')`,
			sql`coalesce(${table.mobileNumber}, '')`,
		),
	],
)
export type FiatBeneficiaryRow = typeof fiatBeneficiaries.$inferSelect

/**
 * Payout quotes: every figure a confirmation will move, and the beneficiary
 * as it was quoted, kept until `expires_at`. It holds no money; its id
 * becomes the payout's `quote_id`, one use only. `source_ledger_type` is the
 * integrator's balance it pays from (`fiat` for the Fiat wallet).
 */
export const fiatPayoutQuotes = pgTable(
	'fiat_payout_quotes',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		service: text('service').notNull(),
		sourceLedgerType: text('source_ledger_type').notNull(),
		currency: text('currency').notNull(),
		beneficiaryId: text('beneficiary_id').notNull(),
		beneficiary: jsonb('beneficiary').$type<PayoutBeneficiary>().notNull(),
		amount: minorUnits('amount').notNull(),
		fee: minorUnits('fee').notNull(),
		feePercent: text('fee_percent').notNull(),
		feeFixed: text('fee_fixed').notNull(),
		balanceAfter: minorUnits('balance_after').notNull(),
		narration: text('narration'),
		createdAt: createdAt(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	(table) => [index('fiat_payout_quotes_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type FiatPayoutQuoteRow = typeof fiatPayoutQuotes.$inferSelect

/**
 * Payouts: ITF_PENDING (debited) → ITF_PROCESSING (handed to the bank) →
 * ITF_COMPLETED, or ITF_FAILED with amount and fee returned. One per quote
 * (`quote_id` unique: a racing twin finds the first).
 */
export const fiatPayouts = pgTable(
	'fiat_payouts',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		quoteId: text('quote_id').notNull().unique(),
		service: text('service').notNull(),
		sourceLedgerType: text('source_ledger_type').notNull(),
		status: text('status').notNull(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		fee: minorUnits('fee').notNull(),
		feePercent: text('fee_percent').notNull(),
		feeFixed: text('fee_fixed').notNull(),
		beneficiaryId: text('beneficiary_id'),
		beneficiary: jsonb('beneficiary').$type<PayoutBeneficiary>().notNull(),
		narration: text('narration'),
		reference: text('reference').notNull(),
		reason: text('reason'),
		confirmedByName: text('confirmed_by_name').notNull(),
		confirmedByEmail: text('confirmed_by_email').notNull(),
		createdAt: createdAt(),
		processingAt: timestamp('processing_at', { withTimezone: true, mode: 'date' }),
		completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
		failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('fiat_payouts_integrator_idx').on(table.integratorPk, table.createdAt, table.id),
		// The recent-payout question looks up the last payouts to one beneficiary.
		index('fiat_payouts_beneficiary_idx').on(table.integratorPk, table.beneficiaryId, table.createdAt),
		check('fiat_payouts_amount_positive', sql`${table.amount} > 0`),
	],
)
export type FiatPayoutRow = typeof fiatPayouts.$inferSelect

/** Bank deposits that arrived at a wallet's virtual account. */
export const fiatDeposits = pgTable(
	'fiat_deposits',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		currency: text('currency').notNull(),
		amount: minorUnits('amount').notNull(),
		senderName: text('sender_name').notNull(),
		senderBank: text('sender_bank').notNull(),
		reference: text('reference').notNull(),
		accountNumber: text('account_number').notNull(),
		transactionId: text('transaction_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('fiat_deposits_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type FiatDepositRow = typeof fiatDeposits.$inferSelect

/** Internal transfers between a wallet and the funding or operational balance, one per (integrator, idempotency key). */
export const fiatInternalTransfers = pgTable(
	'fiat_internal_transfers',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		idempotencyKey: text('idempotency_key').notNull(),
		/** sha256 of the request's money fields: a reused key with another request is refused. */
		requestHash: text('request_hash').notNull(),
		currency: text('currency').notNull(),
		fromLedger: text('from_ledger').notNull(),
		toLedger: text('to_ledger').notNull(),
		amount: minorUnits('amount').notNull(),
		reference: text('reference').notNull(),
		transactionId: text('transaction_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [uniqueIndex('fiat_internal_transfers_key_unique').on(table.integratorPk, table.idempotencyKey)],
)
export type FiatInternalTransferRow = typeof fiatInternalTransfers.$inferSelect
