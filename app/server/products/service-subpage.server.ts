import type { AppLoadContext } from '@remix-run/node'
import { serviceSubpageAt } from '#app/lib/products/service-pages.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { replyUnknownIntent } from '../action-reply.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { handleSubscriptionAction } from './subscription-actions.server.ts'

/** The service and page of the URL; another path is the 404 page (the route lists only these). */
function requireSubpage(request: Request) {
	const at = serviceSubpageAt(new URL(request.url).pathname)
	if (!at) throw new Response('Not found', { status: 404 })
	return at
}

/**
 * A service's Pricing or Settings page behind the service's guard: the
 * subscription (the guard's own call) and, for Pricing, the rate card asked
 * for beside it (one provider round trip).
 */
export async function loadServiceSubpage(request: Request, context: AppLoadContext) {
	const { name, page } = requireSubpage(request)
	const { user, loading } = await requireServiceWith(request, context, name, (user) => ({
		loading: page === 'pricing' ? user.api.products.getRateCard(name) : Promise.resolve(null),
	}))
	const rateCard = await loading
	return { name, page, label: SERVICES[name].label, subscription: user.subscription, rateCard }
}

/** The Settings page's one change, deactivation, asked first (behind the same guard); then to My Products. */
export async function handleServiceSettingsAction(request: Request, context: AppLoadContext) {
	const { name, page } = requireSubpage(request)
	const { user } = await requireServiceWith(request, context, name)
	// Pricing has no action (app/routes/products/service-pricing.tsx); a post there is Remix's 405.
	if (page !== 'settings') return replyUnknownIntent('Nothing to change on this page.')
	// This page deactivates its own service only: a post naming another changes nothing.
	const form = await request.clone().formData()
	if (form.get('intent') !== 'deactivate' || form.get('service') !== name)
		return replyUnknownIntent(`Deactivate the ${SERVICES[name].label} service, or go back.`)
	return handleSubscriptionAction(request, user, { redirectTo: '/products' })
}
