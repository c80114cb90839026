import { Link } from '@remix-run/react'
import { Icon } from './icon.tsx'

/** Back to the screen above: every sub-screen has one. */
export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
	return (
		<Link to={to} preventScrollReset className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
			<Icon name="back" /> {label}
		</Link>
	)
}
