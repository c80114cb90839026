import { Form, Link } from '@remix-run/react'
import type { LocalTransfer } from '#contract/money/transfers.ts'
import { emptyListMessage, type ListFilters } from '#app/lib/money/list-query.ts'
import { TRANSFER_STATUS_FILTERS, transferStatusLabel } from '#app/lib/money/transfer-status.ts'
import { formatDateTime, formatMoney } from '#app/lib/money/format.ts'
import { Button, buttonClass } from '../kit/button.tsx'
import { SelectField, TextField } from '../kit/field.tsx'
import { TransferStatusBadge } from './transfer-status.tsx'

type ListState = {
	path: string
	filters: ListFilters
	errors: string[]
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string | null
	currencies: readonly string[]
}

/** The filters and the search: a GET form, so the list's state is its URL. */
function TransferFilters({ list }: { list: ListState }) {
	const { filters } = list
	return (
		<Form method="GET" action={list.path} className="grid gap-x-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter transfers">
			<TextField label="From" type="date" name="from" id="filter-from" defaultValue={filters.from} />
			<TextField label="To" type="date" name="to" id="filter-to" defaultValue={filters.to} />
			<SelectField label="Status" name="status" id="filter-status" defaultValue={filters.status ?? ''}>
				<option value="">Any status</option>
				{TRANSFER_STATUS_FILTERS.map((status) => (
					<option key={status} value={status}>
						{transferStatusLabel(status)}
					</option>
				))}
			</SelectField>
			<SelectField label="Currency" name="currency" id="filter-currency" defaultValue={filters.currency ?? ''}>
				<option value="">Any currency</option>
				{list.currencies.map((code) => (
					<option key={code} value={code}>
						{code}
					</option>
				))}
			</SelectField>
			<TextField label="Search" type="search" name="q" id="filter-q" placeholder="Name, reference, narration" defaultValue={filters.q} />
			<div className="flex items-center gap-3 sm:col-span-2 lg:col-span-5">
				<Button type="submit">Apply</Button>
				<Link to={list.path} className={buttonClass('ghost')}>
					Clear
				</Link>
			</div>
		</Form>
	)
}

/** /local-transfers: every local transfer, 20 a page, with its status ('Successful', 'Pending' …). */
export function TransfersList({ transfers, list }: { transfers: LocalTransfer[]; list: ListState }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Local transfers</h1>
				<div className="flex gap-3">
					{list.exportHref ? (
						<a href={list.exportHref} download className={buttonClass('secondary')}>
							Export CSV
						</a>
					) : null}
					<Link to="/local-transfer" className={buttonClass('primary')}>
						New transfer
					</Link>
				</div>
			</div>
			<TransferFilters list={list} />
			{[...list.errors, ...(list.notice ? [list.notice] : [])].map((message) => (
				<p key={message} role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
					{message}
				</p>
			))}
			{transfers.length === 0 ? (
				<p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-600">{emptyListMessage(list.filters)}</p>
			) : (
				<ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white" aria-label="Local transfers">
					{transfers.map((transfer) => (
						<li key={transfer.id} data-testid="transfer-row" className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4">
							<div className="min-w-0">
								<Link to={`/local-transfers/${encodeURIComponent(transfer.id)}`} className="font-semibold text-brand-700 underline">
									{transfer.accountName}
								</Link>
								<p className="truncate text-xs text-gray-500">
									{transfer.bankName} · {transfer.accountNumber} · {formatDateTime(transfer.createdAt)}
								</p>
							</div>
							<span className="font-semibold sm:text-right">{formatMoney(transfer.amount, transfer.currency)}</span>
							<TransferStatusBadge status={transfer.status} />
						</li>
					))}
				</ul>
			)}
			<nav aria-label="Pages" className="flex justify-between gap-3">
				{list.previousHref ? (
					<Link to={list.previousHref} className={buttonClass('secondary')}>
						Previous
					</Link>
				) : (
					<span />
				)}
				{list.nextHref ? (
					<Link to={list.nextHref} className={buttonClass('secondary')}>
						Next
					</Link>
				) : null}
			</nav>
		</div>
	)
}
