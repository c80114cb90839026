import { APPROVAL_KIND_NOUNS, APPROVAL_REASON_MAX, type ApprovalKind } from './words.ts'

/**
 * Approvals' refusals and answers, apart from the words the pages draw
 * (words.ts) so that no page's first visit loads them (record 113).
 */

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
