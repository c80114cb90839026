import { redirect, type AppLoadContext } from '@remix-run/node'
import { PAGE_SIZE, type Page } from '#contract/money/paging.ts'
import type { TradingQuote } from '#contract/trading/api.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { ORDERS_PATH, quotePath, SIDE_LABELS, STATUS_LABELS } from '#app/lib/trading/labels.ts'
import { readOrdersQuery } from '#app/lib/trading/orders-query.ts'
import { ordersHref, type OrderListState } from '#app/lib/trading/orders.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { EMPTY_PAGE, fetchListPage } from '../http/list-page.server.ts'
import { findOr404 } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { requireQuoteId } from './quote.server.ts'

/** The provider's reason for refusing a list's filters; anything but a refusal is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

/**
 * /product/trading/orders: every order (every quote asked for), newest
 * first, 20 a page, filtered by status, side, pair, dates and a search of
 * the id or pair, all in the URL; the CSV of what the filters select.
 */
export async function loadOrders(request: Request, context: AppLoadContext) {
	const { filters, errors, lek } = readOrdersQuery(new URL(request.url).searchParams)
	const { loading } = await requireServiceWith(request, context, 'trading', (user) => ({
		loading: fetchListPage(lek, (cursor?: string) => user.api.trading.listOrders({ ...filters, lek: cursor, limit: PAGE_SIZE })).catch(
			(error: unknown): { page: Page<TradingQuote>; notice: string | null } => {
				errors.push(filterRefusal(error))
				return { page: EMPTY_PAGE, notice: null }
			},
		),
	}))
	const loaded = await loading
	const list: OrderListState = {
		path: ORDERS_PATH,
		filters,
		errors,
		notice: loaded.notice,
		nextHref: loaded.page.lek ? ordersHref(ORDERS_PATH, filters, loaded.page.lek) : null,
		previousHref: loaded.page.prevLek ? ordersHref(ORDERS_PATH, filters, loaded.page.prevLek) : null,
		exportHref: ordersHref(`${ORDERS_PATH}/export.csv`, filters),
	}
	return { orders: loaded.page.items, list }
}

export const ORDER_COLUMNS: CsvColumn<TradingQuote>[] = [
	{ header: 'Date', value: (o) => o.createdAt },
	{ header: 'Order', value: (o) => o.id },
	{ header: 'Status', value: (o) => STATUS_LABELS[o.status] },
	{ header: 'Side', value: (o) => SIDE_LABELS[o.side] },
	{ header: 'Pair', value: (o) => o.pair },
	{ header: 'Price', value: (o) => o.price },
	{ header: 'Crypto amount', value: (o) => o.baseAmount },
	{ header: 'Crypto', value: (o) => o.base },
	{ header: 'Value', value: (o) => o.value },
	{ header: 'Fee', value: (o) => o.fee },
	{ header: 'Paid', value: (o) => `-${o.pay.amount}` },
	{ header: 'Paid currency', value: (o) => o.pay.currency },
	{ header: 'Received', value: (o) => o.receive.amount },
	{ header: 'Received currency', value: (o) => o.receive.currency },
	{ header: 'Settled', value: (o) => o.settledAt ?? '' },
]

/** Every order the URL's filters select, as a streamed CSV; a bad filter is a 400 with the reason. */
export async function exportOrdersCsv(request: Request, context: AppLoadContext) {
	const { filters, errors } = readOrdersQuery(new URL(request.url).searchParams)
	const { user } = await requireServiceWith(request, context, 'trading')
	const refuse = (message: string) => new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	if (errors.length) return refuse(errors.join('\n'))
	try {
		return await csvResponse({
			fileName: 'trading-orders.csv',
			columns: ORDER_COLUMNS,
			fetchPage: (lek, limit) => user.api.trading.listOrders({ ...filters, lek, limit }),
		})
	} catch (error) {
		return refuse(filterRefusal(error))
	}
}

/** /product/trading/orders/:orderId: the order and its settlement; an open one is its quote's page (where it can be accepted). */
export async function loadOrderPage(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireQuoteId(param)
	const { loading } = await requireServiceWith(request, context, 'trading', (user) => ({
		loading: findOr404(() => user.api.trading.getQuote(id)),
	}))
	const order = await loading
	if (order.status === 'OPEN') throw redirect(quotePath(order.id))
	return { order }
}
