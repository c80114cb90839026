import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadBatchCsv } from '#app/server/payments/bulk.server.ts'

/** …/bulk-payout/:batchId/results.csv: each row with its status, reason and payout. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadBatchCsv(request, context, params.batchId)
}
