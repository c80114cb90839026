import { Form, Link } from '@remix-run/react'
import { STATUS_OPTIONS, TYPE_OPTIONS } from '#app/lib/money/labels.ts'
import type { FilterKey } from '#app/lib/money/list-query.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { buttonClass } from '../kit/button.tsx'
import { controlClass } from '../kit/field.tsx'

type Option = { value: string; label: string }

function Select({ name, label, value, options }: { name: FilterKey; label: string; value?: string; options: readonly Option[] }) {
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

/**
 * A list's filters and search: a GET form, so every state is a URL and it
 * works without JavaScript. Applying filters starts again at the first page.
 * Export CSV downloads every row these filters select, not just this page.
 */
export function ListControls({ list, label }: { list: ListState; label: string }) {
	const has = (key: FilterKey) => list.keys.includes(key)
	const { filters } = list
	return (
		<div className="flex flex-col gap-3">
			<Form
				method="GET"
				action={list.path}
				role="search"
				aria-label={`Filter ${label}`}
				className="flex flex-wrap items-end gap-3"
				preventScrollReset
			>
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
				{has('from') ? (
					<label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
						From
						<input type="date" name="from" defaultValue={filters.from ?? ''} className={controlClass} />
					</label>
				) : null}
				{has('to') ? (
					<label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
						To
						<input type="date" name="to" defaultValue={filters.to ?? ''} className={controlClass} />
					</label>
				) : null}
				{has('status') ? <Select name="status" label="Status" value={filters.status} options={STATUS_OPTIONS} /> : null}
				{has('type') ? <Select name="type" label="Type" value={filters.type} options={TYPE_OPTIONS} /> : null}
				{has('currency') && list.currencies.length ? (
					<Select
						name="currency"
						label="Currency"
						value={filters.currency}
						options={list.currencies.map((c) => ({ value: c, label: c }))}
					/>
				) : null}
				<div className="flex gap-2">
					<button type="submit" className={buttonClass('secondary')}>
						Apply
					</button>
					<Link to={list.path} className={buttonClass('ghost')}>
						Clear
					</Link>
					{list.exportHref ? (
						<a href={list.exportHref} download className={buttonClass('secondary')}>
							Export CSV
						</a>
					) : null}
				</div>
			</Form>
			{list.errors.length ? (
				// The alert is the box; the list inside keeps its own role (a <ul role="alert"> loses it, and its items their list).
				<div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
					<ul>
						{list.errors.map((error) => (
							<li key={error}>{error}</li>
						))}
					</ul>
				</div>
			) : null}
			{list.notice ? (
				<p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
					{list.notice}
				</p>
			) : null}
		</div>
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

/** The empty state of a list: nothing yet, or nothing found for what was asked. */
export function EmptyList({ message }: { message: string }) {
	return (
		<div
			className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-700"
			data-testid="list-empty"
		>
			{message}
		</div>
	)
}
