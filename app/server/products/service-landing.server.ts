import { type ServiceName } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import type { ServiceUser } from '../service-guard.server.ts'
import type { User } from '../user.server.ts'
import { handleSubscriptionAction } from './subscription-actions.server.ts'

/** A service's landing page (behind the service guard): its state and its rate card. */
export async function loadServiceLanding(_request: Request, user: ServiceUser, name: ServiceName) {
	const rateCard = await user.api.products.getRateCard(name)
	return { name, label: SERVICES[name].label, subscription: user.subscription, rateCard }
}

/** The landing page's only change, deactivation (behind the same guard). */
export async function handleServiceLandingAction(request: Request, user: User) {
	return handleSubscriptionAction(request, user, { redirectTo: '/products' })
}
