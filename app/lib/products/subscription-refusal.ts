import type { SubmissionResult } from '@conform-to/react'
import { isServiceName } from '#contract/service-names.ts'

/**
 * Why a subscription change was refused, and for which service (the card
 * that shows it): read from the action's answer, whose result carries the
 * submitted service and the reason. `service` is null when the post named
 * no valid service. Without zod (the names' list is enough), so the
 * products pages' first visit does not load it (record 120).
 */
export function getSubscriptionRefusal(reply: { result: SubmissionResult<string[]> } | null | undefined) {
	const message = reply?.result.error?.['']?.[0] ?? reply?.result.error?.service?.[0]
	if (!message) return null
	const submitted = reply?.result.initialValue?.service
	return { service: isServiceName(submitted) ? submitted : null, message }
}
