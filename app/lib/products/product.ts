import type { OperationalDocument, ServiceName, Subscription } from '#contract/products.ts'
import type { ServiceState } from './services.ts'

/** One service as /products and /subscriptions show it: where the integrator stands, and the documents to accept. */
export type Product = {
	name: ServiceName
	label: string
	path: string
	description: string
	state: ServiceState
	subscription: Subscription | null
	documents: Pick<OperationalDocument, 'id' | 'title' | 'version' | 'summary' | 'url' | 'acceptedAt'>[]
}
