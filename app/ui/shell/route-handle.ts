import { useLocation, useMatches } from '@remix-run/react'
import { documentTitle as titleOf, type PageIdentity } from '#app/lib/shell/breadcrumbs.ts'

/**
 * What each route declares in `handle`: its title (document title and last
 * breadcrumb), the service it belongs to, and its ancestor page (the
 * breadcrumb before it). `titleFrom` names what is open from the route's
 * loader data ('NGN wallet', 'Order TR-…') where `title` alone would say the
 * same whatever is open; it answers null when the data does not say (an
 * error), and `title` stands (docs/decisions/116-page-header-breadcrumbs-and-titles.md).
 */
export type RouteHandle = {
	title?: string
	serviceName?: string
	ancestor?: { title: string; to: string }
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route reads its own loader's data
	titleFrom?: (data: any) => string | null | undefined
}

/**
 * The handle of a module that app/routes.ts uses for several routes (the
 * ledgers, the service pages, both onboarding flows): what it declares
 * depends on the URL it matched.
 */
export type RouteHandleByPath = { byPath: (pathname: string) => RouteHandle }

/** The deepest route that has a title: its handle, with the title its data gives when it gives one. */
export function useRouteHandle(): (RouteHandle & PageIdentity) | undefined {
	const matches = useMatches()
	for (let i = matches.length - 1; i >= 0; i--) {
		const match = matches[i]!
		const declared = match.handle as RouteHandle | RouteHandleByPath | undefined
		const handle = declared && 'byPath' in declared ? declared.byPath(match.pathname) : declared
		if (!handle?.title) continue
		const fromData = match.data != null && handle.titleFrom ? handle.titleFrom(match.data) : null
		return { ...handle, title: fromData || handle.title }
	}
	return undefined
}

/** The tab's title of the page open now. */
export function useDocumentTitle() {
	const handle = useRouteHandle()
	const { pathname } = useLocation()
	return titleOf(handle, pathname)
}
