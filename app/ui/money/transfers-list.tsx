import { Link } from '@remix-run/react'
import type { LocalTransfer } from '#contract/money/transfers.ts'
import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { ListControls, Pager } from './list-controls.tsx'
import { TransferStatusBadge } from './transfer-status.tsx'

/** /local-transfers: every local transfer, 20 a page, with its status ('Successful', 'Pending' …). */
export function TransfersList({ transfers, list }: { transfers: LocalTransfer[]; list: ListState }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader
				title="Local transfers"
				actions={
					<Link to="/local-transfer" className={buttonClass('primary')}>
						New transfer
					</Link>
				}
			/>
			<ListControls list={list} label="local transfers" />
			{transfers.length === 0 ? (
				<EmptyState message={emptyListMessage(list.filters, list.selectsNothing)} />
			) : (
				<ul className={cardClass('divide-y divide-gray-100')} aria-label="Local transfers">
					{transfers.map((transfer) => (
						<li
							key={transfer.id}
							data-testid="transfer-row"
							className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4"
						>
							<div className="min-w-0">
								<Link to={`/local-transfers/${encodeURIComponent(transfer.id)}`} className="font-semibold text-brand-700 underline">
									{transfer.accountName}
								</Link>
								<p className="truncate text-xs text-gray-500">
									{transfer.bankName} · {transfer.accountNumber} · {formatDateTime(transfer.createdAt)}
								</p>
							</div>
							<span className="font-semibold sm:text-right">
								<Money value={transfer.amount} currency={transfer.currency} />
							</span>
							<TransferStatusBadge status={transfer.status} />
						</li>
					))}
				</ul>
			)}
			<Pager list={list} />
		</div>
	)
}
