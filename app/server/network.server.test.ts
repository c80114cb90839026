import { beforeAll, expect, test } from 'vitest'
import { configure, requestWithCookies } from '#tests/support/provider-session.server.ts'
import { startUserSession } from './auth.server.ts'
import { getLoadContext } from './load-context.server.ts'
import { ProviderUnavailableError } from './provider/client.server.ts'
import { getCountries } from './provider/shell.server.ts'
import { requireUser } from './user.server.ts'

const APP = 'http://localhost:3000'

beforeAll(() => {
	// Nothing listens on port 9 (discard) here: the provider is unreachable.
	configure({ PROVIDER_API_URL: 'http://127.0.0.1:9' })
})

test('an unreachable provider turns a signed-in page into the 503 network-issue page', async () => {
	const now = Math.floor(Date.now() / 1000)
	const response = await startUserSession(
		new Request(`${APP}/auth/verify`),
		{
			accessToken: 'a.b.c',
			claims: {
				sub: 'p1',
				integratorPk: 'p1',
				loginPk: 'p1',
				role: 'OWNER',
				email: 'x@example.test',
				iat: now,
				exp: now + 3600,
				jti: 'j1',
			},
		},
		'/',
	)
	const user = await requireUser(requestWithCookies(`${APP}/`, response), getLoadContext())
	const error = (await user.profile.catch((e: unknown) => e)) as Response
	expect(error).toBeInstanceOf(Response)
	expect(error.status).toBe(503)
})

test('every loader awaiting the shared profile gets a 503 it can read, not a body already read (TypeError: Body is unusable)', async () => {
	const now = Math.floor(Date.now() / 1000)
	const response = await startUserSession(
		new Request(`${APP}/auth/verify`),
		{
			accessToken: 'a.b.c',
			claims: {
				sub: 'p1',
				integratorPk: 'p1',
				loginPk: 'p1',
				role: 'OWNER',
				email: 'x@example.test',
				iat: now,
				exp: now + 3600,
				jti: 'j2',
			},
		},
		'/',
	)
	const user = await requireUser(requestWithCookies(`${APP}/`, response), getLoadContext())
	// The root loader and the page's loader both await the one profile call of the request; Remix reads what each throws.
	const [first, second] = (await Promise.all([user.profile.catch((e: unknown) => e), user.profile.catch((e: unknown) => e)])) as Response[]
	expect(first!.status).toBe(503)
	await first!.text()
	expect(second!.status).toBe(503)
	await expect(second!.text()).resolves.toBeTypeOf('string')
})

test('the provider client reports an unreachable provider as such, not as a crash', async () => {
	await expect(getCountries()).rejects.toBeInstanceOf(ProviderUnavailableError)
})
