/**
 * Approvals' words and lists without zod, for the pages that only show them
 * (docs/decisions/121-a-lighter-frame.md keeps schemas out of what a page loads).
 */

import { CRYPTO_ASSETS, FIAT_CURRENCIES, type Currency } from '../money/currency-list.ts'

/**
 * The kinds of money leaving a rule applies to (docs/product/approvals.md): the Fiat wallet's
 * payouts, crypto withdrawals, local transfers and bulk payout batches.
 */
export const APPROVAL_KINDS = ['PAYOUT', 'WITHDRAWAL', 'TRANSFER', 'BULK'] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]
export const APPROVAL_KIND_LABELS: Readonly<Record<ApprovalKind, string>> = {
	PAYOUT: 'Payout',
	WITHDRAWAL: 'Crypto withdrawal',
	TRANSFER: 'Local transfer',
	BULK: 'Bulk payout',
}
/** The kind in a sentence ("This withdrawal waits…"). */
export const APPROVAL_KIND_NOUNS: Readonly<Record<ApprovalKind, string>> = {
	PAYOUT: 'payout',
	WITHDRAWAL: 'withdrawal',
	TRANSFER: 'transfer',
	BULK: 'bulk payout',
}
/** What a rule of each kind is set in: withdrawals per crypto asset (its own decimals), the rest per fiat currency. */
export const APPROVAL_RULE_CURRENCIES: Readonly<Record<ApprovalKind, readonly Currency[]>> = {
	PAYOUT: FIAT_CURRENCIES,
	WITHDRAWAL: CRYPTO_ASSETS,
	TRANSFER: FIAT_CURRENCIES,
	BULK: FIAT_CURRENCIES,
}

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]
export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
	PENDING: 'Waiting for approval',
	APPROVED: 'Approved',
	REJECTED: 'Rejected',
	EXPIRED: 'Expired',
}

/** A request not decided within this many hours expires and holds nothing. */
export const APPROVAL_LIFETIME_HOURS = 24
export const APPROVAL_REASON_MAX = 500
