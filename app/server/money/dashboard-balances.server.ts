import type { DashboardMoney } from '#app/lib/money/views.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

/** How many movements the dashboard lists. */
export const DASHBOARD_MOVEMENTS = 5

/**
 * The dashboard's balances and latest movements. Started by the dashboard's
 * loader beside its other calls, so it adds no round trip. A refusal of
 * these calls alone leaves the rest of the dashboard standing.
 */
export async function loadDashboardMoney(user: User): Promise<DashboardMoney> {
	const money = user.api.money
	try {
		const [totals, latest] = await Promise.all([money.getLedgerBalance(), money.getTransactions({ limit: DASHBOARD_MOVEMENTS })])
		return { available: true, totals, latest: latest.items }
	} catch (error) {
		if (error instanceof ProviderError && !error.isAuthFailure) return { available: false, totals: [], latest: [] }
		throw error
	}
}
