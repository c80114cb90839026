import { z } from 'zod'
import { CURRENCY_DECIMALS, type Currency } from './currencies.ts'
import { DECIMAL, fromMinorUnits, toMinorUnits } from './minor-units.ts'

export { fromMinorUnits, toMinorUnits }

/**
 * Amounts travel as decimal strings ("1500.25"), never as JSON numbers, so no
 * program on either side ever holds money in a float. The ledger stores
 * integer minor units; these helpers convert exactly both ways.
 */

/** At most 15 digits before the dot: room for any real balance, far from any overflow. */
export const AMOUNT_MAX_INTEGER_DIGITS = 15

export const AMOUNT_MESSAGES = {
	required: 'Amount is required',
	format: 'Enter the amount with digits and one dot only, e.g. 1500.25',
	positive: 'Amount must be greater than zero',
	tooLarge: 'Amount is too large',
	/** Too many decimals for the currency (0 decimals: whole amounts only). */
	decimals: (currency: Currency) => {
		const decimals = CURRENCY_DECIMALS[currency]
		return decimals === 0 ? `${currency} amounts cannot have decimals` : `${currency} amounts can have at most ${decimals} decimals`
	},
} as const

/**
 * The amount field of a form or request, checked for shape only: digits with
 * at most one dot, above zero, not absurdly large. The currency's decimals
 * are checked with `amountDecimalsIssue` once the currency is known.
 */
export const amountSchema = z
	.string({ required_error: AMOUNT_MESSAGES.required, invalid_type_error: AMOUNT_MESSAGES.format })
	.trim()
	.min(1, AMOUNT_MESSAGES.required)
	.superRefine((value, ctx) => {
		if (!value) return
		const match = DECIMAL.exec(value)
		if (!match) {
			ctx.addIssue({ code: 'custom', message: /^-\d/.test(value) ? AMOUNT_MESSAGES.positive : AMOUNT_MESSAGES.format })
			return
		}
		if (!/[1-9]/.test(value)) ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGES.positive })
		else if (match[1]!.replace(/^0+/, '').length > AMOUNT_MAX_INTEGER_DIGITS)
			ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGES.tooLarge })
	})

/** The message when `amount` (already shape-checked) has more decimals than `currency` allows, else null. */
export function amountDecimalsIssue(amount: string, currency: Currency): string | null {
	const decimals = DECIMAL.exec(amount.trim())?.[2]?.replace(/0+$/, '') ?? ''
	return decimals.length > CURRENCY_DECIMALS[currency] ? AMOUNT_MESSAGES.decimals(currency) : null
}

/** An amount as it appears in answers: the currency's decimals, always written out. */
export const amountStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/)
