import Big from 'big.js'
import { SPOKEN_SYMBOLS, currencySymbol, formatMoney } from '#contract/money/format.ts'
import { formatDate } from '#app/lib/format.ts'
import { cn } from './cn.ts'

/** One day of a series: its date (YYYY-MM-DD) and its figure as a decimal string (a closing balance). */
export type TrendPoint = { date: string; value: string }

type Size = { width: number; height: number }

/** A coordinate of the drawing, to two decimals at most, written as SVG wants it ('50', '12.5'). */
const coordinate = (value: Big) => value.round(2).toString()

/**
 * A series' line (and the area under it) in a `width` × `height` box: the
 * lowest figure on the bottom edge, the highest on the top one, days evenly
 * apart. Positions are worked out with big.js from the decimal strings, so
 * two balances a float could not tell apart still sit apart; the figures
 * shown beside the drawing never come from here (record 123).
 */
export function trendDrawing(points: readonly TrendPoint[], { width, height }: Size) {
	if (points.length < 2) return { line: '', area: '' }
	const values = points.map((point) => new Big(point.value))
	const low = values.reduce((min, value) => (value.lt(min) ? value : min))
	const high = values.reduce((max, value) => (value.gt(max) ? value : max))
	const range = high.minus(low)
	const step = new Big(width).div(points.length - 1)
	const xy = values.map((value, index) => {
		// A flat series runs across the middle rather than along an edge.
		const y = range.eq(0) ? new Big(height).div(2) : new Big(height).minus(value.minus(low).div(range).times(height))
		return `${coordinate(step.times(index))} ${coordinate(y)}`
	})
	const line = `M${xy.join(' L')}`
	return { line, area: `${line} L${width} ${height} L0 ${height} Z` }
}

/** An amount as a screen reader should say it: the naira sign as its word ('1,000.50 naira'), as Money does. */
function spoken(value: string, currency: string) {
	const exact = formatMoney(value, currency)
	const word = SPOKEN_SYMBOLS[currency.toUpperCase() as keyof typeof SPOKEN_SYMBOLS]
	return word ? `${exact.replace(currencySymbol(currency), '')} ${word}` : exact
}

/** The sentence a screen reader hears for the drawing: the range of days, first and last figure, lowest and highest, exact. */
export function trendSummary(label: string, points: readonly TrendPoint[], currency: string) {
	const first = points[0]!
	const last = points[points.length - 1]!
	const sorted = [...points].sort((a, b) => new Big(a.value).cmp(new Big(b.value)))
	return (
		`${label}, ${formatDate(first.date)} to ${formatDate(last.date)}: from ${spoken(first.value, currency)} to ${spoken(last.value, currency)}; ` +
		`lowest ${spoken(sorted[0]!.value, currency)}, highest ${spoken(sorted[sorted.length - 1]!.value, currency)}`
	)
}

/**
 * A small trend line (a sparkline) drawn on the server as SVG: it shows
 * without JavaScript and adds nothing to a page's bundle beyond this
 * component. An image named by its summary (first, last, lowest and highest
 * through the money formatter); nothing for fewer than two days.
 */
export function Trend({
	points,
	currency,
	label,
	width = 160,
	height = 36,
	className,
	testId,
}: {
	points: readonly TrendPoint[]
	currency: string
	/** What the series is ('NGN balance'): the summary starts with it. */
	label: string
	width?: number
	height?: number
	className?: string
	testId?: string
}) {
	if (points.length < 2) return null
	const { line, area } = trendDrawing(points, { width, height })
	const summary = trendSummary(label, points, currency)
	return (
		<svg
			role="img"
			aria-label={summary}
			viewBox={`0 0 ${width} ${height}`}
			preserveAspectRatio="none"
			className={cn('h-9 w-full max-w-40 overflow-visible text-brand-600', className)}
			data-testid={testId}
		>
			<title>{summary}</title>
			<path d={area} fill="currentColor" fillOpacity={0.08} stroke="none" />
			<path d={line} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
		</svg>
	)
}
