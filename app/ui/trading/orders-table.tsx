import { Link } from '@remix-run/react'
import type { TradingQuote } from '#contract/trading/api.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { orderPath, SIDE_LABELS, STATUS_LABELS, statusTone } from '#app/lib/trading/labels.ts'
import { DataTable } from '../kit/data-table.tsx'
import { Money } from '../kit/money.tsx'
import { StatusPill } from '../money/transfer-status.tsx'

/** Orders as the overview and the orders page list them: each linked to its page, every figure exact, what left with a minus. */
export function OrdersTable({ orders, caption }: { orders: TradingQuote[]; caption: string }) {
	return (
		<DataTable
			caption={caption}
			rows={orders}
			rowKey={(order) => order.id}
			rowProps={() => ({ 'data-testid': 'order-row' })}
			columns={[
				{ key: 'date', header: 'Date', className: 'text-gray-600 sm:whitespace-nowrap', cell: (order) => formatDateTime(order.createdAt) },
				{
					key: 'order',
					header: 'Order',
					cell: (order) => (
						<>
							<Link to={orderPath(order.id)} className="font-medium text-brand-700 underline" data-testid="order-link">
								{SIDE_LABELS[order.side]} {order.base} · {order.pair}
							</Link>
							<p className="font-mono text-xs break-all text-gray-500">{order.id}</p>
						</>
					),
				},
				{
					key: 'status',
					header: 'Status',
					cell: (order) => <StatusPill label={STATUS_LABELS[order.status]} tone={statusTone(order.status)} testId="order-status" />,
				},
				// Only a settled order moved money: an open or expired one shows what it would move, unsigned and grey.
				{
					key: 'paid',
					header: 'Paid',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (order) => (
						<Money
							value={order.status === 'SETTLED' ? `-${order.pay.amount}` : order.pay.amount}
							currency={order.pay.currency}
							compact={false}
							className={order.status === 'SETTLED' ? 'text-red-700' : 'text-gray-500'}
						/>
					),
				},
				{
					key: 'received',
					header: 'Received',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (order) => (
						<Money
							value={order.receive.amount}
							currency={order.receive.currency}
							compact={false}
							className={order.status === 'SETTLED' ? 'text-green-800' : 'text-gray-500'}
						/>
					),
				},
			]}
		/>
	)
}
