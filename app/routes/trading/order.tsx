import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadOrderPage } from '#app/server/trading/orders.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { OrderPage, orderHandle } from '#app/ui/trading/order-page.tsx'

export const handle = orderHandle

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadOrderPage(request, context, params.orderId)
}

export default function OrderRoute() {
	return <OrderPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
