import { expect, test } from 'vitest'
import { SERVICE_NAMES, type ServiceName } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { everyServiceActive, useProvider } from '#tests/support/provider-session.server.ts'
import { loadServiceLanding } from './service-landing.server.ts'

/**
 * One provider round trip per service landing page: with the provider
 * answering LATENCY_MS late, each /product/* page's loader (the service
 * guard's subscriptions and the page's rate card) takes about one LATENCY_MS
 * (under 1.6 ×, which tells one round from two with room for a busy machine;
 * the 1.2 goal is measured by `npm run bench`, section f), not one for the
 * guard and another for the rate card.
 */

const LATENCY_MS = 1000
const provider = useProvider()

test('every service landing page costs one provider round trip', { timeout: 120_000 }, async () => {
	// Set up at full speed (some thirty calls), then answer as a distant provider would.
	const at = await everyServiceActive(provider.url, 'rounds')
	provider.setLatency(LATENCY_MS)
	const open = (name: ServiceName) => loadServiceLanding(at(SERVICES[name].path), getLoadContext())
	// Once untimed: the first page warms the code paths and the database, not the provider's distance.
	await open('trading')
	// The quickest of three: two rounds can never take less than 2 × LATENCY_MS, a busy machine only adds.
	// The six pages open side by side in each try: their waits overlap, their CPU is a few milliseconds.
	const times = new Map<ServiceName, number[]>(SERVICE_NAMES.map((name) => [name, []]))
	for (let i = 0; i < 3; i++) {
		await Promise.all(
			SERVICE_NAMES.map(async (name) => {
				const started = performance.now()
				const page = await open(name)
				times.get(name)!.push(performance.now() - started)
				expect(page, name).toMatchObject({ name, subscription: { name, isApproved: true, status: true } })
				expect(page.rateCard, name).toBeTruthy()
			}),
		)
	}
	for (const name of SERVICE_NAMES) {
		const took = Math.min(...times.get(name)!)
		expect(took, `${SERVICES[name].path} (${Math.round(took)} ms)`).toBeLessThanOrEqual(LATENCY_MS * 1.6)
	}
})
