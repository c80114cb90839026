import { z } from 'zod'
import { INTEGERS_ONLY_MESSAGE } from '#contract/settings/credential-lengths.ts'
import { AMOUNT_REQUIRED_MESSAGE, checkAmount, normaliseAccountNumber } from './amount.ts'

/** The amount field of a form, for a currency with `decimals` decimals. */
export function amountSchema(decimals: number) {
	return z.string({ required_error: AMOUNT_REQUIRED_MESSAGE, invalid_type_error: AMOUNT_REQUIRED_MESSAGE }).transform((input, ctx) => {
		const checked = checkAmount(input, decimals)
		if (checked.ok) return checked.value
		ctx.addIssue({ code: 'custom', message: checked.message })
		return z.NEVER
	})
}

/** A field of digits only (an account number, spaces and dashes dropped): 'Only integers are allowed.' for anything else. */
export function digitsSchema(label: string, length?: { min: number; max: number }) {
	const digits = z
		.string({ required_error: `Enter the ${label}.`, invalid_type_error: `Enter the ${label}.` })
		.min(1, `Enter the ${label}.`)
		.regex(/^\d+$/, INTEGERS_ONLY_MESSAGE)
		.refine((value) => !length || !/^\d+$/.test(value) || (value.length >= length.min && value.length <= length.max), {
			message: length ? lengthMessage(label, length) : '',
		})
	return z.preprocess((value) => (typeof value === 'string' ? normaliseAccountNumber(value) : value), digits)
}

function lengthMessage(label: string, { min, max }: { min: number; max: number }) {
	return min === max ? `The ${label} has ${min} digits.` : `The ${label} has ${min} to ${max} digits.`
}
