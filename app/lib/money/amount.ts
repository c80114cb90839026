import { z } from 'zod'

/**
 * Amounts typed by the user: digits and at most one dot, more than zero,
 * and no more decimals than the currency has. They stay decimal strings
 * from the form to the provider (never a float), so what the user typed is
 * exactly what moves.
 */

export const INTEGERS_ONLY_MESSAGE = 'Only integers are allowed.'
export const AMOUNT_REQUIRED_MESSAGE = 'Enter an amount.'
export const AMOUNT_CHARACTERS_MESSAGE = 'Use digits and one dot only, like 1500.25.'
export const AMOUNT_POSITIVE_MESSAGE = 'The amount must be more than zero.'
export const AMOUNT_TOO_LONG_MESSAGE = 'The amount is too large.'
export const decimalsMessage = (decimals: number) =>
	decimals === 1 ? 'Use at most 1 decimal place.' : `Use at most ${decimals} decimal places.`

/** Longer than any balance a person types; stops megabyte "amounts" early. */
export const AMOUNT_MAX_LENGTH = 24

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

export type AmountCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * Checks one typed amount against a currency's `decimals` (0: whole units
 * only). On success `value` is the amount in plain form: no leading zeros,
 * no trailing dot ('007.50' → '7.50').
 */
export function checkAmount(input: string, decimals: number): AmountCheck {
	const text = input.trim()
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

/** The amount field of a form, for a currency with `decimals` decimals. */
export function amountSchema(decimals: number) {
	return z
		.string({ required_error: AMOUNT_REQUIRED_MESSAGE, invalid_type_error: AMOUNT_REQUIRED_MESSAGE })
		.transform((input, ctx) => {
			const checked = checkAmount(input, decimals)
			if (checked.ok) return checked.value
			ctx.addIssue({ code: 'custom', message: checked.message })
			return z.NEVER
		})
}

/** A field of digits only (an account number): 'Only integers are allowed.' for anything else. */
export function digitsSchema(label: string, length?: { min: number; max: number }) {
	return z
		.string({ required_error: `Enter the ${label}.`, invalid_type_error: `Enter the ${label}.` })
		.trim()
		.min(1, `Enter the ${label}.`)
		.regex(/^\d+$/, INTEGERS_ONLY_MESSAGE)
		.refine((value) => !length || !/^\d+$/.test(value) || (value.length >= length.min && value.length <= length.max), {
			message: length ? lengthMessage(label, length) : '',
		})
}

function lengthMessage(label: string, { min, max }: { min: number; max: number }) {
	return min === max ? `The ${label} has ${min} digits.` : `The ${label} has ${min} to ${max} digits.`
}

/**
 * The key filter of amount inputs: would `next` (the field's text once the
 * keystroke lands) still be digits and at most one dot (no dot at all for
 * whole-unit fields)? Lets the user fix a half-typed value, never type
 * letters, signs or a second dot.
 */
export function acceptsAmountText(next: string, allowDot: boolean) {
	return allowDot ? /^\d*\.?\d*$/.test(next) : /^\d*$/.test(next)
}
