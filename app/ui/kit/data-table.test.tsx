import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataTable } from './data-table.tsx'
import { EmptyState } from './empty-state.tsx'

type Row = { id: string; name: string; amount: string }
const rows: Row[] = [
	{ id: 'a', name: 'Ada Okafor', amount: '1,000.50' },
	{ id: 'b', name: 'Chidi Obi', amount: '25.00' },
]

const html = renderToStaticMarkup(
	<DataTable
		caption="Payouts"
		rows={rows}
		rowKey={(row) => row.id}
		rowProps={(row) => ({ 'data-testid': `row-${row.id}` })}
		columns={[
			{ key: 'name', header: 'Beneficiary', rowHeader: true, cell: (row) => row.name },
			{ key: 'amount', header: 'Amount', align: 'right', testId: 'amount', cell: (row) => row.amount },
			{ key: 'receipt', header: 'Receipt', srOnlyHeader: true, label: '', cell: () => 'Receipt' },
		]}
	/>,
)

describe('DataTable', () => {
	it('is a real table: caption, column headers, a row header, one row per item with its attributes', () => {
		expect(html).toMatch(/^<div[^>]*><table[^>]*><caption class="sr-only">Payouts<\/caption><thead/)
		expect(html.match(/<th scope="col"/g)).toHaveLength(3)
		expect(html.match(/<tr data-testid="row-/g)).toHaveLength(2)
		expect(html).toContain('<th scope="row" data-label="Beneficiary"')
	})

	it('labels each cell with its column for the stacked layout, and keeps the label out of the text', () => {
		expect(html.match(/data-label="Amount"/g)).toHaveLength(2)
		expect(html).toContain('data-testid="amount"')
		// A column whose label is '' has none (its content says what it is).
		expect(html).not.toContain('data-label="Receipt"')
		// The label is CSS content (attr(data-label)), never a text node beside the value.
		expect(html).not.toMatch(/>Amount<\/span>/)
		expect(html).toContain('max-sm:before:content-[attr(data-label)]')
	})

	it('right-aligns money columns', () => {
		expect(html).toMatch(/data-label="Amount"[^>]*class="[^"]*\btext-right\b/)
	})
})

describe('EmptyState', () => {
	it("says the product's words", () => {
		expect(renderToStaticMarkup(<EmptyState />)).toContain('<p>Nothing to show here yet</p>')
		expect(renderToStaticMarkup(<EmptyState query="acme" />)).toContain('<p>No search found for acme</p>')
		expect(renderToStaticMarkup(<EmptyState query="acme" message="Nothing matches these filters" />)).toContain(
			'<p>Nothing matches these filters</p>',
		)
	})
})
