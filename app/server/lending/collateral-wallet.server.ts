import type { AppLoadContext } from '@remix-run/node'
import { exportLedger, loadLedger } from '../money/ledger.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'

/**
 * /product/lending-service/all-wallets/:accountId: one collateral wallet's
 * statement, which is its `collateral` ledger account's (deposits from the
 * main wallet, pledges to loans, collateral returned): the money area's
 * ledger page, behind the Lending guard, asked for beside its subscriptions.
 */
export async function loadCollateralWallet(request: Request, context: AppLoadContext, accountId: string | undefined) {
	const { loading } = await requireServiceWith(request, context, 'lending', (user) => ({
		loading: loadLedger(request, user, 'collateral', accountId ?? ''),
	}))
	return await loading
}

/** Its entries as CSV, as every ledger's. */
export async function exportCollateralWallet(request: Request, context: AppLoadContext, accountId: string | undefined) {
	const { user } = await requireServiceWith(request, context, 'lending')
	return exportLedger(request, user, 'collateral', accountId ?? '')
}
