import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { Rate, RateCard, Subscription } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { type ServiceName } from '#contract/products.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { getSubscriptionRefusal } from '#app/lib/products/schemas.ts'
import { buttonClass } from '../kit/button.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'
import { DeactivateConfirm, DeactivateLink } from './deactivate-confirm.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { formatMoney } from '#contract/money/format.ts'

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

/** A rate card figure (a short decimal kept as a JSON number) written as every amount is: String() keeps its digits exactly. */
const amount = (value: number | null, asset: string) => (value === null ? 'No limit' : formatMoney(String(value), asset))

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
	children,
}: {
	name: ServiceName
	label: string
	subscription: Subscription
	rateCard: RateCard
	/** The deactivation's answer, when it was refused. */
	reply?: { result: SubmissionResult<string[]> } | null
	/** The service's own content (the Wallet service's wallets), between its header and its rate card. */
	children?: ReactNode
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

			{children}

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
						<div key={operation} className="mt-5">
							<h3 id={`rates-${operation}-title`} className="text-sm font-semibold text-gray-700">
								{OPERATION_LABELS[operation]}
							</h3>
							<RateList operation={operation} rates={rates} />
						</div>
					))
				)}
			</section>
		</div>
	)
}

const RATE_COLUMNS = ['Asset', 'Rate', 'Fee', 'Minimum', 'Maximum', 'Daily limit'] as const
/** One grid for the header and the rows, so the columns line up on wide screens. */
const RATE_GRID = 'md:grid md:grid-cols-[5rem_minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:gap-3'

/**
 * Rates of one operation: a table on wide screens, a card per asset on
 * narrow ones, so no value is cut and nothing scrolls sideways.
 */
function RateList({ operation, rates }: { operation: Rate['operation']; rates: Rate[] }) {
	return (
		<div data-testid={`rates-${operation}`} className="mt-2 text-sm">
			<div aria-hidden="true" className={`hidden py-2 text-xs text-gray-500 uppercase ${RATE_GRID}`}>
				{RATE_COLUMNS.map((column) => (
					<span key={column}>{column}</span>
				))}
			</div>
			<ul aria-labelledby={`rates-${operation}-title`} className="divide-y divide-gray-100">
				{rates.map((rate) => (
					<li key={`${rate.asset}-${rate.label}`} className={`py-2 ${RATE_GRID}`}>
						<p className="font-semibold">{rate.asset}</p>
						<dl className="grid grid-cols-[auto_1fr] gap-x-4 md:contents">
							<RateCell label="Rate">
								{rate.label}
								{rate.loanToValue ? (
									// A loan line's levels (contract/products.ts), in words and figures.
									<span className="block text-xs text-gray-600" data-testid="rate-ltv">
										Loan-to-value: at most {rate.loanToValue.max}% at request · warning at {rate.loanToValue.warning}% · liquidation at{' '}
										{rate.loanToValue.liquidation}%
									</span>
								) : null}
							</RateCell>
							<RateCell label="Fee">{fee(rate)}</RateCell>
							<RateCell label="Minimum">{amount(rate.minAmount, rate.limitAsset)}</RateCell>
							<RateCell label="Maximum">{amount(rate.maxAmount, rate.limitAsset)}</RateCell>
							<RateCell label="Daily limit">{amount(rate.dailyLimit, rate.limitAsset)}</RateCell>
						</dl>
					</li>
				))}
			</ul>
		</div>
	)
}

function RateCell({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="contents">
			<dt className="text-gray-500 md:sr-only">{label}</dt>
			<dd className="break-words">{children}</dd>
		</div>
	)
}
