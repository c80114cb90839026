import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadWalletPage } from '#app/server/wallets/wallet.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'
import { walletHandle, WalletPage } from '#app/ui/wallets/wallet-page.tsx'

export const handle: RouteHandleByPath = { byPath: walletHandle }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	// The WALLETS guard runs inside, beside the wallet's call.
	return loadWalletPage(request, context, params.walletCurrency)
}

export default function WalletRoute() {
	return <WalletPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
