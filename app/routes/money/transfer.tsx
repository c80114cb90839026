import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadTransfer } from '#app/server/money/transfers.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { TransferPage } from '#app/ui/money/transfer-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Transfer', ancestor: { title: 'Local transfers', to: '/local-transfers' } }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTransfer(request, user, params.id)
}

export default function TransferRoute() {
	return <TransferPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
