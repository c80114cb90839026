/**
 * Approvals' words and lists without zod, for the pages that only show them
 * (docs/decisions/121-a-lighter-frame.md keeps schemas out of what a page loads).
 */

import { CRYPTO_ASSETS, FIAT_CURRENCIES, type Currency } from '../money/currency-list.ts'
import type { ApprovalTarget } from './api.ts'

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
/** Where the money goes, in a line (the list, the e-mail, the toasts). */
export function approvalDestination(to: ApprovalTarget) {
	switch (to.kind) {
		case 'PAYOUT':
			return to.beneficiary.name
		case 'WITHDRAWAL':
			return `${to.address} (${to.network})`
		case 'TRANSFER':
			return `${to.accountName}, ${to.bankName} ${to.accountNumber}`
		case 'BULK':
			return `${to.rowCount} ${to.rowCount === 1 ? 'row' : 'rows'} of ${to.fileName}`
	}
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

export const APPROVAL_ERROR_CODES = {
	ownRequest: 'approval_own_request',
	decided: 'approval_decided',
	expired: 'approval_expired',
	quoteFirst: 'approval_quote_first',
} as const

export const APPROVAL_MESSAGES = {
	kindUnknown: 'Choose a kind of movement from the list',
	currencyForKind: (kind: ApprovalKind) =>
		kind === 'WITHDRAWAL' ? 'Choose a crypto asset for withdrawals' : `Choose a fiat currency for ${APPROVAL_KIND_NOUNS[kind]}s`,
	reasonRequired: 'Say why you reject it',
	reasonTooLong: `The reason can have at most ${APPROVAL_REASON_MAX} characters`,
	ruleSaved: 'Approval rule saved',
	ruleRemoved: 'Approval rule removed',
	requested: 'This waits for another member’s approval',
	/** A direct local transfer (no quote) cannot be held: only a quote can wait for a decision (record 136). */
	quoteFirst: 'This transfer needs another member’s approval: quote it first, then confirm the quote',
	notFound: 'Approval request not found',
	ownRequest: 'You cannot decide a request you made: another member must',
	decided: (status: string) => `This request is already ${status.toLowerCase()}`,
	expired: 'This request has expired: ask again with a new quote',
	approved: 'Approved: it is sent',
	rejected: 'Rejected: nothing is sent',
} as const
