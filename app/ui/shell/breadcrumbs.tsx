import { Link } from '@remix-run/react'
import { useRouteHandle } from './route-handle.ts'

const ROOT = { title: 'Dashboard', to: '/' }

/**
 * Dashboard › ancestor › current page, from the deepest route's `handle`:
 * every trail starts at the dashboard, so the same page is always reached
 * the same way.
 */
export function Breadcrumbs() {
	const handle = useRouteHandle()
	if (!handle?.title) return null
	const trail = [handle.ancestor?.to === ROOT.to || handle.title === ROOT.title ? null : ROOT, handle.ancestor ?? null].filter(
		(crumb): crumb is { title: string; to: string } => crumb !== null,
	)
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
