/**
 * The money area's words without their schemas: ledger types and their
 * labels, transaction types, transfer statuses. contract/money/accounts.ts
 * and ledger.ts build their zod schemas on these and re-export them; a page
 * that only shows a label imports this file, and zod and the API's schemas
 * stay out of its JavaScript (docs/decisions/113-light-pages.md).
 */

export const LEDGER_TYPES = ['funding', 'operational', 'float', 'crypto', 'trading', 'fiat', 'collateral'] as const
export type LedgerType = (typeof LEDGER_TYPES)[number]
export const LEDGER_TYPE_LABELS: Readonly<Record<LedgerType, string>> = {
	funding: 'Funding',
	operational: 'Operational',
	float: 'Float',
	crypto: 'Crypto',
	trading: 'Trading',
	fiat: 'Fiat wallet',
	collateral: 'Collateral',
}

/** TRADE: one currency's side of a trade (contract/trading/), its fee among its postings. */
export const TRANSACTION_TYPES = [
	'TOPUP',
	'TRANSFER',
	'FEE',
	'REVERSAL',
	'INTERNAL_TRANSFER',
	'TRADE',
	'LOAN',
	'REPAYMENT',
	'INTEREST',
	'LIQUIDATION',
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/**
 * The statuses of a movement. A local transfer goes ITF_PENDING →
 * ITF_PROCESSING → ITF_COMPLETED, or ITF_FAILED with its money returned by a
 * REVERSAL; top-ups, fees and reversals are ITF_COMPLETED once booked. The
 * others exist in the provider's vocabulary and are accepted as filters.
 */
export const TRANSFER_STATUSES = [
	'ITF_PENDING',
	'ITF_PROCESSING',
	'ITF_APPROVED',
	'ITF_COMPLETED',
	'ITF_FAILED',
	'ITF_REJECTED',
	'ITF_CANCELLED',
	'ITF_UNKNOWN',
] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]
