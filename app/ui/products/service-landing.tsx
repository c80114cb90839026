import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import type { Rate, RateCard, Subscription } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { type ServiceName } from '#contract/products.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { getSubscriptionRefusal } from '#app/lib/products/schemas.ts'
import { buttonClass } from '../kit/button.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'
import { DeactivateConfirm, DeactivateLink } from './deactivate-confirm.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

/** Title, service name and breadcrumb of a service's pages. */
export function serviceHandle(name: ServiceName): RouteHandle {
	return { title: SERVICES[name].label, serviceName: SERVICES[name].guardName, ancestor: { title: 'My Products', to: '/products' } }
}

const OPERATION_LABELS: Record<Rate['operation'], string> = {
	deposit: 'Deposits',
	withdrawal: 'Withdrawals',
	transfer: 'Transfers',
	trade: 'Trading',
	loan: 'Loans',
	payout: 'Payouts',
	collection: 'Collections',
	check: 'Checks',
}

const amount = (value: number | null, asset: string) =>
	value === null ? 'No limit' : `${value.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${asset}`

function fee(rate: Rate) {
	const parts = []
	if (rate.feePercent > 0) parts.push(`${rate.feePercent.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`)
	if (rate.feeFixed > 0) parts.push(amount(rate.feeFixed, rate.feeAsset))
	return parts.length ? parts.join(' + ') : 'Free'
}

/** Rates by operation, in the order the rate card lists them. */
function groupByOperation(rates: Rate[]) {
	const groups = new Map<Rate['operation'], Rate[]>()
	for (const rate of rates) groups.set(rate.operation, [...(groups.get(rate.operation) ?? []), rate])
	return [...groups]
}

/** The landing page of an active service: its state, its rate card, and the way out. */
export function ServiceLanding({
	name,
	label,
	subscription,
	rateCard,
	reply,
}: {
	name: ServiceName
	label: string
	subscription: Subscription
	rateCard: RateCard
	/** The deactivation's answer, when it was refused. */
	reply?: { result: SubmissionResult<string[]> } | null
}) {
	const refusal = getSubscriptionRefusal(reply)
	const groups = groupByOperation(rateCard.rates)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<DeactivateConfirm />
			<section className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-6">
				<div>
					<div className="flex items-center gap-3">
						<h1 className="text-2xl font-bold">{label}</h1>
						<ServiceStateBadge state="active" />
					</div>
					<p className="mt-2 text-sm text-gray-600">
						Requested {formatDateTime(subscription.createdAt)}
						{subscription.approvedAt ? <> · approved {formatDateTime(subscription.approvedAt)}</> : null} · last change{' '}
						{formatDateTime(subscription.updatedAt)}
					</p>
				</div>
				<div className="flex items-center gap-3">
					<Link to="/products" className={buttonClass('secondary')}>
						All products
					</Link>
					<DeactivateLink service={name} variant="danger" />
				</div>
				{refusal ? (
					<p role="alert" className="w-full rounded-lg bg-red-50 p-3 text-sm text-red-800">
						{refusal.message}
					</p>
				) : null}
			</section>

			<section aria-labelledby="rates-title" className="rounded-2xl border border-gray-200 bg-white p-6">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="rates-title" className="text-lg font-semibold">
						Your rates
					</h2>
					<p className="text-xs text-gray-500">Updated {formatDateTime(rateCard.updatedAt)}</p>
				</div>
				{groups.length === 0 ? (
					<p className="mt-4 text-sm text-gray-600">Nothing to show here yet</p>
				) : (
					groups.map(([operation, rates]) => (
						<div key={operation} className="mt-5 overflow-x-auto">
							<h3 className="text-sm font-semibold text-gray-700">{OPERATION_LABELS[operation]}</h3>
							<table className="mt-2 w-full text-left text-sm" data-testid={`rates-${operation}`}>
								<thead className="text-xs text-gray-500 uppercase">
									<tr>
										<th scope="col" className="py-2 pr-4">Asset</th>
										<th scope="col" className="py-2 pr-4">Rate</th>
										<th scope="col" className="py-2 pr-4">Fee</th>
										<th scope="col" className="py-2 pr-4">Minimum</th>
										<th scope="col" className="py-2 pr-4">Maximum</th>
										<th scope="col" className="py-2 pr-4">Daily limit</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-gray-100">
									{rates.map((rate) => (
										<tr key={`${rate.asset}-${rate.label}`}>
											<th scope="row" className="py-2 pr-4 font-semibold">{rate.asset}</th>
											<td className="py-2 pr-4">{rate.label}</td>
											<td className="py-2 pr-4 whitespace-nowrap">{fee(rate)}</td>
											<td className="py-2 pr-4 whitespace-nowrap">{amount(rate.minAmount, rate.asset)}</td>
											<td className="py-2 pr-4 whitespace-nowrap">{amount(rate.maxAmount, rate.asset)}</td>
											<td className="py-2 pr-4 whitespace-nowrap">{amount(rate.dailyLimit, rate.asset)}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					))
				)}
			</section>
		</div>
	)
}
