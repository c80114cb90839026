import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLedgerOverview } from '#app/server/money/ledger-overview.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LedgerOverview } from '#app/ui/money/ledger-overview.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Crypto ledger', ancestor: { title: 'Accounts', to: '/accounts' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadLedgerOverview(request, user, 'crypto', { balancesHref: '/accounts/crypto-ledger/balances' })
}

export default function CryptoLedgerOverview() {
	return <LedgerOverview {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
