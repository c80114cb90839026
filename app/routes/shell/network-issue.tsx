import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { safeRedirect } from '#app/server/safe-redirect.server.ts'
import { ErrorPage } from '#app/ui/shell/error-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Network issue' }

/**
 * The page users land on when our services cannot be reached (pages also
 * render it in place with 503). `?from=` names the page to try again.
 */
export function loader({ request }: LoaderFunctionArgs) {
	return { retryTo: safeRedirect(new URL(request.url).searchParams.get('from')) }
}

export default function NetworkIssuePage() {
	return <ErrorPage status={503} retryTo={useLoaderData<typeof loader>().retryTo} />
}
