import type { InputHTMLAttributes } from 'react'
import { cn } from '../kit/cn.ts'
import { controlClass, FieldShell, type ListOfErrors } from '../kit/field.tsx'

/** A file input drawn like the kit's fields, its button like the kit's secondary button (not the browser's bare control). */
export const fileControlClass = cn(
	controlClass,
	'cursor-pointer px-2 py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
)

/** A labelled file field with its hint and errors, wired as every kit field is. */
export function FileField({
	label,
	hint,
	errors,
	className,
	...inputProps
}: { label: string; hint?: string; errors?: ListOfErrors; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
	const id = inputProps.id ?? `file-${inputProps.name}`
	return (
		<FieldShell id={id} label={label} hint={hint} errors={errors} className={className}>
			{(aria) => <input type="file" {...inputProps} {...aria} className={fileControlClass} />}
		</FieldShell>
	)
}
