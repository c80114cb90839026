import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadTransferQuote } from '#app/server/money/local-transfer.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LocalTransferForm } from '#app/ui/money/local-transfer.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Local transfer', ancestor: { title: 'Funding balances', to: '/funding-balances' } }

/** Asks the provider for a quote and opens it (/local-transfer/quote/:id); refused fields show the form again. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTransferQuote(request, user)
}

export default function AskQuoteRoute() {
	return <LocalTransferForm {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
