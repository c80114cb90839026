import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportBalances } from '#app/server/money/accounts.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** The float balances the list shows, as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return exportBalances(request, user, 'float')
}
