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

/** The handle of the deepest route that has a title. */
export function useRouteHandle(): RouteHandle | undefined {
	const matches = useMatches()
	for (let i = matches.length - 1; i >= 0; i--) {
		const handle = matches[i]?.handle as RouteHandle | undefined
		if (handle?.title) return handle
	}
	return undefined
}

export const APP_NAME = 'Integrator Dashboard'

export function documentTitle(handle: RouteHandle | undefined) {
	return handle?.title ? `${handle.title} | ${APP_NAME}` : APP_NAME
}
