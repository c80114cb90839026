import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportAllWalletsCsv } from '#app/server/wallets/all-wallets.server.ts'

/** /product/wallet-service/all-wallets/export.csv?<the list's filters>: every selected wallet, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return exportAllWalletsCsv(request, context)
}
