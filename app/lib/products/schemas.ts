import { z } from 'zod'
import { serviceNameSchema } from '#contract/products.ts'

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
