import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadOrders } from '#app/server/trading/orders.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { OrdersPage, ordersHandle } from '#app/ui/trading/orders.tsx'

export const handle = ordersHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadOrders(request, context)
}

export default function OrdersRoute() {
	return <OrdersPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
