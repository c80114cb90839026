import { Link } from '@remix-run/react'
import { useRouteHandle } from './route-handle.ts'

/** Ancestor › current page, from the deepest route's `handle`. */
export function Breadcrumbs() {
	const handle = useRouteHandle()
	if (!handle?.title) return null
	return (
		<nav aria-label="Breadcrumb" className="text-sm text-gray-500">
			<ol className="flex flex-wrap items-center gap-1">
				{handle.ancestor ? (
					<li className="flex items-center gap-1">
						<Link to={handle.ancestor.to} className="hover:text-ink hover:underline">
							{handle.ancestor.title}
						</Link>
						<span aria-hidden="true">›</span>
					</li>
				) : null}
				<li aria-current="page" className="font-medium text-ink">
					{handle.title}
				</li>
			</ol>
		</nav>
	)
}
