/**
 * Approvals' words and lists without zod, for the pages that only show them
 * (docs/decisions/121-a-lighter-frame.md keeps schemas out of what a page loads).
 */

/** The kinds of movement a rule applies to (docs/product/approvals.md): payouts so far. */
export const APPROVAL_KINDS = ['PAYOUT'] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]
export const APPROVAL_KIND_LABELS: Readonly<Record<ApprovalKind, string>> = { PAYOUT: 'Payout' }

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
} as const

export const APPROVAL_MESSAGES = {
	kindUnknown: 'Choose a kind of movement from the list',
	reasonRequired: 'Say why you reject it',
	reasonTooLong: `The reason can have at most ${APPROVAL_REASON_MAX} characters`,
	ruleSaved: 'Approval rule saved',
	ruleRemoved: 'Approval rule removed',
	requested: 'This payout waits for another member’s approval',
	notFound: 'Approval request not found',
	ownRequest: 'You cannot decide a request you made: another member must',
	decided: (status: string) => `This request is already ${status.toLowerCase()}`,
	expired: 'This request has expired: ask again with a new quote',
	approved: 'Approved: the payout is sent',
	rejected: 'Rejected: nothing is sent',
} as const
