import Big from 'big.js'
import { describe, expect, test } from 'vitest'
import { CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, fraction, scaleBalanceChart, valueRange } from './chart.ts'

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

	test('says in words what it shows, with exact truncated figures', () => {
		const chart = scaleBalanceChart(
			[
				{ date: '2026-03-01', balance: '10.999' },
				{ date: '2026-03-02', balance: '1234567890.50' },
				{ date: '2026-03-03', balance: '7.5' },
			],
			'NGN',
		)
		expect(chart.summary).toBe('Balance from 01 Mar 2026 to 03 Mar 2026: lowest 7.50, highest 1.23B, closing 7.50 NGN.')
		expect(chart.rows).toEqual([
			{ date: '01 Mar 2026', balance: '10.99' },
			{ date: '02 Mar 2026', balance: '1.23B' },
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
			balance: String((i * 7919) % 1000 - 300),
		}))
		for (const [x, y] of pathPoints(scaleBalanceChart(points, 'BTC').line)) {
			expect(x).toBeGreaterThanOrEqual(left)
			expect(x).toBeLessThanOrEqual(right)
			expect(y).toBeGreaterThanOrEqual(top)
			expect(y).toBeLessThanOrEqual(bottom)
		}
	})
})
