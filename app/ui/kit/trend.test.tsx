import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Trend, trendDrawing } from './trend.tsx'

const days = (values: string[]) => values.map((value, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}`, value }))

describe('Trend', () => {
	it('is an SVG image named by its summary: first, last, lowest and highest through the money formatter', () => {
		const html = renderToStaticMarkup(<Trend label="NGN balance" currency="NGN" points={days(['1000.50', '250.00', '12350475064.23'])} />)
		expect(html).toMatch(/^<svg [^>]*role="img"/)
		const summary =
			'NGN balance, 01 Nov 2026 to 03 Nov 2026: from 1,000.50 naira to 12,350,475,064.23 naira; lowest 250.00 naira, highest 12,350,475,064.23 naira'
		expect(html).toContain(`aria-label="${summary}"`)
		expect(html).toContain(`<title>${summary}</title>`)
	})

	it('places points exactly from decimal strings: the lowest at the bottom, the highest at the top, even past a float’s precision', () => {
		// Two balances a float cannot tell apart (past 2^53 minor units): the drawing still puts one above the other.
		const drawing = trendDrawing(days(['90071992547409.91', '90071992547409.92', '90071992547409.91']), { width: 100, height: 20 })
		expect(drawing.line).toBe('M0 20 L50 0 L100 20')
		expect(drawing.area).toBe('M0 20 L50 0 L100 20 L100 20 L0 20 Z')
	})

	it('draws a flat series across the middle, and nothing for fewer than two points', () => {
		expect(trendDrawing(days(['5.00', '5.00']), { width: 100, height: 20 }).line).toBe('M0 10 L100 10')
		expect(renderToStaticMarkup(<Trend label="USD balance" currency="USD" points={days(['5.00'])} />)).toBe('')
	})
})
