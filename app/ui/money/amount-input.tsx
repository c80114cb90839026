import type { InputHTMLAttributes, ReactNode } from 'react'
import { acceptsAmountText } from '#app/lib/money/amount.ts'
import { TextField, type ListOfErrors } from '../kit/field.tsx'

/** The text the input would hold once this keystroke or paste lands. */
function nextText(input: HTMLInputElement, inserted: string) {
	const start = input.selectionStart ?? input.value.length
	const end = input.selectionEnd ?? input.value.length
	return input.value.slice(0, start) + inserted + input.value.slice(end)
}

/**
 * An amount (or any number) field. With JavaScript a key filter lets only
 * digits and one dot in (no dot when `integersOnly`); without it the server
 * says what is wrong. A text input with a decimal keypad, not type=number,
 * which would accept '1e5' and drop what it cannot parse.
 */
export function NumberField({
	label,
	errors,
	integersOnly = false,
	...props
}: { label: string; hint?: ReactNode; errors?: ListOfErrors; integersOnly?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
	return (
		<TextField
			label={label}
			errors={errors}
			type="text"
			inputMode={integersOnly ? 'numeric' : 'decimal'}
			autoComplete="off"
			onBeforeInput={(event) => {
				const data = (event.nativeEvent as InputEvent).data
				if (data !== null && !acceptsAmountText(nextText(event.currentTarget, data), !integersOnly)) event.preventDefault()
			}}
			{...props}
		/>
	)
}
