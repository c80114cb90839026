import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadBalances } from '#app/server/money/accounts.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { BalancesPage } from '#app/ui/money/balances-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Crypto balances', ancestor: { title: 'Crypto ledger', to: '/accounts/crypto-ledger' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadBalances(request, user, 'crypto', '/accounts/crypto-ledger/balances')
}

export default function CryptoBalances() {
	return <BalancesPage {...useLoaderData<typeof loader>()} heading="Crypto balances" />
}

export { ShellErrorBoundary as ErrorBoundary }
