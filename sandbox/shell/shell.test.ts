import { describe, expect, it } from 'vitest'
import { TOKEN_ERROR_PREFIXES } from '#contract/envelope.ts'
import { subscriptionListResponseSchema } from '#contract/products.ts'
import { scenarioResponseSchema } from '#contract/sandbox.ts'
import { countryListResponseSchema, profileResponseSchema } from '#contract/shell.ts'
import { ACCOUNT_GONE_MESSAGE } from '../http/bearer-auth.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

/** A seeded services-approved integrator (subscriptions in every state) and its token. */
async function seeded(sandbox: TestSandbox, tag: string) {
	const result = scenarioResponseSchema.parse((await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag })).json).data
	const integrator = result.integrators[0]!
	return { integrator, token: await login(sandbox, integrator.email, integrator.password ?? '') }
}

describe.each(sandboxBackends())('shell (profile, countries) on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('lists ~250 countries sorted by name', async () => {
		const { status, json } = await sandbox.get('/integrator/v1/supported-noauth/COUNTRIES')
		expect(status).toBe(200)
		const countries = countryListResponseSchema.parse(json).data
		expect(countries.length).toBeGreaterThanOrEqual(240)
		expect(countries).toContainEqual({ code: 'NG', name: 'Nigeria' })
		expect(countries.some((country) => country.code === 'US')).toBe(true)
		const names = countries.map((country) => country.name)
		expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)
	})

	describe('GET /integrator/v1', () => {
		it('names every subscription, in any state, sorted like the subscription list', async () => {
			const { integrator, token } = await seeded(sandbox, uniqueSuffix())
			const profile = profileResponseSchema.strict().parse((await sandbox.get('/integrator/v1', { token })).json).data
			const subscriptions = subscriptionListResponseSchema.parse((await sandbox.get('/integrator/v1/subscriptions', { token })).json).data
			expect(profile.services).toEqual(['compliance', 'fcat', 'lending', 'trading', 'wallets'])
			expect(profile.services).toEqual(subscriptions.map((subscription) => subscription.name))
			expect(profile).toMatchObject({ pk: integrator.pk, email: integrator.email, kybVerified: true, onboarding: { status: 'REVIEWED' } })
		})

		it('answers 401 "Invalid token:" once the account is gone, on the profile and elsewhere @bad-input', async () => {
			const tag = uniqueSuffix()
			const { token } = await seeded(sandbox, tag)
			// Seeding again deletes the integrator and creates a new one with the same e-mail.
			await seeded(sandbox, tag)
			for (const path of ['/integrator/v1', '/integrator/v1/subscriptions']) {
				const { status, json } = await sandbox.get(path, { token })
				expect(status).toBe(401)
				expect(json).toEqual({ message: ACCOUNT_GONE_MESSAGE })
				expect(json.message.startsWith(TOKEN_ERROR_PREFIXES[0])).toBe(true)
			}
		})
	})
})
