import { Form, Link } from '@remix-run/react'
import type { FilterKey } from '#app/lib/money/empty-list.ts'
import { STATUS_OPTIONS, TYPE_OPTIONS } from '#app/lib/money/labels.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { buttonClass } from '../kit/button.tsx'
import { controlClass } from '../kit/field.tsx'

type Option = { value: string; label: string }

/** One filter of a list: 'All' or one of the options. */
export function FilterSelect({ name, label, value, options }: { name: string; label: string; value?: string; options: readonly Option[] }) {
	return (
		<label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
			{label}
			<select name={name} defaultValue={value ?? ''} className={controlClass}>
				<option value="">All</option>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</label>
	)
}

/** A list's date range: 'From' and 'To' (YYYY-MM-DD, the URL's `from` and `to`). */
export function FilterDates({ from, to }: { from?: string; to?: string }) {
	return (
		<>
			<label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
				From
				<input type="date" name="from" defaultValue={from ?? ''} className={controlClass} />
			</label>
			<label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
				To
				<input type="date" name="to" defaultValue={to ?? ''} className={controlClass} />
			</label>
		</>
	)
}

/**
 * A list's filters and search, whatever the list: a GET form, so every state
 * is a URL and it works without JavaScript; applying them starts again at the
 * first page. Export CSV downloads every row these filters select, not just
 * this page. Below it, the filters the URL got wrong and the list's notice.
 */
export function FilterForm({
	path,
	label,
	exportHref,
	errors,
	notice,
	children,
}: {
	path: string
	label: string
	exportHref?: string | null
	errors: readonly string[]
	notice?: string | null
	children: React.ReactNode
}) {
	return (
		<div className="flex flex-col gap-3">
			<Form
				method="GET"
				action={path}
				role="search"
				aria-label={`Filter ${label}`}
				className="flex flex-wrap items-end gap-3"
				preventScrollReset
			>
				{children}
				<div className="flex gap-2">
					<button type="submit" className={buttonClass('secondary')}>
						Apply
					</button>
					<Link to={path} className={buttonClass('ghost')}>
						Clear
					</Link>
					{exportHref ? (
						<a href={exportHref} download className={buttonClass('secondary')}>
							Export CSV
						</a>
					) : null}
				</div>
			</Form>
			{errors.length ? (
				// The alert is the box; the list inside keeps its own role (a <ul role="alert"> loses it, and its items their list).
				<div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
					<ul>
						{errors.map((error) => (
							<li key={error}>{error}</li>
						))}
					</ul>
				</div>
			) : null}
			{notice ? (
				<p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
					{notice}
				</p>
			) : null}
		</div>
	)
}

/**
 * The money lists' filters: the fields each list's keys ask for, in
 * FilterForm. `hidden` keeps what addresses the page itself in its query
 * (the fiat wallet's `?currency=`) across a filter's GET.
 */
export function ListControls({ list, label, hidden = {} }: { list: ListState; label: string; hidden?: Record<string, string> }) {
	const has = (key: FilterKey) => list.keys.includes(key)
	const { filters } = list
	return (
		<FilterForm path={list.path} label={label} exportHref={list.exportHref} errors={list.errors} notice={list.notice}>
			{Object.entries(hidden).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			{has('q') ? (
				<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
					Search
					<input
						type="search"
						name="q"
						defaultValue={filters.q ?? ''}
						placeholder="Reference, description or name"
						className={controlClass}
					/>
				</label>
			) : null}
			{has('from') && has('to') ? <FilterDates from={filters.from} to={filters.to} /> : null}
			{has('status') ? <FilterSelect name="status" label="Status" value={filters.status} options={STATUS_OPTIONS} /> : null}
			{has('type') ? <FilterSelect name="type" label="Type" value={filters.type} options={TYPE_OPTIONS} /> : null}
			{has('currency') && list.currencies.length ? (
				<FilterSelect
					name="currency"
					label="Currency"
					value={filters.currency}
					options={list.currencies.map((c) => ({ value: c, label: c }))}
				/>
			) : null}
		</FilterForm>
	)
}

/** Previous / Next as links (the cursor is in the URL). */
export function Pager({ list }: { list: Pick<ListState, 'previousHref' | 'nextHref'> }) {
	if (!list.previousHref && !list.nextHref) return null
	return (
		<nav aria-label="Pages" className="flex justify-between gap-2">
			{list.previousHref ? (
				<Link to={list.previousHref} rel="prev" className={buttonClass('secondary')}>
					Previous
				</Link>
			) : (
				<span />
			)}
			{list.nextHref ? (
				<Link to={list.nextHref} rel="next" className={buttonClass('secondary')}>
					Next
				</Link>
			) : null}
		</nav>
	)
}
