import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportBalances } from '#app/server/money/accounts.server.ts'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** The ledger's balances the list shows, as CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return exportBalances(request, user, requireLedgerType(request))
}
