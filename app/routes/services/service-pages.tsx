import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireServiceNameAt, requireServiceWith } from '#app/server/service-guard.server.ts'
import { ErrorPage } from '#app/ui/shell/error-page.tsx'

/**
 * Everything under a service's pages (/crypto/ for the crypto wallet,
 * /fiat/ for the fiat wallet) belongs to that service: the guard answers
 * first, for pages that exist and for those that do not. Pages added there
 * call the same guard in their own loaders.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	await requireServiceWith(request, context, requireServiceNameAt(request))
	throw new Response('Not found', { status: 404 })
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireServiceWith(request, context, requireServiceNameAt(request))
	throw new Response('Not found', { status: 404 })
}

export function ErrorBoundary() {
	return <ErrorPage status={404} />
}
