import { expect, test } from 'vitest'
import { filterInsertion, type FieldState } from './input-filter.ts'
import { checkAmount } from './money/amount.ts'

const empty: FieldState = { value: '', start: 0, end: 0, maxLength: null }
const at = (value: string, maxLength: number | null = null): FieldState => ({ value, start: value.length, end: value.length, maxLength })

/** Types `keys` one by one into an empty field, as a person would. */
function type(filter: Parameters<typeof filterInsertion>[0], keys: string, maxLength: number | null = null) {
	let value = ''
	for (const key of keys) value += filterInsertion(filter, key, at(value, maxLength), true)
	return value
}

test('an amount takes digits and one dot from the keyboard, nothing else', () => {
	expect(type('decimal', 'a1b2,5.5.0c')).toBe('125.50')
	expect(type('decimal', ' -1e5')).toBe('15')
})

test('a PIN and a one-time code take digits only, up to their length, typed or pasted', () => {
	expect(type('digits', 'abc1d2e3.4 5-6 7', 6)).toBe('123456')
	expect(filterInsertion('digits', '123 456', empty, false)).toBe('123456')
	expect(filterInsertion('digits', '9876543', { value: '12', start: 2, end: 2, maxLength: 6 }, false)).toBe('9876')
	expect(filterInsertion('digits', '55', { value: '123456', start: 0, end: 6, maxLength: 6 }, false)).toBe('55')
})

test('pasting an amount keeps what the normaliser reads, so it means what it meant', () => {
	for (const [pasted, amount] of [
		['1,000.50', '1000.50'],
		['$1 000', '1000'],
		['₦2,500', '2500'],
		['NGN 1,000.50', '1000.50'],
	] as const) {
		const kept = filterInsertion('decimal', pasted, empty, false)
		expect(checkAmount(kept, 2), pasted).toEqual({ ok: true, value: amount })
	}
	// '1,5' is not grouped thousands: it stays as it is and the schema refuses it, rather than becoming 15.
	expect(filterInsertion('decimal', '1,5', empty, false)).toBe('1,5')
	expect(filterInsertion('decimal', 'abc', empty, false)).toBe('')
	expect(filterInsertion('integer', '0123-456 789', empty, false)).toBe('0123-456 789')
	expect(type('integer', '12.5x')).toBe('125')
})
