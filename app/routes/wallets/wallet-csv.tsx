import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportWalletCsv } from '#app/server/wallets/wallet.server.ts'

/** /product/wallet-service/:walletCurrency/export.csv?<the list's filters>: every selected transaction, streamed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return exportWalletCsv(request, context, params.walletCurrency)
}
