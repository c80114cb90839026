import { rmSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import { startSandbox, type RunningSandbox } from '#sandbox/server.ts'
import { migratedPgliteDir } from '#sandbox/test-support/backends.ts'
import { resetEnvForTests } from '#app/server/env.server.ts'
import { resetRateLimitsForTests } from '#app/server/rate-limit.server.ts'

/**
 * Starts a real sandbox provider in this process for a test file and
 * points the dashboard's configuration at it (server modules
 * are tested against the real sandbox, not mocks).
 */
export function useProvider() {
	const state: { sandbox: RunningSandbox | null; dataDir: string } = { sandbox: null, dataDir: '' }
	beforeAll(async () => {
		// A copy of the migrated database: a fresh PGlite costs seconds of CPU.
		state.dataDir = await migratedPgliteDir('dashboard-test-')
		state.sandbox = await startSandbox({ port: 0, dataDir: state.dataDir, rateLimitPerMinute: 0 })
		configure({ PROVIDER_API_URL: state.sandbox.url })
	})
	afterAll(async () => {
		await state.sandbox?.close()
		rmSync(state.dataDir, { recursive: true, force: true })
	})
	return {
		get url() {
			if (!state.sandbox) throw new Error('the sandbox is not started yet')
			return state.sandbox.url
		},
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
