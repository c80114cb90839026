import type { Transaction } from '#contract/money/ledger.ts'
import type { WalletsSummary } from '#contract/wallets/api.ts'
import { getServiceState } from '#app/lib/products/services.ts'
import type { DashboardWallets } from '#app/lib/wallets/dashboard.ts'
import { DASHBOARD_MOVEMENTS } from '../money/dashboard-balances.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

const NOTHING: WalletsSummary = { assets: [], totalUsd: '0.00' }

/**
 * The home's wallets block, null unless the WALLETS service is active. Its
 * calls start beside the subscriptions rather than after them, so the home
 * keeps its one provider round trip; for an integrator without the service
 * they are refused (409 SERVICE_NOT_ACTIVE) and dropped, a small price like
 * the onboarding record's (dashboard-progress.server.ts).
 */
export async function loadDashboardWallets(user: User): Promise<DashboardWallets | null> {
	const answers = Promise.all([
		user.api.wallets.getSummary(),
		user.api.money.getTransactions({ ledgerType: 'crypto', limit: DASHBOARD_MOVEMENTS }),
	])
	answers.catch(() => {})
	const wallets = (await user.subscriptions).find((subscription) => subscription.name === 'wallets')
	if (getServiceState(wallets) !== 'active') return null
	let summary: WalletsSummary
	let latest: Transaction[]
	try {
		const [answered, page] = await answers
		summary = answered
		latest = page.items
	} catch (error) {
		if (error instanceof ProviderError && !error.isAuthFailure) return { available: false, summary: NOTHING, latest: [] }
		throw error
	}
	return { available: true, summary, latest }
}
