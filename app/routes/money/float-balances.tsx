import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadBalances } from '#app/server/money/accounts.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { BalancesPage } from '#app/ui/money/balances-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Float balances', ancestor: { title: 'Float ledger', to: '/accounts/float-ledger' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadBalances(request, user, 'float', '/accounts/float-ledger/balances')
}

export default function FloatBalances() {
	return <BalancesPage {...useLoaderData<typeof loader>()} heading="Float balances" />
}

export { ShellErrorBoundary as ErrorBoundary }
