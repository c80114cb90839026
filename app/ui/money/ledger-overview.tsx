import { Link } from '@remix-run/react'
import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import type { LedgerOverviewScreen } from '#app/lib/money/views.ts'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { TransactionsTable } from './entries-table.tsx'
import { ListControls, Pager } from './list-controls.tsx'

/** A ledger's overview: totals, accounts, and the movements that touched it. */
export function LedgerOverview(props: LedgerOverviewScreen) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<section className={cardClass('p-6')}>
				<PageHeader title={props.title} />
				{props.accounts.length ? (
					<ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${props.title} accounts`}>
						{props.accounts.map((account) => (
							<li key={account.id} className="rounded-xl border border-gray-200 p-4" data-testid="ledger-account">
								<p className="text-sm text-gray-500">{account.name}</p>
								<p className="mt-1 text-lg font-semibold">
									<Money value={account.balance} currency={account.currency} compact />
								</p>
								<Link to={account.href} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
									View ledger<span className="sr-only"> of {account.name}</span>
								</Link>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-4 text-sm text-gray-600">Nothing to show here yet</p>
				)}
				{props.balancesHref ? (
					<Link to={props.balancesHref} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
						All balances
					</Link>
				) : null}
			</section>
			<section aria-labelledby="movements-title" className="flex flex-col gap-3">
				<h2 id="movements-title" className="text-lg font-semibold">
					Movements
				</h2>
				<ListControls list={props.list} label="movements" />
				{props.transactions.length ? (
					<TransactionsTable transactions={props.transactions} caption={`${props.title} movements`} />
				) : (
					<EmptyState message={emptyListMessage(props.list.filters, props.list.selectsNothing)} />
				)}
				<Pager list={props.list} />
			</section>
		</div>
	)
}
