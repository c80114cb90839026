import { describe, expect, test } from 'vitest'
import {
	FIAT_CURRENCIES,
	currencySymbol,
	decimalsFor,
	formatAmount,
	formatExactMoney,
	formatMinorUnits,
	formatMoney,
	formatPrice,
	symbolsAsCodes,
	plainAmount,
	truncateAmount,
} from './format.ts'

describe('truncation, never rounding', () => {
	test('fiat keeps two decimals and drops the rest', () => {
		expect(formatAmount('1.999', 'USD')).toBe('1.99')
		expect(formatAmount('0.009', 'NGN')).toBe('0.00')
		expect(formatAmount('-1.999', 'EUR')).toBe('-1.99')
		expect(truncateAmount('1.999', 2)).toBe('1.99')
		expect(truncateAmount('1.999', 0)).toBe('1')
	})

	test('crypto keeps up to eight decimals, trims trailing zeros down to two', () => {
		expect(formatAmount('0.123456789', 'BTC')).toBe('0.12345678')
		expect(formatAmount('0.999999999', 'ETH')).toBe('0.99999999')
		expect(formatAmount('1.50000000', 'BTC')).toBe('1.50')
		expect(formatAmount('2', 'USDT')).toBe('2.00')
		expect(formatAmount('0.00000001', 'BTC')).toBe('0.00000001')
		expect(formatAmount('0.000000009', 'BTC')).toBe('0.00')
	})

	test('fiat pads to two decimals', () => {
		expect(formatAmount('5', 'GBP')).toBe('5.00')
		expect(formatAmount('5.1', 'GBP')).toBe('5.10')
	})
})

describe('each currency', () => {
	const WHOLE = ['UGX', 'XOF', 'XAF']
	test.each(FIAT_CURRENCIES.filter((c) => !WHOLE.includes(c)))('%s shows two decimals', (currency) => {
		expect(decimalsFor(currency)).toEqual({ min: 2, max: 2 })
		expect(formatAmount('1234.5678', currency)).toBe('1,234.56')
		expect(plainAmount('1234.5678', currency)).toBe('1234.56')
	})

	test.each(WHOLE)('%s has no minor unit and shows whole amounts', (currency) => {
		expect(decimalsFor(currency)).toEqual({ min: 0, max: 0 })
		expect(formatAmount('1234.99', currency)).toBe('1,234')
		expect(formatAmount('-0.5', currency)).toBe('0')
		expect(formatMoney('250000', currency)).toBe(`${currency} 250,000`)
	})

	test('codes are read in any case', () => {
		expect(formatAmount('1.999', 'ngn')).toBe('1.99')
		expect(formatMoney('1.5', 'usd')).toBe('$1.50')
	})

	test('a crypto asset shows up to eight', () => {
		expect(decimalsFor('BTC')).toEqual({ min: 2, max: 8 })
		expect(plainAmount('0.123456789', 'BTC')).toBe('0.12345678')
		expect(plainAmount('3', 'ETH')).toBe('3.00')
		// An asset answered with fewer decimals (USDT: 6) shows what it has.
		expect(formatAmount('12.500000', 'USDT')).toBe('12.50')
		expect(formatAmount('12.123456', 'USDT')).toBe('12.123456')
	})
})

describe('compact notation past nine integer digits', () => {
	test('nine digits stay in full', () => {
		expect(formatAmount('999999999.99', 'USD', { compact: true })).toBe('999,999,999.99')
	})

	test('ten digits are compact, truncated too', () => {
		expect(formatAmount('1000000000', 'USD', { compact: true })).toBe('1.00B')
		expect(formatAmount('1234567890.99', 'USD', { compact: true })).toBe('1.23B')
		expect(formatAmount('1239999999', 'NGN', { compact: true })).toBe('1.23B')
		expect(formatAmount('999999999999.99', 'USD', { compact: true })).toBe('999.99B')
		expect(formatAmount('1000000000000', 'USD', { compact: true })).toBe('1.00T')
		expect(formatAmount('1999999999999', 'BTC', { compact: true })).toBe('1.99T')
		expect(formatAmount('-1234567890', 'USD', { compact: true })).toBe('-1.23B')
	})

	test('a compact figure always has two decimals, truncated: figures side by side read alike', () => {
		expect(formatMoney('100000000000', 'USD', { compact: true })).toBe('$100.00B')
		expect(formatMoney('1000000000.00', 'GHS', { compact: true })).toBe('GHS 1.00B')
		expect(formatMoney('1999999999.99', 'EUR', { compact: true })).toBe('€1.99B')
		expect(formatMoney('1009999999', 'NGN', { compact: true })).toBe('₦1.00B')
		expect(formatMoney('1090000000', 'UGX', { compact: true })).toBe('UGX 1.09B')
		expect(formatMoney('2000000000', 'BTC', { compact: true })).toBe('2.00B BTC')
		expect(formatMoney('-100000000000', 'USD', { compact: true })).toBe('-$100.00B')
		expect(formatAmount('1000000000000000', 'USD', { compact: true })).toBe('1,000.00T')
	})

	test('past the largest unit the figure grows with separators', () => {
		expect(formatAmount('12345678901234567.89', 'USD', { compact: true })).toBe('12,345.67T')
	})

	test('compact can be turned off, and stays exact beyond float precision', () => {
		expect(formatAmount('12345678901234567.89', 'USD', { compact: false })).toBe('12,345,678,901,234,567.89')
		expect(plainAmount('12345678901234567.89', 'USD')).toBe('12345678901234567.89')
		expect(plainAmount('98765432109876543210.123456789', 'BTC')).toBe('98765432109876543210.12345678')
	})
})

describe('signs, zero and separators', () => {
	test('thousands separators', () => {
		expect(formatAmount('1500.25', 'NGN')).toBe('1,500.25')
		expect(formatAmount('100', 'NGN')).toBe('100.00')
		expect(formatAmount('123456789', 'NGN')).toBe('123,456,789.00')
	})

	test('zero, negative zero and a negative that truncates to zero show no sign', () => {
		expect(formatAmount('0', 'USD')).toBe('0.00')
		expect(formatAmount('-0', 'USD')).toBe('0.00')
		expect(formatAmount('-0.001', 'USD')).toBe('0.00')
		expect(truncateAmount('-0.001', 2)).toBe('0.00')
		expect(formatMoney('0', 'BTC')).toBe('0.00 BTC')
	})

	test('negative amounts and signed entries', () => {
		expect(formatAmount('-1500.25', 'NGN')).toBe('-1,500.25')
		expect(formatAmount('1500.25', 'NGN', { signed: true })).toBe('+1,500.25')
		expect(formatAmount('0', 'NGN', { signed: true })).toBe('0.00')
		expect(formatMoney('-20', 'NGN')).toBe('-₦20.00')
		expect(formatMoney('20', 'USD', { signed: true })).toBe('+$20.00')
	})

	test('leading zeros, a leading plus and exponent notation are read exactly', () => {
		expect(formatAmount('000012.5', 'USD')).toBe('12.50')
		expect(formatAmount('+12.5', 'USD')).toBe('12.50')
		expect(formatAmount('1e-7', 'BTC')).toBe('0.0000001')
		expect(formatAmount('1.5e3', 'USD')).toBe('1,500.00')
	})

	test('anything else is refused rather than shown wrong @bad-input', () => {
		expect(() => formatAmount('12,5', 'USD')).toThrow(TypeError)
		expect(() => formatAmount('', 'USD')).toThrow(TypeError)
		expect(() => formatAmount('abc', 'USD')).toThrow(TypeError)
	})
})

describe('currency code or symbol', () => {
	test('symbols where the currency has a common one, the code otherwise', () => {
		expect(formatMoney('1500.25', 'USD')).toBe('$1,500.25')
		expect(formatMoney('1500.25', 'NGN')).toBe('₦1,500.25')
		expect(formatMoney('1500.25', 'KES')).toBe('KES 1,500.25')
		expect(formatMoney('0.5', 'BTC')).toBe('0.50 BTC')
		expect(formatMoney('1234567890', 'GBP', { compact: true })).toBe('£1.23B')
		expect(currencySymbol('eur')).toBe('€')
		expect(currencySymbol('ZAR')).toBe('ZAR')
	})
})

describe('one form for every amount (docs/decisions/111-one-money-format.md)', () => {
	test("amounts are truncated, not rounded, to the currency's decimals", () => {
		expect(formatMoney('13000.009', 'USD')).toBe('$13,000.00')
		expect(formatMoney('0.999999999', 'BTC')).toBe('0.99999999 BTC')
		expect(formatMoney('999999999.999', 'NGN')).toBe('₦999,999,999.99')
	})

	test('every supported fiat currency has one written form', () => {
		const written = FIAT_CURRENCIES.map((currency) => formatMoney('1234.5', currency))
		expect(written).toEqual([
			'$1,234.50',
			'₦1,234.50',
			'€1,234.50',
			'£1,234.50',
			'KES 1,234.50',
			'UGX 1,234',
			'XOF 1,234',
			'XAF 1,234',
			'ZAR 1,234.50',
			'GHS 1,234.50',
		])
	})

	test('fiat 2 decimals, crypto up to 8', () => {
		expect(formatMoney('25000', 'EUR')).toBe('€25,000.00')
		expect(formatMoney('1000.5', 'NGN')).toBe('₦1,000.50')
		expect(formatMoney('1000.00000000', 'BTC')).toBe('1,000.00 BTC')
		expect(formatMoney('0.12345678', 'ETH')).toBe('0.12345678 ETH')
	})

	test('compact only when the integer part exceeds 9 digits, and only when asked', () => {
		expect(formatMoney('12350475064.23', 'NGN')).toBe('₦12,350,475,064.23')
		expect(formatExactMoney('12350475064.23', 'NGN')).toBe('₦12,350,475,064.23')
		expect(formatMoney('12350475064.23', 'NGN', { compact: true })).toBe('₦12.35B')
		expect(formatMoney('999999999.99', 'NGN', { compact: true })).toBe('₦999,999,999.99')
	})

	test('thousands separators always, whatever the size', () => {
		expect(formatMoney('13000', 'USD')).toBe('$13,000.00')
		expect(formatMoney('1000', 'BTC')).toBe('1,000.00 BTC')
		expect(formatMoney('999', 'USD')).toBe('$999.00')
	})

	test('huge NGN balances stay exact to the kobo', () => {
		expect(formatMoney('123456789012345.67', 'NGN')).toBe('₦123,456,789,012,345.67')
		expect(formatMinorUnits(12345678901234567n, 'NGN')).toBe('₦123,456,789,012,345.67')
	})

	test('8-decimal crypto is truncated, never rounded up', () => {
		expect(formatMoney('0.123456789999', 'BTC')).toBe('0.12345678 BTC')
		expect(formatMoney('1.999999999', 'BTC')).toBe('1.99999999 BTC')
		expect(formatMinorUnits(1n, 'BTC')).toBe('0.00000001 BTC')
	})

	test('more decimals than the currency allows are cut', () => {
		expect(formatMoney('1.999', 'GBP')).toBe('£1.99')
		expect(formatMoney('250000.75', 'XOF')).toBe('XOF 250,000')
		expect(formatMoney('-1.999', 'USD')).toBe('-$1.99')
	})

	test('negative amounts and zero', () => {
		expect(formatMoney('-13000', 'USD')).toBe('-$13,000.00')
		expect(formatMoney('-0.5', 'BTC')).toBe('-0.50 BTC')
		expect(formatMoney('0', 'NGN')).toBe('₦0.00')
		expect(formatMoney('-0.001', 'NGN')).toBe('₦0.00')
		expect(formatMinorUnits(-150025n, 'NGN')).toBe('-₦1,500.25')
	})

	test('a price keeps every decimal it has, in the same form', () => {
		expect(formatPrice('65000.00000000', 'USD')).toBe('$65,000.00')
		expect(formatPrice('65019.50585176', 'USDT')).toBe('65,019.50585176 USDT')
		expect(formatPrice('1500.125', 'NGN')).toBe('₦1,500.125')
	})
})

test('a medium without a symbol writes its code instead', () => {
	const latin1 = (symbol: string) => symbol <= '\u00ff' || symbol === '€'
	expect(symbolsAsCodes('-₦2,500.00 (0.5% + ₦50.00), $1.00, €2.00', latin1)).toBe('-NGN 2,500.00 (0.5% + NGN 50.00), $1.00, €2.00')
})
