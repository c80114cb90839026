import { describe, expect, it } from 'vitest'
import { formatPrice, holdsUntil } from './labels.ts'
import { readOrdersQuery } from './orders-query.ts'
import { ordersHref } from './orders.ts'
import { quoteFormFields, readQuoteFields } from './quote-fields.ts'
import { quoteFormSchema } from './quote.ts'

describe('the quote form’s schema (browser and server alike)', () => {
	const parse = (fields: Record<string, string>) => quoteFormSchema.safeParse({ pair: 'BTC-USD', side: 'BUY', amountIn: 'base', ...fields })

	it('makes the provider’s request: the amount in the pair’s crypto or its currency, typed as a person would', () => {
		expect(parse({ amount: ' 0.01 BTC ' })).toMatchObject({
			success: true,
			data: { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC' },
		})
		expect(parse({ pair: 'eth-ngn', side: 'SELL', amountIn: 'quote', amount: '₦1,500.50' })).toMatchObject({
			data: { pair: 'ETH-NGN', amount: '1500.50', amountCurrency: 'NGN' },
		})
	})

	it('checks the decimals of the currency the amount is in, and refuses a pair not offered with the ones that are @bad-input', () => {
		const issue = (fields: Record<string, string>) => {
			const parsed = parse(fields)
			return parsed.success ? null : parsed.error.issues[0]!.message
		}
		expect(issue({ amount: '0.000000001' })).toBe('Use at most 8 decimal places.')
		expect(issue({ amountIn: 'quote', amount: '10.001' })).toBe('Use at most 2 decimal places.')
		expect(parse({ pair: 'BTC-USDT', amountIn: 'quote', amount: '10.000001' }).success).toBe(true)
		expect(issue({ pair: 'BTC-KES', amount: '1' })).toBe(
			'BTC-KES is not offered: trade BTC, ETH or USDT against USD, NGN, EUR, GBP, USDT or USDC',
		)
		expect(issue({ side: 'HOLD', amount: '1' })).toBe('Choose buy or sell')
	})

	it('reads its fields with defaults, and a quote back into them', () => {
		expect(readQuoteFields(new URLSearchParams('amount=5'))).toEqual({ pair: 'BTC-USD', side: 'BUY', amount: '5', amountIn: 'base' })
		expect(quoteFormFields({ pair: 'ETH-EUR', side: 'SELL', amount: '100.00', amountCurrency: 'EUR', base: 'ETH' })).toEqual({
			pair: 'ETH-EUR',
			side: 'SELL',
			amount: '100.00',
			amountIn: 'quote',
		})
	})
})

it('shows a price with every decimal it has past the second, and the expiry as a UTC time', () => {
	expect(formatPrice('65000.00000000', 'USD')).toBe('$65,000.00')
	expect(formatPrice('65019.50585176', 'USDT')).toBe('65,019.50585176 USDT')
	expect(formatPrice('100750000.10000000', 'NGN')).toBe('₦100,750,000.10')
	expect(holdsUntil('2026-11-28T14:03:27.512Z')).toBe('Holds until 14:03:27 UTC')
})

it('reads the orders list’s filters one by one, and keeps them in its links', () => {
	const read = readOrdersQuery(new URLSearchParams('status=settled&side=SIDEWAYS&pair=btc-usd&from=2026-11-02&to=2026-11-01&q=tqt_1'))
	expect(read.filters).toEqual({ status: 'SETTLED', pair: 'BTC-USD', from: '2026-11-02', q: 'tqt_1' })
	expect(read.errors).toEqual(['Side must be Buy or Sell', 'The start date must be on or before the end date'])
	expect(ordersHref('/product/trading/orders', read.filters, 'abc')).toBe(
		'/product/trading/orders?status=SETTLED&pair=BTC-USD&from=2026-11-02&q=tqt_1&lek=abc',
	)
})
