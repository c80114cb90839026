import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportCollateralWallet } from '#app/server/lending/collateral-wallet.server.ts'

/** /product/lending-service/all-wallets/:accountId/export.csv?<the list's filters>: the collateral wallet's entries, streamed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return exportCollateralWallet(request, context, params.accountId)
}
