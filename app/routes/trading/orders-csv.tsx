import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportOrdersCsv } from '#app/server/trading/orders.server.ts'

/** /product/trading/orders/export.csv?<the list's filters>: every selected order, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return exportOrdersCsv(request, context)
}
