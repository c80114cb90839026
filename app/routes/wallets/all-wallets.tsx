import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleAllWalletsAction, loadAllWallets } from '#app/server/wallets/all-wallets.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { AllWalletsPage } from '#app/ui/wallets/all-wallets.tsx'

export const handle: RouteHandle = { title: 'All wallets', ancestor: { title: 'Crypto wallet', to: '/product/wallet-service' } }

/** The WALLETS guard and the list in one provider round trip (loadAllWallets). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadAllWallets(request, context)
}

/** 'Create sub-wallet'. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleAllWalletsAction(request, context)
}

export default function AllWalletsRoute() {
	const refused = useActionData<typeof action>()
	return <AllWalletsPage {...useLoaderData<typeof loader>()} lastResult={refused?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
