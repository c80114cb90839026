import { Link } from '@remix-run/react'

/** Back to the screen above (SPEC.md §2: sub-screens have a back button). */
export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
	return (
		<Link to={to} preventScrollReset className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
			<span aria-hidden="true">←</span> {label}
		</Link>
	)
}
