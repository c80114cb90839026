import type { SubmissionResult } from '@conform-to/react'
import { isServiceName } from '#contract/service-names.ts'

/**
 * Why a subscription change was refused, and for which service (the card
 * that shows it): read from the action's answer, whose result carries the
 * submitted service and the reason. `service` is null when the post named
 * no valid service. Apart from the schemas (app/lib/products/schemas.ts,
 * which re-exports it), so the product pages, which only read the answer,
 * load no zod (docs/decisions/121-a-lighter-frame.md).
 */
export function getSubscriptionRefusal(reply: { result: SubmissionResult<string[]> } | null | undefined) {
	const message = reply?.result.error?.['']?.[0] ?? reply?.result.error?.service?.[0]
	if (!message) return null
	const submitted = reply?.result.initialValue?.service
	return { service: isServiceName(submitted) ? submitted : null, message }
}
