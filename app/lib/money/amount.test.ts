import { expect, test } from 'vitest'
import { amountSchema, digitsSchema } from './amount-schemas.ts'
import {
	normaliseAccountNumber,
	normaliseAmountText,
	AMOUNT_CHARACTERS_MESSAGE,
	AMOUNT_POSITIVE_MESSAGE,
	AMOUNT_REQUIRED_MESSAGE,
	AMOUNT_TOO_LONG_MESSAGE,
	checkAmount,
	decimalsMessage,
	INTEGERS_ONLY_MESSAGE,
} from './amount.ts'

const refusal = (input: string, decimals = 2) => {
	const checked = checkAmount(input, decimals)
	return checked.ok ? null : checked.message
}

test('a plain amount passes, in plain form', () => {
	expect(checkAmount('1500.25', 2)).toEqual({ ok: true, value: '1500.25' })
	expect(checkAmount(' 007.50 ', 2)).toEqual({ ok: true, value: '7.50' })
	expect(checkAmount('0.01', 2)).toEqual({ ok: true, value: '0.01' })
	expect(checkAmount('.5', 2)).toEqual({ ok: true, value: '0.5' })
	expect(checkAmount('12.', 2)).toEqual({ ok: true, value: '12' })
	expect(checkAmount('250', 0)).toEqual({ ok: true, value: '250' })
	expect(checkAmount('0.00000001', 8)).toEqual({ ok: true, value: '0.00000001' })
})

test('letters, signs and a second dot are refused in plain words @bad-input', () => {
	for (const input of ['abc', '12a', '1e5', '1,00', '1.2.3', '+5', '$$5', '0x10', 'NaN', 'Infinity']) {
		expect(refusal(input), input).toBe(AMOUNT_CHARACTERS_MESSAGE)
	}
})

test('negative and zero amounts are refused @bad-input', () => {
	for (const input of ['-5', '-0.01', '- 3', '0', '0.00', '000', '.0']) expect(refusal(input), input).toBe(AMOUNT_POSITIVE_MESSAGE)
})

test('more decimals than the currency has are refused; whole-unit currencies take integers only @bad-input', () => {
	expect(refusal('1.234')).toBe(decimalsMessage(2))
	expect(refusal('1.00000000000000000001')).toBe(decimalsMessage(2))
	expect(refusal('1.5', 0)).toBe(INTEGERS_ONLY_MESSAGE)
	expect(refusal('1.', 0)).toBe(INTEGERS_ONLY_MESSAGE)
	expect(refusal('1.2.3', 0)).toBe(INTEGERS_ONLY_MESSAGE)
	expect(decimalsMessage(1)).toBe('Use at most 1 decimal place.')
	expect(decimalsMessage(2)).toBe('Use at most 2 decimal places.')
})

test('empty and absurdly long amounts are refused @bad-input', () => {
	expect(refusal('')).toBe(AMOUNT_REQUIRED_MESSAGE)
	expect(refusal('   ')).toBe(AMOUNT_REQUIRED_MESSAGE)
	expect(refusal('9'.repeat(100))).toBe(AMOUNT_TOO_LONG_MESSAGE)
})

test('the zod schema gives the same answers as the check', () => {
	const schema = amountSchema(2)
	expect(schema.parse('10.5')).toBe('10.5')
	const failed = schema.safeParse('1.234')
	expect(failed.success ? null : failed.error.issues[0]?.message).toBe(decimalsMessage(2))
	const missing = schema.safeParse(undefined)
	expect(missing.success ? null : missing.error.issues[0]?.message).toBe(AMOUNT_REQUIRED_MESSAGE)
})

test('a digits-only field says only integers are allowed, and checks its length', () => {
	const accountNumber = digitsSchema('account number', { min: 10, max: 10 })
	expect(accountNumber.parse(' 0123456789 ')).toBe('0123456789')
	const letters = accountNumber.safeParse('01234abcde')
	expect(letters.success ? null : letters.error.issues[0]?.message).toBe(INTEGERS_ONLY_MESSAGE)
	const short = accountNumber.safeParse('12345')
	expect(short.success ? null : short.error.issues[0]?.message).toBe('The account number has 10 digits.')
	const ranged = digitsSchema('account number', { min: 8, max: 12 }).safeParse('1')
	expect(ranged.success ? null : ranged.error.issues[0]?.message).toBe('The account number has 8 to 12 digits.')
})

test('one function reads pasted amounts and account numbers as a person means them, for the browser and the server alike', () => {
	expect(normaliseAmountText('1,000.50')).toBe('1000.50')
	expect(normaliseAmountText(' 10 ')).toBe('10')
	expect(normaliseAmountText('₦2,500')).toBe('2500')
	expect(normaliseAmountText('NGN 1,234,567,890.99')).toBe('1234567890.99')
	expect(normaliseAmountText('2 500 $')).toBe('2500')
	// Commas that do not group thousands, letters and lone symbols stay, and are refused as typed.
	expect(normaliseAmountText('1,5')).toBe('1,5')
	expect(normaliseAmountText('₦')).toBe('₦')
	expect(checkAmount('₦2,500', 2)).toEqual({ ok: true, value: '2500' })
	expect(checkAmount('1,000.50', 2)).toEqual({ ok: true, value: '1000.50' })
	expect(checkAmount('1,5', 2)).toEqual({ ok: false, message: AMOUNT_CHARACTERS_MESSAGE })
	expect(checkAmount('abc', 2)).toEqual({ ok: false, message: AMOUNT_CHARACTERS_MESSAGE })
	expect(normaliseAccountNumber('0123-456 789')).toBe('0123456789')
	const accountNumber = digitsSchema('account number', { min: 10, max: 10 })
	expect(accountNumber.parse(' 0123 456 789 ')).toBe('0123456789')
	expect(accountNumber.safeParse('0123-456-78a').success).toBe(false)
})
