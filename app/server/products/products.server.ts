import { SERVICES } from '#app/lib/products/services.ts'
import { SERVICE_NAMES } from '#contract/products.ts'
import { getServiceState, SERVICE_DESCRIPTIONS } from '#app/lib/products/services.ts'
import { requireUserSession } from '../auth.server.ts'
import { fetchOperationalDocuments } from '../provider/products.server.ts'
import { asUser, requireUserWithSubscriptions } from '../user.server.ts'

/**
 * Every service with where the integrator stands on it and the documents it
 * needs accepted: the data of /products and /subscriptions. The profile,
 * the subscriptions and the documents are fetched in parallel.
 */
export async function getProducts(request: Request) {
	const session = await requireUserSession(request)
	const [{ subscriptions }, documents] = await Promise.all([
		requireUserWithSubscriptions(request),
		asUser(request, session, (token) => fetchOperationalDocuments(token, request)),
	])
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
export type Product = Awaited<ReturnType<typeof getProducts>>[number]
