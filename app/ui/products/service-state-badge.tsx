import { SERVICE_STATE_LABELS, type ServiceState } from '#app/lib/products/services.ts'
import { cn } from '../kit/cn.ts'

const TONES: Record<ServiceState, string> = {
	'not-subscribed': 'bg-gray-100 text-gray-700',
	'pending-review': 'bg-amber-100 text-amber-900',
	'approved-inactive': 'bg-blue-100 text-blue-900',
	active: 'bg-green-100 text-green-900',
}

/** Not subscribed / Pending review / Approved, not active / Active. */
export function ServiceStateBadge({ state, testId }: { state: ServiceState; testId?: string }) {
	return (
		<span data-testid={testId} className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', TONES[state])}>
			{SERVICE_STATE_LABELS[state]}
		</span>
	)
}
