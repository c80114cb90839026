import { describe, expect, it } from 'vitest'
import { accessTokenResponseSchema, loginResponseSchema, twoFactorChallengeSchema } from '#contract/auth.ts'
import { recoveryCodesResponseSchema } from '#contract/settings/credentials.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, newIntegrator, TEST_PASSWORD, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

const MINUTE_MS = 60_000

describe.each(sandboxBackends())('2FA at login, recovery codes and guessing lockouts on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)
	const fresh = (options?: { password?: boolean }) => newIntegrator(sandbox, clock, options)

	/** A password login of `me`: the challenge the sandbox answers with 2FA on. */
	const challengeFor = async (me: IntegratorClient) => {
		const answer = await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })
		expect(answer.status).toBe(200)
		expect(answer.json.data.accessToken).toBeUndefined()
		return twoFactorChallengeSchema.parse(answer.json.data).challenge
	}
	const outboxSubjects = async (email: string) =>
		((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json.data as { subject: string }[]).map((m) => m.subject)

	describe('login with 2FA on', () => {
		it('a password login gets a challenge, not a token; challenge and code give the token', async () => {
			const me = await fresh()
			await me.enable2FA()
			const challenge = await challengeFor(me)
			const answer = await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.nextCode() })
			expect(answer.status).toBe(200)
			const token = accessTokenResponseSchema.parse(answer.json).data.accessToken
			expect((await sandbox.send('GET', '/integrator/v1', { token })).status).toBe(200)
			// Single use: the same challenge does not work twice.
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.nextCode() }), 400, { field: 'challenge' })
		})

		it('a login link gets a challenge too', async () => {
			const me = await fresh()
			await me.enable2FA()
			await sandbox.post('/auth/v1/login', { email: me.email, callbackUrl: 'http://localhost/verify' })
			const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)
			const link = new URL((outbox.json.data as { links: string[] }[]).find((m) => m.links.length)!.links[0]!)
			const verified = await sandbox.post('/auth/v1/login/verify', { token: link.searchParams.get('token') })
			expect(verified.status).toBe(200)
			const { challenge } = twoFactorChallengeSchema.parse(loginResponseSchema.parse(verified.json).data)
			expect((await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.nextCode() })).status).toBe(200)
		})

		it('without 2FA a login still answers the token at once', async () => {
			const me = await fresh()
			const answer = await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })
			expect(accessTokenResponseSchema.parse(answer.json).data.accessToken).toBeTruthy()
		})

		it('refuses a wrong code with 400 and keeps the challenge usable @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const challenge = await challengeFor(me)
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: '000000' }), 400, { code: 'INVALID_TOTP', field: 'code' })
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge }), 400, { field: 'code' })
			expect((await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.nextCode() })).status).toBe(200)
		})

		it('the challenge expires after five minutes', async () => {
			const me = await fresh()
			await me.enable2FA()
			const challenge = await challengeFor(me)
			clock.advance(5 * MINUTE_MS + 1000)
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.currentCode() }), 400, {
				message: /expired/,
				field: 'challenge',
			})
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge: 'made-up', code: me.currentCode() }), 400, { field: 'challenge' })
		})
	})

	describe('recovery codes', () => {
		it('ten codes come with turning 2FA on; each works once at login, in any case and with or without the dash', async () => {
			const me = await fresh()
			await me.enable2FA()
			const codes = me.recoveryCodes
			expect(codes).toHaveLength(10)
			expect(new Set(codes).size).toBe(10)
			for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
			const first = codes[0]!
			expect(
				(
					await sandbox.post('/auth/v1/login/2fa', {
						challenge: await challengeFor(me),
						recoveryCode: first.replace('-', '').toLowerCase(),
					})
				).status,
			).toBe(200)
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(me), recoveryCode: first }), 400, {
				field: 'recoveryCode',
			})
			expect((await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(me), recoveryCode: codes[1] })).status).toBe(200)
		})

		it('are regenerated with a valid code; the old set stops working', async () => {
			const me = await fresh()
			await me.enable2FA()
			const old = me.recoveryCodes
			expectRefused(await me.post('/auth/v1/2fa/recovery-codes', { token: '000000' }), 400, { code: 'INVALID_TOTP', field: 'token' })
			const answer = await me.post('/auth/v1/2fa/recovery-codes', { token: me.nextCode() })
			expect(answer.status).toBe(200)
			const fresh10 = recoveryCodesResponseSchema.parse(answer.json).data.recoveryCodes
			expect(fresh10).toHaveLength(10)
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(me), recoveryCode: old[2] }), 400, {
				field: 'recoveryCode',
			})
			expect((await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(me), recoveryCode: fresh10[2] })).status).toBe(200)
		})

		it('another integrator cannot use them @bad-input', async () => {
			const me = await fresh()
			const other = await fresh()
			await me.enable2FA()
			await other.enable2FA()
			expectRefused(
				await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(other), recoveryCode: me.recoveryCodes[0] }),
				400,
			)
		})
	})

	describe('PIN lockout', () => {
		const withPin = async () => {
			const me = await fresh()
			expect((await me.post('/auth/v1/pin', { pin: '135790', confirmPin: '135790' })).status).toBe(201)
			return me
		}
		const wrongPin = (me: IntegratorClient) => me.patch('/auth/v1/pin', { oldPin: '000000', newPin: '246801', confirmNewPin: '246801' })

		it('five wrong PINs in a row lock PIN checks for 30 minutes, say until when, and e-mail the owner @bad-input', async () => {
			const me = await withPin()
			for (let i = 0; i < 4; i++) expectRefused(await wrongPin(me), 400, { code: 'WRONG_PIN', field: 'oldPin' })
			const fifth = expectRefused(await wrongPin(me), 429, { code: 'PIN_LOCKED', field: 'oldPin' })
			expect(fifth.message).toMatch(/^Too many wrong PINs\. Your PIN is locked until \d\d:\d\d UTC\.$/)
			// Locked: even the right PIN is refused, on both PIN checks.
			expectRefused(await me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801' }), 429, {
				code: 'PIN_LOCKED',
			})
			expectRefused(await me.post('/auth/v1/pin/validate', { pin: '135790' }), 429, { code: 'PIN_LOCKED', field: 'pin' })
			expect(await outboxSubjects(me.email)).toContain('Your PIN is locked')

			clock.advance(30 * MINUTE_MS + 1000)
			expect((await me.post('/auth/v1/pin/validate', { pin: '135790' })).json.data.valid).toBe(true)
		})

		it('a right PIN before the fifth resets the count', async () => {
			const me = await withPin()
			for (let i = 0; i < 4; i++) expect((await me.post('/auth/v1/pin/validate', { pin: '000000' })).json.data.valid).toBe(false)
			expect((await me.post('/auth/v1/pin/validate', { pin: '135790' })).json.data.valid).toBe(true)
			for (let i = 0; i < 4; i++) expectRefused(await wrongPin(me), 400, { code: 'WRONG_PIN' })
			expect((await me.patch('/auth/v1/pin', { oldPin: '135790', newPin: '246801', confirmNewPin: '246801' })).status).toBe(200)
			expect(await outboxSubjects(me.email)).not.toContain('Your PIN is locked')
		})
	})

	describe('password lockout', () => {
		const NEW_PASSWORD = 'Changed.Pass-2027'
		const change = (me: IntegratorClient, oldPassword: string, token?: string) =>
			me.patch('/auth/v1/login/password', { oldPassword, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD, token })

		it('five wrong current passwords lock password changes for 30 minutes, say until when, and e-mail the owner; login still works @bad-input', async () => {
			const me = await fresh()
			for (let i = 0; i < 4; i++) expectRefused(await change(me, 'Wrong.Pass-2026'), 400, { code: 'WRONG_PASSWORD', field: 'oldPassword' })
			const fifth = expectRefused(await change(me, 'Wrong.Pass-2026'), 429, { code: 'PASSWORD_LOCKED', field: 'oldPassword' })
			expect(fifth.message).toMatch(/^Too many wrong passwords\. Changing your password is locked until \d\d:\d\d UTC\.$/)
			// Locked: even the right password is refused.
			expectRefused(await change(me, TEST_PASSWORD), 429, { code: 'PASSWORD_LOCKED', field: 'oldPassword' })
			const messages = (await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).json.data as {
				subject: string
				text: string
			}[]
			const email = messages.find((message) => message.subject === 'Changing your password is locked')
			expect(email?.text).toMatch(/5 wrong current passwords in a row .* changing your password is locked until \d\d:\d\d UTC\./)
			// The anonymous login step is throttled, not locked (docs/decisions/028): the owner can still log in.
			expect((await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })).status).toBe(200)

			clock.advance(30 * MINUTE_MS + 1000)
			expect((await change(me, TEST_PASSWORD)).status).toBe(200)
		})

		it('a right password before the fifth resets the count', async () => {
			const me = await fresh()
			for (let i = 0; i < 4; i++) expectRefused(await change(me, 'Wrong.Pass-2026'), 400, { code: 'WRONG_PASSWORD' })
			expect((await change(me, TEST_PASSWORD)).status).toBe(200)
			const back = (oldPassword: string) =>
				me.patch('/auth/v1/login/password', { oldPassword, newPassword: TEST_PASSWORD, confirmNewPassword: TEST_PASSWORD })
			for (let i = 0; i < 4; i++) expectRefused(await back('Wrong.Pass-2026'), 400, { code: 'WRONG_PASSWORD' })
			expect((await back(NEW_PASSWORD)).status).toBe(200)
			expect(await outboxSubjects(me.email)).not.toContain('Changing your password is locked')
		})

		it('with 2FA on, a wrong current password spends the authenticator code: one code, one password guess @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const code = me.nextCode()
			expectRefused(await change(me, 'Wrong.Pass-2026', code), 400, { code: 'WRONG_PASSWORD' })
			expectRefused(await change(me, TEST_PASSWORD, code), 400, { code: 'INVALID_TOTP', field: 'token', message: /already been used/ })
			expect((await change(me, TEST_PASSWORD, me.nextCode())).status).toBe(200)
		})
	})

	describe('2FA lockout', () => {
		it('five wrong codes on the extra OTP step lock 2FA checks, at login too @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const change = (token: string) => me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/hooks', token })
			for (let i = 0; i < 4; i++) expectRefused(await change('000000'), 400, { code: 'INVALID_TOTP' })
			const fifth = expectRefused(await change('000000'), 429, { code: 'TWO_FA_LOCKED', field: 'token' })
			expect(fifth.message).toMatch(/^Too many wrong codes\. Two-factor authentication is locked until \d\d:\d\d UTC\.$/)
			expectRefused(await change(me.nextCode()), 429, { code: 'TWO_FA_LOCKED' })
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge: await challengeFor(me), code: me.nextCode() }), 429, {
				code: 'TWO_FA_LOCKED',
				field: 'code',
			})
			expect(await outboxSubjects(me.email)).toContain('Your two-factor authentication is locked')
			clock.advance(30 * MINUTE_MS)
			expect((await change(me.nextCode())).status).toBe(200)
		})

		it('five wrong codes at login lock it; a right code before the fifth resets the count @bad-input', async () => {
			const me = await fresh()
			await me.enable2FA()
			const challenge = await challengeFor(me)
			for (let i = 0; i < 4; i++) expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, recoveryCode: 'WRONG-CODE' }), 400)
			expect((await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/a', token: me.nextCode() })).status).toBe(200)
			for (let i = 0; i < 4; i++) expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: '000000' }), 400)
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: '000000' }), 429, { code: 'TWO_FA_LOCKED' })
			expectRefused(await sandbox.post('/auth/v1/login/2fa', { challenge, code: me.nextCode() }), 429, { message: /locked until/ })
		})
	})
})
