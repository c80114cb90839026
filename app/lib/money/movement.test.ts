import { describe, expect, test } from 'vitest'
import { TRANSACTION_COLUMNS, ENTRY_COLUMNS } from './csv-columns.ts'
import { movementWay, signedAmount } from './movement.ts'

describe('movementWay and signedAmount', () => {
	test('a transfer and its fee go out with a minus; a top-up and a reversal come in', () => {
		expect(signedAmount({ type: 'TRANSFER', amount: '100.00' })).toBe('-100.00')
		expect(signedAmount({ type: 'FEE', amount: '50.00' })).toBe('-50.00')
		expect(signedAmount({ type: 'TOPUP', amount: '1000.00' })).toBe('1000.00')
		expect(signedAmount({ type: 'REVERSAL', amount: '150.00' })).toBe('150.00')
		expect(movementWay({ type: 'INTERNAL_TRANSFER' })).toBe('within')
	})

	test('an entry follows its direction', () => {
		expect(signedAmount({ direction: 'DEBIT', amount: '0.00150000' })).toBe('-0.00150000')
		expect(signedAmount({ direction: 'CREDIT', amount: '2.50' })).toBe('2.50')
	})

	test("the CSV's Amount column is signed for transactions as for entries", () => {
		const amount = <T>(columns: { header: string; value: (row: T) => string }[], row: T) =>
			columns.find((column) => column.header === 'Amount')!.value(row)
		const movement = {
			id: 't',
			type: 'TRANSFER',
			status: 'ITF_COMPLETED',
			amount: '100.00',
			currency: 'NGN',
			reference: 'r',
			description: 'd',
			counterparty: null,
			transferId: null,
			topupId: null,
			createdAt: '',
			updatedAt: '',
		} as const
		expect(amount(TRANSACTION_COLUMNS, movement)).toBe('-100.00')
		expect(amount(TRANSACTION_COLUMNS, { ...movement, type: 'TOPUP' })).toBe('100.00')
		expect(
			amount(ENTRY_COLUMNS, { ...movement, type: 'FEE', direction: 'DEBIT', accountId: 'a', transactionId: 't', balanceAfter: '0.00' }),
		).toBe('-100.00')
	})
})
