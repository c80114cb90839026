import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/** Field or form errors. The line keeps its height so buttons do not jump (STACK.md). */
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

const controlClass =
	'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-gray-400 focus:border-brand-500 aria-[invalid]:border-red-600'

type FieldProps = {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	className?: string
}

export function TextField({ label, hint, errors, className, ...inputProps }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className={cn('flex flex-col gap-1', className)}>
			<label htmlFor={id} className="text-sm font-medium text-gray-700">
				{label}
			</label>
			<input
				{...inputProps}
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={cn(errorId, hint ? `${id}-hint` : undefined) || undefined}
				className={controlClass}
			/>
			{hint ? (
				<p id={`${id}-hint`} className="text-xs text-gray-500">
					{hint}
				</p>
			) : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
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
	const id = selectProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className={cn('flex flex-col gap-1', className)}>
			<label htmlFor={id} className="text-sm font-medium text-gray-700">
				{label}
			</label>
			<select {...selectProps} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} className={controlClass}>
				{children}
			</select>
			{hint ? <p className="text-xs text-gray-500">{hint}</p> : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}
