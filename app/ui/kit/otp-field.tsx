import type { InputHTMLAttributes } from 'react'
import { OTP_LENGTH } from '#contract/settings/credential-lengths.ts'
import { INPUT_FILTER_ATTRIBUTE } from '#app/lib/input-filter.ts'
import { TextField } from './field.tsx'
import type { ListOfErrors } from './field.tsx'

/**
 * A 6-digit one-time code: numeric keyboard, one-time-code
 * autofill, exactly six digits (anything else is dropped as it is typed or
 * pasted: app/lib/input-filter.ts). Enter submits the form it is in.
 */
export function OtpField({ label, errors, ...props }: { label: string; errors?: ListOfErrors } & InputHTMLAttributes<HTMLInputElement>) {
	return (
		<TextField
			label={label}
			errors={errors}
			inputMode="numeric"
			autoComplete="one-time-code"
			pattern={`\\d{${OTP_LENGTH}}`}
			maxLength={OTP_LENGTH}
			minLength={OTP_LENGTH}
			{...{ [INPUT_FILTER_ATTRIBUTE]: 'digits' }}
			{...props}
		/>
	)
}
