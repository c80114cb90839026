import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SummaryList } from './summary-list.tsx'

const items = [
	{ label: 'Free', value: '1.5 BTC', testId: 'free', strong: true },
	{ label: 'Pledged', value: '0.5 BTC' },
]

describe('SummaryList', () => {
	it('right-aligns every value beside its label from 640 px when the values are amounts (numeric)', () => {
		const html = renderToStaticMarkup(<SummaryList numeric items={items} />)
		expect(html).toContain('<dd class="min-w-0 [overflow-wrap:anywhere] font-semibold sm:text-right" data-testid="free">1.5 BTC</dd>')
		expect(html).toContain('<dd class="min-w-0 [overflow-wrap:anywhere] sm:text-right">0.5 BTC</dd>')
	})

	it('leaves values where they start otherwise (the HTML of every other use)', () => {
		const html = renderToStaticMarkup(<SummaryList items={items} />)
		expect(html).toContain('<dd class="min-w-0 [overflow-wrap:anywhere] font-semibold" data-testid="free">1.5 BTC</dd>')
		expect(html).not.toContain('text-right')
	})
})
