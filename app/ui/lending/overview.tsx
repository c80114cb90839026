import { Link } from '@remix-run/react'
import type { CollateralWallet, Loan } from '#contract/lending/api.ts'
import type { Subscription } from '#contract/products.ts'
import { ALL_WALLETS_PATH, collateralWalletPath, loanPath, NEW_LOAN_PATH } from '#app/lib/lending/labels.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { Pager } from '../money/list-controls.tsx'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { collateralItems, LoanStatusPill, ZonePill } from './parts.tsx'

type Props = {
	name: 'lending'
	label: string
	subscription: Subscription
	wallets: CollateralWallet[]
	loans: Loan[]
	list: { notice: string | null; nextHref: string | null; previousHref: string | null }
	reply?: { result: SubmissionResult<string[]> } | null
}

/**
 * The Lending service's overview: the collateral wallets (what is free and
 * what is pledged), every loan with its state and loan-to-value, 'Request a
 * loan'; then the service's rate card (its loan lines carry the three
 * levels) and its deactivation, as on every service.
 */
export function LendingOverview({ wallets, loans, list, ...landing }: Props) {
	const held = wallets.filter((wallet) => wallet.id)
	const pending = loans.filter((loan) => loan.status === 'PENDING').length
	const active = loans.filter((loan) => loan.status === 'ACTIVE')
	// The active loan closest to its warning level: its loan-to-value beside the level (docs/product/lending.md).
	const highest = active
		.filter((loan) => loan.ltv !== null)
		.reduce<Loan | null>((top, loan) => (top === null || Number(loan.ltv) > Number(top.ltv) ? loan : top), null)
	// The loans listed here past their warning level, or reminded of it (docs/product/lending.md).
	const nearWarning = loans.filter(
		(loan) => loan.status === 'ACTIVE' && (loan.warned || (loan.zone !== null && loan.zone !== 'HEALTHY')),
	).length
	return (
		<ServiceLanding
			{...landing}
			actions={
				<Link to={NEW_LOAN_PATH} className={buttonClass('primary')}>
					Request a loan
				</Link>
			}
			figures={
				<ServiceFigures
					label="Lending at a glance"
					figures={[
						{ label: 'Active loans', value: active.length },
						highest
							? {
									label: `Highest loan-to-value (warning at ${highest.ltvLevels.warning} %)`,
									value: `${highest.ltv} %`,
									to: loanPath(highest.id),
									attention: highest.zone !== 'HEALTHY',
									testId: 'figure-highest-ltv',
								}
							: { label: 'Collateral wallets', value: held.length, to: ALL_WALLETS_PATH },
						{ label: 'Awaiting review', value: pending, attention: pending > 0, testId: 'figure-pending-loans' },
						{ label: 'At or past the warning level', value: nearWarning, attention: nearWarning > 0, testId: 'figure-warning-loans' },
					]}
				/>
			}
		>
			<section aria-labelledby="collateral-title" className={cardClass('p-6')}>
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="collateral-title" className="text-lg font-semibold">
						Collateral wallets
					</h2>
					<Link to={ALL_WALLETS_PATH} className="text-sm font-semibold text-brand-700 underline">
						All collateral wallets
					</Link>
				</div>
				{held.length === 0 ? (
					<p className="mt-4 text-sm text-gray-600">
						You have no collateral wallets yet. Open one on the{' '}
						<Link to={ALL_WALLETS_PATH} className="underline">
							collateral wallets page
						</Link>{' '}
						and move crypto into it from your main wallet to borrow against it.
					</p>
				) : (
					<ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Collateral wallets">
						{held.map((wallet) => (
							<li key={wallet.asset} className="rounded-xl border border-gray-200 p-4" data-testid={`collateral-${wallet.asset}`}>
								<h3 className="font-semibold">
									<Link to={collateralWalletPath(wallet.id!)} className="underline">
										{wallet.asset} collateral wallet
									</Link>
								</h3>
								<SummaryList className="mt-2" numeric items={collateralItems(wallet)} />
							</li>
						))}
					</ul>
				)}
			</section>

			<section aria-labelledby="loans-title" className={cardClass('flex flex-col gap-4 p-6')}>
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="loans-title" className="text-lg font-semibold">
						Your loans
					</h2>
				</div>
				{list.notice ? (
					<p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
						{list.notice}
					</p>
				) : null}
				{loans.length ? <LoansTable loans={loans} /> : <EmptyState message="You have no loans yet." />}
				<Pager list={list} />
			</section>
		</ServiceLanding>
	)
}

function LoansTable({ loans }: { loans: Loan[] }) {
	return (
		<DataTable
			framed={false}
			caption="Your loans, newest first"
			rows={loans}
			rowKey={(loan) => loan.id}
			rowProps={() => ({ 'data-testid': 'loan-row' })}
			columns={[
				{
					key: 'loan',
					header: 'Loan',
					cell: (loan) => (
						<>
							<Link to={loanPath(loan.id)} className="font-medium text-brand-700 underline" data-testid="loan-link">
								{loan.reference}
							</Link>
							<p className="text-xs text-gray-600">
								<Money value={loan.amount} currency={loan.currency} /> · {formatDateTime(loan.createdAt)}
							</p>
						</>
					),
				},
				{
					key: 'state',
					header: 'State',
					cell: (loan) => (
						<span className="flex flex-wrap gap-1 max-sm:justify-end">
							<LoanStatusPill status={loan.status} />
							{loan.status === 'ACTIVE' && loan.zone ? <ZonePill zone={loan.zone} /> : null}
						</span>
					),
				},
				{
					key: 'owed',
					header: 'Owed',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (loan) => <Money value={loan.owed} currency={loan.currency} />,
				},
				{
					key: 'collateral',
					header: 'Collateral',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (loan) => <Money value={loan.collateralAmount} currency={loan.collateralAsset} />,
				},
				{ key: 'ltv', header: 'Loan-to-value', align: 'right', testId: 'loan-ltv', cell: (loan) => (loan.ltv ? `${loan.ltv}%` : '—') },
			]}
		/>
	)
}
