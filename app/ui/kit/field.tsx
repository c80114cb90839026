import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/** Field or form errors. The line keeps its height so buttons do not jump when a message appears. */
export function ErrorList({ id, errors, className }: { id?: string; errors?: ListOfErrors; className?: string }) {
	const list = errors?.filter(Boolean)
	return (
		<div id={id} className={cn('min-h-5 text-sm text-red-700', className)} aria-live="polite">
			{list?.length ? (
				<ul className="flex flex-col gap-0.5">
					{list.map((error) => (
						<li key={error}>{error}</li>
					))}
				</ul>
			) : null}
		</div>
	)
}

export const controlClass =
	'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-gray-400 focus:border-brand-500 aria-[invalid]:border-red-600'

type FieldProps = {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	className?: string
}

/** The ARIA wiring a control needs to be described by its hint and errors. */
export type ControlAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/**
 * Label, control, hint and errors, wired together for screen readers. Every
 * kind of field (text, select, password) renders its control through this.
 */
export function FieldShell({
	id,
	label,
	hint,
	errors,
	className,
	describedBy,
	children,
}: FieldProps & { id: string; describedBy?: string; children: (aria: ControlAria) => ReactNode }) {
	const errorId = errors?.some(Boolean) ? `${id}-error` : undefined
	const hintId = hint ? `${id}-hint` : undefined
	return (
		<div className={cn('flex flex-col gap-1', className)}>
			<label htmlFor={id} className="text-sm font-medium text-gray-700">
				{label}
			</label>
			{children({ id, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': cn(errorId, hintId, describedBy) || undefined })}
			{hint ? (
				<p id={hintId} className="text-xs text-gray-500">
					{hint}
				</p>
			) : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

export function TextField({ label, hint, errors, className, ...inputProps }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
	const fallbackId = useId()
	return (
		<FieldShell id={inputProps.id ?? fallbackId} label={label} hint={hint} errors={errors} className={className}>
			{(aria) => <input {...inputProps} {...aria} className={controlClass} />}
		</FieldShell>
	)
}

export function SelectField({
	label,
	hint,
	errors,
	className,
	children,
	...selectProps
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
	const fallbackId = useId()
	return (
		<FieldShell id={selectProps.id ?? fallbackId} label={label} hint={hint} errors={errors} className={className}>
			{(aria) => (
				<select {...selectProps} {...aria} className={controlClass}>
					{children}
				</select>
			)}
		</FieldShell>
	)
}
