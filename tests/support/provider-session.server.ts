import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect } from 'vitest'
import { startSandbox, type RunningSandbox } from '#sandbox/server.ts'
import { migratedPgliteDir } from '#sandbox/test-support/backends.ts'
import { startUserSession } from '#app/server/auth.server.ts'
import { authenticator } from '#app/server/auth/authenticator.server.ts'
import { resetEnvForTests } from '#app/server/env.server.ts'
import { requestLoginLink } from '#app/server/provider/auth.server.ts'
import { resetRateLimitsForTests } from '#app/server/rate-limit.server.ts'

/**
 * Starts a real sandbox provider in this process for a test file and
 * points the dashboard's configuration at it (server modules
 * are tested against the real sandbox, not mocks). `latencyMs` delays each
 * of its answers, as a distant provider would (round-trip tests); `now` is
 * its clock.
 */
export function useProvider(options: { latencyMs?: number; now?: () => number } = {}) {
	const state: { sandbox: RunningSandbox | null; dataDir: string } = { sandbox: null, dataDir: '' }
	beforeAll(async () => {
		// A copy of the migrated database: a fresh PGlite costs seconds of CPU.
		state.dataDir = await migratedPgliteDir('dashboard-test-')
		state.sandbox = await startSandbox({
			port: 0,
			dataDir: state.dataDir,
			rateLimitPerMinute: 0,
			latencyMs: options.latencyMs,
			now: options.now,
		})
		configure({ PROVIDER_API_URL: state.sandbox.url })
	})
	afterAll(async () => {
		await state.sandbox?.close()
		rmSync(state.dataDir, { recursive: true, force: true })
	})
	const running = () => {
		if (!state.sandbox) throw new Error('the sandbox is not started yet')
		return state.sandbox
	}
	return {
		get url() {
			return running().url
		},
		/** Answers `ms` late from now on (`latencyMs` is where it starts). */
		setLatency: (ms: number) => running().setLatency(ms),
	}
}

/** Sets environment variables for the dashboard and re-reads its configuration. */
export function configure(vars: Record<string, string | undefined>) {
	for (const [key, value] of Object.entries(vars)) {
		if (value === undefined) delete process.env[key]
		else process.env[key] = value
	}
	process.env.SESSION_SECRET ??= 'test-secret-that-is-at-least-32-characters-long'
	process.env.APP_URL ??= 'http://localhost:3000'
	resetEnvForTests()
	void resetRateLimitsForTests()
}

/** A request carrying the cookies a response set, as a browser would send them next. */
export function requestWithCookies(url: string, from: Response | Headers | null, init: RequestInit = {}) {
	const headers = new Headers(init.headers)
	const setCookies = from ? (from instanceof Response ? from.headers : from).getSetCookie() : []
	const cookie = setCookies.map((c) => c.split(';')[0]).join('; ')
	if (cookie) headers.set('Cookie', cookie)
	return new Request(url, { ...init, headers })
}

const APP = 'http://localhost:3000'

/** A new integrator registered with the provider at `providerUrl`; returns their email. */
export async function registerIntegrator(providerUrl: string, accountType: 'COMPANY' | 'INDIVIDUAL' = 'COMPANY') {
	const email = `unit-${Math.random().toString(36).slice(2)}@example.test`
	const response = await fetch(`${providerUrl}/integrator/v1/register`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({
			accountType,
			businessName: 'Unit Co',
			firstName: 'Uma',
			lastName: 'Unit',
			email,
			country: 'NG',
			password: 'Unit.Passw0rd-1',
		}),
	})
	expect(response.status).toBe(201)
	return email
}

/** Logs `email` in through the magic-link strategy and returns the response that sets the session. */
export async function signInAs(providerUrl: string, email: string, redirectTo = '/') {
	await requestLoginLink({ email, callbackUrl: `${APP}/auth/verify` }, null)
	const outbox = (await (await fetch(`${providerUrl}/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json()) as {
		data: Array<{ links: string[] }>
	}
	const token = new URL(outbox.data[0]!.links.find((l) => l.includes('token='))!).searchParams.get('token')!
	const auth = await authenticator.authenticate('magic-link', new Request(`${APP}/auth/verify?token=${token}`))
	return startUserSession(new Request(`${APP}/auth/verify`), auth, redirectTo)
}
