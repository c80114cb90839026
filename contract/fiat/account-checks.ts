import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile'

/**
 * The checks a bank account or a mobile money number passes before anyone
 * asks a bank about it, the same in the browser (the form's schema) and on
 * the provider: IBAN and BIC with ibantools (ISO 13616 mod-97 check digits,
 * ISO 9362 shape and country), mobile numbers with libphonenumber-js
 * (Google's numbering plan of each country, mobile ranges only), and the two
 * small published check-digit rules no well-kept package covers: the ABA
 * routing number's and the Nigerian NUBAN's (record 085).
 *
 * Each check answers the message to show, or null when the value passes.
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

// ─── IBAN and BIC (EUR, GBP) ───────────────────────────────────────────────

/** An IBAN as typed or pasted ('de89 3704 0044…', with an 'IBAN' prefix or not) in its electronic form: 'DE89370400440532013000'. */
export const normalIban = (value: string) => electronicFormatIBAN(value.replace(/^IBAN[:\s]*/i, '')) ?? ''
export const normalBic = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** Which IBANs each currency takes: EUR any SEPA country's, GBP the United Kingdom's. */
export const IBAN_COUNTRIES = {
	EUR: { test: (country: string) => isSEPACountry(country), words: 'a SEPA country' },
	GBP: { test: (country: string) => country === 'GB', words: 'the United Kingdom (GB…)' },
} as const
export type IbanCurrency = keyof typeof IBAN_COUNTRIES

export function ibanIssue(value: string, currency: IbanCurrency): string | null {
	const iban = normalIban(value)
	if (!isValidIBAN(iban)) return ACCOUNT_CHECK_MESSAGES.iban
	const rule = IBAN_COUNTRIES[currency]
	return rule.test(iban.slice(0, 2)) ? null : ACCOUNT_CHECK_MESSAGES.ibanCountry(currency, rule.words)
}

/** The parts of a valid IBAN a bank is found by: its country, bank code and (in the UK) sort code. */
export function ibanParts(value: string) {
	const parts = extractIBAN(normalIban(value))
	return { country: parts.countryCode ?? '', bank: parts.bankIdentifier ?? '', branch: parts.branchIdentifier ?? '' }
}

/** A BIC: its shape and country (ISO 9362), and when an IBAN goes with it, the same country as the IBAN's. */
export function bicIssue(value: string, ibanCountry?: string): string | null {
	const bic = normalBic(value)
	if (!isValidBIC(bic)) return ACCOUNT_CHECK_MESSAGES.bic
	if (ibanCountry && bic.slice(4, 6) !== ibanCountry) return ACCOUNT_CHECK_MESSAGES.bicCountry(ibanCountry)
	return null
}

// ─── Mobile money numbers ──────────────────────────────────────────────────

export type MobileCheck = { ok: true; number: string } | { ok: false; message: string }

/**
 * A mobile number of `country` (ISO 3166 alpha-2), typed with or without
 * its country code; on success in E.164 form ('+254712345678'). A number of
 * another country, a landline or a number too short or long is refused,
 * naming the country.
 */
export function checkMobileNumber(value: string, country: string, countryName: string): MobileCheck {
	const text = value.replace(/[\s().-]+/g, '')
	if (!/^\+?\d{6,15}$/.test(text)) return { ok: false, message: ACCOUNT_CHECK_MESSAGES.mobileFormat }
	const parsed = parsePhoneNumberFromString(text, country as CountryCode)
	if (!parsed || parsed.country !== country || !parsed.isValid())
		return { ok: false, message: ACCOUNT_CHECK_MESSAGES.mobileCountry(countryName) }
	return { ok: true, number: parsed.number }
}
