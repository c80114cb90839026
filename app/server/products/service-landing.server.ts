import { SERVICES } from '#app/lib/products/services.ts'
import { type ServiceName } from '#contract/products.ts'
import { requireUserSession } from '../auth.server.ts'
import { fetchRateCard } from '../provider/products.server.ts'
import { requireService } from './service-guard.server.ts'
import { handleSubscriptionAction } from './subscription-actions.server.ts'
import { asUser } from '../user.server.ts'

/**
 * A service's landing page: its state and its rate card. The guard and the
 * rate card are fetched in parallel; the guard decides.
 */
export async function loadServiceLanding(request: Request, name: ServiceName) {
	const session = await requireUserSession(request)
	const [{ subscription }, rateCard] = await Promise.all([
		requireService(request, name),
		asUser(request, session, (token) => fetchRateCard(token, name, request)),
	])
	return { name, label: SERVICES[name].label, subscription, rateCard }
}

/** The landing page's only change, deactivation, behind the same guard. */
export async function handleServiceLandingAction(request: Request, name: ServiceName) {
	await requireService(request, name)
	return handleSubscriptionAction(request, { redirectTo: '/products' })
}
