import type { WebhookDelivery } from '#contract/events/api.ts'
import { DELIVERY_STATUSES, EVENT_TYPES, type DeliveryStatus, type EventType } from '#contract/events/kinds.ts'

/**
 * The Integrations tab's delivery log: its filters and page live in the URL
 * (`/settings/integrations?status=FAILED&type=…&lek=…`), read back field
 * by field by delivery-query.ts (a bad one is said and left out); its labels
 * in words here, without zod, for the tab's first visit (docs/decisions/120-light-forms.md).
 */
export const INTEGRATIONS_PATH = '/settings/integrations'

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
	PENDING: 'Pending',
	SENDING: 'Sending',
	DELIVERED: 'Delivered',
	FAILED: 'Failed',
}
export const DELIVERY_STATUS_OPTIONS = DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_LABELS[value] }))

export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
	'webhook.test': 'Test event',
	'wallets.deposit.completed': 'Crypto deposit completed',
	'wallets.withdrawal.completed': 'Crypto withdrawal completed',
	'wallets.withdrawal.failed': 'Crypto withdrawal failed',
	'funding.deposit.completed': 'Funding deposit completed',
	'funding.transfer.completed': 'Local transfer completed',
	'funding.transfer.failed': 'Local transfer failed',
	'kyc.verification.completed': 'KYC verification completed',
	'fiat.deposit.completed': 'Fiat deposit completed',
	'fiat.payout.settled': 'Payout settled',
	'fiat.payout.failed': 'Payout failed',
	'trading.trade.settled': 'Trade settled',
	'lending.loan.approved': 'Loan approved',
	'lending.loan.warned': 'Loan warned',
	'lending.loan.liquidated': 'Loan liquidated',
	'approval.requested': 'Approval requested',
	'approval.approved': 'Approval request approved',
	'approval.rejected': 'Approval request rejected',
	'approval.expired': 'Approval request expired',
	'team.member.invited': 'Member invited',
	'team.member.joined': 'Member joined',
	'team.member.role_changed': 'Member’s role changed',
	'team.member.suspended': 'Member suspended',
	'team.member.reactivated': 'Member reactivated',
	'team.member.removed': 'Member removed',
	'team.member.ownership_transferred': 'Ownership handed on',
}
export const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }))

export type DeliveryFilters = { status?: DeliveryStatus; type?: EventType }

/** The log's state for its view: the rows, the filters, what was refused, and its ways on. */
export type DeliveryLog = {
	items: WebhookDelivery[]
	filters: DeliveryFilters
	errors: string[]
	notice: string | null
	nextHref: string | null
	previousHref: string | null
}

/** The tab's URL with these filters (and page): what every link and redirect of the log goes to. */
export function integrationsHref(filters: DeliveryFilters, lek?: string | null) {
	const params = new URLSearchParams()
	if (filters.status) params.set('status', filters.status)
	if (filters.type) params.set('type', filters.type)
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${INTEGRATIONS_PATH}?${search}` : INTEGRATIONS_PATH
}

/** '200 in 35 ms', 'No answer', as a row and a toast say how an attempt went. */
export function attemptSummary(delivery: Pick<WebhookDelivery, 'statusCode' | 'responseMs'>) {
	const time = delivery.responseMs === null ? '' : ` in ${delivery.responseMs} ms`
	return delivery.statusCode === null ? `No answer${time}` : `${delivery.statusCode}${time}`
}
