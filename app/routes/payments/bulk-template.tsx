import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadBulkTemplate } from '#app/server/payments/bulk.server.ts'

/** /product/payment-service/bulk-payout/template.csv: the file's columns and two example rows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadBulkTemplate(request, context)
}
