/**
 * The account checks that need no data tables: the messages of every
 * account check, the ABA routing number's and the Nigerian NUBAN's check
 * digits, any other bank's account number and a BIC's normal form. Apart
 * from contract/fiat/account-checks.ts (which re-exports them beside the
 * IBAN and mobile number checks, ibantools and libphonenumber-js's
 * numbering plans) so a page's first visit can check
 * these as typed and load the rest only when an IBAN or a mobile number
 * field is used (docs/decisions/113-light-pages.md).
 */

export const ACCOUNT_CHECK_MESSAGES = {
	routingFormat: 'A routing number has exactly 9 digits',
	routingCheckDigit: 'This routing number is not valid: its check digit does not match (check for a typo)',
	usAccountFormat: 'A US account number has 4 to 17 digits',
	nubanFormat: 'A NUBAN account number has exactly 10 digits',
	nubanCheckDigit: 'This account number is not valid for the chosen bank: its check digit does not match (check the number and the bank)',
	nubanBank: 'Choose the bank first: a NUBAN is checked against its bank',
	accountFormat: 'An account number has 6 to 20 digits',
	iban: 'This IBAN is not valid: check its length and its check digits',
	ibanCountry: (currency: string, countries: string) => `A ${currency} account needs an IBAN from ${countries}`,
	bic: 'This BIC is not valid: 8 or 11 letters and digits, like DEUTDEFF',
	bicCountry: (country: string) => `This BIC is not of a bank in the IBAN's country (${country})`,
	mobileFormat: 'Enter the mobile number with its country code, like +254 712 345 678',
	mobileCountry: (countryName: string) => `This is not a valid mobile number in ${countryName}`,
} as const

// ─── ABA routing numbers (United States) ───────────────────────────────────

/**
 * The ABA routing number's check: its nine digits weighted 3, 7, 1 in turn
 * sum to a multiple of 10 (the American Bankers Association's rule, as the
 * Federal Reserve's E-Payments Routing Directory applies it).
 */
export function isValidRoutingNumber(value: string) {
	if (!/^\d{9}$/.test(value)) return false
	const weights = [3, 7, 1]
	const sum = [...value].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0)
	return sum % 10 === 0
}

export function routingNumberIssue(value: string): string | null {
	if (!/^\d{9}$/.test(value)) return ACCOUNT_CHECK_MESSAGES.routingFormat
	return isValidRoutingNumber(value) ? null : ACCOUNT_CHECK_MESSAGES.routingCheckDigit
}

export const usAccountNumberIssue = (value: string) => (/^\d{4,17}$/.test(value) ? null : ACCOUNT_CHECK_MESSAGES.usAccountFormat)

// ─── NUBAN (Nigeria) ───────────────────────────────────────────────────────

/**
 * The NUBAN check digit (Central Bank of Nigeria, "Revised standards on
 * Nigeria Uniform Bank Account Number (NUBAN) for banks and other financial
 * institutions", 2018): the bank's code (3 digits for deposit money banks,
 * 5 or 6 for other institutions, left-padded with zeros to 6) followed by the
 * 9-digit serial, weighted 3, 7, 3 in turn; the check digit is 10 minus the
 * sum modulo 10, and 0 for 10. With a 3-digit code this is the 2010 rule
 * (the padding only adds zeros under the same weights).
 */
export function nubanCheckDigit(bankCode: string, serial: string) {
	if (!/^\d{3,6}$/.test(bankCode) || !/^\d{9}$/.test(serial)) throw new Error('A NUBAN needs a 3 to 6 digit bank code and a 9 digit serial')
	const digits = bankCode.padStart(6, '0') + serial
	const weights = [3, 7, 3]
	const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0)
	return (10 - (sum % 10)) % 10
}

export function isValidNuban(bankCode: string, accountNumber: string) {
	if (!/^\d{3,6}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false
	return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9])
}

export function nubanIssue(bankCode: string, accountNumber: string): string | null {
	if (!/^\d{10}$/.test(accountNumber)) return ACCOUNT_CHECK_MESSAGES.nubanFormat
	if (!/^\d{3,6}$/.test(bankCode)) return ACCOUNT_CHECK_MESSAGES.nubanBank
	return isValidNuban(bankCode, accountNumber) ? null : ACCOUNT_CHECK_MESSAGES.nubanCheckDigit
}

/** Any other bank's account number: digits only, no check digit to verify (the bank's name enquiry is the check). */
export const accountNumberIssue = (value: string) => (/^\d{6,20}$/.test(value) ? null : ACCOUNT_CHECK_MESSAGES.accountFormat)

/** A BIC as typed ('deut de ff') in its normal form: 'DEUTDEFF'. */
export const normalBic = (value: string) => value.replace(/\s+/g, '').toUpperCase()
