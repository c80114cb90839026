import type { InputHTMLAttributes, ReactNode } from 'react'
import { TextField, type ListOfErrors } from '../kit/field.tsx'

/**
 * An amount (or any number) field: a text input with a decimal keypad, not
 * type=number, which would accept '1e5' and drop what it cannot parse. It
 * takes what is typed or pasted as it comes ('₦2,500', '0123-456-789'): the
 * form's schema reads it with the same function in the browser and on the
 * server (normaliseAmountText), so JavaScript on or off, a value gets the
 * same answer, and a refusal says why instead of the field staying empty.
 */
export function NumberField({
	label,
	errors,
	integersOnly = false,
	...props
}: { label: string; hint?: ReactNode; errors?: ListOfErrors; integersOnly?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
	return (
		<TextField label={label} errors={errors} type="text" inputMode={integersOnly ? 'numeric' : 'decimal'} autoComplete="off" {...props} />
	)
}
