import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { LEDGER_TYPE_LABELS } from '#app/lib/money/labels.ts'
import type { LedgerScreen } from '#app/lib/money/views.ts'
import { Card } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { BalanceChart } from './balance-chart.tsx'
import { EntriesTable } from './entries-table.tsx'
import { ListControls, Pager } from './list-controls.tsx'

/** One account's ledger: balance, balance over time, entries 20 a page. */
export function LedgerPage(props: LedgerScreen) {
	const { account, list } = props
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader title={account.name} back={{ to: props.overview.path, label: props.overview.title }} />
			<Card>
				<SummaryList
					columns={3}
					items={[
						{
							label: 'Balance',
							value: <Money value={account.balance} currency={account.currency} />,
							testId: 'account-balance',
							strong: true,
						},
						{ label: 'Ledger', value: `${LEDGER_TYPE_LABELS[account.ledgerType]} · ${account.currency}` },
						{ label: 'Opened', value: formatDateTime(account.createdAt) },
					]}
				/>
			</Card>
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
