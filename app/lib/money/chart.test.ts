import Big from 'big.js'
import { describe, expect, test } from 'vitest'
import { axisLabel, CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, fraction, NARROW_LAYOUT, scaleBalanceChart, valueRange } from './chart.ts'

const bottom = CHART_HEIGHT - CHART_PADDING.bottom
const top = CHART_PADDING.top
const left = CHART_PADDING.left
const right = CHART_WIDTH - CHART_PADDING.right

/** The points of an 'M x y L x y …' path. */
function pathPoints(line: string) {
	return line
		.replace(/^M /, '')
		.split(' L ')
		.map((pair) => pair.split(' ').map(Number) as [number, number])
}

describe('valueRange', () => {
	test('includes zero, so positive balances rise from the axis', () => {
		expect(valueRange(['100', '300'])).toEqual({ low: new Big(0), high: new Big(300) })
	})
	test('an overdrawn day stretches the axis below zero', () => {
		expect(valueRange(['-50', '200'])).toEqual({ low: new Big(-50), high: new Big(200) })
	})
	test('a flat line at zero still has a range', () => {
		expect(valueRange(['0', '0'])).toEqual({ low: new Big(0), high: new Big(1) })
	})
})

describe('axisLabel', () => {
	test('crypto axis figures keep four decimals, truncated; fiat its own', () => {
		expect(axisLabel('0.90841163', 'BTC')).toBe('0.9084')
		expect(axisLabel('0.5', 'BTC')).toBe('0.50')
		expect(axisLabel('1169351.199', 'NGN')).toBe('1,169,351.19')
		expect(axisLabel('2500.9', 'UGX')).toBe('2,500')
	})
})

describe('fraction', () => {
	test('is exact on amounts beyond float precision', () => {
		const low = new Big('12345678901234567.00')
		const high = new Big('12345678901234569.00')
		expect(fraction('12345678901234568.00', low, high)).toBe(0.5)
	})
})

describe('scaleBalanceChart', () => {
	test('maps the lowest balance to the bottom, the highest to the top, days left to right', () => {
		const chart = scaleBalanceChart(
			[
				{ date: '2026-03-01', balance: '0.00' },
				{ date: '2026-03-02', balance: '500.00' },
				{ date: '2026-03-03', balance: '1000.00' },
			],
			'USD',
		)
		expect(pathPoints(chart.line)).toEqual([
			[left, bottom],
			[(left + right) / 2, (top + bottom) / 2],
			[right, top],
		])
		expect(chart.area.endsWith(`L ${right} ${bottom} L ${left} ${bottom} Z`)).toBe(true)
		expect(chart.yTicks.map((tick) => tick.label)).toEqual(['0.00', '500.00', '1,000.00'])
		expect(chart.xTicks.map((tick) => tick.label)).toEqual(['01 Mar', '02 Mar', '03 Mar'])
	})

	test('says in words what it shows, with exact truncated figures (never compact)', () => {
		const chart = scaleBalanceChart(
			[
				{ date: '2026-03-01', balance: '10.999' },
				{ date: '2026-03-02', balance: '1234567890.50' },
				{ date: '2026-03-03', balance: '7.5' },
			],
			'NGN',
		)
		expect(chart.summary).toBe('Balance from 01 Mar 2026 to 03 Mar 2026: lowest ₦7.50, highest ₦1,234,567,890.50, closing ₦7.50.')
		expect(chart.rows).toEqual([
			{ date: '01 Mar 2026', balance: '10.99' },
			{ date: '02 Mar 2026', balance: '1,234,567,890.50' },
			{ date: '03 Mar 2026', balance: '7.50' },
		])
	})

	test('one day sits in the middle; no day draws nothing and says so', () => {
		const one = scaleBalanceChart([{ date: '2026-03-01', balance: '5' }], 'USD')
		expect(pathPoints(one.line)).toEqual([[(left + right) / 2, top]])
		const none = scaleBalanceChart([], 'USD')
		expect(none.line).toBe('')
		expect(none.summary).toBe('No balance history yet.')
	})

	test('every coordinate stays inside the drawing', () => {
		const points = Array.from({ length: 366 }, (_, i) => ({
			date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
			balance: String(((i * 7919) % 1000) - 300),
		}))
		for (const [x, y] of pathPoints(scaleBalanceChart(points, 'BTC').line)) {
			expect(x).toBeGreaterThanOrEqual(left)
			expect(x).toBeLessThanOrEqual(right)
			expect(y).toBeGreaterThanOrEqual(top)
			expect(y).toBeLessThanOrEqual(bottom)
		}
	})

	test('is drawn a second time for a narrow screen, at the width it is shown at, inside its own bounds', () => {
		const points = Array.from({ length: 30 }, (_, i) => ({
			date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
			balance: String(i * 1000),
		}))
		const { narrow } = scaleBalanceChart(points, 'NGN')
		expect(narrow.width).toBe(NARROW_LAYOUT.width)
		expect(narrow.fontSize).toBeGreaterThanOrEqual(12)
		expect(narrow.yLabels).toBe('above')
		const { top: t, right: r, bottom: b, left: l } = NARROW_LAYOUT.padding
		for (const [x, y] of pathPoints(narrow.line)) {
			expect(x).toBeGreaterThanOrEqual(l)
			expect(x).toBeLessThanOrEqual(narrow.width - r)
			expect(y).toBeGreaterThanOrEqual(t)
			expect(y).toBeLessThanOrEqual(narrow.height - b)
		}
		expect(narrow.xTicks.map((tick) => tick.label)).toEqual(['01 Mar', '15 Mar', '30 Mar'])
	})

	test('carries the notice of a shortened range', () => {
		expect(scaleBalanceChart([], 'USD').notice).toBeNull()
		expect(scaleBalanceChart([], 'USD', 'shortened').notice).toBe('shortened')
	})
})
