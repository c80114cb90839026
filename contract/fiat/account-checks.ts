import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile'
import { ACCOUNT_CHECK_MESSAGES, normalBic } from './bank-numbers.ts'

export * from './bank-numbers.ts'

/**
 * The checks a bank account or a mobile money number passes before anyone
 * asks a bank about it, the same in the browser (the form's schema) and on
 * the provider: IBAN and BIC with ibantools (ISO 13616 mod-97 check digits,
 * ISO 9362 shape and country), mobile numbers with libphonenumber-js
 * (Google's numbering plan of each country, mobile ranges only), and the two
 * small published check-digit rules no well-kept package covers: the ABA
 * routing number's and the Nigerian NUBAN's (record 085), kept in
 * ./bank-numbers.ts and re-exported here: a page loads this module (numbering
 * plans and IBAN formats, heavy: record 113) only when an IBAN or a
 * mobile number field is used.
 *
 * Each check answers the message to show, or null when the value passes.
 */

// ─── IBAN and BIC (EUR, GBP) ───────────────────────────────────────────────

/** An IBAN as typed or pasted ('de89 3704 0044…', with an 'IBAN' prefix or not) in its electronic form: 'DE89370400440532013000'. */
export const normalIban = (value: string) => electronicFormatIBAN(value.replace(/^IBAN[:\s]*/i, '')) ?? ''

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
