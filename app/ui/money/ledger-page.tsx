import { Link } from '@remix-run/react'
import { formatDateTime } from '#app/lib/money/format.ts'
import { LEDGER_TYPE_LABELS } from '#app/lib/money/labels.ts'
import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import type { LedgerScreen } from '#app/lib/money/views.ts'
import { Money } from '../kit/money.tsx'
import { BalanceChart } from './balance-chart.tsx'
import { EntriesTable } from './entries-table.tsx'
import { ListControls, Pager } from './list-controls.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'

/** One account's ledger: balance, balance over time, entries 20 a page. */
export function LedgerPage(props: LedgerScreen) {
	const { account, list } = props
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<section className={cardClass('p-6')}>
				<p className="text-sm text-gray-500">
					<Link to={props.overview.path} className="hover:underline">
						{props.overview.title}
					</Link>
				</p>
				<h1 className="mt-1 text-2xl font-bold">{account.name}</h1>
				<dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
					<div>
						<dt className="text-gray-500">Balance</dt>
						<dd className="mt-1 text-xl font-semibold" data-testid="account-balance">
							<Money value={account.balance} currency={account.currency} />
						</dd>
					</div>
					<div>
						<dt className="text-gray-500">Ledger</dt>
						<dd className="mt-1 font-medium">
							{LEDGER_TYPE_LABELS[account.ledgerType]} · {account.currency}
						</dd>
					</div>
					<div>
						<dt className="text-gray-500">Opened</dt>
						<dd className="mt-1 font-medium">{formatDateTime(account.createdAt)}</dd>
					</div>
				</dl>
			</section>
			<BalanceChart chart={props.chart} id={`chart-${account.id}`} />
			<section aria-labelledby="entries-title" className="flex flex-col gap-3">
				<h2 id="entries-title" className="text-lg font-semibold">
					Entries
				</h2>
				<ListControls list={list} label="entries" />
				{props.entries.length ? (
					<EntriesTable entries={props.entries} caption={`Entries of ${account.name}`} />
				) : (
					<EmptyState message={emptyListMessage(list.filters, list.selectsNothing)} />
				)}
				<Pager list={list} />
			</section>
		</div>
	)
}
