import { Link } from '@remix-run/react'
import { formatDateTime } from '#app/lib/format.ts'
import {
	AUDIT_KIND_OPTIONS,
	describeFilters,
	roleLabel,
	type AuditChange,
	type AuditLogState,
	type AuditRow,
} from '#app/lib/settings/audit-log.ts'
import { AUDIT_LOG_PATH } from '#app/lib/settings/paths.ts'
import { cardClass } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { FilterDates, FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'

/** A setting's fields as they were and became: 'Webhook URL: — → https://…'; a field that names the thing, once. */
function Changes({ changes }: { changes: AuditChange[] }) {
	if (!changes.length) return null
	return (
		<ul className="mt-1 flex flex-col gap-0.5 text-xs text-gray-700" data-testid="audit-changes">
			{changes.map((change) => (
				<li key={change.field} className="break-all">
					<span className="font-medium">{change.field}:</span>{' '}
					{change.before === change.after ? (
						(change.after ?? '—')
					) : (
						<>
							<span data-testid="audit-before">{change.before ?? '—'}</span> <span aria-label="became">→</span>{' '}
							<span data-testid="audit-after">{change.after ?? '—'}</span>
						</>
					)}
				</li>
			))}
		</ul>
	)
}

const COLUMNS: Column<AuditRow>[] = [
	{
		key: 'when',
		header: 'When',
		className: 'text-gray-600 sm:whitespace-nowrap',
		cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
	},
	{
		key: 'who',
		header: 'Who',
		cell: (row) => (
			<>
				<p className="font-medium" data-testid="audit-actor">
					{row.actor.name}
				</p>
				<p className="text-xs break-all text-gray-500">
					{row.actor.email} · {roleLabel(row.actor.role)}
				</p>
			</>
		),
	},
	{
		key: 'what',
		header: 'What',
		rowHeader: true,
		cell: (row) => (
			<>
				<p className="font-medium" data-testid="audit-kind">
					{row.kindLabel}
				</p>
				<Changes changes={row.changes} />
				{row.receipt ? (
					row.receipt.href ? (
						<Link to={row.receipt.href} className="text-xs text-brand-700 underline" data-testid="audit-receipt">
							Receipt {row.receipt.id}
						</Link>
					) : (
						<p className="font-mono text-xs break-all text-gray-500">{row.receipt.id}</p>
					)
				) : null}
			</>
		),
	},
	{
		key: 'amount',
		header: 'Amount',
		align: 'right',
		className: 'sm:whitespace-nowrap',
		cell: (row) =>
			row.amount ? <Money value={row.amount.value} currency={row.amount.currency} /> : <span className="text-gray-400">—</span>,
	},
	{
		key: 'from',
		header: 'From',
		cell: (row) => (
			<>
				<p className="font-mono text-xs" data-testid="audit-ip">
					{row.ip}
				</p>
				<p className="max-w-56 text-xs break-all text-gray-500" data-testid="audit-client">
					{row.userAgent || 'Unknown client'}
				</p>
			</>
		),
	},
]

/**
 * Settings → Audit log: every change made to the account, who made it (and
 * their role), when, from which address and client, and what it was; money
 * with its amount and receipt. Filtered by a GET form (every view a URL),
 * paged by links, exported as the CSV of what the filters select
 * (docs/product/audit-log.md).
 */
export function AuditLogTab({ rows, filters, errors, notice, members, nextHref, previousHref, exportHref }: AuditLogState) {
	const described = describeFilters(filters, members)
	return (
		<section aria-labelledby="audit-title" className={cardClass('flex flex-col gap-4 p-5')}>
			<div>
				<h2 id="audit-title" className="text-lg font-semibold">
					Audit log
				</h2>
				<p className="mt-1 text-sm text-gray-600">
					Every change to your account, every login and every failed PIN or code, kept by the provider: no one can change or delete an
					entry.
				</p>
			</div>
			<FilterForm path={AUDIT_LOG_PATH} label="the audit log" exportHref={exportHref} errors={errors} notice={notice}>
				<FilterSelect name="member" label="Member" value={filters.member} options={members} />
				<FilterSelect name="kind" label="Kind" value={filters.kind} options={AUDIT_KIND_OPTIONS} />
				<FilterDates from={filters.from} to={filters.to} />
			</FilterForm>
			{rows.length ? (
				<DataTable
					framed={false}
					testId="audit-log"
					caption="Audit log, newest first"
					rows={rows}
					rowKey={(row) => row.id}
					rowProps={(row) => ({ 'data-testid': 'audit-row', 'data-kind': row.kind })}
					columns={COLUMNS}
				/>
			) : (
				<EmptyState query={described || null} bare />
			)}
			<Pager list={{ nextHref, previousHref }} />
		</section>
	)
}
