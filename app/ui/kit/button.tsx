import { useNavigation } from '@remix-run/react'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn.ts'
import { Spinner } from './spinner.tsx'

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'

const VARIANTS: Record<Variant, string> = {
	primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
	secondary: 'border border-gray-300 bg-white text-ink hover:bg-gray-50 disabled:opacity-60',
	danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
	ghost: 'text-ink hover:bg-gray-100 disabled:opacity-60',
}

export const buttonClass = (variant: Variant = 'primary', className?: string) =>
	cn(
		'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
		VARIANTS[variant],
		className,
	)

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	variant?: Variant
	/** Shows a spinner and this label while pending. */
	pending?: boolean
	pendingLabel?: string
}

export function Button({ variant = 'primary', pending = false, pendingLabel, className, children, disabled, ...props }: ButtonProps) {
	return (
		<button {...props} disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClass(variant, className)}>
			{pending ? <Spinner label={pendingLabel ?? 'Working'} /> : null}
			{pending && pendingLabel ? pendingLabel : children}
		</button>
	)
}

/**
 * A submit button that shows its pending state while the form it belongs to
 * is being submitted (matched by the button's `name`/`value`, the form
 * action, and `pendingWhen` for forms that differ by a hidden field), so
 * only the pressed button spins.
 */
export function SubmitButton({
	formAction,
	name,
	value,
	pendingWhen,
	...props
}: ButtonProps & { pendingWhen?: (formData: FormData) => boolean }) {
	const navigation = useNavigation()
	const formData = navigation.formData
	const submitting = navigation.state !== 'idle' && formData !== undefined && navigation.formMethod !== 'GET'
	const matches =
		submitting &&
		(!name || formData.get(name) === value) &&
		(!formAction || navigation.formAction === formAction) &&
		(!pendingWhen || pendingWhen(formData))
	return <Button type="submit" name={name} value={value} formAction={formAction} pending={matches} {...props} />
}
