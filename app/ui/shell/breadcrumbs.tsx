import { Link, useLocation } from '@remix-run/react'
import { breadcrumbTrail } from '#app/lib/shell/breadcrumbs.ts'
import { useRouteHandle } from './route-handle.ts'

/**
 * Dashboard › My Products › service › page, from the deepest route's
 * `handle` and the URL (app/lib/shell/breadcrumbs.ts): every trail follows
 * the sidebar, so the same page is always reached the same way.
 */
export function Breadcrumbs() {
	const handle = useRouteHandle()
	const { pathname } = useLocation()
	if (!handle?.title) return null
	const trail = breadcrumbTrail(handle, pathname)
	return (
		<nav aria-label="Breadcrumb" className="text-sm text-gray-500">
			<ol className="flex flex-wrap items-center gap-1">
				{trail.map((crumb) => (
					<li key={crumb.to} className="flex items-center gap-1">
						<Link to={crumb.to} className="hover:text-ink hover:underline">
							{crumb.title}
						</Link>
						<span aria-hidden="true">›</span>
					</li>
				))}
				<li aria-current="page" className="font-medium text-ink">
					{handle.title}
				</li>
			</ol>
		</nav>
	)
}
