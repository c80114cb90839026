import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { loadPaymentWallets } from '#app/server/payments/overview.server.ts'
import { AllWalletsPage } from '#app/ui/payments/wallets.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'All payment wallets',
	serviceName: 'Payment',
	ancestor: { title: 'Payment', to: PAYMENT_PATH },
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadPaymentWallets(request, context)
}

export default function PaymentWalletsRoute() {
	return <AllWalletsPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
