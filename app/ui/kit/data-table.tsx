import { Link } from '@remix-run/react'
import type { HTMLAttributes, ReactNode } from 'react'
import { cardClass } from './card.tsx'
import { cn } from './cn.ts'

/**
 * One column of a DataTable, declared once: its header, how a row's cell is
 * drawn, and its alignment (money right-aligned).
 */
export type Column<Row> = {
	/** Unique within the table; also the sort key when `sortable`. */
	key: string
	header: ReactNode
	/** The label beside the value in the stacked layout below 640 px: the header when it is text, none when ''. */
	label?: string
	cell: (row: Row, index: number) => ReactNode
	align?: 'left' | 'right'
	/** Extra classes on the cells (a column's width, whitespace-nowrap …). */
	className?: string
	/** Header shown to screen readers only (an actions column). */
	srOnlyHeader?: boolean
	/** Only from 640 px (a bar that repeats a figure the row already says): left out of the stacked card. */
	wideOnly?: boolean
	/** The row's header cell (<th scope="row">): what names the row. */
	rowHeader?: boolean
	/** A testid on each of the column's cells. */
	testId?: string
	/** The header links to `sort.href(key)` (the list's sort in its URL, as its filters are). */
	sortable?: boolean
}

export type TableSort = {
	/** The column sorted by, and its direction. */
	key: string | null
	dir: 'asc' | 'desc'
	/** The URL of the list sorted by `key` (the next direction when it is the current one): the page keeps its filters. */
	href: (key: string, dir: 'asc' | 'desc') => string
}

const TH = 'px-3 py-2 text-xs font-medium tracking-wide text-gray-500 uppercase'

/**
 * The dashboard's one table (record 115). A real <table> from 640 px;
 * below it each row becomes a stacked card, every cell its column's label
 * beside its value, pure CSS (so it works without JavaScript) and the same
 * element: rows and cells keep their roles, the headers stay for screen
 * readers, and a long value wraps instead of being clipped or widening the
 * page.
 */
export function DataTable<Row>({
	rows,
	columns,
	rowKey,
	rowProps,
	caption,
	captionId,
	captionVisible = false,
	label,
	testId,
	sort,
	framed = true,
	className,
	footer,
}: {
	rows: readonly Row[]
	columns: ReadonlyArray<Column<Row> | null | false | undefined>
	rowKey: (row: Row, index: number) => string | number
	/** Attributes of a row's <tr> (its testid, data-status …). */
	rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>
	/** The caption naming the table: visually hidden unless `captionVisible`. */
	caption?: string
	captionId?: string
	captionVisible?: boolean
	/** aria-label, for a table a heading does not name. */
	label?: string
	testId?: string
	sort?: TableSort
	/** In a card of its own (default), or bare inside one that frames it. */
	framed?: boolean
	className?: string
	/** Rows after the body (totals). */
	footer?: ReactNode
}) {
	const shown = columns.filter((column): column is Column<Row> => !!column)
	return (
		<div className={cn(framed && cardClass('overflow-hidden'), 'min-w-0', className)}>
			<table className="w-full text-sm max-sm:block" aria-label={label} data-testid={testId}>
				{caption ? (
					<caption id={captionId} className={captionVisible ? 'px-3 pt-3 text-left text-sm font-semibold text-gray-700' : 'sr-only'}>
						{caption}
					</caption>
				) : null}
				<thead className={cn('max-sm:sr-only', framed && 'bg-gray-50')}>
					<tr>
						{shown.map((column) => (
							<HeaderCell key={column.key} column={column} sort={sort} />
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100 max-sm:block">
					{rows.map((row, index) => (
						<tr key={rowKey(row, index)} {...rowProps?.(row, index)} className="max-sm:block max-sm:py-2">
							{shown.map((column) => {
								const Cell = column.rowHeader ? 'th' : 'td'
								return (
									<Cell
										key={column.key}
										scope={column.rowHeader ? 'row' : undefined}
										data-label={cellLabel(column)}
										data-testid={column.testId}
										className={cn(
											'px-3 py-2 align-top',
											column.rowHeader && !column.className?.includes('font-') && 'font-medium',
											column.align === 'right' ? 'text-right' : 'text-left',
											// Below 640 px: the label (the pseudo-element) at the left, the value at the right, wrapping.
											column.wideOnly
												? 'max-sm:hidden'
												: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:text-right max-sm:[overflow-wrap:anywhere]',
											!column.wideOnly &&
												'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-gray-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
											column.className,
										)}
									>
										<div className="max-sm:min-w-0">{column.cell(row, index)}</div>
									</Cell>
								)
							})}
						</tr>
					))}
				</tbody>
				{footer ? <tfoot className="max-sm:block">{footer}</tfoot> : null}
			</table>
		</div>
	)
}

function cellLabel<Row>(column: Column<Row>) {
	if (column.label !== undefined) return column.label || undefined
	return typeof column.header === 'string' ? column.header : undefined
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort?: TableSort }) {
	const align = column.align === 'right' ? 'text-right' : 'text-left'
	const current = sort?.key === column.key ? sort.dir : null
	const ariaSort = current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined
	return (
		<th
			scope="col"
			aria-sort={ariaSort}
			className={cn(TH, align, column.srOnlyHeader && 'sr-only', column.wideOnly && cn('max-sm:hidden', column.className))}
		>
			{column.sortable && sort ? (
				<Link to={sort.href(column.key, current === 'asc' ? 'desc' : 'asc')} className="hover:text-ink hover:underline">
					{column.header}
					{current ? <span aria-hidden="true">{current === 'asc' ? ' ↑' : ' ↓'}</span> : null}
				</Link>
			) : (
				column.header
			)}
		</th>
	)
}
