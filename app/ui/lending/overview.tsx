import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import type { CollateralWallet, Loan } from '#contract/lending/api.ts'
import type { RateCard, Subscription } from '#contract/products.ts'
import { ALL_WALLETS_PATH, collateralWalletPath, loanPath, NEW_LOAN_PATH } from '#app/lib/lending/labels.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { Money } from '../kit/money.tsx'
import { EmptyList, Pager } from '../money/list-controls.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { CollateralRows, LoanStatusPill, ZonePill } from './parts.tsx'

type Props = {
	name: 'lending'
	label: string
	subscription: Subscription
	rateCard: RateCard
	wallets: CollateralWallet[]
	loans: Loan[]
	list: { notice: string | null; nextHref: string | null; previousHref: string | null }
	reply?: { result: SubmissionResult<string[]> } | null
}

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-gray-500 uppercase'
const TD = 'px-3 py-2 align-top'

/**
 * The Lending service's overview: the collateral wallets (what is free and
 * what is pledged), every loan with its state and loan-to-value, 'Request a
 * loan'; then the service's rate card (its loan lines carry the three
 * levels) and its deactivation, as on every service.
 */
export function LendingOverview({ wallets, loans, list, ...landing }: Props) {
	const held = wallets.filter((wallet) => wallet.id)
	return (
		<ServiceLanding {...landing}>
			<section aria-labelledby="collateral-title" className="rounded-2xl border border-gray-200 bg-white p-6">
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
								<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
									<CollateralRows wallet={wallet} />
								</dl>
							</li>
						))}
					</ul>
				)}
			</section>

			<section aria-labelledby="loans-title" className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6">
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="loans-title" className="text-lg font-semibold">
						Your loans
					</h2>
					<Link to={NEW_LOAN_PATH} className={buttonClass('primary')}>
						Request a loan
					</Link>
				</div>
				{list.notice ? (
					<p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
						{list.notice}
					</p>
				) : null}
				{loans.length ? <LoansTable loans={loans} /> : <EmptyList message="You have no loans yet." />}
				<Pager list={list} />
			</section>
		</ServiceLanding>
	)
}

function LoansTable({ loans }: { loans: Loan[] }) {
	return (
		<div className="overflow-x-auto">
			<table className="w-full min-w-80 text-sm">
				<caption className="sr-only">Your loans, newest first</caption>
				<thead className="bg-gray-50">
					<tr>
						<th scope="col" className={TH}>
							Loan
						</th>
						<th scope="col" className={TH}>
							State
						</th>
						<th scope="col" className={`${TH} text-right`}>
							Owed
						</th>
						<th scope="col" className={`${TH} hidden text-right sm:table-cell`}>
							Collateral
						</th>
						<th scope="col" className={`${TH} text-right`}>
							Loan-to-value
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">
					{loans.map((loan) => (
						<tr key={loan.id} data-testid="loan-row">
							<td className={TD}>
								<Link to={loanPath(loan.id)} className="font-medium text-brand-700 underline" data-testid="loan-link">
									{loan.reference}
								</Link>
								<p className="text-xs text-gray-600">
									<Money value={loan.amount} currency={loan.currency} /> · {formatDateTime(loan.createdAt)}
								</p>
							</td>
							<td className={`${TD} flex flex-wrap gap-1`}>
								<LoanStatusPill status={loan.status} />
								{loan.status === 'ACTIVE' && loan.zone ? <ZonePill zone={loan.zone} /> : null}
							</td>
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Money value={loan.owed} currency={loan.currency} />
							</td>
							<td className={`${TD} hidden text-right whitespace-nowrap sm:table-cell`}>
								<Money value={loan.collateralAmount} currency={loan.collateralAsset} />
							</td>
							<td className={`${TD} text-right`} data-testid="loan-ltv">
								{loan.ltv ? `${loan.ltv}%` : '—'}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
