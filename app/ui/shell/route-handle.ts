import { useMatches } from '@remix-run/react'

/**
 * What each route declares in `handle`: its title (document
 * title and last breadcrumb), the service it belongs to, and its ancestor
 * page (the breadcrumb before it).
 */
export type RouteHandle = {
	title?: string
	serviceName?: string
	ancestor?: { title: string; to: string }
}

/**
 * The handle of a module that app/routes.ts uses for several routes (the
 * ledgers, the service pages, both onboarding flows): what it declares
 * depends on the URL it matched.
 */
export type RouteHandleByPath = { byPath: (pathname: string) => RouteHandle }

/** The handle of the deepest route that has a title. */
export function useRouteHandle(): RouteHandle | undefined {
	const matches = useMatches()
	for (let i = matches.length - 1; i >= 0; i--) {
		const match = matches[i]!
		const declared = match.handle as RouteHandle | RouteHandleByPath | undefined
		const handle = declared && 'byPath' in declared ? declared.byPath(match.pathname) : declared
		if (handle?.title) return handle
	}
	return undefined
}

export const APP_NAME = 'Integrator Dashboard'

export function documentTitle(handle: RouteHandle | undefined) {
	return handle?.title ? `${handle.title} | ${APP_NAME}` : APP_NAME
}
