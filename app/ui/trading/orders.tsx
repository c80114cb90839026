import type { TradingQuote } from '#contract/trading/api.ts'
import { PAIR_OPTIONS, SIDE_OPTIONS, STATUS_OPTIONS, TRADING_PATH } from '#app/lib/trading/labels.ts'
import { isFilteredOrders, type OrderListState } from '#app/lib/trading/orders.ts'
import { EmptyState } from '../kit/empty-state.tsx'
import { controlClass } from '../kit/field.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { FilterDates, FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { OrdersTable } from './orders-table.tsx'

export const ordersHandle: RouteHandle = { title: 'Orders', serviceName: 'Trading', ancestor: { title: 'Trading', to: TRADING_PATH } }

/** /product/trading/orders: every order, filtered, searched and paged by the URL; the CSV of what is selected. */
export function OrdersPage({ orders, list }: { orders: TradingQuote[]; list: OrderListState }) {
	const { filters } = list
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Orders" />
			<p className="text-sm text-gray-600">
				Every quote you asked for is an order: settled once accepted, expired when its 30 seconds ran out.
			</p>
			<FilterForm path={list.path} label="orders" exportHref={list.exportHref} errors={list.errors} notice={list.notice}>
				<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
					Search
					<input type="search" name="q" defaultValue={filters.q ?? ''} placeholder="Order id or pair" className={controlClass} />
				</label>
				<FilterSelect name="status" label="Status" value={filters.status} options={STATUS_OPTIONS} />
				<FilterSelect name="side" label="Side" value={filters.side} options={SIDE_OPTIONS} />
				<FilterSelect name="pair" label="Pair" value={filters.pair} options={PAIR_OPTIONS} />
				<FilterDates from={filters.from} to={filters.to} />
			</FilterForm>
			{orders.length ? (
				<OrdersTable orders={orders} caption="Orders" />
			) : (
				<EmptyState
					message={
						filters.q
							? `No search found for ${filters.q}`
							: isFilteredOrders(filters)
								? 'No orders match these filters'
								: 'Nothing to show here yet'
					}
				/>
			)}
			<Pager list={list} />
		</div>
	)
}
