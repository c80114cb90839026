import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLedger } from '#app/server/money/ledger.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LedgerPage } from '#app/ui/money/ledger-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Crypto account', ancestor: { title: 'Crypto ledger', to: '/accounts/crypto-ledger' } }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadLedger(request, user, 'crypto', params.accountId ?? '')
}

export default function CryptoLedger() {
	return <LedgerPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
