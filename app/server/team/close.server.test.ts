import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { inRounds } from '#tests/support/provider-rounds.server.ts'
import { signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import { loadClosePage } from './close.server.ts'

/**
 * The page that closes the account (docs/product/team.md#closing-the-account) asks what stands in
 * the way beside the profile: one provider round trip (`inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md).
 */

const provider = useProvider()

test('what stands in the way of closing costs one round trip beside the profile', { timeout: 60_000 }, async () => {
	const { at } = await signedInScenario(provider.url, 'fiat-active')
	const page = await inRounds(
		'the close page',
		async () => loadClosePage(at('/settings/team/close'), await requireUser(at('/settings/team/close'), getLoadContext())),
		['GET /integrator/v1', 'GET /integrator/v1/team/closure'],
	)
	expect(page.refusal).toBeNull()
	expect(page.closure).toMatchObject({ canClose: false })
	expect(page.closure!.balances.length).toBeGreaterThan(0)
})
