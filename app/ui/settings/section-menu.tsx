import { Link } from '@remix-run/react'
import { cn } from '../kit/cn.ts'

/**
 * A tab's side menu: each section is a link (`?section=…`), so every
 * sub-screen has its own URL that support can open.
 */
export function SectionMenu({ label, sections, current }: { label: string; sections: Array<{ id: string; label: string; to: string }>; current: string | null }) {
	return (
		<nav aria-label={label} className="flex gap-1 overflow-x-auto lg:flex-col">
			{sections.map((section) => (
				<Link
					key={section.id}
					to={section.to}
					preventScrollReset
					aria-current={current === section.id ? 'page' : undefined}
					className={cn(
						'rounded-lg px-3 py-2 text-sm whitespace-nowrap',
						current === section.id ? 'bg-brand-50 font-semibold text-brand-700' : 'text-gray-700 hover:bg-gray-100',
					)}
				>
					{section.label}
				</Link>
			))}
		</nav>
	)
}
