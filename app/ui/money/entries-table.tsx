import type { Entry, Transaction } from '#contract/money/ledger.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { TYPE_LABELS } from '#app/lib/money/labels.ts'
import { movementWay, signedAmount, WAY_LABELS } from '#app/lib/money/movement.ts'
import { cn } from '../kit/cn.ts'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { Money } from '../kit/money.tsx'
import { StatusBadge } from './status-badge.tsx'

type Movement = Pick<Entry, 'id' | 'createdAt' | 'description' | 'type' | 'reference' | 'counterparty' | 'status' | 'currency'>

/** The columns every movement row starts with: the date, what it was and its status. */
function movementColumns<Row extends Movement>(): Column<Row>[] {
	return [
		{
			key: 'date',
			header: 'Date',
			className: 'text-gray-600 sm:whitespace-nowrap',
			cell: (movement) => formatDateTime(movement.createdAt),
		},
		{
			key: 'details',
			header: 'Details',
			cell: (movement) => (
				<>
					<p className="font-medium">{movement.description || TYPE_LABELS[movement.type]}</p>
					<p className="text-xs text-gray-500">
						{TYPE_LABELS[movement.type]} · <span className="font-mono">{movement.reference}</span>
						{movement.counterparty ? ` · ${movement.counterparty}` : null}
					</p>
				</>
			),
		},
		{ key: 'status', header: 'Status', cell: (movement) => <StatusBadge status={movement.status} /> },
	]
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

/** One account's entries: credits positive, debits negative, with the balance after each, all exact. */
export function EntriesTable({ entries, caption }: { entries: Entry[]; caption: string }) {
	return (
		<DataTable
			caption={caption}
			rows={entries}
			rowKey={(entry) => entry.id}
			rowProps={(entry) => ({ 'data-testid': 'ledger-entry', 'data-reference': entry.reference })}
			columns={[
				...movementColumns<Entry>(),
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (entry) => <MovementAmount movement={entry} />,
				},
				{
					key: 'balance',
					header: 'Balance after',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (entry) => <Money value={entry.balanceAfter} currency={entry.currency} />,
				},
			]}
		/>
	)
}

/** Movements across accounts (a ledger's overview, the dashboard). */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
	return (
		<DataTable
			caption={caption}
			rows={transactions}
			rowKey={(transaction) => transaction.id}
			rowProps={(transaction) => ({ 'data-testid': 'movement', 'data-reference': transaction.reference })}
			columns={[
				...movementColumns<Transaction>(),
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (transaction) => <MovementAmount movement={transaction} />,
				},
			]}
		/>
	)
}
