import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenClaimsSchema, logoutResponseSchema, TOKEN_REVOKED_MESSAGE } from '#contract/auth.ts'
import { scenarioResponseSchema } from '#contract/sandbox.ts'
import { ACCOUNT_GONE_MESSAGE } from '../http/bearer-auth.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login, newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

describe.each(sandboxBackends())('logout revokes the access token on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('gives every access token its own jti', async () => {
		const integrator = await newIntegrator(sandbox, clock)
		const other = await login(sandbox, integrator.email)
		const first = accessTokenClaimsSchema.parse(decodeJwt(integrator.token))
		const second = accessTokenClaimsSchema.parse(decodeJwt(other))
		expect(first.jti).not.toBe(second.jti)
	})

	it('refuses the revoked token on every route with a 401, and leaves the other tokens alone @bad-input', async () => {
		const integrator = await newIntegrator(sandbox, clock)
		const otherBrowser = await login(sandbox, integrator.email)
		const revoked = integrator.token

		const answer = await sandbox.send('POST', '/auth/v1/logout', { token: revoked })
		expect(answer.status).toBe(200)
		logoutResponseSchema.parse(answer.json)

		const calls: [string, string, unknown?][] = [
			['GET', '/integrator/v1'],
			['GET', '/integrator/v1/subscriptions'],
			['PATCH', '/integrator/v1/webhook', { webhook: 'https://example.com/hook' }],
			['POST', '/auth/v1/2fa'],
			['POST', '/auth/v1/logout'],
		]
		for (const [method, path, body] of calls) {
			expectRefused(await sandbox.send(method, path, { token: revoked, body }), 401, { message: TOKEN_REVOKED_MESSAGE })
		}

		// Another session of the same integrator (another browser) still works: logout ends one session, not all.
		const profile = await sandbox.send('GET', '/integrator/v1', { token: otherBrowser })
		expect(profile.status).toBe(200)
		expect(profile.json.data.webhookUrl).toBeNull()
	})

	it('answers 401 "Invalid token:" to the token of an integrator deleted since, not a 500 @bad-input', async () => {
		const tag = uniqueSuffix()
		const seed = async () =>
			scenarioResponseSchema.parse((await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag })).json).data
				.integrators[0]!
		const first = await seed()
		const token = await login(sandbox, first.email, first.password ?? '')
		// Seeding again deletes the integrator and creates a new one with the same e-mail.
		await seed()
		expectRefused(await sandbox.send('POST', '/auth/v1/logout', { token }), 401, { message: ACCOUNT_GONE_MESSAGE })
	})

	it('refuses a call without a valid token like any bearer route @bad-input', async () => {
		expectRefused(await sandbox.send('POST', '/auth/v1/logout'), 401, { message: /^Invalid token:/ })
		expectRefused(await sandbox.send('POST', '/auth/v1/logout', { token: 'not-a-jwt' }), 401, { message: /^Invalid token:/ })
	})
})
