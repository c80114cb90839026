import { z } from 'zod'
import { serviceNameSchema } from '#contract/products.ts'

/**
 * The subscription forms of /products and /subscriptions: one schema, an
 * `intent` per button (DESIGN.md §1: replayable with curl).
 */
export const subscriptionActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('subscribe'), service: serviceNameSchema }),
	z.object({
		intent: z.literal('activate'),
		service: serviceNameSchema,
		/** The operational documents the user ticked as accepted. */
		documentIds: z.array(z.string().min(1)).default([]),
	}),
	z.object({ intent: z.literal('deactivate'), service: serviceNameSchema }),
])
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>
