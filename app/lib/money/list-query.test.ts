import { describe, expect, test } from 'vitest'
import { DATE_ORDER_MESSAGE, emptyListMessage, listHref, readListQuery } from './list-query.ts'

describe('readListQuery', () => {
	test('reads every filter, upper-cases the currency, trims the search', () => {
		const query = readListQuery(
			new URLSearchParams('from=2026-01-01&to=2026-02-01&status=ITF_COMPLETED&type=TOPUP&currency=ngn&q=%20acme%20&lek=abc'),
		)
		expect(query).toEqual({
			filters: { from: '2026-01-01', to: '2026-02-01', status: 'ITF_COMPLETED', type: 'TOPUP', currency: 'NGN', q: 'acme' },
			lek: 'abc',
			errors: [],
			selectsNothing: false,
			exportRefusals: [],
		})
	})

	test('empty fields mean no filter', () => {
		expect(readListQuery(new URLSearchParams('from=&to=&status=&type=&currency=&q=++&lek='))).toEqual({
			filters: {},
			lek: undefined,
			errors: [],
			selectsNothing: false,
			exportRefusals: [],
		})
	})

	test('a bad field is reported and dropped, the others apply @bad-input', () => {
		const query = readListQuery(new URLSearchParams('from=2026-02-30&status=DONE&currency=XYZ&type=TOPUP'))
		expect(query.filters).toEqual({ type: 'TOPUP' })
		expect(query.errors).toEqual([
			'From must be a real date',
			'Status must be one of Pending, Processing, Approved, Successful, Failed, Rejected, Cancelled, Unknown',
			'XYZ is not a supported currency',
		])
		expect(query.selectsNothing).toBe(false)
	})

	test('a day outside 2000-01-01 to 2100-12-31 is refused, on the page and for the export @bad-input', () => {
		const query = readListQuery(new URLSearchParams('from=1999-12-31&to=9999-12-31&q=%00'))
		expect(query.filters).toEqual({})
		expect(query.errors).toEqual([
			'From must be a day from 2000-01-01 to 2100-12-31',
			'To must be a day from 2000-01-01 to 2100-12-31',
			'Remove the control characters from the search.',
		])
		// The search selects nothing instead of refusing the file.
		expect(query.exportRefusals).toEqual(query.errors.slice(0, 2))
		expect(readListQuery(new URLSearchParams('from=2000-01-01&to=2100-12-31')).filters).toEqual({ from: '2000-01-01', to: '2100-12-31' })
	})

	test('messages use the labels the form shows, never internal codes', () => {
		const query = readListQuery(new URLSearchParams('to=yesterday&type=GIFT'))
		expect(query.errors).toEqual([
			'To must be a date (YYYY-MM-DD)',
			'Type must be one of Top-up, Transfer, Fee, Reversal, Internal transfer, Trade, Loan, Loan repayment, Interest, Liquidation',
		])
		for (const error of query.errors) expect(error).not.toMatch(/ITF_|TOPUP|INTERNAL_TRANSFER|^(from|to|status|type) /)
	})

	test('a search that cannot be read selects nothing, rather than everything @bad-input', () => {
		const query = readListQuery(new URLSearchParams('q=a%00b&type=TOPUP'))
		expect(query.errors).toEqual(['Remove the control characters from the search.'])
		expect(query.filters).toEqual({ type: 'TOPUP' })
		expect(query.selectsNothing).toBe(true)
		expect(emptyListMessage(query.filters, query.selectsNothing)).toBe('Nothing matches these filters')
	})

	test('dates in the wrong order are reported @bad-input', () => {
		const query = readListQuery(new URLSearchParams('from=2026-03-01&to=2026-02-01'))
		expect(query.errors).toEqual([DATE_ORDER_MESSAGE])
		expect(query.filters).toEqual({})
	})

	test('an absurd cursor is refused before it reaches the provider @bad-input', () => {
		const query = readListQuery(new URLSearchParams({ lek: 'x'.repeat(600) }))
		expect(query.lek).toBeUndefined()
		expect(query.errors).toHaveLength(1)
	})

	test('only the keys a list has', () => {
		expect(readListQuery(new URLSearchParams('status=ITF_FAILED&currency=USD'), ['currency', 'q']).filters).toEqual({ currency: 'USD' })
	})
})

describe('listHref', () => {
	test('keeps the filters, leaves out empty ones, adds the cursor', () => {
		expect(listHref('/accounts/float-ledger/a1', { q: 'a b', currency: 'NGN', from: '' }, 'k1')).toBe(
			'/accounts/float-ledger/a1?currency=NGN&q=a+b&lek=k1',
		)
		expect(listHref('/x', {})).toBe('/x')
	})
})

describe('emptyListMessage', () => {
	test('says what the user searched for', () => {
		expect(emptyListMessage({})).toBe('Nothing to show here yet')
		expect(emptyListMessage({ q: 'acme' })).toBe('No search found for acme')
		expect(emptyListMessage({ status: 'ITF_FAILED' })).toBe('Nothing matches these filters')
	})
})
