import { Link } from '@remix-run/react'
import { cn } from './cn.ts'

export type Tab = { id: string; label: string; to: string }

/**
 * Tabs that are links (`?tab=` or paths): every tab is a URL that works
 * without JavaScript, the open one marked aria-current="page". They wrap on
 * a narrow screen instead of scrolling sideways.
 */
export function Tabs({ label, tabs, current, className }: { label: string; tabs: readonly Tab[]; current: string; className?: string }) {
	return (
		<nav aria-label={label} className={className}>
			<ul className="flex flex-wrap gap-x-1 gap-y-1 border-b border-gray-200">
				{tabs.map((tab) => (
					<li key={tab.id}>
						<Link
							to={tab.to}
							aria-current={tab.id === current ? 'page' : undefined}
							className={cn(
								'-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold',
								tab.id === current ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-ink',
							)}
						>
							{tab.label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
