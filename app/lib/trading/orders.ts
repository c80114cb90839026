import type { TradeSide } from '#contract/trading/arithmetic.ts'
import type { TradingPair } from '#contract/trading/pairs.ts'
import type { TradingQuoteStatus } from '#contract/trading/statuses.ts'

/* The orders list's state and links, without zod: the list page imports them on its first visit; the URL is read by orders-query.ts (docs/decisions/120-light-forms.md). */

/** The orders list's filters, as its URL holds them. */
export type OrderFilters = { status?: TradingQuoteStatus; side?: TradeSide; pair?: TradingPair; from?: string; to?: string; q?: string }
export const ORDER_FILTER_KEYS = ['status', 'side', 'pair', 'from', 'to', 'q'] as const

/** The orders list: its filters, where they were refused, and its ways on (every state a URL). */
export type OrderListState = {
	path: string
	filters: OrderFilters
	errors: string[]
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string
}

export function ordersHref(path: string, filters: OrderFilters, lek?: string | null) {
	const params = new URLSearchParams()
	for (const key of ORDER_FILTER_KEYS) {
		const value = filters[key]
		if (value) params.set(key, value)
	}
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

export const isFilteredOrders = (filters: OrderFilters) => ORDER_FILTER_KEYS.some((key) => filters[key])
