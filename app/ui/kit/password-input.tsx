import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { PASSWORD_RULES } from '#contract/password-rules.ts'
import { cn } from './cn.ts'
import { controlClass, FieldShell, type ListOfErrors } from './field.tsx'

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
	/** Lists the password rules and ticks each one as it is met (JS only). */
	showRules?: boolean
	className?: string
} & InputHTMLAttributes<HTMLInputElement>) {
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	const [value, setValue] = useState(String(inputProps.defaultValue ?? ''))
	const id = inputProps.id ?? String(inputProps.name)
	const rulesId = showRules ? `${id}-rules` : undefined
	return (
		<FieldShell id={id} label={label} errors={errors} className={className} describedBy={rulesId}>
			{(aria) => (
				<>
					<div className="relative">
						<input
							{...inputProps}
							{...aria}
							type={visible ? 'text' : 'password'}
							onChange={(event) => {
								setValue(event.currentTarget.value)
								inputProps.onChange?.(event)
							}}
							className={cn(controlClass, 'pr-16')}
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
						<ul id={rulesId} className="grid gap-0.5 text-xs text-gray-600 sm:grid-cols-2">
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
				</>
			)}
		</FieldShell>
	)
}
