import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireService } from '#app/server/service-guard.server.ts'
import { ErrorPage } from '#app/ui/shell/error-page.tsx'

/**
 * Everything under /crypto/ belongs to the crypto wallet service:
 * the guard answers first, for pages that exist and for those that do not.
 * Pages added under /crypto/ call the same guard in their own loaders.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	await requireService(request, context, 'wallets')
	throw new Response('Not found', { status: 404 })
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireService(request, context, 'wallets')
	throw new Response('Not found', { status: 404 })
}

export function ErrorBoundary() {
	return <ErrorPage status={404} />
}
