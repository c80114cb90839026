import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportLedgerOverview } from '#app/server/money/ledger-overview.server.ts'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** Every movement of the ledger the overview's filters select, as CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return exportLedgerOverview(request, user, requireLedgerType(request))
}
