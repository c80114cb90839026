import { rmSync } from 'node:fs'
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici'
import { afterAll, beforeAll, expect } from 'vitest'
import { SERVICE_NAMES } from '#contract/service-names.ts'
import { authenticator } from '#app/server/auth/authenticator.server.ts'
import { startUserSession } from '#app/server/auth.server.ts'
import { resetEnvForTests } from '#app/server/env.server.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requestLoginLink } from '#app/server/provider/auth.server.ts'
import { resetRateLimitsForTests } from '#app/server/rate-limit.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { startSandbox, type RunningSandbox } from '#sandbox/server.ts'
import { migratedPgliteDir } from '#sandbox/test-support/backends.ts'

/**
 * Starts a real sandbox provider in this process for a test file and
 * points the dashboard's configuration at it (server modules
 * are tested against the real sandbox, not mocks). `now` is its clock. A
 * page's round trips are counted by `inRounds` (provider-rounds.server.ts),
 * not timed against a slowed sandbox.
 */
export function useProvider(options: { now?: () => number } = {}) {
	const state: { sandbox: RunningSandbox | null; dataDir: string } = { sandbox: null, dataDir: '' }
	beforeAll(async () => {
		// A copy of the migrated database: a fresh PGlite costs seconds of CPU.
		state.dataDir = await migratedPgliteDir('dashboard-test-')
		state.sandbox = await startSandbox({
			port: 0,
			dataDir: state.dataDir,
			rateLimitPerMinute: 0,
			now: options.now,
		})
		controlTokens.set(state.sandbox.url, state.sandbox.controlToken)
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
		/** `Authorization: Bearer <control token>`: what the sandbox's back office (control API, outbox) needs. */
		get controlHeaders(): Record<string, string> {
			return { Authorization: `Bearer ${running().controlToken}` }
		},
		/** Answers `ms` late from now on, as a distant or stuck provider would (the request deadline's tests). */
		setLatency: (ms: number) => running().setLatency(ms),
	}
}

/** The control token of each sandbox this file started, by its URL: the helpers below send it to /sandbox/… paths. */
const controlTokens = new Map<string, string>()
const controlHeadersFor = (providerUrl: string, path: string): Record<string, string> => {
	const token = path.startsWith('/sandbox/') ? controlTokens.get(providerUrl) : undefined
	return token ? { Authorization: `Bearer ${token}` } : {}
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
	const outboxPath = `/sandbox/v1/outbox?to=${encodeURIComponent(email)}`
	const outbox = (await (await fetch(`${providerUrl}${outboxPath}`, { headers: controlHeadersFor(providerUrl, outboxPath) })).json()) as {
		data: Array<{ links: string[] }>
	}
	const token = new URL(outbox.data[0]!.links.find((l) => l.includes('token='))!).searchParams.get('token')!
	const auth = await authenticator.authenticate('magic-link', new Request(`${APP}/auth/verify?token=${token}`))
	return startUserSession(new Request(`${APP}/auth/verify`), auth, redirectTo)
}

/** A JSON POST to the provider (its API with `token`, or its control API with the sandbox's control token). */
export function postToProvider(providerUrl: string, path: string, body: unknown, token?: string) {
	return fetch(`${providerUrl}${path}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			...(token ? { Authorization: `Bearer ${token}` } : controlHeadersFor(providerUrl, path)),
		},
		body: JSON.stringify(body),
	})
}

/**
 * The first integrator of a freshly seeded scenario (every scenario's
 * password), signed in to the dashboard: its e-mail and provider token, and
 * requests that carry its session (`at`) or post a form from the app's own
 * origin (`form`).
 */
export async function signedInScenario(providerUrl: string, scenario: string) {
	const seeded = await postToProvider(providerUrl, `/sandbox/v1/control/scenarios/${scenario}`, {
		tag: `rt${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
	})
	expect(seeded.status).toBe(201)
	const email = ((await seeded.json()) as { data: { integrators: Array<{ email: string }> } }).data.integrators[0]!.email
	const login = await postToProvider(providerUrl, '/auth/v1/login/password', { email, password: 'Sandbox.Demo-2026' })
	expect(login.status).toBe(200)
	const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
	const session = await signInAs(providerUrl, email)
	const at = (path: string, init?: RequestInit) => requestWithCookies(`${APP}${path}`, session, init)
	const form = (path: string, fields: Record<string, string>) =>
		at(path, { method: 'POST', headers: { Origin: APP }, body: new URLSearchParams(fields) })
	return { email, token, at, form }
}

/** What `run` answers, and how long it took. */
export async function timed<T>(run: () => Promise<T>) {
	const started = performance.now()
	const value = await run()
	return { value, ms: performance.now() - started }
}

/**
 * What `run` asked the provider for, as `METHOD /path` (no query), in the order the calls left: every provider
 * call goes through undici's global dispatcher in tests (app/server/provider/client.server.ts).
 */
export async function providerCallsDuring<T>(run: () => Promise<T>) {
	const realDispatcher = getGlobalDispatcher()
	const calls: string[] = []
	setGlobalDispatcher(
		realDispatcher.compose((dispatch) => (options, handler) => {
			calls.push(`${options.method} ${options.path.split('?')[0]}`)
			return dispatch(options, handler)
		}),
	)
	try {
		return { value: await run(), calls }
	} finally {
		setGlobalDispatcher(realDispatcher)
	}
}

/**
 * A company with every service active, signed in: `services-approved`, with its approved, pending and missing
 * services taken live. Returns requests that carry its session.
 */
export async function everyServiceActive(providerUrl: string, tag: string) {
	const control = async (path: string, body: unknown = {}) => {
		const response = await postToProvider(providerUrl, `/sandbox/v1/control${path}`, body)
		expect(response.status, path).toBeLessThan(300)
		return (await response.json()) as { data: { integrators: Array<{ email: string }> } }
	}
	const seeded = await control('/scenarios/services-approved', { tag: `${tag}${Date.now()}` })
	const email = seeded.data.integrators[0]!.email
	const session = await signInAs(providerUrl, email)
	const at = (path: string) => requestWithCookies(`${APP}${path}`, session)
	const { api } = await requireUser(at('/'), getLoadContext())
	const subscribed = new Set((await api.shell.getSubscriptions()).map((s) => s.name))
	const documents = await api.products.getOperationalDocuments()
	for (const name of SERVICE_NAMES) {
		if (!subscribed.has(name)) await api.products.subscribe(name)
		await control(`/integrators/${encodeURIComponent(email)}/subscriptions/${name}/approve`)
		const unaccepted = documents.filter((d) => d.service === name && !d.acceptedAt).map((d) => d.id)
		if (unaccepted.length) await api.products.acceptContract(name, unaccepted)
		await api.products.activate(name)
	}
	return at
}
