import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadReceiptPdf } from '#app/server/fiat/receipt.server.ts'

/** /fiat/payout/receipt/pdf?<the receipt's query>: its PDF, made on the server, for its owner only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadReceiptPdf(request, context)
}
