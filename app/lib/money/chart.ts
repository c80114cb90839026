import Big from 'big.js'
import { formatDate } from '../format.ts'
import { decimalsFor, formatAmount, formatMoney, truncateAmount } from './format.ts'

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
export const CHART_PADDING = { top: 12, right: 12, bottom: 28, left: 92 } as const
/** Axis labels keep at most this many decimals (the exact figures are in the chart's table). */
export const AXIS_MAX_DECIMALS = 4

/**
 * How a drawing is laid out. An SVG scales its text with its width, so one
 * drawing cannot serve both a desktop and a 360 px phone (its 11 px labels
 * shrank to about 4 px there): the page carries a wide drawing and a narrow
 * one, drawn for the width each is shown at, and CSS shows one.
 */
export type ChartLayout = {
	width: number
	height: number
	padding: { top: number; right: number; bottom: number; left: number }
	/** Amount labels beside the plot (wide), or just above each grid line, inside it (narrow: no room beside). */
	yLabels: 'beside' | 'above'
	/** The labels' size in the drawing's units: shown at the drawing's own width, this is their size in CSS pixels. */
	fontSize: number
}

export const WIDE_LAYOUT: ChartLayout = {
	width: CHART_WIDTH,
	height: CHART_HEIGHT,
	padding: CHART_PADDING,
	yLabels: 'beside',
	fontSize: 11,
}
/** A 360 px screen leaves 296 px inside the page's and the card's padding: drawn at that width, its labels are 12 px. */
export const NARROW_LAYOUT: ChartLayout = {
	width: 296,
	height: 200,
	padding: { top: 20, right: 6, bottom: 24, left: 6 },
	yLabels: 'above',
	fontSize: 12,
}

export type ChartTick = { at: number; label: string }

/** One drawing of the chart, for one layout. */
export type ChartDrawing = {
	width: number
	height: number
	padding: ChartLayout['padding']
	yLabels: ChartLayout['yLabels']
	fontSize: number
	/** The line through every day's closing balance ('M x y L x y …'); empty without points. */
	line: string
	/** The same line closed down to the axis, for a filled area. */
	area: string
	yTicks: ChartTick[]
	xTicks: ChartTick[]
}

export type BalanceChart = ChartDrawing & {
	/** The same chart drawn for a narrow screen. */
	narrow: ChartDrawing
	/** One sentence for screen readers: the range, lowest, highest and closing balance, exact. */
	summary: string
	/** Each day's figure, exact, for the text version of the chart. */
	rows: { date: string; balance: string }[]
	/** Why the chart shows less than the dates asked for (a range over the history's limit), or null. */
	notice: string | null
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

const exact = (amount: string, currency: string) => formatAmount(amount, currency)

/** The geometry of one drawing: the line, the area under it and the axis ticks. */
function draw(points: BalancePoint[], currency: string, layout: ChartLayout): ChartDrawing {
	const { width, height, padding, yLabels, fontSize } = layout
	const { top, right, bottom, left } = padding
	const base = { width, height, padding, yLabels, fontSize }
	if (points.length === 0) return { ...base, line: '', area: '', yTicks: [], xTicks: [] }
	const plotWidth = width - left - right
	const plotHeight = height - top - bottom
	const { low, high } = valueRange(points.map((point) => point.balance))
	const x = (index: number) => round(left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth))
	const y = (value: string) => round(top + (1 - fraction(value, low, high)) * plotHeight)
	const coordinates = points.map((point, index) => `${x(index)} ${y(point.balance)}`)
	const line = `M ${coordinates.join(' L ')}`
	const baseline = y(low.toFixed())
	const area = `${line} L ${x(points.length - 1)} ${baseline} L ${x(0)} ${baseline} Z`

	const middle = low.plus(high).div(2).toFixed()
	const yTicks = [low.toFixed(), middle, high.toFixed()].map((value) => ({ at: y(value), label: axisLabel(value, currency) }))
	const tickIndexes = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])]
	const xTicks = tickIndexes.map((index) => ({ at: x(index), label: shortDate(points[index]!.date) }))
	return { ...base, line, area, yTicks, xTicks }
}

export function scaleBalanceChart(points: BalancePoint[], currency: string, notice: string | null = null): BalanceChart {
	const rows = points.map((point) => ({ date: formatDate(`${point.date}T00:00:00Z`), balance: exact(point.balance, currency) }))
	const drawings = { ...draw(points, currency, WIDE_LAYOUT), narrow: draw(points, currency, NARROW_LAYOUT) }
	if (points.length === 0) return { ...drawings, summary: 'No balance history yet.', rows, notice }

	const balances = points.map((point) => new Big(point.balance))
	const lowest = balances.reduce((a, b) => (b.lt(a) ? b : a))
	const highest = balances.reduce((a, b) => (b.gt(a) ? b : a))
	const first = rows[0]!
	const last = rows[rows.length - 1]!
	const summary =
		`Balance from ${first.date} to ${last.date}: lowest ${formatMoney(lowest.toFixed(), currency)}, ` +
		`highest ${formatMoney(highest.toFixed(), currency)}, closing ${formatMoney(points[points.length - 1]!.balance, currency)}.`
	return { ...drawings, summary, rows, notice }
}

/** An axis figure: truncated to a few decimals so it fits beside the chart ('0.9084'). */
export function axisLabel(value: string, currency: string) {
	return formatAmount(truncateAmount(value, Math.min(AXIS_MAX_DECIMALS, decimalsFor(currency).max)), currency, { compact: true })
}

/** '05 Mar' for an axis label. */
function shortDate(day: string) {
	return formatDate(`${day}T00:00:00Z`).slice(0, 6)
}
