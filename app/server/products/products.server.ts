import { SERVICE_NAMES } from '#contract/products.ts'
import type { Product } from '#app/lib/products/product.ts'
import { getServiceState, SERVICE_DESCRIPTIONS, SERVICES } from '#app/lib/products/services.ts'
import type { User } from '../user.server.ts'

/**
 * Every service with where the integrator stands on it and the documents it
 * needs accepted: the data of /products and /subscriptions. The profile,
 * the subscriptions and the documents are fetched in parallel.
 */
export async function loadProducts(_request: Request, user: User): Promise<Product[]> {
	const [subscriptions, documents] = await Promise.all([user.subscriptions, user.api.products.getOperationalDocuments()])
	const byName = new Map(subscriptions.map((s) => [s.name, s]))
	return SERVICE_NAMES.map((name) => {
		const subscription = byName.get(name) ?? null
		return {
			name,
			label: SERVICES[name].label,
			path: SERVICES[name].path,
			description: SERVICE_DESCRIPTIONS[name],
			state: getServiceState(subscription ?? undefined),
			subscription,
			documents: documents
				.filter((d) => d.service === name)
				.map(({ id, title, version, summary, url, acceptedAt }) => ({ id, title, version, summary, url, acceptedAt })),
		}
	}).sort((a, b) => a.label.localeCompare(b.label))
}

/** /subscriptions: the services the integrator has asked for, in any state. */
export async function loadSubscriptions(request: Request, user: User) {
	const products = await loadProducts(request, user)
	return { subscribed: products.filter((product) => product.subscription) }
}
