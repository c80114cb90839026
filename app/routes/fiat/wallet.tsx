import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FIAT_PATH } from '#app/lib/fiat/labels.ts'
import { handleFiatWalletAction, loadFiatWalletPage } from '#app/server/fiat/wallet.server.ts'
import { FiatWalletPage } from '#app/ui/fiat/wallet-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Fiat wallet',
	serviceName: 'FCAT',
	ancestor: { title: 'Fiat wallets', to: FIAT_PATH },
	titleFrom: (data: { currency?: string }) => (data.currency ? `${data.currency} wallet` : null),
}

/** The FCAT guard, the wallet, its transactions, beneficiaries and balances in one provider round trip. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadFiatWalletPage(request, context)
}

/** The internal transfer, and deleting a beneficiary. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleFiatWalletAction(request, context)
}

export default function FiatWalletRoute() {
	return <FiatWalletPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
