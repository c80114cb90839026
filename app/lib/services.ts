import { SERVICES, type ServiceName } from '#contract/service-catalog.ts'
import type { Subscription } from '#contract/integrator.ts'

/** Where a service stands for this integrator (SPEC.md §4 "Service access"). */
export type ServiceState = 'not-subscribed' | 'pending-review' | 'approved-inactive' | 'active'

export function getServiceState(subscription: Pick<Subscription, 'isApproved' | 'status'> | undefined): ServiceState {
	if (!subscription) return 'not-subscribed'
	if (!subscription.isApproved) return 'pending-review'
	return subscription.status ? 'active' : 'approved-inactive'
}

export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
	'not-subscribed': 'Not subscribed',
	'pending-review': 'Pending review',
	'approved-inactive': 'Approved, not active',
	active: 'Active',
}

/** The sidebar's My Products entries: approved services, sorted by name. */
export function getApprovedServices(subscriptions: Subscription[]) {
	return subscriptions
		.filter((s) => s.isApproved)
		.map((s) => ({ name: s.name, ...SERVICES[s.name] }))
		.sort((a, b) => a.label.localeCompare(b.label))
}

export function serviceLabel(name: ServiceName) {
	return SERVICES[name].label
}
