import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportFiatWalletCsv } from '#app/server/fiat/wallet.server.ts'

/** /product/fiat-wallet-service/wallet/export.csv?currency=&<the list's filters>: every selected transaction, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return exportFiatWalletCsv(request, context)
}
