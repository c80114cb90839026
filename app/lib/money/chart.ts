import Big from 'big.js'
import { formatDate } from '../format.ts'
import { formatAmount } from './format.ts'

/**
 * The balance-over-time chart's geometry, computed on the server so the
 * chart is plain SVG that shows without JavaScript. Balances stay decimal
 * strings: only the position of a point on screen (a fraction of the
 * chart's height) becomes a float, never the figures printed beside it.
 */

export type BalancePoint = { date: string; balance: string }

export const CHART_WIDTH = 640
export const CHART_HEIGHT = 220
/** Room for the axis labels: left for amounts, bottom for dates. */
export const CHART_PADDING = { top: 12, right: 12, bottom: 28, left: 72 } as const

export type ChartTick = { at: number; label: string }

export type BalanceChart = {
	width: number
	height: number
	/** The line through every day's closing balance ('M x y L x y …'); empty without points. */
	line: string
	/** The same line closed down to the axis, for a filled area. */
	area: string
	yTicks: ChartTick[]
	xTicks: ChartTick[]
	/** One sentence for screen readers: the range, lowest, highest and closing balance. */
	summary: string
	/** Each day's figure, formatted, for the text version of the chart. */
	rows: { date: string; balance: string }[]
}

const round = (value: number) => Math.round(value * 10) / 10

/** Where a value sits between `low` (0) and `high` (1), exactly computed, then made a float. */
export function fraction(value: string, low: Big, high: Big) {
	const range = high.minus(low)
	if (range.eq(0)) return 0.5
	return Number(new Big(value).minus(low).div(range).toFixed(6))
}

/**
 * The lowest and highest balance of the chart's axis: the figures' own range,
 * stretched to include zero so a small change does not look like a crash, and
 * widened around a flat line so it sits mid-chart.
 */
export function valueRange(balances: string[]) {
	let low = new Big(0)
	let high = new Big(0)
	for (const balance of balances) {
		const value = new Big(balance)
		if (value.lt(low)) low = value
		if (value.gt(high)) high = value
	}
	if (low.eq(high)) high = low.plus(1)
	return { low, high }
}

export function scaleBalanceChart(points: BalancePoint[], currency: string): BalanceChart {
	const width = CHART_WIDTH
	const height = CHART_HEIGHT
	const { top, right, bottom, left } = CHART_PADDING
	const plotWidth = width - left - right
	const plotHeight = height - top - bottom
	const rows = points.map((point) => ({ date: formatDate(`${point.date}T00:00:00Z`), balance: formatAmount(point.balance, currency) }))
	if (points.length === 0) {
		return { width, height, line: '', area: '', yTicks: [], xTicks: [], summary: 'No balance history yet.', rows }
	}
	const { low, high } = valueRange(points.map((point) => point.balance))
	const x = (index: number) => round(left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth))
	const y = (value: string) => round(top + (1 - fraction(value, low, high)) * plotHeight)
	const coordinates = points.map((point, index) => `${x(index)} ${y(point.balance)}`)
	const line = `M ${coordinates.join(' L ')}`
	const baseline = y(low.toFixed())
	const area = `${line} L ${x(points.length - 1)} ${baseline} L ${x(0)} ${baseline} Z`

	const middle = low.plus(high).div(2).toFixed()
	const yTicks = [low.toFixed(), middle, high.toFixed()].map((value) => ({ at: y(value), label: formatAmount(value, currency) }))
	const tickIndexes = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])]
	const xTicks = tickIndexes.map((index) => ({ at: x(index), label: shortDate(points[index]!.date) }))

	const balances = points.map((point) => new Big(point.balance))
	const lowest = balances.reduce((a, b) => (b.lt(a) ? b : a))
	const highest = balances.reduce((a, b) => (b.gt(a) ? b : a))
	const first = rows[0]!
	const last = rows[rows.length - 1]!
	const summary =
		`Balance from ${first.date} to ${last.date}: lowest ${formatAmount(lowest.toFixed(), currency)}, ` +
		`highest ${formatAmount(highest.toFixed(), currency)}, closing ${last.balance} ${currency}.`
	return { width, height, line, area, yTicks, xTicks, summary, rows }
}

/** '05 Mar' for an axis label. */
function shortDate(day: string) {
	return formatDate(`${day}T00:00:00Z`).slice(0, 6)
}
