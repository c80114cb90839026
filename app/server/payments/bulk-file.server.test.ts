import { describe, expect, it } from 'vitest'
import { BULK_MESSAGES, BULK_TEMPLATE } from '#app/lib/payments/labels.ts'
import { readBulkFile } from './bulk-file.server.ts'

/**
 * The bulk payout file as the dashboard reads it before the provider sees
 * a row: the template reads as four payouts (one by id, three by bank
 * details), headers in any order and case, a mobile number is not a
 * formula but '+HYPERLINK(…)' is, and a file naming nobody to pay is refused.
 */

const csv = (text: string, name = 'run.csv') => new File([text], name, { type: 'text/csv' })

describe('readBulkFile', () => {
	it('reads the template: a saved beneficiary by id, then an NGN account, a EUR IBAN and a KES mobile number', async () => {
		const read = await readBulkFile(csv(BULK_TEMPLATE, 'bulk-payout-template.csv'))
		if (!read.ok) throw new Error(read.message)
		expect(read.rows).toEqual([
			{
				line: 2,
				beneficiaryId: 'fbn_0123456789abcdef0123',
				beneficiary: undefined,
				amount: '1500.00',
				currency: 'NGN',
				reference: 'Invoice 1001',
			},
			{
				line: 3,
				beneficiaryId: '',
				beneficiary: {
					kind: 'INDIVIDUAL',
					firstName: 'Ada',
					lastName: 'Okafor',
					method: 'NUBAN',
					bankCode: '058',
					accountNumber: '0123456785',
				},
				amount: '250.50',
				currency: 'NGN',
				reference: 'Invoice 1002',
			},
			{
				line: 4,
				beneficiaryId: '',
				beneficiary: {
					kind: 'BUSINESS',
					businessName: 'Muller Logistics GmbH',
					method: 'IBAN',
					iban: 'DE89370400440532013000',
					bic: 'DEUTDEFF',
				},
				amount: '1200.00',
				currency: 'EUR',
				reference: 'Invoice 1003',
			},
			{
				line: 5,
				beneficiaryId: '',
				beneficiary: {
					kind: 'INDIVIDUAL',
					firstName: 'Wanjiru',
					lastName: 'Kamau',
					method: 'MOBILE_MONEY',
					mobileOperator: 'MPESA',
					mobileNumber: '+254712345678',
					country: 'KE',
				},
				amount: '3000.00',
				currency: 'KES',
				reference: 'Invoice 1004',
			},
		])
	})

	it('takes bank details without a beneficiary_id column, in any order and case, a spaced mobile number included', async () => {
		const read = await readBulkFile(csv('Currency,Amount,Mobile Number,First Name,Last-Name\nKES,10,+254 712 345 678,Wanjiru,Kamau\n'))
		expect(read).toMatchObject({
			ok: true,
			rows: [
				{
					beneficiaryId: '',
					currency: 'KES',
					amount: '10',
					beneficiary: { mobileNumber: '+254 712 345 678', firstName: 'Wanjiru', lastName: 'Kamau' },
				},
			],
		})
	})

	it('refuses formulas, even among bank details, and a header naming nobody to pay @bad-input', async () => {
		expect(await readBulkFile(csv('amount,currency,first_name\n1,NGN,+HYPERLINK("http://x")\n'))).toEqual({
			ok: false,
			message: BULK_MESSAGES.formula([2]),
		})
		expect(await readBulkFile(csv('amount,currency,account_number\n1,NGN,=1+1\n'))).toEqual({
			ok: false,
			message: BULK_MESSAGES.formula([2]),
		})
		expect(await readBulkFile(csv('amount,currency,reference\n1,NGN,x\n'))).toEqual({ ok: false, message: BULK_MESSAGES.header })
		expect(await readBulkFile(csv('beneficiary_id,currency\nfbn_x,NGN\n'))).toEqual({ ok: false, message: BULK_MESSAGES.header })
	})

	it('refuses a formula behind a tab, a carriage return or spaces, quoted so the reader keeps them @bad-input', async () => {
		for (const cell of ['"\t=1+1"', '"\r=1+1"', '"  =1+1"', '"\t+254 712 345 678"', '"\t@SUM(A1)"', '"\n-2+3"']) {
			const read = await readBulkFile(csv(`amount,currency,beneficiary_id,reference\n1,NGN,fbn_x,${cell}\n`))
			// The line is where the record ends: a quoted line break counts.
			expect(read, cell).toMatchObject({
				ok: false,
				message: expect.stringMatching(/^The file has cells starting with =, \+, - or @ \(line [23]\)/),
			})
		}
	})

	it('keeps the file name without direction overrides or controls, at most 120 characters with its extension', async () => {
		const body = 'amount,currency,beneficiary_id\n1,NGN,fbn_x\n'
		const overridden = await readBulkFile(csv(body, 'payouts\u202Evsc.exe\u202C\u2066.csv'))
		expect(overridden).toMatchObject({ ok: true, fileName: 'payoutsvsc.exe.csv' })
		const long = await readBulkFile(csv(body, `${'a'.repeat(10_000)}.csv`))
		if (!long.ok) throw new Error(long.message)
		expect(long.fileName).toHaveLength(120)
		expect(long.fileName.endsWith('.csv')).toBe(true)
	})
})
