import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { PASSWORD_RULES } from '#contract/password-rules.ts'
import { cn } from './cn.ts'
import { ErrorList, type ListOfErrors } from './field.tsx'

/**
 * A password field. With JavaScript it gains a show/hide switch; without,
 * it is a plain password input (the switch would do nothing).
 */
export function PasswordField({
	label,
	errors,
	showRules = false,
	className,
	...inputProps
}: {
	label: ReactNode
	errors?: ListOfErrors
	/** Lists SPEC.md §5's rules and ticks each one as it is met (JS only). */
	showRules?: boolean
	className?: string
} & InputHTMLAttributes<HTMLInputElement>) {
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	const [value, setValue] = useState(String(inputProps.defaultValue ?? ''))
	const id = inputProps.id ?? String(inputProps.name)
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className={cn('flex flex-col gap-1', className)}>
			<label htmlFor={id} className="text-sm font-medium text-gray-700">
				{label}
			</label>
			<div className="relative">
				<input
					{...inputProps}
					id={id}
					type={visible ? 'text' : 'password'}
					aria-invalid={errorId ? true : undefined}
					aria-describedby={cn(errorId, showRules ? `${id}-rules` : undefined) || undefined}
					onChange={(event) => {
						setValue(event.currentTarget.value)
						inputProps.onChange?.(event)
					}}
					className="block w-full rounded-lg border border-gray-300 bg-white py-2 pr-16 pl-3 text-sm shadow-xs focus:border-brand-500 aria-[invalid]:border-red-600"
				/>
				{hydrated ? (
					<button
						type="button"
						onClick={() => setVisible((v) => !v)}
						className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-700"
						aria-controls={id}
						aria-pressed={visible}
					>
						{visible ? 'Hide' : 'Show'}
					</button>
				) : null}
			</div>
			{showRules ? (
				<ul id={`${id}-rules`} className="grid gap-0.5 text-xs text-gray-600 sm:grid-cols-2">
					{PASSWORD_RULES.map((rule) => {
						const met = hydrated && rule.test(value)
						return (
							<li key={rule.id} className={cn(met && 'text-green-700')}>
								<span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
								{met ? <span className="sr-only"> (met)</span> : null}
							</li>
						)
					})}
				</ul>
			) : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}
