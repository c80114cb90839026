import type { Entry, Transaction } from '#contract/money/ledger.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { TYPE_LABELS } from '#app/lib/money/labels.ts'
import { Amount } from './amount.tsx'
import { StatusBadge } from './status-badge.tsx'

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-gray-500 uppercase'
const TD = 'px-3 py-2 align-top'

/** One account's entries: credits positive, debits negative, with the balance after each. */
export function EntriesTable({ entries, caption }: { entries: Entry[]; caption: string }) {
	return (
		<div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-gray-50">
					<tr>
						<th scope="col" className={TH}>Date</th>
						<th scope="col" className={TH}>Details</th>
						<th scope="col" className={TH}>Status</th>
						<th scope="col" className={`${TH} text-right`}>Amount</th>
						<th scope="col" className={`${TH} text-right`}>Balance after</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">
					{entries.map((entry) => (
						<tr key={entry.id} data-testid="ledger-entry" data-reference={entry.reference}>
							<td className={`${TD} whitespace-nowrap text-gray-600`}>{formatDateTime(entry.createdAt)}</td>
							<td className={TD}>
								<p className="font-medium">{entry.description || TYPE_LABELS[entry.type]}</p>
								<p className="text-xs text-gray-500">
									{TYPE_LABELS[entry.type]} · <span className="font-mono">{entry.reference}</span>
									{entry.counterparty ? ` · ${entry.counterparty}` : null}
								</p>
							</td>
							<td className={TD}>
								<StatusBadge status={entry.status} />
							</td>
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Amount
									value={entry.direction === 'DEBIT' ? `-${entry.amount}` : entry.amount}
									currency={entry.currency}
									signed
									className={entry.direction === 'DEBIT' ? 'text-red-700' : 'text-green-800'}
								/>
							</td>
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Amount value={entry.balanceAfter} currency={entry.currency} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** Movements across accounts (a ledger's overview, the dashboard). */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
	return (
		<div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-gray-50">
					<tr>
						<th scope="col" className={TH}>Date</th>
						<th scope="col" className={TH}>Details</th>
						<th scope="col" className={TH}>Status</th>
						<th scope="col" className={`${TH} text-right`}>Amount</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">
					{transactions.map((transaction) => (
						<tr key={transaction.id} data-testid="movement" data-reference={transaction.reference}>
							<td className={`${TD} whitespace-nowrap text-gray-600`}>{formatDateTime(transaction.createdAt)}</td>
							<td className={TD}>
								<p className="font-medium">{transaction.description || TYPE_LABELS[transaction.type]}</p>
								<p className="text-xs text-gray-500">
									{TYPE_LABELS[transaction.type]} · <span className="font-mono">{transaction.reference}</span>
									{transaction.counterparty ? ` · ${transaction.counterparty}` : null}
								</p>
							</td>
							<td className={TD}>
								<StatusBadge status={transaction.status} />
							</td>
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Amount value={transaction.amount} currency={transaction.currency} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
