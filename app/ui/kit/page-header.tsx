import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useRouteHandle } from '../shell/route-handle.ts'
import { cn } from './cn.ts'

/** One entry of the header's secondary menu: a link (a page, or a `?confirm=` page state for what is destructive). */
export type PageMenuItem = { label: string; to: string; danger?: boolean; ariaLabel?: string }

/**
 * Every page's header (docs/decisions/116-page-header-breadcrumbs-and-titles.md):
 * the page's title (its route's title by default, so the h1, the last
 * breadcrumb and the tab's title say the same), what it is beside it (a
 * status), a line under it, the page's main actions, and a secondary menu
 * for what is rare or destructive. The menu is a <details>, so it opens
 * without JavaScript. The breadcrumb trail itself is the shell's top bar
 * (app/ui/shell/breadcrumbs.tsx), built from the same handle.
 */
export function PageHeader({
	title,
	titleId,
	titleTestId,
	badge,
	description,
	actions,
	back,
	menu,
	menuLabel = 'More',
	className,
	children,
}: {
	/** The h1; the route's title when left out. */
	title?: ReactNode
	titleId?: string
	/** A testid on the h1 (a page whose title is the name of what is open). */
	titleTestId?: string
	/** Beside the title: a status. */
	badge?: ReactNode
	/** Under the title: what the page is about, or when it changed. */
	description?: ReactNode
	/** The page's main actions (buttons or links). */
	actions?: ReactNode
	/** The way back up (the page it belongs to), a plain link beside the actions. */
	back?: { to: string; label: ReactNode }
	/** What is rare or destructive, in a menu. */
	menu?: PageMenuItem[]
	menuLabel?: string
	className?: string
	/** Under the header's row: a refusal, a notice. */
	children?: ReactNode
}) {
	const handle = useRouteHandle()
	return (
		<header className={cn('flex flex-col gap-3', className)} data-testid="page-header">
			<div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
				<div className="min-w-0">
					<div className="flex flex-wrap items-center gap-3">
						<h1 id={titleId} data-testid={titleTestId} className="text-2xl font-bold break-words">
							{title ?? handle?.title}
						</h1>
						{badge}
					</div>
					{description ? <div className="mt-1 text-sm text-gray-600">{description}</div> : null}
				</div>
				{actions || back || menu?.length ? (
					<div className="flex flex-wrap items-center gap-2">
						{back ? (
							<Link to={back.to} className="text-sm font-semibold text-brand-700 hover:underline">
								{back.label}
							</Link>
						) : null}
						{actions}
						{menu?.length ? <PageMenu label={menuLabel} items={menu} /> : null}
					</div>
				) : null}
			</div>
			{children}
		</header>
	)
}

function PageMenu({ label, items }: { label: string; items: PageMenuItem[] }) {
	return (
		<details className="relative" data-testid="page-menu">
			<summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-gray-50">
				{label}
				<span aria-hidden="true">▾</span>
			</summary>
			<ul className="absolute right-0 z-20 mt-2 flex w-52 flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
				{items.map((item) => (
					<li key={item.to}>
						<Link
							to={item.to}
							aria-label={item.ariaLabel}
							className={cn('block rounded-lg px-3 py-2 text-sm hover:bg-gray-50', item.danger && 'text-red-700')}
						>
							{item.label}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}
