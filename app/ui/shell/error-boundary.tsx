import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage } from './error-page.tsx'
import { useDocumentRequestId } from './request-reference.tsx'

/**
 * The error boundary of every page inside the signed-in shell: a 403, 404,
 * 503 or unexpected error replaces the page's content only, so the sidebar
 * and top bar stay and the user can go elsewhere. A 5xx shows the request's
 * id ("Reference: …") for support.
 */
export function ShellErrorBoundary() {
	const error = useRouteError()
	const status = isRouteErrorResponse(error) ? error.status : 500
	const reference = useDocumentRequestId()
	return <ErrorPage status={status} inShell reference={status >= 500 ? reference : ''} />
}
