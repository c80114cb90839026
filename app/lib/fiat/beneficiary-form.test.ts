import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import * as accountChecks from '#contract/fiat/account-checks.ts'
import { ACCOUNT_CHECK_MESSAGES } from '#contract/fiat/bank-numbers.ts'
import { beneficiaryFormSchema } from './beneficiary-form.ts'
import { loadedTableChecks, loadTableChecks } from './table-checks.ts'

/**
 * One schema for the beneficiary forms in the browser and on the server
 * (record 113): the IBAN, BIC and mobile number checks are passed in (always
 * on the server; in the browser once a field has loaded them); the
 * table-free checks run either way.
 */
const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}
const EUR = { method: 'IBAN', businessName: 'Seine Transports SA', paymentBeneficiaryType: 'THIRD_PARTY', bic: 'DEUTDEFF' }
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
	result.status === 'error' ? result.error : {}

describe('beneficiaryFormSchema', () => {
	it('refuses a wrong IBAN with the table checks (the server, or the browser once loaded)', () => {
		const result = parseWithZod(form({ ...EUR, iban: 'DE89 3704 0044 0532 0130 01' }), {
			schema: beneficiaryFormSchema('BUSINESS', 'EUR', null, accountChecks),
		})
		expect(errorsOf(result)).toMatchObject({ iban: [ACCOUNT_CHECK_MESSAGES.iban] })
	})

	it('leaves the IBAN to the server before the checks load, but still asks for one', () => {
		const schema = beneficiaryFormSchema('BUSINESS', 'EUR', null, null)
		expect(parseWithZod(form({ ...EUR, iban: 'DE89 3704 0044 0532 0130 01' }), { schema }).status).toBe('success')
		expect(errorsOf(parseWithZod(form(EUR), { schema }))).toMatchObject({ iban: ['IBAN is required'] })
	})

	it('checks a NUBAN as typed without the table checks', () => {
		const schema = beneficiaryFormSchema('BUSINESS', 'NGN', [{ code: '058', name: 'GTBank' }], null)
		const result = parseWithZod(
			form({
				method: 'NUBAN',
				businessName: 'Okafor Imports',
				paymentBeneficiaryType: 'THIRD_PARTY',
				bankCode: '058',
				accountNumber: '0123456780',
			}),
			{ schema },
		)
		expect(errorsOf(result)).toMatchObject({ accountNumber: [ACCOUNT_CHECK_MESSAGES.nubanCheckDigit] })
	})

	it('loads the table checks once, on demand', async () => {
		const checks = await loadTableChecks()
		expect(loadedTableChecks()).toBe(checks)
		expect(await loadTableChecks()).toBe(checks)
		expect(checks.ibanIssue('DE89370400440532013000', 'EUR')).toBeNull()
	})
})
