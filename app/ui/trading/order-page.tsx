import { Link } from '@remix-run/react'
import type { TradingQuote } from '#contract/trading/api.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { ORDERS_PATH, QUOTE_FORM_PATH, STATUS_LABELS, statusTone, tradeTitle } from '#app/lib/trading/labels.ts'
import { quoteFormFields, quoteSearch } from '#app/lib/trading/quote-fields.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { StatusPill } from '../money/transfer-status.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { QuoteFigures } from './quote-figures.tsx'

export const orderHandle: RouteHandle = {
	title: 'Order',
	serviceName: 'Trading',
	ancestor: { title: 'Orders', to: ORDERS_PATH },
	titleFrom: (data: { order?: TradingQuote }) => (data.order ? `Order ${data.order.id}` : null),
}

/** /product/trading/orders/:orderId: a settled order with its settlement, or an expired one; 'Trade again' asks for the same quote. */
export function OrderPage({ order }: { order: TradingQuote }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader
				title={tradeTitle(order.side, order.base, order.quote)}
				badge={<StatusPill label={STATUS_LABELS[order.status]} tone={statusTone(order.status)} testId="order-status" />}
			/>
			<section aria-labelledby="order-title" className={cardClass('p-6')}>
				<h2 id="order-title" className="text-sm font-semibold text-gray-500 uppercase">
					{order.status === 'SETTLED' ? 'Settlement' : 'Quote'}
				</h2>
				<QuoteFigures
					quote={order}
					rows={[
						{ label: 'Asked', value: formatDateTime(order.createdAt) },
						...(order.settledAt
							? [
									{ label: 'Settled', value: formatDateTime(order.settledAt), testId: 'order-settled-at' },
									{
										label: 'Ledger transactions',
										value: <span className="font-mono text-xs break-all">{order.transactionIds.join(', ')}</span>,
										testId: 'order-transactions',
									},
								]
							: [{ label: 'Expired', value: `${formatDateTime(order.expiresAt)}: nothing was traded` }]),
					]}
				/>
				<div className="mt-4 flex flex-wrap gap-3">
					<Link to={`${QUOTE_FORM_PATH}?${quoteSearch(quoteFormFields(order))}`} className={buttonClass('primary')}>
						Trade again
					</Link>
					<Link to={ORDERS_PATH} className={buttonClass('secondary')}>
						All orders
					</Link>
				</div>
			</section>
		</div>
	)
}
