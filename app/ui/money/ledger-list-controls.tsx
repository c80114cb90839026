import type { FilterKey } from '#app/lib/money/empty-list.ts'
import { STATUS_OPTIONS, TYPE_OPTIONS } from '#app/lib/money/labels.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { controlClass } from '../kit/field.tsx'
import { FilterDates, FilterForm, FilterSelect } from './list-controls.tsx'

/**
 * The money lists' filters: the fields each list's keys ask for, in
 * FilterForm. `hidden` keeps what addresses the page itself in its query
 * (the fiat wallet's `?currency=`) across a filter's GET. A module of its own: the ledger's
 * status and type labels stay off the pages that only borrow FilterForm and Pager (the audit
 * log, the delivery log, the screening and KYC lists; record 121, "Grouped chunks").
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
