/**
 * The formatter reads exponent notation ('1e-7', '1.5e3') by moving the
 * point along the digits, with no decimal library (so none reaches the
 * browser: docs/decisions/121-a-lighter-frame.md). It must read exactly
 * what big.js read, and refuse what big.js refused; big.js stays for the
 * arithmetic (fees, trading, lending), so it is the oracle here.
 */
import Big from 'big.js'
import { describe, expect, test } from 'vitest'
import { decimalParts, formatAmount, formatMoney, formatPrice, plainAmount, truncateAmount } from './format.ts'

/** decimalParts as it was with big.js (record 038): the oracle. */
const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/
function partsViaBig(amount: string) {
	const trimmed = amount.trim()
	let match = PLAIN_DECIMAL.exec(trimmed)
	if (!match) {
		let normalised: string
		try {
			normalised = new Big(trimmed).toFixed()
		} catch {
			return null
		}
		match = PLAIN_DECIMAL.exec(normalised)
		if (!match) return null
	}
	return { negative: match[1] === '-', int: (match[2] ?? '0').replace(/^0+(?=\d)/, ''), frac: (match[3] ?? '').replace(/0+$/, '') }
}
const parts = (amount: string) => {
	try {
		const { negative, int, frac } = decimalParts(amount)
		return { negative, int, frac: frac.replace(/0+$/, '') }
	} catch {
		return null
	}
}

describe('exponent notation, exactly (docs/decisions/121-a-lighter-frame.md)', () => {
	test('the point moves along the digits, never through a float', () => {
		expect(formatAmount('1e-7', 'BTC')).toBe('0.0000001')
		expect(formatAmount('1.5e3', 'USD')).toBe('1,500.00')
		expect(formatAmount('-2.5E-1', 'USD')).toBe('-0.25')
		expect(formatAmount('.5', 'USD')).toBe('0.50')
		expect(formatAmount('123456789012345678901234567890e-10', 'USD')).toBe('12,345,678,901,234,567,890.12')
		expect(formatMoney('9.99999999999e10', 'NGN', { compact: true })).toBe('₦99.99B')
		expect(formatMoney('1.234567891e0', 'BTC')).toBe('1.23456789 BTC')
		expect(formatPrice('6.501950585176e4', 'USDT')).toBe('65,019.50585176 USDT')
		expect(truncateAmount('-1e-3', 2)).toBe('0.00')
		expect(plainAmount('1.999e0', 'NGN')).toBe('1.99')
	})

	test('reads what big.js read and refuses what it refused @bad-input', () => {
		const texts = [
			'0',
			'-0',
			'1',
			'+1',
			'-1',
			'007',
			'0.5',
			'.5',
			'-.5',
			'5.',
			'1e0',
			'1E+0',
			'1e+3',
			'1e-3',
			'-1e-3',
			'1.5e3',
			'1.50e1',
			'0.000e5',
			'12.3456e-2',
			'123e-5',
			'-987654321.123456789e9',
			'1e21',
			'1e-21',
			'+1e3',
			'e3',
			'1e',
			'1e+',
			'.e1',
			'1.2.3',
			'1,5',
			'',
			' ',
			' 12.5 ',
			'abc',
			'NaN',
			'Infinity',
			'0x10',
			'1_000',
		]
		for (let exponent = -12; exponent <= 12; exponent++)
			for (const digits of ['1', '12345', '-9.87654321', '0.000123', '120.0']) texts.push(`${digits}e${exponent}`)
		for (const text of texts) expect(parts(text), JSON.stringify(text)).toEqual(partsViaBig(text))
	})
})
