import { expect, test } from 'vitest'
import { z } from 'zod'
import { envelope } from '#contract/envelope.ts'
import { ROLE_FORBIDDEN } from '#contract/team/roles.ts'
import { useProvider } from '#tests/support/provider-session.server.ts'
import { loginWithPassword } from './auth.server.ts'
import { callProvider, ProviderError, ProviderUnavailableError } from './client.server.ts'
import { getCountries, registerIntegrator, shellApi } from './shell.server.ts'

useProvider()

/** The profile call as a signed-in user makes it, without the session around it. */
const fetchProfile = (token: string) => shellApi((path, options) => callProvider(path, { ...options, token })).getProfile()

test('a registered integrator logs in with a password and reads its profile', async () => {
	const email = `client-${Math.random().toString(36).slice(2)}@example.test`
	const profile = await registerIntegrator(
		{ accountType: 'INDIVIDUAL', firstName: 'Ian', lastName: 'Client', email, country: 'GB', password: 'Client.Passw0rd' },
		null,
	)
	expect(profile.email).toBe(email)
	const answer = await loginWithPassword({ email, password: 'Client.Passw0rd' }, null)
	if (!('accessToken' in answer)) throw new Error('2FA is off: the login answers a token')
	const fetched = await fetchProfile(answer.accessToken)
	expect(fetched).toMatchObject({ pk: profile.pk, accountType: 'INDIVIDUAL', businessName: null })
})

test('a bad token is an auth failure with the provider message @bad-input', async () => {
	const error = (await fetchProfile('not-a-jwt').catch((e: unknown) => e)) as ProviderError
	expect(error).toBeInstanceOf(ProviderError)
	expect(error.status).toBe(401)
	expect(error.isAuthFailure).toBe(true)
	expect(error.message).toMatch(/^Invalid token:/)
})

test("a role's refusal (403 ROLE_FORBIDDEN) is not an auth failure: the session stays, the reason is shown @bad-input", () => {
	const message = 'Your role (Viewer) may not move money'
	const refusal = new ProviderError(403, { message, errors: [{ message, code: ROLE_FORBIDDEN }] })
	expect(refusal.isAuthFailure).toBe(false)
	expect(new ProviderError(403, { message: 'Forbidden' }).isAuthFailure).toBe(true)
})

test('a validation error keeps the provider field messages', async () => {
	const error = (await registerIntegrator(
		{ accountType: 'COMPANY', firstName: 'A', lastName: 'B', email: 'bad', country: 'NG' },
		null,
	).catch((e: unknown) => e)) as ProviderError
	expect(error).toBeInstanceOf(ProviderError)
	expect(error.status).toBe(400)
	expect(error.isAuthFailure).toBe(false)
	expect(error.body.errors).toContainEqual(expect.objectContaining({ field: 'email', message: 'Enter a valid e-mail address' }))
})

test('an answer that breaks the contract is reported as the provider failing, not passed on', async () => {
	const wrongShape = envelope(z.object({ accessToken: z.string() }))
	await expect(callProvider('/integrator/v1/supported-noauth/COUNTRIES', { schema: wrongShape })).rejects.toBeInstanceOf(
		ProviderUnavailableError,
	)
})

test('the countries come from the provider, about 250 of them', async () => {
	const countries = await getCountries()
	expect(countries.length).toBeGreaterThan(240)
	expect(countries).toContainEqual({ code: 'NG', name: 'Nigeria' })
})
