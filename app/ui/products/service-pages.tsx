import type { ReactNode } from 'react'
import { formatMoney } from '#contract/money/format.ts'
import type { Rate, RateCard, ServiceName, Subscription } from '#contract/products.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { getSubscriptionRefusal } from '#app/lib/products/refusal.ts'
import {
	SERVICE_SUBPAGES,
	SUBPAGE_TITLES,
	serviceSubpageAt,
	serviceSubpagePath,
	type ServiceSubpage,
} from '#app/lib/products/service-pages.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { cardClass } from '../kit/card.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import type { RouteHandleByPath } from '../shell/route-handle.ts'
import { DeactivateConfirm, DeactivateLink } from './deactivate-confirm.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'

/** 'Pricing' or 'Settings', under its service in the breadcrumb and the tab's title. */
export const serviceSubpageHandle: RouteHandleByPath = {
	byPath: (pathname) => {
		const at = serviceSubpageAt(pathname)
		if (!at) return { title: 'Page not found' }
		const service = SERVICES[at.name]
		return { title: SUBPAGE_TITLES[at.page], serviceName: service.guardName, ancestor: { title: service.label, to: service.path } }
	},
}

type SubpageProps = {
	name: ServiceName
	page: ServiceSubpage
	label: string
	subscription: Subscription
	rateCard: RateCard | null
	reply?: { result: SubmissionResult<string[]> } | null
}

/** A service's Pricing page (its rate card) or its Settings page (its subscription and 'Deactivate'). */
export function ServiceSubpage(props: SubpageProps) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				title={`${props.label} ${SUBPAGE_TITLES[props.page].toLowerCase()}`}
				badge={<ServiceStateBadge state="active" />}
				menu={SERVICE_SUBPAGES.filter((page) => page !== props.page).map((page) => ({
					label: SUBPAGE_TITLES[page],
					to: serviceSubpagePath(props.name, page),
					ariaLabel: `${props.label} ${SUBPAGE_TITLES[page].toLowerCase()}`,
				}))}
			/>
			{props.page === 'pricing' && props.rateCard ? <RateCardSection rateCard={props.rateCard} /> : null}
			{props.page === 'settings' ? <ServiceSettings {...props} /> : null}
		</div>
	)
}

/**
 * The subscription's dates, and the way out: 'Deactivate' asks first
 * (`?dialog=deactivate&service=`, a dialog with JavaScript, a section of the
 * page without), and the confirmation holds the real post to this page.
 */
function ServiceSettings({ name, label, subscription, reply }: SubpageProps) {
	const refusal = getSubscriptionRefusal(reply)
	return (
		<>
			<DeactivateConfirm />
			<section aria-labelledby="subscription-title" className={cardClass('p-6')}>
				<h2 id="subscription-title" className="text-lg font-semibold">
					Subscription
				</h2>
				{/* Not the kit's SummaryList: its chunk would take the twelve settings and pricing pages past 100 KB (record 123). */}
				<dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
					<dt className="text-gray-500">Requested</dt>
					<dd>{formatDateTime(subscription.createdAt)}</dd>
					{subscription.approvedAt ? (
						<>
							<dt className="text-gray-500">Approved</dt>
							<dd>{formatDateTime(subscription.approvedAt)}</dd>
						</>
					) : null}
					<dt className="text-gray-500">Last change</dt>
					<dd>{formatDateTime(subscription.updatedAt)}</dd>
				</dl>
			</section>
			<section aria-labelledby="deactivate-section-title" className="rounded-2xl border border-red-200 bg-white p-6">
				<h2 id="deactivate-section-title" className="text-lg font-semibold">
					Deactivate {label}
				</h2>
				<p className="mt-2 text-sm text-gray-600">
					Its pages and API calls stop working until you activate it again from My Products. Your subscription stays approved.
				</p>
				{refusal ? (
					<p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
						{refusal.message}
					</p>
				) : null}
				<div className="mt-4">
					<DeactivateLink service={name} variant="danger" />
				</div>
			</section>
		</>
	)
}

function RateCardSection({ rateCard }: { rateCard: RateCard }) {
	const groups = groupByOperation(rateCard.rates)
	return (
		<section aria-labelledby="rates-title" className={cardClass('p-6')}>
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
	)
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
