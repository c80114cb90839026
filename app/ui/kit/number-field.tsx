import type { InputHTMLAttributes, ReactNode } from 'react'
import { PIN_LENGTH } from '#contract/settings/credential-lengths.ts'
import { INPUT_FILTER_ATTRIBUTE } from '#app/lib/input-filter.ts'
import { TextField, type ListOfErrors } from './field.tsx'

type Props = { label: string; hint?: ReactNode; errors?: ListOfErrors } & InputHTMLAttributes<HTMLInputElement>

/**
 * An amount (or any number) field: a text input with a decimal keypad, not
 * type=number, which would accept '1e5' and drop what it cannot parse. Keys
 * type digits and one dot (`integersOnly`: digits); a paste keeps what the
 * amount normaliser reads ('₦2,500', '$1 000'), see app/lib/input-filter.ts.
 * The form's schema reads the value with the same function in the browser
 * and on the server (normaliseAmountText), so JavaScript on or off, a value
 * gets the same answer, and a refusal says why.
 */
export function AmountField({ integersOnly = false, ...props }: Props & { integersOnly?: boolean }) {
	return (
		<TextField
			type="text"
			inputMode={integersOnly ? 'numeric' : 'decimal'}
			autoComplete="off"
			{...{ [INPUT_FILTER_ATTRIBUTE]: integersOnly ? 'integer' : 'decimal' }}
			{...props}
		/>
	)
}

/**
 * A 6-digit PIN: masked, a numeric keypad, `pattern` for the browser's own
 * check, and digits only whether typed or pasted. The server's pinSchema
 * refuses anything else with 'Only integers are allowed.'.
 */
export function PinField(props: Props) {
	return (
		<TextField
			type="password"
			inputMode="numeric"
			autoComplete="off"
			maxLength={PIN_LENGTH}
			pattern={`\\d{${PIN_LENGTH}}`}
			{...{ [INPUT_FILTER_ATTRIBUTE]: 'digits' }}
			{...props}
		/>
	)
}
