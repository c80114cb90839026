import type { AppLoadContext } from '@remix-run/node'
import { type ServiceName } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { requireServiceNameAt, requireServiceWith } from '../service-guard.server.ts'
import type { User } from '../user.server.ts'
import { handleSubscriptionAction } from './subscription-actions.server.ts'

/**
 * A service's landing page behind the service guard: its state and its rate card. The rate card is asked for
 * beside the guard's subscriptions (one provider round trip for the page).
 */
export async function loadServiceLanding(request: Request, context: AppLoadContext) {
	const { user, rateCard } = await requireServiceWith(request, context, requireServiceNameAt(request), (user, name) => ({
		rateCard: user.api.products.getRateCard(name),
	}))
	const name: ServiceName = user.subscription.name
	return { name, label: SERVICES[name].label, subscription: user.subscription, rateCard: await rateCard }
}

/** The landing page's only change, deactivation (behind the same guard). */
export async function handleServiceLandingAction(request: Request, user: User) {
	return handleSubscriptionAction(request, user, { redirectTo: '/products' })
}
