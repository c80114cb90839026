import { describe, expect, it } from 'vitest'
import { PASSWORD_MISMATCH_MESSAGE, PIN_MISMATCH_MESSAGE } from '#contract/password-rules.ts'
import { twoFASetupResponseSchema, twoFAStatusResponseSchema } from '#contract/settings/credentials.ts'
import { createSessionResponseSchema, sessionListResponseSchema } from '#contract/settings/sessions.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login, newIntegrator, TEST_PASSWORD, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

const DAY_MS = 86_400_000
const NEW_PASSWORD = 'Changed.Pass-2027'
const inDays = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString()

describe.each(sandboxBackends())('security settings (2FA, PIN, password, sessions) on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)
	const fresh = (options?: { password?: boolean }) => newIntegrator(sandbox, clock, options)

	describe('2FA', () => {
		it('hands out an otpauth URL, verifies a code and reports the status', async () => {
			const me = await fresh()
			const setup = await me.post('/auth/v1/2fa')
			expect(setup.status).toBe(200)
			const { secret, key } = twoFASetupResponseSchema.parse(setup.json).data
			const url = new URL(secret)
			expect(url.protocol).toBe('otpauth:')
			expect(url.host).toBe('totp')
			// The issuer names the environment: sandbox and live entries differ in an authenticator app.
			expect(decodeURIComponent(url.pathname)).toBe(`/Integrator Dashboard (sandbox):${me.email}`)
			expect(url.searchParams.get('issuer')).toBe('Integrator Dashboard (sandbox)')
			expect(url.searchParams.get('secret')).toBe(key)
			expect(url.searchParams.get('algorithm')).toBe('SHA1')
			expect(url.searchParams.get('digits')).toBe('6')
			expect(url.searchParams.get('period')).toBe('30')

			// A second request replaces the pending secret: the first one's codes no longer work.
			const again = twoFASetupResponseSchema.parse((await me.post('/auth/v1/2fa')).json).data
			expect(again.key).not.toBe(key)

			expect(twoFAStatusResponseSchema.parse((await me.get(`/auth/v1/2fa/status/${me.pk}`)).json).data.twoFAStatus).toBe(false)
			await me.enable2FA()
			expect(twoFAStatusResponseSchema.parse((await me.get(`/auth/v1/2fa/status/${me.pk}`)).json).data.twoFAStatus).toBe(true)
			const profile = await me.profile()
			expect(profile.twoFAEnabled).toBe(true)
			expect(profile.mfaPreference.twoFA).toBe(true)
			expectRefused(await me.post('/auth/v1/2fa'), 409)
			expectRefused(await me.patch('/auth/v1/2fa/verify', { token: me.nextCode() }), 409)
		})

		it('refuses a wrong code with 400 INVALID_TOTP and changes nothing @bad-input', async () => {
			const me = await fresh()
			await me.post('/auth/v1/2fa')
			expectRefused(await me.patch('/auth/v1/2fa/verify', { token: '000000' }), 400, { code: 'INVALID_TOTP', field: 'token' })
			expectRefused(await me.patch('/auth/v1/2fa/verify', { token: '12ab' }), 400, { field: 'token' })
			expectRefused(await me.patch('/auth/v1/2fa/verify', {}), 400, { field: 'token' })
			expect((await me.profile()).twoFAEnabled).toBe(false)
		})

		it('answers 409 with no pending secret and 404 for another integrator status @bad-input', async () => {
			const me = await fresh()
			expectRefused(await me.patch('/auth/v1/2fa/verify', { token: '123456' }), 409)
			const other = await fresh()
			expectRefused(await me.get(`/auth/v1/2fa/status/${other.pk}`), 404)
			expectRefused(await me.get(`/auth/v1/pin/status/${other.pk}`), 404)
			expectRefused(await me.get(`/auth/v1/password/status/${other.pk}`), 404)
		})

		it('accepts a code once: a reused code is 400 INVALID_TOTP saying so @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const code = me.nextCode()
			expect((await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/one', token: code })).status).toBe(200)
			const reused = expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/two', token: code }), 400, {
				code: 'INVALID_TOTP',
				field: 'token',
			})
			expect(reused.message).toMatch(/already been used/)
			expect((await me.profile()).webhookUrl).toBe('https://example.com/one')
		})
	})

	describe('the extra OTP step with 2FA on', () => {
		type Gated = {
			name: string
			prepare?: (me: IntegratorClient) => Promise<unknown>
			call: (me: IntegratorClient, token?: string) => Promise<{ status: number; json: unknown }>
			changed: (me: IntegratorClient) => Promise<unknown>
		}
		const gated: Gated[] = [
			{
				name: 'PIN create',
				call: (me, token) => me.post('/auth/v1/pin', { pin: '135790', confirmPin: '135790', ...(token ? { token } : {}) }),
				changed: async (me) => (await me.profile()).pinExists,
			},
			{
				name: 'PIN update',
				prepare: (me) => me.post('/auth/v1/pin', { pin: '135790', confirmPin: '135790', token: me.nextCode() }),
				call: (me, token) => me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801', token }),
				changed: async (me) => (await me.post('/auth/v1/pin/validate', { pin: '246801' })).json.data.valid,
			},
			{
				name: 'password update',
				call: (me, token) =>
					me.patch('/auth/v1/login/password', {
						oldPassword: TEST_PASSWORD,
						newPassword: NEW_PASSWORD,
						confirmNewPassword: NEW_PASSWORD,
						token,
					}),
				changed: async (me) =>
					(await sandbox.post('/auth/v1/login/password/check', { email: me.email, password: NEW_PASSWORD })).json.data.valid,
			},
			{
				name: 'webhook',
				call: (me, token) => me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/hooks', token }),
				changed: async (me) => (await me.profile()).webhookUrl,
			},
			{
				name: 'session refresh',
				prepare: async (me) => {
					const created = await me.post('/auth/v1/token', {
						email: me.email,
						admin: false,
						expiresAt: inDays(clock.now(), 1),
						whitelistedIps: ['1.2.3.4'],
					})
					expect(created.status).toBe(201)
					return created.json.data.sessionId
				},
				call: async (me, token) => {
					const [session] = sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data
					return me.post('/auth/v1/token/refresh', { sessionId: session?.sessionId, expiresAt: '60D', token })
				},
				changed: async (me) => sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data[0]?.expiresAt,
			},
			{
				name: 'MFA',
				call: (me, token) => me.patch('/integrator/v1/mfa', { name: 'sms', value: true, token }),
				changed: async (me) => (await me.profile()).mfaPreference.sms,
			},
		]

		it.each(gated)('$name needs a current code: missing → TOTP_REQUIRED, wrong → INVALID_TOTP, both change nothing', async (action) => {
			const me = await fresh()
			await me.enable2FA()
			await action.prepare?.(me)
			const before = await action.changed(me)
			expectRefused(await action.call(me), 400, { code: 'TOTP_REQUIRED', field: 'token' })
			expectRefused(await action.call(me, ''), 400, { code: 'TOTP_REQUIRED', field: 'token' })
			expectRefused(await action.call(me, '000000'), 400, { code: 'INVALID_TOTP', field: 'token' })
			expectRefused(await action.call(me, 'abcdef'), 400, { code: 'INVALID_TOTP', field: 'token' })
			expect(await action.changed(me)).toEqual(before)
			const done = await action.call(me, me.nextCode())
			expect(done.status, JSON.stringify(done.json)).toBeLessThan(300)
			expect(await action.changed(me)).not.toEqual(before)
		})

		it('limits guesses per integrator across the gated calls (429) @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			// A right code every fifth attempt keeps the 2FA lockout (five wrong in a row) from answering first.
			const right = me.nextCode()
			const statuses: number[] = []
			for (let attempt = 0; attempt < 11; attempt++) {
				const token = attempt % 5 === 4 ? right : '000000'
				const path = attempt % 2 ? '/integrator/v1/webhook' : '/integrator/v1/mfa'
				const body = attempt % 2 ? { webhook: 'https://example.com/x', token } : { name: 'sms', value: true, token }
				const answer = await me.patch(path, body)
				statuses.push(answer.status)
				if (attempt === 10) expect(answer.json.message).toBe('Too many attempts. Please wait a minute and try again.')
			}
			// The fifth turns SMS on; the tenth reuses that code (refused, not counted as a guess).
			expect(statuses).toEqual([400, 400, 400, 400, 200, 400, 400, 400, 400, 400, 429])
			expect((await me.profile()).webhookUrl).toBeNull()
		})

		it('ignores the token without 2FA', async () => {
			const me = await fresh()
			expect((await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/x', token: 'whatever' })).status).toBe(200)
		})

		it('does not spend the code when the change is refused before any guess; a wrong current PIN spends it @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const code = me.nextCode()
			// No PIN yet: 409, nothing compared, so the same code still creates the PIN.
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801', token: code }), 409)
			expect((await me.post('/auth/v1/pin', { pin: '135790', confirmPin: '135790', token: code })).status).toBe(201)
			const next = me.nextCode()
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '999999', newPin: '246801', confirmNewPin: '246801', token: next }), 400, {
				code: 'WRONG_PIN',
			})
			// One code, one guess: the right PIN needs a fresh code.
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801', token: next }), 400, {
				code: 'INVALID_TOTP',
				field: 'token',
			})
			expect(
				(await me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801', token: me.nextCode() })).status,
			).toBe(200)
		})
	})

	describe('PIN', () => {
		it('creates, validates, updates and reports a PIN', async () => {
			const me = await fresh()
			expect((await me.get(`/auth/v1/pin/status/${me.pk}`)).json.data.pinExists).toBe(false)
			expectRefused(await me.post('/auth/v1/pin/validate', { pin: '123456' }), 409)
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '123456', newPin: '654321', confirmNewPin: '654321' }), 409, {
				field: 'oldPin',
			})
			const created = await me.post('/auth/v1/pin', { pin: '123456', confirmPin: '123456' })
			expect(created.status).toBe(201)
			expect(created.json.data).toEqual({ pinExists: true })
			expect((await me.get(`/auth/v1/pin/status/${me.pk}`)).json.data.pinExists).toBe(true)
			expect((await me.profile()).pinExists).toBe(true)
			expectRefused(await me.post('/auth/v1/pin', { pin: '111111', confirmPin: '111111' }), 409)
			expect((await me.post('/auth/v1/pin/validate', { pin: '123456' })).json.data.valid).toBe(true)
			const wrong = await me.post('/auth/v1/pin/validate', { pin: '123457' })
			expect(wrong.status).toBe(200)
			expect(wrong.json.data.valid).toBe(false)
			expect((await me.patch('/auth/v1/pin', { oldPin: '123456', newPin: '654321', confirmNewPin: '654321' })).status).toBe(200)
			expect((await me.post('/auth/v1/pin/validate', { pin: '654321' })).json.data.valid).toBe(true)
			expect((await me.post('/auth/v1/pin/validate', { pin: '123456' })).json.data.valid).toBe(false)
		})

		it('refuses a wrong current PIN with 400 WRONG_PIN (not 401) and keeps the PIN @bad-input', async () => {
			const me = await fresh()
			await me.post('/auth/v1/pin', { pin: '123456', confirmPin: '123456' })
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '000000', newPin: '654321', confirmNewPin: '654321' }), 400, {
				code: 'WRONG_PIN',
				field: 'oldPin',
			})
			expect((await me.post('/auth/v1/pin/validate', { pin: '123456' })).json.data.valid).toBe(true)
		})

		it('refuses mismatches and malformed PINs with the contract messages @bad-input', async () => {
			const me = await fresh()
			expectRefused(await me.post('/auth/v1/pin', { pin: '123456', confirmPin: '123457' }), 400, {
				message: PIN_MISMATCH_MESSAGE,
				field: 'confirmPin',
			})
			expectRefused(await me.post('/auth/v1/pin', { pin: '12345', confirmPin: '12345' }), 400, {
				message: 'PIN must be exactly 6 digits',
				field: 'pin',
			})
			expectRefused(await me.post('/auth/v1/pin', { pin: 123456, confirmPin: 123456 }), 400, { field: 'pin' })
			expectRefused(await me.post('/auth/v1/pin', '{"pin":'), 400, { message: 'The request body is not valid JSON' })
			expect((await me.profile()).pinExists).toBe(false)
			await me.post('/auth/v1/pin', { pin: '123456', confirmPin: '123456' })
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '123456', newPin: '654321', confirmNewPin: '654320' }), 400, {
				message: PIN_MISMATCH_MESSAGE,
				field: 'confirmNewPin',
			})
			expect((await me.post('/auth/v1/pin/validate', { pin: '123456' })).json.data.valid).toBe(true)
		})
	})

	describe('password', () => {
		it('creates a password for a magic-link account, then logs in with it', async () => {
			const me = await fresh({ password: false })
			expect((await me.get(`/auth/v1/password/status/${me.pk}`)).json.data.passwordExists).toBe(false)
			expectRefused(await me.post('/auth/v1/password', { password: TEST_PASSWORD, confirmPassword: 'Other.Pass-2026' }), 400, {
				message: PASSWORD_MISMATCH_MESSAGE,
				field: 'confirmPassword',
			})
			expectRefused(await me.post('/auth/v1/password', { password: 'weakpass', confirmPassword: 'weakpass' }), 400, { field: 'password' })
			expect((await me.get(`/auth/v1/password/status/${me.pk}`)).json.data.passwordExists).toBe(false)
			expectRefused(
				await me.patch('/auth/v1/login/password', { oldPassword: 'x', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
				409,
			)
			const created = await me.post('/auth/v1/password', { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD })
			expect(created.status).toBe(201)
			expect((await me.get(`/auth/v1/password/status/${me.pk}`)).json.data.passwordExists).toBe(true)
			await login(sandbox, me.email, TEST_PASSWORD)
			expectRefused(await me.post('/auth/v1/password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 409)
		})

		it('changes the password; the old one stops working', async () => {
			const me = await fresh()
			const changed = await me.patch('/auth/v1/login/password', {
				oldPassword: TEST_PASSWORD,
				newPassword: NEW_PASSWORD,
				confirmNewPassword: NEW_PASSWORD,
			})
			expect(changed.status).toBe(200)
			await login(sandbox, me.email, NEW_PASSWORD)
			expect((await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })).status).toBe(401)
		})

		it('refuses a wrong current password (400 WRONG_PASSWORD), a weak or mismatched new one, and keeps the old @bad-input', async () => {
			const me = await fresh()
			expectRefused(
				await me.patch('/auth/v1/login/password', {
					oldPassword: 'Wrong.Pass-2026',
					newPassword: NEW_PASSWORD,
					confirmNewPassword: NEW_PASSWORD,
				}),
				400,
				{
					code: 'WRONG_PASSWORD',
					field: 'oldPassword',
				},
			)
			expectRefused(
				await me.patch('/auth/v1/login/password', { oldPassword: TEST_PASSWORD, newPassword: 'short1!A', confirmNewPassword: 'short1!A' }),
				400,
				{
					message: /Password must be at least 10 characters/,
					field: 'newPassword',
				},
			)
			expectRefused(
				await me.patch('/auth/v1/login/password', {
					oldPassword: TEST_PASSWORD,
					newPassword: 'nouppercase1!',
					confirmNewPassword: 'nouppercase1!',
				}),
				400,
				{
					message: 'Password must contain at least one uppercase letter',
				},
			)
			expectRefused(
				await me.patch('/auth/v1/login/password', {
					oldPassword: TEST_PASSWORD,
					newPassword: NEW_PASSWORD,
					confirmNewPassword: 'Changed.Pass-2028',
				}),
				400,
				{
					message: PASSWORD_MISMATCH_MESSAGE,
					field: 'confirmNewPassword',
				},
			)
			await login(sandbox, me.email, TEST_PASSWORD)
		})
	})

	describe('sessions (IP whitelisting)', () => {
		it('generates a session with a one-time secret, lists, refreshes and deletes it', async () => {
			const me = await fresh()
			const created = await me.post('/auth/v1/token', {
				email: me.email.toUpperCase(),
				admin: false,
				expiresAt: inDays(clock.now(), 7),
				whitelistedIps: [' 10.0.0.1 ', '10.0.0.1', '2001:db8::1'],
			})
			expect(created.status).toBe(201)
			const session = createSessionResponseSchema.parse(created.json).data
			expect(session.whitelistedIps).toEqual(['10.0.0.1', '2001:db8::1'])
			expect(session.isActive).toBe(true)
			expect(session.admin).toBe(false)
			expect(session.secret).toMatch(/^sk_sandbox_/)
			const second = await me.post('/auth/v1/token', {
				email: me.email,
				admin: false,
				expiresAt: inDays(clock.now(), 1),
				whitelistedIps: ['1.1.1.1'],
			})
			const list = sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data
			expect(list.map((item) => item.sessionId)).toEqual([second.json.data.sessionId, session.sessionId])
			expect(JSON.stringify(list)).not.toContain(session.secret)

			const refreshed = await me.post('/auth/v1/token/refresh', { sessionId: session.sessionId, expiresAt: '60D' })
			expect(refreshed.status).toBe(200)
			expect(Date.parse(refreshed.json.data.expiresAt)).toBeGreaterThan(clock.now() + 59 * DAY_MS)
			expectRefused(await me.post('/auth/v1/token/refresh', { sessionId: session.sessionId, expiresAt: '30D' }), 400, {
				field: 'expiresAt',
			})

			expect((await me.del('/auth/v1/token', { sessionId: session.sessionId })).status).toBe(200)
			expect(sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data).toHaveLength(1)
			expectRefused(await me.del('/auth/v1/token', { sessionId: session.sessionId }), 404)
		})

		it('refuses bad session requests and creates nothing @bad-input', async () => {
			const me = await fresh()
			const base = { email: me.email, admin: false, expiresAt: inDays(clock.now(), 7), whitelistedIps: ['10.0.0.1'] }
			expectRefused(await me.post('/auth/v1/token', { ...base, whitelistedIps: ['10.0.0.1', '300.1.1.1'] }), 400, {
				message: '300.1.1.1 is not a valid IPv4 or IPv6 address',
				field: 'whitelistedIps.1',
			})
			expectRefused(await me.post('/auth/v1/token', { ...base, whitelistedIps: [] }), 400, { message: 'Add at least one IP address' })
			expectRefused(await me.post('/auth/v1/token', { ...base, whitelistedIps: Array.from({ length: 21 }, (_, i) => `10.0.1.${i}`) }), 400)
			expectRefused(await me.post('/auth/v1/token', { ...base, whitelistedIps: '10.0.0.1' }), 400, { field: 'whitelistedIps' })
			expectRefused(await me.post('/auth/v1/token', { ...base, admin: true }), 400, { field: 'admin' })
			expectRefused(await me.post('/auth/v1/token', { ...base, expiresAt: inDays(clock.now(), -1) }), 400, {
				message: 'The session must expire in the future',
			})
			expectRefused(await me.post('/auth/v1/token', { ...base, expiresAt: inDays(clock.now(), 62) }), 400, {
				message: 'The session must expire within 60 days',
			})
			expectRefused(await me.post('/auth/v1/token', { ...base, expiresAt: 'tomorrow' }), 400, { field: 'expiresAt' })
			expectRefused(await me.post('/auth/v1/token', { ...base, email: 'someone@example.com' }), 400, { field: 'email' })
			expect(sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data).toEqual([])
		})

		it("hides other integrators' sessions and makes expired ones inactive @bad-input", async () => {
			const me = await fresh()
			const other = await fresh()
			const created = await me.post('/auth/v1/token', {
				email: me.email,
				admin: false,
				expiresAt: inDays(clock.now(), 1),
				whitelistedIps: ['10.0.0.1'],
			})
			const sessionId = created.json.data.sessionId
			expectRefused(await other.del('/auth/v1/token', { sessionId }), 404)
			expectRefused(await other.post('/auth/v1/token/refresh', { sessionId, expiresAt: '60D' }), 404)
			expect(sessionListResponseSchema.parse((await other.get('/auth/v1/tokens')).json).data).toEqual([])

			clock.advance(DAY_MS + 60_000)
			await me.relogin()
			const [expired] = sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data
			expect(expired?.isActive).toBe(false)
			expectRefused(await me.post('/auth/v1/token/refresh', { sessionId, expiresAt: '60D' }), 409)
			expectRefused(await me.del('/auth/v1/token', { sessionId }), 409)
			expect(sessionListResponseSchema.parse((await me.get('/auth/v1/tokens')).json).data).toHaveLength(1)
		})
	})

	it('requires a bearer token everywhere (401 with the token prefix) @bad-input', async () => {
		for (const [method, path] of [
			['POST', '/auth/v1/2fa'],
			['PATCH', '/auth/v1/2fa/verify'],
			['POST', '/auth/v1/pin'],
			['PATCH', '/auth/v1/pin'],
			['POST', '/auth/v1/pin/validate'],
			['POST', '/auth/v1/password'],
			['PATCH', '/auth/v1/login/password'],
			['POST', '/auth/v1/token'],
			['GET', '/auth/v1/tokens'],
			['DELETE', '/auth/v1/token'],
			['POST', '/auth/v1/token/refresh'],
		] as const) {
			const response = await sandbox.request(path, {
				method,
				headers: { 'content-type': 'application/json' },
				body: method === 'GET' ? undefined : '{}',
			})
			expect(response.status, `${method} ${path}`).toBe(401)
			expect((await response.json()).message).toMatch(/^Invalid token:/)
		}
	})
})
