import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { serviceNameSchema, type ServiceName } from '#contract/products.ts'

/** The three changes a product card or a subscriptions row can post, one `intent` each. */
export const subscriptionIntents = z.enum(['subscribe', 'activate', 'deactivate'])

/** The subscription forms of /products, /subscriptions and the service pages: one schema, an `intent` per button. */
export const subscriptionActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal(subscriptionIntents.enum.subscribe), service: serviceNameSchema }),
	z.object({
		intent: z.literal(subscriptionIntents.enum.activate),
		service: serviceNameSchema,
		/** The operational documents the user ticked as accepted. */
		documentIds: z.array(z.string().min(1)).default([]),
	}),
	z.object({ intent: z.literal(subscriptionIntents.enum.deactivate), service: serviceNameSchema }),
])
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>

/**
 * Why a subscription change was refused, and for which service (the card
 * that shows it): read from the action's answer, whose result carries the
 * submitted service and the reason. `service` is null when the post named
 * no valid service.
 */
export function getSubscriptionRefusal(reply: { result: SubmissionResult<string[]> } | null | undefined) {
	const message = reply?.result.error?.['']?.[0] ?? reply?.result.error?.service?.[0]
	if (!message) return null
	const submitted = reply?.result.initialValue?.service
	const service = serviceNameSchema.safeParse(submitted)
	return { service: service.success ? (service.data as ServiceName) : null, message }
}
