import { CURRENCIES } from '#contract/money/currency-list.ts'
import { INTEGERS_ONLY_MESSAGE } from '#contract/settings/credential-lengths.ts'

/**
 * Amounts typed by the user: digits and at most one dot, more than zero,
 * and no more decimals than the currency has. They stay decimal strings
 * from the form to the provider (never a float), so what the user typed is
 * exactly what moves. No zod here: a form's preview checks amounts as they
 * are typed on its first visit; the form fields' schemas are in
 * amount-schemas.ts (docs/decisions/120-light-forms.md).
 */

export { INTEGERS_ONLY_MESSAGE }
export const AMOUNT_REQUIRED_MESSAGE = 'Enter an amount.'
export const AMOUNT_CHARACTERS_MESSAGE = 'Use digits and one dot only, like 1500.25.'
export const AMOUNT_POSITIVE_MESSAGE = 'The amount must be more than zero.'
export const AMOUNT_TOO_LONG_MESSAGE = 'The amount is too large.'
export const decimalsMessage = (decimals: number) =>
	decimals === 1 ? 'Use at most 1 decimal place.' : `Use at most ${decimals} decimal places.`

/** Longer than any balance a person types; stops megabyte "amounts" early. */
export const AMOUNT_MAX_LENGTH = 24

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/** Symbols and codes (fiat and crypto: '0.5 BTC') a person may type or paste before (or after) an amount. */
const MARK = `(?:[₦$€£]|${CURRENCIES.join('|')})`
const CURRENCY_MARK = new RegExp(`^${MARK}|${MARK}$`, 'gi')
/** Commas that group thousands: '1,000', '12,345,678.90'; anything else keeps its commas (and is refused). */
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/

/**
 * What a person types or pastes as an amount, as the form reads it: spaces
 * anywhere, one currency symbol or code at either end and commas between
 * groups of three digits go ('₦2,500' → '2500', ' 10 ' → '10',
 * 'NGN 1,000.50' → '1000.50'). The same function runs in the browser and on
 * the server, so a value is accepted or refused alike with or without
 * JavaScript; what is left is checked as typed ('1,5' is refused).
 */
export function normaliseAmountText(input: string) {
	const compact = input.replace(/\s+/g, '')
	const text = compact.replace(CURRENCY_MARK, '')
	// A lone symbol is not an empty field: it is refused as the characters it is.
	if (!text) return compact
	return GROUPED.test(text) ? text.replaceAll(',', '') : text
}

/** An account number as pasted from a statement or a message: spaces and dashes go ('0123-456 789' → '0123456789'). */
export function normaliseAccountNumber(input: string) {
	return input.replace(/[\s-]+/g, '')
}

export type AmountCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * Checks one typed amount (normalised first: normaliseAmountText) against a
 * currency's `decimals` (0: whole units only). On success `value` is the amount in plain form: no leading zeros,
 * no trailing dot ('007.50' → '7.50').
 */
export function checkAmount(input: string, decimals: number): AmountCheck {
	const text = normaliseAmountText(input)
	if (text === '') return { ok: false, message: AMOUNT_REQUIRED_MESSAGE }
	if (text.length > AMOUNT_MAX_LENGTH) return { ok: false, message: AMOUNT_TOO_LONG_MESSAGE }
	if (/^-\s*[\d.]/.test(text)) return { ok: false, message: AMOUNT_POSITIVE_MESSAGE }
	const match = DECIMAL.exec(text)
	if (!match) return { ok: false, message: decimals === 0 && /^[\d.]+$/.test(text) ? INTEGERS_ONLY_MESSAGE : AMOUNT_CHARACTERS_MESSAGE }
	const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0'
	const fraction = match[2] ?? match[3] ?? ''
	if (decimals === 0 && text.includes('.')) return { ok: false, message: INTEGERS_ONLY_MESSAGE }
	if (fraction.length > decimals) return { ok: false, message: decimalsMessage(decimals) }
	if (/^0*$/.test(whole + fraction)) return { ok: false, message: AMOUNT_POSITIVE_MESSAGE }
	return { ok: true, value: fraction ? `${whole}.${fraction}` : whole }
}
