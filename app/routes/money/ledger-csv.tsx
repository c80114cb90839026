import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { exportLedger } from '#app/server/money/ledger.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** Every entry of this account's ledger the page's filters select, as CSV. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return exportLedger(request, user, requireLedgerType(request), params.accountId ?? '')
}
