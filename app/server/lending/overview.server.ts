import type { AppLoadContext } from '@remix-run/node'
import { lekSchema, PAGE_SIZE } from '#contract/money/paging.ts'
import { LENDING_PATH } from '#app/lib/lending/labels.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { BAD_CURSOR_NOTICE, fetchListPage } from '../http/list-page.server.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'

const pageHref = (lek: string) => `${LENDING_PATH}?${new URLSearchParams({ lek })}`

/**
 * /product/lending-service: the collateral wallets, the loans with their
 * state (20 a page, newest first), 'Request a loan', and the service's
 * state. The wallets and the loans are asked for beside the guard's
 * subscriptions (one provider round trip); the rate card is the service's
 * Pricing page (record 117).
 */
export async function loadLendingOverview(request: Request, context: AppLoadContext) {
	const parsed = lekSchema.safeParse(new URL(request.url).searchParams.get('lek') ?? undefined)
	const lek = parsed.success ? parsed.data : undefined
	const { user, loading } = await requireServiceWith(request, context, 'lending', (user) => ({
		loading: Promise.all([
			user.api.lending.getWallets(),
			fetchListPage(lek, (cursor?: string) => user.api.lending.listLoans({ lek: cursor, limit: PAGE_SIZE })),
		]),
	}))
	const [wallets, { page, notice }] = await loading
	return {
		name: 'lending' as const,
		label: SERVICES.lending.label,
		subscription: user.subscription,
		wallets,
		loans: page.items,
		list: {
			notice: parsed.success ? notice : BAD_CURSOR_NOTICE,
			nextHref: page.lek ? pageHref(page.lek) : null,
			previousHref: page.prevLek ? pageHref(page.prevLek) : null,
		},
	}
}

/** The overview's only post: the service's deactivation, as on every service's landing page. */
export async function handleLendingOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'lending')
	return handleServiceLandingAction(request, user)
}
