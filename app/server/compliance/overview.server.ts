import type { AppLoadContext } from '@remix-run/node'
import { SCREENING_TOOLS } from '#app/lib/compliance/tools.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { rateCardFees, toolFigures } from './screening.server.ts'

/**
 * /product/compliance: the Compliance service's overview. Its state and
 * Deactivate, then one block per tool of SCREENING_TOOLS (its fee, figures
 * and latest results, and the link to it), then 'Your rates'. Every call
 * starts beside the guard's subscriptions: one provider round trip. Another
 * block (KYC) joins by adding its call to the Promise.all and its view to
 * the page.
 */
export async function loadComplianceOverview(request: Request, context: AppLoadContext) {
	const { user, loading } = await requireServiceWith(request, context, 'compliance', (user) => {
		const fees = rateCardFees(user)
		return { loading: Promise.all([fees.card, Promise.all(SCREENING_TOOLS.map((tool) => toolFigures(user, tool, fees.feeOf(tool))))]) }
	})
	const [rateCard, tools] = await loading
	return { name: 'compliance' as const, label: SERVICES.compliance.label, subscription: user.subscription, rateCard, tools }
}

/** The overview's one post: the service's deactivation, as on every service's landing page. */
export async function handleComplianceOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'compliance')
	return handleServiceLandingAction(request, user)
}
