import { describe, expect, it } from 'vitest'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { formatPrice, priceUnits, usdValue } from './prices.ts'

/** The USD arithmetic in integers: exact at any size, truncated to cents, never rounded up. */
describe('wallet prices', () => {
	it('reads and writes prices exactly, with at least two decimals', () => {
		expect(priceUnits('65000')).toBe(6_500_000_000_000n)
		expect(priceUnits('0.00000001')).toBe(1n)
		expect(formatPrice('65000')).toBe('65000.00')
		expect(formatPrice('0.99985000')).toBe('0.99985')
		expect(formatPrice('123456789012345.12345678')).toBe('123456789012345.12345678')
	})

	it('values an amount at a price, truncated to cents', () => {
		expect(usdValue(toMinorUnits('0.12345678', 'BTC'), 'BTC', '65000.00')).toBe('8024.69')
		expect(usdValue(toMinorUnits('0.00000001', 'BTC'), 'BTC', '65000.00')).toBe('0.00')
		expect(usdValue(toMinorUnits('1000.000001', 'USDC'), 'USDC', '0.99985')).toBe('999.85')
		expect(usdValue(toMinorUnits('2.99999999', 'ETH'), 'ETH', '3200.00')).toBe('9599.99')
		// Far beyond a double's 15–17 digits, still exact (99999999999989999999.9990000000000001 truncated).
		expect(usdValue(toMinorUnits('999999999999999.99999999', 'BTC'), 'BTC', '99999.99999999')).toBe('99999999999989999999.99')
	})
})
