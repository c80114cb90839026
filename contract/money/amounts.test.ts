import { describe, expect, test } from 'vitest'
import { AMOUNT_MESSAGES, amountDecimalsIssue, amountSchema, fromMinorUnits, toMinorUnits } from './amounts.ts'
import { fiatCurrencySchema } from './currencies.ts'
import { ledgerTransactionsQuerySchema } from './ledger.ts'
import { createLocalTransferRequestSchema } from './transfers.ts'

const messages = (value: unknown) => {
	const result = amountSchema.safeParse(value)
	return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('amounts', () => {
	test.each([
		['1500.25', []],
		[' 10 ', []],
		['0.000001', []],
		['', [AMOUNT_MESSAGES.required]],
		['0', [AMOUNT_MESSAGES.positive]],
		['0.00', [AMOUNT_MESSAGES.positive]],
		['-5', [AMOUNT_MESSAGES.positive]],
		['12a', [AMOUNT_MESSAGES.format]],
		['1e5', [AMOUNT_MESSAGES.format]],
		['1.2.3', [AMOUNT_MESSAGES.format]],
		['1,000', [AMOUNT_MESSAGES.format]],
		['.5', [AMOUNT_MESSAGES.format]],
		[1500, [AMOUNT_MESSAGES.format]],
		['1234567890123456', [AMOUNT_MESSAGES.tooLarge]],
	])('%j → %j', (value, expected) => {
		expect(messages(value)).toEqual(expected)
	})

	test('decimals per currency (trailing zeros do not count)', () => {
		expect(amountDecimalsIssue('1.25', 'NGN')).toBeNull()
		expect(amountDecimalsIssue('1.250', 'NGN')).toBeNull()
		expect(amountDecimalsIssue('1.255', 'NGN')).toBe('NGN amounts can have at most 2 decimals')
		expect(amountDecimalsIssue('1.5', 'UGX')).toBe('UGX amounts cannot have decimals')
		expect(amountDecimalsIssue('0.12345678', 'BTC')).toBeNull()
		expect(amountDecimalsIssue('0.00000000000000000001', 'BTC')).toBe('BTC amounts can have at most 8 decimals')
	})

	test('minor units round-trip exactly', () => {
		expect(toMinorUnits('1500.25', 'NGN')).toBe(150025n)
		expect(toMinorUnits('1500', 'USD')).toBe(150000n)
		expect(toMinorUnits('0.1', 'BTC')).toBe(10_000_000n)
		expect(toMinorUnits('999999999999999.99', 'USD')).toBe(99999999999999999n)
		expect(fromMinorUnits(150025n, 'NGN')).toBe('1500.25')
		expect(fromMinorUnits(5n, 'USD')).toBe('0.05')
		expect(fromMinorUnits(-1250n, 'EUR')).toBe('-12.50')
		expect(fromMinorUnits(1500n, 'UGX')).toBe('1500')
		expect(fromMinorUnits(150000n, 'BTC')).toBe('0.00150000')
		expect(() => toMinorUnits('1.001', 'USD')).toThrow()
	})
})

describe('requests', () => {
	test('currencies: case-insensitive, unsupported named @bad-input', () => {
		expect(fiatCurrencySchema.parse(' ngn ')).toBe('NGN')
		const result = fiatCurrencySchema.safeParse('JPY')
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe('JPY is not a supported currency')
	})

	test('a transfer needs the amount to fit its currency', () => {
		const base = { currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount: '10.50', pin: '123456' }
		expect(createLocalTransferRequestSchema.safeParse(base).success).toBe(true)
		const result = createLocalTransferRequestSchema.safeParse({ ...base, amount: '10.505' })
		expect(result.error?.issues).toEqual([
			expect.objectContaining({ path: ['amount'], message: 'NGN amounts can have at most 2 decimals' }),
		])
	})

	test('list queries: limit defaults to 20, empty filters are absent', () => {
		const parsed = ledgerTransactionsQuerySchema.parse({ accountId: 'acc_1', limit: '', status: '', q: '  ', from: '2026-01-31' })
		expect(parsed).toMatchObject({ accountId: 'acc_1', limit: 20, from: '2026-01-31' })
		expect(parsed.status).toBeUndefined()
		expect(parsed.q).toBeUndefined()
		expect(ledgerTransactionsQuerySchema.safeParse({ accountId: 'a', limit: '1001' }).success).toBe(false)
		expect(ledgerTransactionsQuerySchema.safeParse({ accountId: 'a', from: '2026-02-30' }).success).toBe(false)
	})
})
