import { describe, expect, test } from 'vitest'
import {
	ACCOUNT_CHECK_MESSAGES,
	bicIssue,
	checkMobileNumber,
	ibanIssue,
	isValidNuban,
	isValidRoutingNumber,
	normalIban,
	nubanCheckDigit,
	nubanIssue,
	routingNumberIssue,
} from './account-checks.ts'
import { beneficiaryRequestSchema } from './beneficiary-checks.ts'
import { feeRuleOf, payoutFee } from './fees.ts'

describe('ABA routing numbers', () => {
	// Published routing numbers (the Federal Reserve's E-Payments Routing Directory): Federal Reserve Bank of
	// Boston, JPMorgan Chase (New York), Bank of America, Wells Fargo.
	test.each(['011000015', '021000021', '026009593', '121000248'])('%s passes its check digit', (number) => {
		expect(isValidRoutingNumber(number)).toBe(true)
		expect(routingNumberIssue(number)).toBeNull()
	})
	test('a changed digit fails the check; the wrong length is said as such @bad-input', () => {
		expect(routingNumberIssue('021000022')).toBe(ACCOUNT_CHECK_MESSAGES.routingCheckDigit)
		expect(routingNumberIssue('120000021')).toBe(ACCOUNT_CHECK_MESSAGES.routingCheckDigit)
		expect(routingNumberIssue('02100002')).toBe(ACCOUNT_CHECK_MESSAGES.routingFormat)
		expect(routingNumberIssue('02100002a')).toBe(ACCOUNT_CHECK_MESSAGES.routingFormat)
	})
})

describe('NUBAN', () => {
	test("the Central Bank of Nigeria's worked example: bank 011, serial 000001457 → check digit 9", () => {
		expect(nubanCheckDigit('011', '000001457')).toBe(9)
		expect(isValidNuban('011', '0000014579')).toBe(true)
	})
	test('the 2018 six-digit codes weigh the same as three-digit codes padded with zeros', () => {
		expect(nubanCheckDigit('000011', '000001457')).toBe(9)
		expect(nubanCheckDigit('090267', '123456789')).toBe(nubanCheckDigit('90267', '123456789'))
	})
	test('the number is checked against its bank: the same digits fail at another bank', () => {
		expect(nubanIssue('058', '0123456785')).toBeNull()
		expect(nubanIssue('044', '0123456785')).toBe(ACCOUNT_CHECK_MESSAGES.nubanCheckDigit)
		expect(nubanIssue('058', '0123456789')).toBe(ACCOUNT_CHECK_MESSAGES.nubanCheckDigit)
		expect(nubanIssue('058', '012345678')).toBe(ACCOUNT_CHECK_MESSAGES.nubanFormat)
		expect(nubanIssue('', '0123456785')).toBe(ACCOUNT_CHECK_MESSAGES.nubanBank)
	})
})

describe('IBAN and BIC', () => {
	// ISO 13616's and the European Committee for Banking Standards' examples.
	test.each([
		'DE89 3704 0044 0532 0130 00',
		'FR14 2004 1010 0505 0001 3M02 606',
		'IBAN GB29 NWBK 6016 1331 9268 19',
		'gb29nwbk60161331926819',
	])('%s is a valid IBAN', (iban) => {
		expect(ibanIssue(iban, 'EUR')).toBeNull()
	})
	test('check digits, length and the currency’s countries', () => {
		expect(normalIban('IBAN de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000')
		expect(ibanIssue('DE89 3704 0044 0532 0130 01', 'EUR')).toBe(ACCOUNT_CHECK_MESSAGES.iban)
		expect(ibanIssue('DE88 3704 0044 0532 0130 00', 'EUR')).toBe(ACCOUNT_CHECK_MESSAGES.iban)
		expect(ibanIssue('DE89 3704 0044 0532 0130', 'EUR')).toBe(ACCOUNT_CHECK_MESSAGES.iban)
		expect(ibanIssue('GB29NWBK60161331926819', 'GBP')).toBeNull()
		expect(ibanIssue('DE89370400440532013000', 'GBP')).toBe(ACCOUNT_CHECK_MESSAGES.ibanCountry('GBP', 'the United Kingdom (GB…)'))
		// Brazil has IBANs but is not in SEPA.
		expect(ibanIssue('BR1800360305000010009795493C1', 'EUR')).toBe(ACCOUNT_CHECK_MESSAGES.ibanCountry('EUR', 'a SEPA country'))
	})
	test('a BIC: 8 or 11 characters, a real country, the IBAN’s country', () => {
		expect(bicIssue('DEUTDEFF')).toBeNull()
		expect(bicIssue('deut de ff 500')).toBeNull()
		expect(bicIssue('NWBKGB2L', 'GB')).toBeNull()
		expect(bicIssue('DEUT')).toBe(ACCOUNT_CHECK_MESSAGES.bic)
		expect(bicIssue('DEUTXXFF')).toBe(ACCOUNT_CHECK_MESSAGES.bic)
		expect(bicIssue('DEUTDEFF', 'GB')).toBe(ACCOUNT_CHECK_MESSAGES.bicCountry('GB'))
	})
})

describe('mobile money numbers', () => {
	// libphonenumber's example mobile numbers of each country (its metadata, from Google's numbering plans).
	test.each([
		['0712123456', 'KE', '+254712123456'],
		['+254 712 123 456', 'KE', '+254712123456'],
		['0712345678', 'UG', '+256712345678'],
		['0231234567', 'GH', '+233231234567'],
		['70 123 45 67', 'SN', '+221701234567'],
		['671234567', 'CM', '+237671234567'],
	])('%s in %s is %s', (typed, country, e164) => {
		expect(checkMobileNumber(typed, country, country)).toEqual({ ok: true, number: e164 })
	})
	test('another country’s number, a landline, a short number or letters are refused @bad-input', () => {
		expect(checkMobileNumber('+2348021234567', 'KE', 'Kenya')).toEqual({
			ok: false,
			message: ACCOUNT_CHECK_MESSAGES.mobileCountry('Kenya'),
		})
		expect(checkMobileNumber('+254201234567', 'KE', 'Kenya')).toEqual({ ok: false, message: ACCOUNT_CHECK_MESSAGES.mobileCountry('Kenya') })
		expect(checkMobileNumber('+25471212', 'KE', 'Kenya')).toEqual({ ok: false, message: ACCOUNT_CHECK_MESSAGES.mobileCountry('Kenya') })
		expect(checkMobileNumber('call me', 'KE', 'Kenya')).toEqual({ ok: false, message: ACCOUNT_CHECK_MESSAGES.mobileFormat })
	})
})

describe('a beneficiary’s details', () => {
	const base = { paymentBeneficiaryType: 'THIRD_PARTY', isContractSigned: false } as const
	const issues = (value: object) => {
		const result = beneficiaryRequestSchema.safeParse({ ...base, ...value })
		return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
	}
	test('each method asks for its own details, in their written form', () => {
		const parsed = beneficiaryRequestSchema.parse({
			...base,
			kind: 'BUSINESS',
			currency: 'eur',
			method: 'iban',
			businessName: 'Rhein Logistics GmbH',
			iban: 'de89 3704 0044 0532 0130 00',
			bic: 'deutdeff',
		})
		expect(parsed).toMatchObject({ currency: 'EUR', method: 'IBAN', iban: 'DE89370400440532013000', bic: 'DEUTDEFF', firstName: null })
		const mobile = beneficiaryRequestSchema.parse({
			...base,
			kind: 'INDIVIDUAL',
			currency: 'KES',
			method: 'MOBILE_MONEY',
			firstName: 'Wanjiru',
			lastName: 'Kamau',
			mobileOperator: 'mpesa',
			mobileNumber: '0712 123 456',
		})
		expect(mobile).toMatchObject({ mobileOperator: 'MPESA', mobileNumber: '+254712123456', country: 'KE' })
	})
	test('every wrong field is named @bad-input', () => {
		expect(issues({ kind: 'INDIVIDUAL', currency: 'NGN', method: 'NUBAN', bankCode: '058', accountNumber: '0123456789' })).toEqual([
			['firstName', 'First name is required'],
			['lastName', 'Last name is required'],
			['accountNumber', ACCOUNT_CHECK_MESSAGES.nubanCheckDigit],
		])
		expect(issues({ kind: 'BUSINESS', businessName: 'X', currency: 'NGN', method: 'IBAN' })).toEqual([
			['method', 'Choose how to pay in NGN'],
		])
		expect(
			issues({
				kind: 'BUSINESS',
				businessName: 'X',
				currency: 'USD',
				method: 'US_ACCOUNT',
				routingNumber: '021000022',
				accountNumber: '12',
			}),
		).toEqual([
			['routingNumber', ACCOUNT_CHECK_MESSAGES.routingCheckDigit],
			['accountNumber', ACCOUNT_CHECK_MESSAGES.usAccountFormat],
		])
		expect(
			issues({
				kind: 'BUSINESS',
				businessName: 'X',
				currency: 'XOF',
				method: 'MOBILE_MONEY',
				mobileOperator: 'WAVE_XOF',
				mobileNumber: '+221701234567',
			}),
		).toEqual([['country', 'Choose the country of the mobile number']])
		expect(issues({ kind: 'BUSINESS', businessName: 'X', currency: 'JPY', method: 'IBAN' })).toEqual([
			['currency', 'JPY is not a supported currency'],
		])
	})
})

describe('the payout fee', () => {
	test('fixed plus the percent of the amount, the percent part truncated to the minor unit', () => {
		const rule = feeRuleOf({ feePercent: 0.5, feeFixed: 2 }, 'EUR')
		expect(rule).toEqual({ feePercent: '0.5', feeFixed: '2.00' })
		// 0.5 % of 1,234.57 is 6.17285: 6.17, plus 2.00.
		expect(payoutFee(123457n, rule, 'EUR')).toBe(817n)
		expect(payoutFee(1n, rule, 'EUR')).toBe(200n)
		expect(payoutFee(5000n, feeRuleOf(undefined, 'UGX'), 'UGX')).toBe(0n)
		// Whole-unit currencies: 1.5 % of 10,001 UGX is 150.015: 150.
		expect(payoutFee(10_001n, feeRuleOf({ feePercent: 1.5, feeFixed: 1000 }, 'UGX'), 'UGX')).toBe(1150n)
	})
})
