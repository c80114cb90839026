import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { confirmQuoteSchema, transferFormSchema } from './local-transfer.ts'
import { readTransferFields, transferSearch } from './transfer-fields.ts'

const banks = [{ code: '044', name: 'Access Bank' }]
const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}
const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === 'error' ? submission.error : null)

test('a good transfer parses, its amount in plain form', () => {
	const submission = parseWithZod(form({ currency: 'ngn', bankCode: '044', accountNumber: '0123456789', amount: '0100.50' }), {
		schema: transferFormSchema(banks),
	})
	expect(submission.status === 'success' && submission.value).toEqual({
		currency: 'NGN',
		bankCode: '044',
		accountNumber: '0123456789',
		amount: '100.50',
		narration: undefined,
	})
})

test("each field says what is wrong with it; a whole-unit currency's amount takes integers only @bad-input", () => {
	const bad = parseWithZod(form({ currency: 'UGX', bankCode: '999', accountNumber: '12ab', amount: '10.5' }), {
		schema: transferFormSchema(banks),
	})
	expect(errorsOf(bad)).toEqual({
		bankCode: ['Choose a bank.'],
		accountNumber: ['Only integers are allowed.'],
		amount: ['Only integers are allowed.'],
	})
	const currency = parseWithZod(form({ currency: 'XYZ', bankCode: '044', accountNumber: '0123456789', amount: '1' }), {
		schema: transferFormSchema(banks),
	})
	expect(errorsOf(currency)).toEqual({ currency: ['XYZ is not a supported currency'] })
})

test('the confirm form needs the PIN, and the code only with 2FA on', () => {
	expect(parseWithZod(form({ pin: '123456' }), { schema: confirmQuoteSchema(false) }).status).toBe('success')
	expect(errorsOf(parseWithZod(form({ pin: '123456' }), { schema: confirmQuoteSchema(true) }))).toEqual({ token: ['The code is required'] })
})

test('pasted amounts and account numbers are read the same way the server reads them', () => {
	const submission = parseWithZod(form({ currency: 'NGN', bankCode: '044', accountNumber: '0123-456 789', amount: '₦1,000.50' }), {
		schema: transferFormSchema(banks),
	})
	expect(submission.status === 'success' && submission.value).toMatchObject({ accountNumber: '0123456789', amount: '1000.50' })
})

test('the fields go to the URL and come back as typed', () => {
	const search = transferSearch({ currency: 'NGN', bankCode: '044', accountNumber: '0123456789', amount: '10', narration: 'Rent & bills' })
	expect(readTransferFields(new URLSearchParams(search))).toEqual({
		currency: 'NGN',
		bankCode: '044',
		accountNumber: '0123456789',
		amount: '10',
		narration: 'Rent & bills',
	})
	expect(readTransferFields(new URLSearchParams()).currency).toBe('NGN')
})
