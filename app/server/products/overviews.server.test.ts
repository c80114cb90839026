import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { everyServiceActive, providerCallsDuring, useProvider } from '#tests/support/provider-session.server.ts'
import { loadComplianceOverview } from '../compliance/overview.server.ts'
import { loadFiatOverview } from '../fiat/overview.server.ts'
import { loadLendingOverview } from '../lending/overview.server.ts'
import { loadPaymentOverview } from '../payments/overview.server.ts'
import { loadTradingOverview } from '../trading/overview.server.ts'
import { loadWalletsOverview } from '../wallets/overview.server.ts'

/**
 * A service's rate card is its Pricing page (record 117): the overviews that no longer show it do not ask the
 * provider for it. The Compliance overview still does, for the fee of each screening tool it shows.
 */

const provider = useProvider()

const askedForRates = (calls: string[]) => calls.filter((call) => call.endsWith('/rates/my-rates'))

test('the overviews that do not show the rate card do not ask for it; the Compliance overview does, for its fees', async () => {
	const at = await everyServiceActive(provider.url, 'overviews')
	const overviews: Record<string, () => Promise<unknown>> = {
		fiat: () => loadFiatOverview(at('/product/fiat-wallet-service'), getLoadContext()),
		wallets: () => loadWalletsOverview(at('/product/wallet-service'), getLoadContext()),
		trading: () => loadTradingOverview(at('/product/trading'), getLoadContext()),
		lending: () => loadLendingOverview(at('/product/lending-service'), getLoadContext()),
		payment: () => loadPaymentOverview(at('/product/payment-service'), getLoadContext()),
	}
	for (const [name, open] of Object.entries(overviews)) {
		const { calls } = await providerCallsDuring(open)
		expect(askedForRates(calls), name).toEqual([])
	}
	const compliance = await providerCallsDuring(() => loadComplianceOverview(at('/product/compliance'), getLoadContext()))
	expect(askedForRates(compliance.calls)).toEqual(['GET /compliance/v1/rates/my-rates'])
})
