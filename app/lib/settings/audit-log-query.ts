import { auditListQuerySchema } from '#contract/audit.ts'
import { INVALID_CURSOR_MESSAGE, lekSchema } from '#contract/money/paging.ts'
import { DATE_ORDER_MESSAGE } from '../money/list-query.ts'
import type { AuditFilters } from './audit-log.ts'

const WORDS = { member: 'Member', kind: 'Kind', from: 'From', to: 'To' } as const

/**
 * The log's filters and cursor from its URL, each read by the provider's own
 * schema (contract/audit.ts): a bad field is said in the form's words and left
 * out, the rest apply (docs/product/audit-log.md#filters).
 */
export function readAuditQuery(params: URLSearchParams) {
	const filters: AuditFilters = {}
	const errors: string[] = []
	for (const key of ['member', 'kind', 'from', 'to'] as const) {
		const parsed = auditListQuerySchema.shape[key].safeParse(params.get(key)?.trim() || undefined)
		if (!parsed.success) {
			const message = parsed.error.issues[0]?.message ?? `${key} is not valid`
			errors.push(message.startsWith(`${key} `) ? `${WORDS[key]}${message.slice(key.length)}` : message)
		} else if (parsed.data) (filters as Record<string, string>)[key] = parsed.data
	}
	if (filters.from && filters.to && filters.from > filters.to) {
		errors.push(DATE_ORDER_MESSAGE)
		delete filters.to
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(INVALID_CURSOR_MESSAGE)
	return { filters, errors, lek: lek.success ? lek.data : undefined }
}
