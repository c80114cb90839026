import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LENDING_PATH } from '#app/lib/lending/labels.ts'
import { handleCollateralWalletsAction, loadCollateralWallets } from '#app/server/lending/all-wallets.server.ts'
import { CollateralWalletsPage } from '#app/ui/lending/all-wallets.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Collateral wallets', serviceName: 'Lending', ancestor: { title: 'Lending', to: LENDING_PATH } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadCollateralWallets(request, context)
}

/** 'Create collateral wallet' and 'Move collateral'. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleCollateralWalletsAction(request, context)
}

export default function CollateralWalletsRoute() {
	return <CollateralWalletsPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
