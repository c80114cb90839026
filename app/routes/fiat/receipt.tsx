import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FIAT_PATH } from '#app/lib/fiat/labels.ts'
import { loadReceipt } from '#app/server/fiat/receipt.server.ts'
import { PayoutReceipt } from '#app/ui/fiat/receipt.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Payout receipt', serviceName: 'FCAT', ancestor: { title: 'Fiat wallets', to: FIAT_PATH } }

/** The payout's service guard (its `service-name`) and the payout, one provider round trip; anyone else's id is the 404 page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadReceipt(request, context)
}

export default function ReceiptRoute() {
	return <PayoutReceipt {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
