/**
 * The fee rule's words are written without big.js (docs/decisions/121-a-lighter-frame.md):
 * whether each part is more than zero is read from the decimal string exactly,
 * as big.js's comparison read it.
 */
import Big from 'big.js'
import { expect, test } from 'vitest'
import { feeRuleText } from './fee-rule.ts'

test('a part is shown when it is more than zero, read exactly', () => {
	expect(feeRuleText({ feePercent: '0.5', feeFixed: '2.00' }, 'EUR')).toBe('0.5% + €2.00')
	expect(feeRuleText({ feePercent: '0', feeFixed: '0.00' }, 'USD')).toBe('No fee')
	expect(feeRuleText({ feePercent: '0.000', feeFixed: '0.001' }, 'USD')).toBe('$0.00')
	expect(feeRuleText({ feePercent: '1e-3', feeFixed: '0' }, 'NGN')).toBe('1e-3%')
	for (const value of ['0', '0.00', '-0', '0.0001', '1', '-1', '1e-9', '0e5', '100.50', '.5'])
		expect(feeRuleText({ feePercent: value, feeFixed: '0' }, 'USD').startsWith(value), value).toBe(new Big(value).gt(0))
})
