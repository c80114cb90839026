import { expect, test } from 'vitest'
import { SERVICE_NAMES } from '#contract/products.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { providerCallsDuring, requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
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
const APP = 'http://localhost:3000'

async function control(path: string, body: unknown = {}) {
	const response = await fetch(`${provider.url}/sandbox/v1/control${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify(body),
	})
	expect(response.status, path).toBeLessThan(300)
	return (await response.json()) as { data: { integrators: Array<{ email: string }> } }
}

/** A company with every service active: `services-approved`, with its approved, pending and missing services taken live. */
async function everyServiceActive() {
	const seeded = await control('/scenarios/services-approved', { tag: `overviews${Date.now()}` })
	const email = seeded.data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	const at = (path: string) => requestWithCookies(`${APP}${path}`, session)
	const { api } = await requireUser(at('/'), getLoadContext())
	const subscribed = new Set((await api.shell.getSubscriptions()).map((s) => s.name))
	const documents = await api.products.getOperationalDocuments()
	for (const name of SERVICE_NAMES) {
		if (!subscribed.has(name)) await api.products.subscribe(name)
		await control(`/integrators/${encodeURIComponent(email)}/subscriptions/${name}/approve`)
		const unaccepted = documents.filter((d) => d.service === name && !d.acceptedAt).map((d) => d.id)
		if (unaccepted.length) await api.products.acceptContract(name, unaccepted)
		await api.products.activate(name)
	}
	return at
}

const askedForRates = (calls: string[]) => calls.filter((call) => call.endsWith('/rates/my-rates'))

test('the overviews that do not show the rate card do not ask for it; the Compliance overview does, for its fees', async () => {
	const at = await everyServiceActive()
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
