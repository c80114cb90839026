import type { ReactNode } from 'react'
import type { Entry, Transaction } from '#contract/money/ledger.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { TYPE_LABELS } from '#app/lib/money/labels.ts'
import { movementWay, signedAmount, WAY_LABELS } from '#app/lib/money/movement.ts'
import { cn } from '../kit/cn.ts'
import { Money } from '../kit/money.tsx'
import { StatusBadge } from './status-badge.tsx'

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-gray-500 uppercase'
const TD = 'px-3 py-2 align-top'

/**
 * The cells every movement row starts with: the date, what it was (with the
 * date and status folded in on narrow screens) and its status.
 */
function MovementCells({
	movement,
}: {
	movement: Pick<Entry, 'createdAt' | 'description' | 'type' | 'reference' | 'counterparty' | 'status'>
}) {
	return (
		<>
			<td className={`${TD} hidden whitespace-nowrap text-gray-600 sm:table-cell`}>{formatDateTime(movement.createdAt)}</td>
			<td className={TD}>
				<p className="text-xs text-gray-500 sm:hidden">{formatDateTime(movement.createdAt)}</p>
				<p className="font-medium">{movement.description || TYPE_LABELS[movement.type]}</p>
				<p className="text-xs text-gray-500">
					{TYPE_LABELS[movement.type]} · <span className="font-mono">{movement.reference}</span>
					{movement.counterparty ? ` · ${movement.counterparty}` : null}
				</p>
				<p className="mt-1 sm:hidden">
					<StatusBadge status={movement.status} />
				</p>
			</td>
			<td className={`${TD} hidden sm:table-cell`}>
				<StatusBadge status={movement.status} />
			</td>
		</>
	)
}

const WAY_TONES = { out: 'text-red-700', in: 'text-green-800', within: 'text-gray-900' } as const

/**
 * A movement's amount, exact: money out with a minus and in red, money in
 * with a plus and in green, and the way in words under it, so neither the
 * colour nor a small sign is the only cue.
 */
function MovementAmount({ movement }: { movement: Entry | Transaction }) {
	const way = movementWay(movement)
	return (
		<span className={cn('flex flex-col items-end', WAY_TONES[way])} data-testid="movement-amount" data-way={way}>
			<Money value={signedAmount(movement)} currency={movement.currency} signed={way === 'in'} className="font-medium" />
			<span className="text-xs">{WAY_LABELS[way]}</span>
		</span>
	)
}

/** The table both lists share: the columns of MovementCells, the amount and, for one account, the balance after. */
function MovementTable({ caption, withBalance = false, children }: { caption: string; withBalance?: boolean; children: ReactNode }) {
	return (
		// Scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it too (axe scrollable-region-focusable).
		<div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full min-w-80 text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-gray-50">
					<tr>
						<th scope="col" className={`${TH} hidden sm:table-cell`}>
							Date
						</th>
						<th scope="col" className={TH}>
							Details
						</th>
						<th scope="col" className={`${TH} hidden sm:table-cell`}>
							Status
						</th>
						<th scope="col" className={`${TH} text-right`}>
							Amount
						</th>
						{withBalance ? (
							<th scope="col" className={`${TH} hidden text-right sm:table-cell`}>
								Balance after
							</th>
						) : null}
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">{children}</tbody>
			</table>
		</div>
	)
}

/** One account's entries: credits positive, debits negative, with the balance after each, all exact. */
export function EntriesTable({ entries, caption }: { entries: Entry[]; caption: string }) {
	return (
		<MovementTable caption={caption} withBalance>
			{entries.map((entry) => (
				<tr key={entry.id} data-testid="ledger-entry" data-reference={entry.reference}>
					<MovementCells movement={entry} />
					<td className={`${TD} text-right whitespace-nowrap`}>
						<MovementAmount movement={entry} />
						<p className="text-xs text-gray-500 sm:hidden">
							Balance <Money value={entry.balanceAfter} currency={entry.currency} />
						</p>
					</td>
					<td className={`${TD} hidden text-right whitespace-nowrap sm:table-cell`}>
						<Money value={entry.balanceAfter} currency={entry.currency} />
					</td>
				</tr>
			))}
		</MovementTable>
	)
}

/** Movements across accounts (a ledger's overview, the dashboard). */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
	return (
		<MovementTable caption={caption}>
			{transactions.map((transaction) => (
				<tr key={transaction.id} data-testid="movement" data-reference={transaction.reference}>
					<MovementCells movement={transaction} />
					<td className={`${TD} text-right whitespace-nowrap`}>
						<MovementAmount movement={transaction} />
					</td>
				</tr>
			))}
		</MovementTable>
	)
}
