import { dayFilterSchema, INVALID_CURSOR_MESSAGE, lekSchema, searchSchema } from '#contract/money/paging.ts'
import { isTradingPair } from '#contract/trading/pairs.ts'
import { TRADING_QUOTE_STATUSES, type TradingQuoteStatus } from '#contract/trading/statuses.ts'
import { DATE_ORDER_MESSAGE } from '../money/list-query.ts'
import { STATUS_LABELS } from './labels.ts'
import type { OrderFilters } from './orders.ts'

/**
 * Reads the filters and the cursor from the URL, each on its own: a bad
 * field is reported in the form's words and left out, the rest apply.
 */
export function readOrdersQuery(params: URLSearchParams) {
	const filters: OrderFilters = {}
	const errors: string[] = []
	const status = params.get('status')?.trim().toUpperCase()
	if (status) {
		if ((TRADING_QUOTE_STATUSES as readonly string[]).includes(status)) filters.status = status as TradingQuoteStatus
		else errors.push(`Status must be one of ${Object.values(STATUS_LABELS).join(', ')}`)
	}
	const side = params.get('side')?.trim().toUpperCase()
	if (side) {
		if (side === 'BUY' || side === 'SELL') filters.side = side
		else errors.push('Side must be Buy or Sell')
	}
	const pair = params.get('pair')?.trim().toUpperCase()
	if (pair) {
		if (isTradingPair(pair)) filters.pair = pair
		else errors.push('Pair must be one of the pairs offered')
	}
	for (const key of ['from', 'to'] as const) {
		const day = dayFilterSchema(key === 'from' ? 'From' : 'To').safeParse(params.get(key) ?? undefined)
		if (!day.success) errors.push(day.error.issues[0]!.message)
		else if (day.data) filters[key] = day.data
	}
	if (filters.from && filters.to && filters.from > filters.to) {
		errors.push(DATE_ORDER_MESSAGE)
		delete filters.to
	}
	const q = searchSchema.safeParse(params.get('q') ?? undefined)
	if (!q.success) errors.push(q.error.issues[0]!.message)
	else if (q.data) filters.q = q.data
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(INVALID_CURSOR_MESSAGE)
	return { filters, errors, lek: lek.success ? lek.data : undefined }
}
