import { Link } from '@remix-run/react'
import { emptyListMessage } from '#app/lib/money/list-query.ts'
import type { LedgerOverviewScreen } from '#app/lib/money/views.ts'
import { Money } from '../kit/money.tsx'
import { TransactionsTable } from './entries-table.tsx'
import { EmptyList, ListControls, Pager } from './list-controls.tsx'

/** A ledger's overview: totals, accounts, and the movements that touched it. */
export function LedgerOverview(props: LedgerOverviewScreen) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<section className="rounded-2xl border border-gray-200 bg-white p-6">
				<h1 className="text-2xl font-bold">{props.title}</h1>
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
					<EmptyList message={emptyListMessage(props.list.filters, props.list.selectsNothing)} />
				)}
				<Pager list={props.list} />
			</section>
		</div>
	)
}
