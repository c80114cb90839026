/*
 * The event types and a delivery's statuses, without zod: the Integrations tab names them on its
 * first visit (the shapes are in api.ts, which re-exports the types; docs/decisions/120-light-forms.md).
 */

/**
 * Every event type the provider sends, named `<area>.<object>.<what happened>`.
 * The services that are still being built have theirs here
 * already, so raising one is a single call (`raiseEvent` in sandbox/events/events.ts).
 */
export const EVENT_TYPES = [
	'webhook.test',
	'wallets.deposit.completed',
	'wallets.withdrawal.completed',
	'wallets.withdrawal.failed',
	'funding.deposit.completed',
	'funding.transfer.completed',
	'funding.transfer.failed',
	'kyc.verification.completed',
	'fiat.deposit.completed',
	'fiat.payout.settled',
	'fiat.payout.failed',
	'trading.trade.settled',
	'lending.loan.approved',
	'lending.loan.warned',
	'lending.loan.liquidated',
	'approval.requested',
	'approval.approved',
	'approval.rejected',
	'approval.expired',
	'team.member.invited',
	'team.member.joined',
	'team.member.role_changed',
	'team.member.suspended',
	'team.member.reactivated',
	'team.member.removed',
	'team.member.ownership_transferred',
] as const
export type EventType = (typeof EVENT_TYPES)[number]
/**
 * A delivery's life: PENDING until an attempt is due (the first one, or a
 * retry after a failure), SENDING while one is under way, DELIVERED once the
 * receiver answered 2xx, FAILED once the retries ran out.
 */
export const DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
