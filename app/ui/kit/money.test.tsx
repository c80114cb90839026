import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Money } from './money.tsx'

const html = (element: React.ReactElement) => renderToStaticMarkup(element)
const text = (markup: string) => markup.replace(/<[^>]+>/g, '')

test('exact by default, in the one form (docs/decisions/111-one-money-format.md)', () => {
	expect(html(<Money value="12350475064.23" currency="USD" />)).toBe('<span class="tabular-nums">$12,350,475,064.23</span>')
	expect(text(html(<Money value="1500.25" currency="KES" />))).toBe('KES 1,500.25')
	expect(text(html(<Money value="0.123456789" currency="BTC" />))).toBe('0.12345678 BTC')
	expect(text(html(<Money value="20" currency="EUR" signed />))).toBe('+€20.00')
})

test('compact only when asked, with the exact figure on hover and for screen readers', () => {
	const markup = html(<Money value="12350475064.23" currency="USD" compact />)
	expect(markup).toContain('title="$12,350,475,064.23"')
	expect(markup).toContain('<span aria-hidden="true">$12.35B</span>')
	expect(markup).toContain('<span class="sr-only">$12,350,475,064.23</span>')
	expect(html(<Money value="999999999.99" currency="USD" compact />)).toBe('<span class="tabular-nums">$999,999,999.99</span>')
})

test("the naira sign reads 'naira', and the text stays what people see", () => {
	const markup = html(<Money value="-1500.25" currency="NGN" />)
	expect(markup).toContain('<span role="img" aria-label="naira ">₦</span>')
	expect(text(markup)).toBe('-₦1,500.25')
	const compact = html(<Money value="12350475064.23" currency="NGN" compact />)
	expect(compact).toContain('<span aria-hidden="true">₦12.35B</span>')
	expect(compact).toContain('<span class="sr-only">12,350,475,064.23 naira</span>')
})
