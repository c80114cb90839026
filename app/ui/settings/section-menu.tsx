import { Link } from '@remix-run/react'
import { cn } from '../kit/cn.ts'

/**
 * A tab's side menu: each section is a link (`?section=…`), so every
 * sub-screen has its own URL that support can open. On a narrow screen the
 * links wrap rather than scroll sideways, so the current one is always in
 * view, with or without JavaScript; from lg up they stack beside the panel.
 */
export function SectionMenu({
	label,
	sections,
	current,
}: {
	label: string
	sections: Array<{ id: string; label: string; to: string }>
	current: string | null
}) {
	return (
		<nav aria-label={label} className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
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
