import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenClaimsSchema, accessTokenResponseSchema, LOGIN_LINK_TTL_MS } from '#contract/auth.ts'
import { TOKEN_ERROR_PREFIXES } from '#contract/envelope.ts'
import { subscriptionListResponseSchema } from '#contract/products.ts'
import { outboxResponseSchema } from '#contract/sandbox.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { randomIp, useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

const PASSWORD = 'Str0ng.Pass-word'
const CALLBACK_URL = 'http://localhost:3000/auth/verify'

async function register(sandbox: TestSandbox, overrides: Record<string, unknown> = {}) {
	const body = {
		accountType: 'COMPANY',
		businessName: 'Acme Ltd',
		firstName: 'Ada',
		lastName: 'Obi',
		email: uniqueEmail(),
		country: 'NG',
		password: PASSWORD,
		...overrides,
	}
	const answer = await sandbox.post('/integrator/v1/register', body)
	return { ...answer, body }
}

async function latestLink(sandbox: TestSandbox, email: string) {
	const { json } = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
	const link = outboxResponseSchema.parse(json).data[0]?.links[0]
	if (!link) throw new Error(`no link for ${email}`)
	return link
}

async function loginByLink(sandbox: TestSandbox, email: string, callbackUrl = CALLBACK_URL) {
	const sent = await sandbox.post('/auth/v1/login', { email, callbackUrl })
	expect(sent.status).toBe(200)
	const token = new URL(await latestLink(sandbox, email)).searchParams.get('token')
	return token ?? ''
}

async function passwordLogin(sandbox: TestSandbox, email: string, password = PASSWORD) {
	const { json } = await sandbox.post('/auth/v1/login/password', { email, password })
	return accessTokenResponseSchema.parse(json).data.accessToken
}

describe.each(sandboxBackends())('auth and profile on $name', (backend) => {
	const sandbox = useSandbox(backend)

	describe('POST /integrator/v1/register', () => {
		it('creates a company and answers its profile', async () => {
			const { status, json, body } = await register(sandbox, { email: 'Mixed.Case@Example.com ' })
			expect(status).toBe(201)
			const profile = profileResponseSchema.parse(json).data
			expect(profile).toMatchObject({
				email: 'mixed.case@example.com',
				accountType: 'COMPANY',
				businessName: body.businessName,
				country: 'NG',
				passwordExists: true,
				services: [],
			})
		})

		it('creates an individual without a password or business name', async () => {
			const { status, json } = await register(sandbox, { accountType: 'INDIVIDUAL', businessName: undefined, password: undefined })
			expect(status).toBe(201)
			expect(profileResponseSchema.parse(json).data).toMatchObject({ accountType: 'INDIVIDUAL', businessName: null, passwordExists: false })
		})

		it('refuses a second account with the same e-mail with 409 @bad-input', async () => {
			const first = await register(sandbox)
			const second = await register(sandbox, { email: first.body.email.toUpperCase() })
			expect(second.status).toBe(409)
			expect(second.json.message).toBe('An account with this e-mail already exists')
		})

		it.each([
			['accountType', 'SHOP', 'Choose an account type'],
			['firstName', '  ', 'First name is required'],
			['lastName', 'x'.repeat(61), 'Last name must be at most 60 characters'],
			['email', 'not-an-email', 'Enter a valid e-mail address'],
			['country', 'Nigeria', 'Choose a country'],
			['country', 'XX', 'Choose a country'],
			['businessName', 'A', 'Business name must be at least 2 characters'],
			['password', 'short', 'Password must be at least 10 characters'],
			['password', 'alllowercase1.', 'Password must contain at least one uppercase letter'],
			['password', 'NoSpecials123', 'Password must contain at least one special character (!@#$%^&*()?.-)'],
			['password', 'Bad space 12.A', 'Password may only contain letters, numbers and !@#$%^&*()?.-'],
		])('answers 400 for a bad %s (%j)', async (field, value, message) => {
			const { status, json } = await register(sandbox, { [field]: value })
			expect(status).toBe(400)
			expect(json.errors).toContainEqual(expect.objectContaining({ field, message }))
		})

		it('needs a business name for a company', async () => {
			const { status, json } = await register(sandbox, { businessName: undefined })
			expect(status).toBe(400)
			expect(json.errors).toEqual([expect.objectContaining({ field: 'businessName', message: 'Business name is required' })])
		})

		it('reports a missing e-mail with the contract message @bad-input', async () => {
			const { status, json } = await register(sandbox, { email: undefined })
			expect(status).toBe(400)
			expect(json.errors).toContainEqual(expect.objectContaining({ field: 'email', message: 'E-mail is required' }))
		})
	})

	describe('magic-link login', () => {
		it('e-mails a single-use link whose token gives a JWT', async () => {
			const { body, json } = await register(sandbox)
			const token = await loginByLink(sandbox, body.email, `${CALLBACK_URL}?redirectTo=%2Fsettings`)
			const link = new URL(await latestLink(sandbox, body.email))
			expect(link.searchParams.get('redirectTo')).toBe('/settings')
			expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

			const verified = await sandbox.post('/auth/v1/login/verify', { token })
			expect(verified.status).toBe(200)
			const claims = accessTokenClaimsSchema.parse(decodeJwt(accessTokenResponseSchema.parse(verified.json).data.accessToken))
			expect(claims).toMatchObject({ sub: json.data.pk, integratorPk: json.data.pk, email: body.email })
			expect(claims.exp - claims.iat).toBe(3600)

			const again = await sandbox.post('/auth/v1/login/verify', { token })
			expect(again.status).toBe(400)
			expect(again.json.message).toBe('This login link has already been used. Request a new one.')
		})

		it('refuses an expired link @bad-input', async () => {
			const { body } = await register(sandbox)
			const token = await loginByLink(sandbox, body.email)
			sandbox.advance(LOGIN_LINK_TTL_MS + 1_000)
			const { status, json } = await sandbox.post('/auth/v1/login/verify', { token })
			expect(status).toBe(400)
			expect(json.message).toBe('This login link has expired. Request a new one.')
		})

		it('refuses an unknown token @bad-input', async () => {
			const { status, json } = await sandbox.post('/auth/v1/login/verify', { token: 'not-a-real-token' })
			expect(status).toBe(400)
			expect(json.message).toBe('This login link is not valid. Request a new one.')
		})

		it('answers the same for an unknown e-mail and sends nothing @bad-input', async () => {
			const email = uniqueEmail('nobody')
			const known = await register(sandbox)
			const a = await sandbox.post('/auth/v1/login', { email, callbackUrl: CALLBACK_URL })
			const b = await sandbox.post('/auth/v1/login', { email: known.body.email, callbackUrl: CALLBACK_URL })
			expect(a.status).toBe(200)
			expect(a.json).toEqual(b.json)
			const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
			expect(outbox.json.data).toEqual([])
		})

		it('validates the callback URL', async () => {
			const { status, json } = await sandbox.post('/auth/v1/login', { email: uniqueEmail(), callbackUrl: '/relative' })
			expect(status).toBe(400)
			expect(json.errors).toContainEqual(expect.objectContaining({ field: 'callbackUrl' }))
		})
	})

	describe('password login', () => {
		it('gives a token for the right password and 401 otherwise @bad-input', async () => {
			const { body } = await register(sandbox)
			const right = await sandbox.post('/auth/v1/login/password', { email: body.email, password: PASSWORD })
			expect(right.status).toBe(200)
			expect(decodeJwt(right.json.data.accessToken).email).toBe(body.email)

			const wrong = await sandbox.post('/auth/v1/login/password', { email: body.email, password: 'Wrong.Pass-123' })
			const unknown = await sandbox.post('/auth/v1/login/password', { email: uniqueEmail(), password: PASSWORD })
			expect([wrong.status, unknown.status]).toEqual([401, 401])
			expect(wrong.json.message).toBe('Incorrect e-mail or password')
			expect(unknown.json).toEqual(wrong.json)
		})

		it('answers 401 for an account without a password @bad-input', async () => {
			const { body } = await register(sandbox, { password: undefined })
			const { status, json } = await sandbox.post('/auth/v1/login/password', { email: body.email, password: PASSWORD })
			expect(status).toBe(401)
			expect(json.message).toBe('Incorrect e-mail or password')
		})

		it('checks a password without giving a token', async () => {
			const { body } = await register(sandbox)
			const right = await sandbox.post('/auth/v1/login/password/check', { email: body.email, password: PASSWORD })
			const wrong = await sandbox.post('/auth/v1/login/password/check', { email: body.email, password: 'Wrong.Pass-123' })
			expect(right.status).toBe(200)
			expect(right.json.data).toEqual({ valid: true })
			expect(wrong.json.data).toEqual({ valid: false })
		})
	})

	describe('bearer-authenticated routes', () => {
		it('answers the full profile and the subscriptions', async () => {
			const { body } = await register(sandbox)
			const token = await passwordLogin(sandbox, body.email)
			const profile = await sandbox.get('/integrator/v1', { token })
			expect(profile.status).toBe(200)
			expect(profileResponseSchema.strict().parse(profile.json).data.email).toBe(body.email)
			expect(Object.keys(profile.json.data).sort()).toEqual(Object.keys(profileResponseSchema.shape.data.shape).sort())
			const subscriptions = await sandbox.get('/integrator/v1/subscriptions', { token })
			expect(subscriptionListResponseSchema.parse(subscriptions.json).data).toEqual([])
		})

		it.each([
			['missing', undefined],
			['garbled', 'garbage'],
			['badly signed', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
		])('answers 401 "Invalid token:" for a %s token', async (_label, token) => {
			const { status, json } = await sandbox.get('/integrator/v1', { token })
			expect(status).toBe(401)
			expect(json.message.startsWith(TOKEN_ERROR_PREFIXES[0])).toBe(true)
		})

		it('answers 401 "Provided token is expired:" after an hour @bad-input', async () => {
			const { body } = await register(sandbox)
			const token = await passwordLogin(sandbox, body.email)
			sandbox.advance(60 * 60_000 + 1_000)
			const { status, json } = await sandbox.get('/integrator/v1', { token })
			expect(status).toBe(401)
			expect(json.message.startsWith(TOKEN_ERROR_PREFIXES[1])).toBe(true)
		})
	})

	describe('rate limits', () => {
		it('answers 429 on the 11th attempt for one e-mail @bad-input', async () => {
			const { body } = await register(sandbox)
			const statuses: number[] = []
			for (let i = 0; i < 10; i++) {
				statuses.push((await sandbox.post('/auth/v1/login/password/check', { email: body.email, password: 'Wrong.Pass-123' })).status)
			}
			expect(statuses).toEqual(Array(10).fill(200))
			const last = await sandbox.post('/auth/v1/login/password/check', { email: body.email, password: PASSWORD })
			expect(last.status).toBe(429)
			expect(last.json.message).toBe('Too many attempts. Please wait a minute and try again.')
			expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0)
		})

		it('answers 429 on the 11th attempt from one IP @bad-input', async () => {
			const ip = randomIp()
			const statuses: number[] = []
			for (let i = 0; i < 11; i++) {
				statuses.push((await sandbox.post('/auth/v1/login', { email: uniqueEmail(), callbackUrl: CALLBACK_URL }, { ip })).status)
			}
			expect(statuses).toEqual([...Array(10).fill(200), 429])
			// Another address is unaffected.
			expect((await sandbox.post('/auth/v1/login', { email: uniqueEmail(), callbackUrl: CALLBACK_URL })).status).toBe(200)
		})
	})
})
