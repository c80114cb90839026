import type { ReactNode } from 'react'
import { cn } from './cn.ts'

export type SummaryItem = {
	label: ReactNode
	value: ReactNode
	/** A testid on the value (the <dd>). */
	testId?: string
	/** Stands out: the total, what is paid. */
	strong?: boolean
	/** A line under the value (how it was worked out), outside the value's testid. */
	note?: ReactNode
}

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' } as const

/**
 * A description list of label/value pairs (a quote, a receipt, a detail
 * page): the label beside its value from 640 px, above it on a phone, and a
 * long value (an address, an id) wraps instead of widening the page.
 */
export function SummaryList({
	items,
	className,
	testId,
	columns = 1,
	numeric = false,
}: {
	items: ReadonlyArray<SummaryItem | null | false | undefined>
	className?: string
	testId?: string
	/** 1: label beside value; 2 to 4: figures side by side from 640 px (label above; 4 is two columns on a phone). */
	columns?: 1 | 2 | 3 | 4
	/** Every value is an amount: right-aligned where it sits beside its label (from 640 px), so the figures line up. Columns 1 only. */
	numeric?: boolean
}) {
	const shown = items.filter((item): item is SummaryItem => !!item)
	if (columns > 1)
		return (
			<dl className={cn('grid gap-4 text-sm', COLUMNS[columns], className)} data-testid={testId}>
				{shown.map((item, index) => (
					<div key={index} className="min-w-0">
						<dt className="text-gray-600">{item.label}</dt>
						<dd className={cn('[overflow-wrap:anywhere]', item.strong ? 'text-lg font-semibold' : 'font-medium')} data-testid={item.testId}>
							{item.value}
						</dd>
						{item.note ? <dd className="text-xs text-gray-600">{item.note}</dd> : null}
					</div>
				))}
			</dl>
		)
	return (
		<dl
			className={cn('grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-y-2', className)}
			data-testid={testId}
		>
			{shown.map((item, index) => (
				<SummaryRow key={index} item={item} numeric={numeric} />
			))}
		</dl>
	)
}

function SummaryRow({ item, numeric }: { item: SummaryItem; numeric: boolean }) {
	return (
		<>
			<dt className="text-gray-600 max-sm:mt-1">{item.label}</dt>
			<dd
				className={cn('min-w-0 [overflow-wrap:anywhere]', item.strong ? 'font-semibold' : undefined, numeric && 'sm:text-right')}
				data-testid={item.testId}
			>
				{item.value}
			</dd>
			{item.note ? <dd className="text-xs text-gray-600 sm:col-start-2">{item.note}</dd> : null}
		</>
	)
}
