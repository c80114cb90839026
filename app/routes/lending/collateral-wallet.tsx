import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LEDGER_PAGES } from '#app/lib/money/labels.ts'
import { loadCollateralWallet } from '#app/server/lending/collateral-wallet.server.ts'
import { LedgerPage } from '#app/ui/money/ledger-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

const page = LEDGER_PAGES.collateral
export const handle: RouteHandle = { title: page.account, serviceName: 'Lending', ancestor: { title: page.title, to: page.path } }

/** One collateral wallet's statement: its ledger account's entries, behind the Lending guard. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadCollateralWallet(request, context, params.accountId)
}

export default function CollateralWalletRoute() {
	return <LedgerPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
