import { Link } from '@remix-run/react'
import type { TradingQuote } from '#contract/trading/api.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { orderPath, SIDE_LABELS, STATUS_LABELS, statusTone } from '#app/lib/trading/labels.ts'
import { Money } from '../kit/money.tsx'
import { StatusPill } from '../money/transfer-status.tsx'

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-gray-500 uppercase'
const TD = 'px-3 py-2 align-top'

/** Orders as the overview and the orders page list them: each linked to its page, every figure exact, what left with a minus. */
export function OrdersTable({ orders, caption }: { orders: TradingQuote[]; caption: string }) {
	return (
		<div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full min-w-80 text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-gray-50">
					<tr>
						<th scope="col" className={`${TH} hidden sm:table-cell`}>
							Date
						</th>
						<th scope="col" className={TH}>
							Order
						</th>
						<th scope="col" className={TH}>
							Status
						</th>
						<th scope="col" className={`${TH} text-right`}>
							Paid
						</th>
						<th scope="col" className={`${TH} text-right`}>
							Received
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">
					{orders.map((order) => (
						<tr key={order.id} data-testid="order-row">
							<td className={`${TD} hidden whitespace-nowrap text-gray-600 sm:table-cell`}>{formatDateTime(order.createdAt)}</td>
							<td className={TD}>
								<p className="text-xs text-gray-500 sm:hidden">{formatDateTime(order.createdAt)}</p>
								<Link to={orderPath(order.id)} className="font-medium text-brand-700 underline" data-testid="order-link">
									{SIDE_LABELS[order.side]} {order.base} · {order.pair}
								</Link>
								<p className="font-mono text-xs break-all text-gray-500">{order.id}</p>
							</td>
							<td className={TD}>
								<StatusPill label={STATUS_LABELS[order.status]} tone={statusTone(order.status)} testId="order-status" />
							</td>
							{/* Only a settled order moved money: an open or expired one shows what it would move, unsigned and grey. */}
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Money
									value={order.status === 'SETTLED' ? `-${order.pay.amount}` : order.pay.amount}
									currency={order.pay.currency}
									compact={false}
									className={order.status === 'SETTLED' ? 'text-red-700' : 'text-gray-500'}
								/>
							</td>
							<td className={`${TD} text-right whitespace-nowrap`}>
								<Money
									value={order.receive.amount}
									currency={order.receive.currency}
									compact={false}
									className={order.status === 'SETTLED' ? 'text-green-800' : 'text-gray-500'}
								/>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
