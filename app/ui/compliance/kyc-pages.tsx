import { Link } from '@remix-run/react'
import { KYC_STEP_LABELS } from '#contract/compliance/kyc-flow-labels.ts'
import { type ComplianceAccount, type KycFlow } from '#contract/compliance/kyc-flows.ts'
import type { KycVerification } from '#contract/compliance/kyc-verifications.ts'
import {
	emptyKycListMessage,
	kycEditPath,
	kycFlowPath,
	kycReportPath,
	STATUS_OPTIONS,
	type KycListFilters,
} from '#app/lib/compliance/kyc-labels.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formatMoney } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { controlClass } from '../kit/field.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import { FlowLink, KycNav, StatusBadge, type FlowCard } from './kyc-nav.tsx'

/** Said when the USD funding balance cannot pay the KYC check: new verifications cannot start. */
export function FeeWarning({ account, payable }: { account: Pick<ComplianceAccount, 'kycFeeUsd' | 'usdBalance'>; payable: boolean }) {
	if (payable) return null
	return (
		<p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
			Your USD funding balance (${account.usdBalance}) cannot pay the ${account.kycFeeUsd} KYC check: your end customers cannot start a
			verification until you top it up.{' '}
			<Link to="/funding-account/USD" className="font-semibold underline">
				Top up USD
			</Link>
		</p>
	)
}

/** The flow's daily spending cap (record 105), exact. */
function DailyCap({ flow }: { flow: Pick<KycFlow, 'dailyCapUsd'> }) {
	return (
		<p className="text-sm text-gray-700" data-testid="flow-daily-cap">
			Daily spending cap: {formatMoney(flow.dailyCapUsd, 'USD', { compact: false })} in KYC check fees a day (UTC)
		</p>
	)
}

export function FlowCardView({ flow }: { flow: FlowCard }) {
	return (
		<li className={cardClass('flex flex-col gap-3 p-5')} data-testid="flow-card">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 className="text-lg font-semibold">
					<Link to={kycFlowPath(flow.name)} className="text-brand-700 underline">
						{flow.name}
					</Link>
				</h2>
				<Link to={kycEditPath(flow.name)} className="text-sm font-semibold text-brand-700 underline">
					Edit<span className="sr-only"> {flow.name}</span>
				</Link>
			</div>
			<ol className="flex flex-wrap gap-2 text-xs" aria-label={`Steps of ${flow.name}`}>
				{flow.steps.map((step, index) => (
					<li key={step} className="rounded-full bg-gray-100 px-2 py-1">
						{index + 1}. {KYC_STEP_LABELS[step]}
					</li>
				))}
			</ol>
			<p className="text-sm text-gray-700">
				{flow.counts.total} verifications: {flow.counts.completed} verified, {flow.counts.failed} failed, {flow.counts.inProgress} in
				progress, {flow.counts.expired} expired
			</p>
			<DailyCap flow={flow} />
			<FlowLink flow={flow} />
		</li>
	)
}

/** /product/compliance/kyc-onboarding-flows */
export function KycFlowsPage({ account, flows, feePayable }: { account: ComplianceAccount; flows: FlowCard[]; feePayable: boolean }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="KYC flows" />
			<KycNav current="flows" />
			<FeeWarning account={account} payable={feePayable} />
			<p className="text-sm text-gray-600">
				Each verification that ends (verified or failed) costs ${account.kycFeeUsd}, from your USD funding balance.
			</p>
			{flows.length === 0 ? (
				<EmptyState message="Nothing to show here yet" />
			) : (
				<ul className="flex flex-col gap-4" aria-label="KYC flows">
					{flows.map((flow) => (
						<FlowCardView key={flow.id} flow={flow} />
					))}
				</ul>
			)}
		</div>
	)
}

type ListProps = {
	account: ComplianceAccount
	flow: FlowCard | null
	verifications: KycVerification[]
	filters: KycListFilters
	errors: string[]
	selectsNothing: boolean
	notice: string | null
	path: string
	nextHref: string | null
	previousHref: string | null
	exportHref: string
	feePayable: boolean
}

/** /product/compliance/kyc-onboarding and /product/compliance/kyc-onboarding/{kycFlowName}: verifications, searched, filtered, paged. */
export function KycListPage(props: ListProps) {
	const { flow, account } = props
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title={flow ? `KYC flow ${flow.name}` : 'KYC onboarding'} />
			<KycNav current={flow ? null : 'verifications'} />
			<FeeWarning account={account} payable={props.feePayable} />
			{flow ? (
				<section aria-labelledby="flow-title" className={cardClass('flex flex-col gap-3 p-5')}>
					<div className="flex flex-wrap items-baseline justify-between gap-2">
						<h2 id="flow-title" className="text-lg font-semibold">
							Steps
						</h2>
						<Link to={kycEditPath(flow.name)} className={buttonClass('secondary')}>
							Edit flow
						</Link>
					</div>
					<ol className="flex flex-wrap gap-2 text-sm" data-testid="flow-steps">
						{flow.steps.map((step, index) => (
							<li key={step} className="rounded-full bg-gray-100 px-2 py-1">
								{index + 1}. {KYC_STEP_LABELS[step]}
							</li>
						))}
					</ol>
					<DailyCap flow={flow} />
					<FlowLink flow={flow} />
				</section>
			) : account.flows.length ? (
				<p className="text-sm text-gray-700">
					Flows:{' '}
					{account.flows.map((item, index) => (
						<span key={item.id}>
							{index ? ', ' : ''}
							<Link to={kycFlowPath(item.name)} className="font-semibold text-brand-700 underline">
								{item.name}
							</Link>
						</span>
					))}
				</p>
			) : null}
			<FilterForm path={props.path} label="verifications" exportHref={props.exportHref} errors={props.errors} notice={props.notice}>
				<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
					Search
					<input
						type="search"
						name="q"
						defaultValue={props.filters.q ?? ''}
						placeholder="Name, phone, e-mail or ID"
						className={controlClass}
					/>
				</label>
				<FilterSelect name="status" label="Status" value={props.filters.status} options={STATUS_OPTIONS} />
				{flow ? null : (
					<FilterSelect
						name="flow"
						label="Flow"
						value={props.filters.flow}
						options={account.flows.map((item) => ({ value: item.name, label: item.name }))}
					/>
				)}
			</FilterForm>
			{props.verifications.length === 0 ? (
				<EmptyState message={emptyKycListMessage(props.filters, props.selectsNothing)} />
			) : (
				<ul className={cardClass('divide-y divide-gray-100')} aria-label="Verifications">
					{props.verifications.map((item) => (
						<li
							key={item.id}
							data-testid="verification-row"
							className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
						>
							<div className="min-w-0">
								<Link to={kycReportPath(item.id)} className="font-semibold text-brand-700 underline">
									{item.fullName ?? item.phone ?? item.email ?? item.id}
								</Link>
								<p className="text-xs break-words text-gray-600">
									{item.flowName} · started {formatDateTime(item.startedAt)}
									{item.currentStep ? <> · on {KYC_STEP_LABELS[item.currentStep]}</> : null}
									{item.failureReason ? <> · {item.failureReason}</> : null}
								</p>
							</div>
							<StatusBadge status={item.status} />
						</li>
					))}
				</ul>
			)}
			<Pager list={{ previousHref: props.previousHref, nextHref: props.nextHref }} />
		</div>
	)
}
