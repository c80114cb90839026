import { DELIVERY_STATUSES, EVENT_TYPES, type DeliveryStatus, type EventType } from '#contract/events/kinds.ts'
import { INVALID_CURSOR_MESSAGE, lekSchema } from '#contract/money/paging.ts'
import { DELIVERY_STATUS_LABELS, type DeliveryFilters } from './webhooks.ts'

const isStatus = (value: string): value is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(value)
const isType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value)

/** The log's filters and cursor from the tab's URL; a bad field is reported in the form's words and left out. */
export function readDeliveryQuery(params: URLSearchParams) {
	const filters: DeliveryFilters = {}
	const errors: string[] = []
	const status = params.get('status')?.trim().toUpperCase()
	if (status) {
		if (isStatus(status)) filters.status = status
		else errors.push(`Status must be one of ${Object.values(DELIVERY_STATUS_LABELS).join(', ')}`)
	}
	const type = params.get('type')?.trim()
	if (type) {
		if (isType(type)) filters.type = type
		else errors.push('Event must be one from the list')
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(INVALID_CURSOR_MESSAGE)
	return { filters, errors, lek: lek.success ? lek.data : undefined }
}
