import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadTransfersList } from '#app/server/money/transfers.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { TransfersList } from '#app/ui/money/transfers-list.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Local transfers', ancestor: { title: 'Funding balances', to: '/funding-balances' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTransfersList(request, user)
}

export default function LocalTransfersRoute() {
	return <TransfersList {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
