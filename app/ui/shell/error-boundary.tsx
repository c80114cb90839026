import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage } from './error-page.tsx'

/**
 * The error boundary of every page inside the signed-in shell: a 403, 404,
 * 503 or unexpected error replaces the page's content only, so the sidebar
 * and top bar stay and the user can go elsewhere.
 */
export function ShellErrorBoundary() {
	const error = useRouteError()
	return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} inShell />
}
