import { expect, test } from 'vitest'
import { SERVICE_NAMES } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { everyServiceActive, useProvider } from '#tests/support/provider-session.server.ts'
import { loadServiceLanding } from './service-landing.server.ts'

/**
 * One provider round trip per service landing page: each /product/* page's
 * loader asks for the service guard's subscriptions and the page's rate card
 * at once, not one after the other (counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md; how long a round takes
 * is `npm run bench`'s, section f).
 */

const provider = useProvider()

test('every service landing page costs one provider round trip', { timeout: 120_000 }, async () => {
	const at = await everyServiceActive(provider.url, 'rounds')
	for (const name of SERVICE_NAMES) {
		const page = await inRounds(SERVICES[name].path, () => loadServiceLanding(at(SERVICES[name].path), getLoadContext()), [
			...GUARD_CALLS,
			// Each service's rate card: GET /{service}/v1/rates/my-rates (contract/products.ts).
			`GET /${name}/v1/rates/my-rates`,
		])
		expect(page, name).toMatchObject({ name, subscription: { name, isApproved: true, status: true } })
		expect(page.rateCard, name).toBeTruthy()
	}
})
