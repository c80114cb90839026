import type { ReactNode } from 'react'
import type { RateCard, Subscription, ServiceName } from '#contract/products.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { getSubscriptionRefusal } from '#app/lib/products/refusal.ts'
import { serviceSubpagePath } from '#app/lib/products/service-pages.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { ServiceStateBadge } from './service-state-badge.tsx'

/** Title, service name and breadcrumb of a service's pages. */
export function serviceHandle(name: ServiceName): RouteHandle {
	return { title: SERVICES[name].label, serviceName: SERVICES[name].guardName, ancestor: { title: 'My Products', to: '/products' } }
}

/**
 * The landing page of an active service: its header (title, state, its main
 * actions, and a menu with Pricing, Settings and All products), its figures
 * first, then its own content. The rate card is its Pricing page and
 * 'Deactivate' is on its Settings page
 * (docs/decisions/117-pricing-and-settings-pages.md).
 */
export function ServiceLanding({
	name,
	label,
	subscription,
	reply,
	actions,
	figures,
	children,
}: {
	name: ServiceName
	label: string
	subscription: Subscription
	/** Still read by the overviews' loaders; shown on the Pricing page. */
	rateCard?: RateCard
	/** A refusal of the page's post, when it was refused. */
	reply?: { result: SubmissionResult<string[]> } | null
	/** The service's main actions, beside its title. */
	actions?: ReactNode
	/** What the service holds and what needs attention, before anything else. */
	figures?: ReactNode
	/** The service's own content (the Wallet service's wallets). */
	children?: ReactNode
}) {
	const refusal = getSubscriptionRefusal(reply)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				title={label}
				badge={<ServiceStateBadge state="active" />}
				description={
					<>
						Active since {formatDateTime(subscription.approvedAt ?? subscription.updatedAt)} · last change{' '}
						{formatDateTime(subscription.updatedAt)}
					</>
				}
				actions={actions}
				menu={[
					{ label: 'Pricing', to: serviceSubpagePath(name, 'pricing'), ariaLabel: `${label} pricing` },
					{ label: 'Settings', to: serviceSubpagePath(name, 'settings'), ariaLabel: `${label} settings` },
					{ label: 'All products', to: '/products' },
				]}
			>
				{refusal ? (
					<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
						{refusal.message}
					</p>
				) : null}
			</PageHeader>
			{figures}
			{children}
		</div>
	)
}
