import { URI, type TOTP } from 'otpauth'
import { expect } from 'vitest'
import { apiErrorSchema } from '#contract/envelope.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { uniqueEmail } from './unique.ts'
import type { TestSandbox } from './use-sandbox.ts'

export const TEST_PASSWORD = 'Sandbox.Test-2026'

/**
 * A sandbox whose clock the tests move only through `advance`, so they can
 * compute authenticator codes for the sandbox's "now".
 */
export function withClock(sandbox: TestSandbox) {
	let offsetMs = 0
	return {
		now: () => Date.now() + offsetMs,
		advance(ms: number) {
			offsetMs += ms
			sandbox.advance(ms)
		},
	}
}
export type Clock = ReturnType<typeof withClock>

/** A password login; with 2FA on, `code` gives the code for the second step. */
export async function login(sandbox: TestSandbox, email: string, password = TEST_PASSWORD, code?: () => string) {
	const answer = await sandbox.post('/auth/v1/login/password', { email, password })
	expect(answer.status).toBe(200)
	if (answer.json.data.twoFactorRequired && code) {
		const second = await sandbox.post('/auth/v1/login/2fa', { challenge: answer.json.data.challenge, code: code() })
		expect(second.status).toBe(200)
		return second.json.data.accessToken as string
	}
	return answer.json.data.accessToken as string
}

type NewIntegratorOptions = {
	/** false: registered without a password, logged in by link. */
	password?: boolean
	accountType?: 'COMPANY' | 'INDIVIDUAL'
	/** The e-mail's label and the company's name. */
	label?: string
	businessName?: string
}

/** A freshly registered integrator (a company with a password unless told) and the calls tests make as it. */
export async function newIntegrator(sandbox: TestSandbox, clock: Clock, options: NewIntegratorOptions = {}) {
	const { accountType = 'COMPANY', label = 'settings', businessName = 'Settings Test Ltd' } = options
	const email = uniqueEmail(label)
	const registered = await sandbox.post('/integrator/v1/register', {
		accountType,
		...(accountType === 'COMPANY' ? { businessName } : {}),
		firstName: 'Amina',
		lastName: 'Diallo',
		email,
		country: 'NG',
		...(options.password === false ? {} : { password: TEST_PASSWORD }),
	})
	expect(registered.status).toBe(201)
	const pk = registered.json.data.pk as string
	let token = options.password === false ? await magicLogin(sandbox, email) : await login(sandbox, email)
	let totp: TOTP | null = null
	let recoveryCodes: string[] = []

	/** A string body is sent as is (tests of malformed JSON); anything else as JSON. */
	const send = (method: string, path: string, body?: unknown) =>
		sandbox.send(method, path, { token, ...(typeof body === 'string' ? { rawBody: body } : { body }) })

	const client = {
		email,
		pk,
		get token() {
			return token
		},
		/** The recovery codes handed out when 2FA was turned on. */
		get recoveryCodes() {
			return recoveryCodes
		},
		async relogin(password = TEST_PASSWORD) {
			token = await login(sandbox, email, password, totp ? () => client.nextCode() : undefined)
		},
		send,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		del: (path: string, body?: unknown) => send('DELETE', path, body),
		async profile() {
			const answer = await send('GET', '/integrator/v1')
			expect(answer.status).toBe(200)
			return profileResponseSchema.parse(answer.json).data
		},
		/** Turns 2FA on; later codes come from `code()`. */
		async enable2FA() {
			const setup = await send('POST', '/auth/v1/2fa')
			expect(setup.status).toBe(200)
			totp = URI.parse(setup.json.data.secret) as TOTP
			const verified = await send('PATCH', '/auth/v1/2fa/verify', { token: totp.generate({ timestamp: clock.now() }) })
			expect(verified.status).toBe(200)
			recoveryCodes = verified.json.data.recoveryCodes as string[]
			return totp
		},
		/** A code for a later time step than any used so far (moves the clock 30 s). */
		nextCode() {
			if (!totp) throw new Error('2FA is not enabled')
			clock.advance(30_000)
			return totp.generate({ timestamp: clock.now() })
		},
		/** The code of the current step (may already be spent). */
		currentCode() {
			if (!totp) throw new Error('2FA is not enabled')
			return totp.generate({ timestamp: clock.now() })
		},
	}
	return client
}
export type IntegratorClient = Awaited<ReturnType<typeof newIntegrator>>

async function magicLogin(sandbox: TestSandbox, email: string) {
	const sent = await sandbox.post('/auth/v1/login', { email, callbackUrl: 'http://localhost/verify' })
	expect(sent.status).toBe(200)
	const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
	const link = new URL(outbox.json.data[0].links[0])
	const verified = await sandbox.post('/auth/v1/login/verify', { token: link.searchParams.get('token') })
	expect(verified.status).toBe(200)
	return verified.json.data.accessToken as string
}

/** A refused request: the status, an envelope error, and (when given) the code and field of an item. */
export function expectRefused(
	answer: { status: number; json: unknown },
	status: number,
	expected: { message?: string | RegExp; code?: string; field?: string } = {},
) {
	expect(answer.status, JSON.stringify(answer.json)).toBe(status)
	const error = apiErrorSchema.parse(answer.json)
	if (expected.message instanceof RegExp) expect(error.message).toMatch(expected.message)
	else if (expected.message) expect(error.message).toBe(expected.message)
	if (expected.code || expected.field) {
		expect(error.errors ?? []).toContainEqual(
			expect.objectContaining({ ...(expected.code ? { code: expected.code } : {}), ...(expected.field ? { field: expected.field } : {}) }),
		)
	}
	return error
}
