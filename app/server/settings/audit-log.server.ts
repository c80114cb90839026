import { AUDIT_KIND_LABELS, type AuditEntry, type AuditValues } from '#contract/audit.ts'
import { isCryptoAsset, isFiatCurrency } from '#contract/money/currency-list.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import { SCREENING_TOOLS, TOOLS, reportPath } from '#app/lib/compliance/tools.ts'
import { receiptPath } from '#app/lib/fiat/labels.ts'
import { loanPath } from '#app/lib/lending/labels.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { batchPath } from '#app/lib/payments/labels.ts'
import { readAuditQuery } from '#app/lib/settings/audit-log-query.ts'
import { auditLogHref, roleLabel, type AuditChange, type AuditLogState, type AuditRow } from '#app/lib/settings/audit-log.ts'
import { AUDIT_LOG_CSV_PATH } from '#app/lib/settings/paths.ts'
import { orderPath } from '#app/lib/trading/labels.ts'
import { withdrawalPath } from '#app/lib/wallets/withdraw-fields.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { EMPTY_PAGE, fetchListPage } from '../http/list-page.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

/** Each field of an entry in words; a field not named here shows its own name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
	webhookUrl: 'Webhook URL',
	logoUrl: 'Logo',
	sms: 'SMS',
	push: 'Push',
	email: 'E-mail',
	twoFA: '2FA',
	pin: 'PIN',
	whatsapp: 'WhatsApp',
	twoFAEnabled: 'Two-factor authentication',
	address: 'Address',
	asset: 'Asset',
	network: 'Network',
	description: 'Description',
	paymentBeneficiaryType: 'Beneficiary type',
	sessionId: 'Session',
	admin: 'Admin',
	whitelistedIps: 'Whitelisted IPs',
	expiresAt: 'Expires',
	service: 'Service',
	subscribed: 'Subscribed',
	active: 'Active',
	documentsAccepted: 'Documents accepted',
	method: 'Method',
	where: 'Where',
	field: 'Field',
	side: 'Side',
	pair: 'Pair',
	collateral: 'Collateral',
	fileName: 'File',
	password: 'Password',
	checkBlacklistOnWithdrawal: 'Blacklist check on withdrawals',
	alwaysShowBlacklistCheck: 'Always show the blacklist check',
	member: 'Member',
	role: 'Role',
	status: 'Status',
	owner: 'Owner',
	required: 'Required',
	request: 'Request',
	requestedBy: 'Requested by',
	reason: 'Reason',
	kind: 'Kind',
	currency: 'Currency',
	amount: 'Amount',
}
/** Fields that name what changed: shown even when they did not change themselves (whose role, which request). */
const NAMING_FIELDS = new Set(['service', 'sessionId', 'address', 'member', 'request', 'kind', 'currency'])
/** Fields whose values are the provider's words for a role, a status or a kind ('FINANCE'): shown as the pages say them. */
const WORDED_FIELDS = new Set(['role', 'status', 'kind'])

const shown = (key: string, value: AuditValues[string] | undefined): string | null => {
	if (value === undefined || value === null) return null
	if (typeof value === 'boolean') return value ? 'On' : 'Off'
	if (Array.isArray(value)) return value.join(', ')
	return WORDED_FIELDS.has(key) ? roleLabel(String(value)) : String(value)
}

/**
 * What a setting was and became, field by field: only what changed, and what
 * names the thing. An entry with one side only (a thing made or deleted, a
 * login, an attempt) says each field's value once (before and after alike).
 */
export function changesOf(before: AuditValues | null, after: AuditValues | null): AuditChange[] {
	const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
	return keys.flatMap((key) => {
		const field = FIELD_LABELS[key] ?? key
		if (!before || !after) {
			const value = shown(key, (before ?? after)?.[key])
			return [{ field, before: value, after: value }]
		}
		const was = shown(key, before[key])
		const is = shown(key, after[key])
		if (was === is && !NAMING_FIELDS.has(key)) return []
		return [{ field, before: was, after: is }]
	})
}

/** The page of what a money entry made, where the dashboard has one. */
function receiptHref(entry: AuditEntry): string | null {
	const id = entry.reference?.id
	const currency = entry.amount?.currency ?? ''
	if (!id) return null
	switch (entry.kind) {
		case 'money.payout': {
			const service = entry.reference?.service
			return isFiatCurrency(currency) && (service === 'FCAT' || service === 'PAYMENT') ? receiptPath({ currency, id, service }) : null
		}
		case 'money.withdrawal':
			return isCryptoAsset(currency) ? withdrawalPath(currency, id) : null
		case 'money.local_transfer':
			return `/local-transfers/${encodeURIComponent(id)}`
		case 'money.trade':
			return orderPath(id)
		case 'money.loan':
			return loanPath(id)
		case 'money.bulk_batch':
			return batchPath(id)
		case 'money.screening': {
			const tool = SCREENING_TOOLS.find((name) => (TOOLS[name].checks as readonly string[]).includes(entry.reference?.service ?? ''))
			return tool ? reportPath(tool, id) : null
		}
		default:
			return null
	}
}

export const toAuditRow = (entry: AuditEntry): AuditRow => ({
	id: entry.id,
	createdAt: entry.createdAt,
	kind: entry.kind,
	kindLabel: AUDIT_KIND_LABELS[entry.kind],
	actor: entry.actor,
	ip: entry.ip,
	userAgent: entry.userAgent,
	changes: changesOf(entry.before, entry.after),
	amount: entry.amount,
	receipt: entry.reference ? { id: entry.reference.id, href: receiptHref(entry) } : null,
})

/** The provider's reason for refusing the filters; anything but a refusal is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

/**
 * /settings/audit-log: the account's audit log, newest first, 20 a page,
 * filtered by member, kind and days in the URL; the team (for the member
 * choices) and the page asked for at once: one provider round trip.
 */
export async function loadAuditLog(request: Request, user: User): Promise<AuditLogState> {
	const { filters, errors, lek } = readAuditQuery(new URL(request.url).searchParams)
	const [team, listed] = await Promise.all([
		user.api.team.getTeam(),
		fetchListPage(lek, (cursor?: string) => user.api.settings.listAudit({ ...filters, lek: cursor, limit: PAGE_SIZE })).catch(
			(error: unknown) => {
				errors.push(filterRefusal(error))
				return { page: EMPTY_PAGE, notice: null }
			},
		),
	])
	const { page, notice } = listed
	// Every member of the business, by their login (an entry's actor); what each may see is the provider's rule (docs/product/audit-log.md).
	const members = team.members.map((member) => ({
		value: member.loginPk,
		label: `${member.firstName} ${member.lastName}`.trim() || member.email,
	}))
	return {
		rows: page.items.map(toAuditRow),
		filters,
		errors,
		notice,
		members,
		nextHref: page.lek ? auditLogHref(filters, page.lek) : null,
		previousHref: page.prevLek ? auditLogHref(filters, page.prevLek) : null,
		exportHref: auditLogHref(filters, null, AUDIT_LOG_CSV_PATH),
	}
}

const changesText = (changes: AuditChange[]) =>
	changes
		.map((change) =>
			change.before === change.after
				? `${change.field}: ${change.after ?? '—'}`
				: `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`,
		)
		.join('; ')

export const AUDIT_COLUMNS: CsvColumn<AuditRow>[] = [
	{ header: 'Date', value: (row) => row.createdAt },
	{ header: 'Member', value: (row) => row.actor.name },
	{ header: 'E-mail', value: (row) => row.actor.email },
	{ header: 'Role', value: (row) => roleLabel(row.actor.role) },
	{ header: 'What', value: (row) => row.kindLabel },
	{ header: 'Changes', value: (row) => changesText(row.changes) },
	{ header: 'Amount', value: (row) => row.amount?.value ?? '' },
	{ header: 'Currency', value: (row) => row.amount?.currency ?? '' },
	{ header: 'Reference', value: (row) => row.receipt?.id ?? '' },
	{ header: 'IP', value: (row) => row.ip },
	{ header: 'Client', value: (row) => row.userAgent },
]

/** What the page shows, every page of it, as a streamed CSV (the same filters); a bad filter is a 400 with the reason. */
export async function exportAuditLogCsv(request: Request, user: User) {
	const { filters, errors } = readAuditQuery(new URL(request.url).searchParams)
	const refuse = (message: string) => new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	if (errors.length) return refuse(errors.join('\n'))
	try {
		return await csvResponse({
			fileName: 'audit-log.csv',
			columns: AUDIT_COLUMNS,
			fetchPage: async (lek, limit) => {
				const page = await user.api.settings.listAudit({ ...filters, lek, limit })
				return { ...page, items: page.items.map(toAuditRow) }
			},
		})
	} catch (error) {
		return refuse(filterRefusal(error))
	}
}
