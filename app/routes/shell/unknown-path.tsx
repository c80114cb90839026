import { ErrorPage } from '#app/ui/shell/error-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Page not found' }

/**
 * Every unknown path answers 404 in place (the address stays, so support
 * sees what was asked for) with the /404 page's content.
 */
export function loader() {
	throw new Response('Not found', { status: 404 })
}

export default function UnknownPage() {
	return <ErrorPage status={404} />
}

export function ErrorBoundary() {
	return <ErrorPage status={404} />
}
