import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { PROXY_SECRET_HEADER } from '../http/request.ts'
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../server.ts'
import type { Backend } from './backends.ts'
import { controlHeaders, readAnswer, sandboxHeaders, sandboxRequest, type Answer, type SandboxCall } from './sandbox-client.ts'

type ClientOptions = { ip?: string; token?: string }

export type TestSandbox = {
	readonly url: string
	/** What its back office needs (`Authorization: Bearer …`): for a CLI the test runs against it (SANDBOX_CONTROL_TOKEN). */
	readonly controlToken: string
	/** Moves the sandbox clock forward (login-link and token expiry). */
	advance(ms: number): void
	/** fetch against the sandbox; each call comes from a random client IP unless `ip` is given. */
	request(path: string, init?: RequestInit & ClientOptions): Promise<Response>
	/** A call with an optional JSON body, read as JSON (see sandbox-client.ts). */
	send(method: string, path: string, call?: Pick<SandboxCall, 'body' | 'rawBody'> & ClientOptions): Promise<Answer>
	/** POST a JSON body and read the JSON answer. */
	post(path: string, body: unknown, init?: ClientOptions): Promise<Answer>
	get(path: string, init?: ClientOptions): Promise<Answer>
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

type SuiteOptions = Omit<StartSandboxOptions, 'port' | 'dataDir' | 'databaseUrl' | 'now'>

/**
 * One sandbox per suite (PGlite takes seconds to create), started in
 * beforeAll, closed in afterAll. `options` may be a function, read in
 * beforeAll, for values known only then (a helper server's port).
 */
export function useSandbox(backend: Backend, options: SuiteOptions | (() => SuiteOptions) = {}): TestSandbox {
	let running: RunningSandbox | null = null
	let dispose: (() => Promise<void>) | null = null
	let offsetMs = 0
	// The suite's client stands behind a trusted proxy, so its X-Forwarded-For is
	// believed (a fresh address per call keeps tests clear of the per-address limit).
	// A suite may set proxySecret itself, undefined included.
	let proxySecret: string | undefined = randomBytes(24).toString('hex')
	let controlToken: string | undefined

	beforeAll(async () => {
		const storage = await backend.create()
		dispose = storage.dispose
		const suiteOptions = typeof options === 'function' ? options() : options
		if ('proxySecret' in suiteOptions) proxySecret = suiteOptions.proxySecret
		running = await startSandbox({ port: 0, proxySecret, ...suiteOptions, ...storage.options, now: () => Date.now() + offsetMs })
		// The suite's own, or the one the sandbox made and keeps in its data directory (the back office is never open).
		controlToken = running.controlToken
	})
	afterAll(async () => {
		await running?.close()
		await dispose?.()
	})

	const request = (path: string, init: RequestInit & ClientOptions = {}) => {
		if (!running) throw new Error('sandbox not started')
		const { ip, token, ...rest } = init
		const headers = sandboxHeaders(rest.headers, token)
		// A suite's control token goes with its /sandbox/… calls, unless the call brings its own authorization.
		for (const [name, value] of Object.entries(controlHeaders(path, controlToken ?? ''))) if (!headers.has(name)) headers.set(name, value)
		headers.set('x-forwarded-for', ip ?? randomIp())
		if (proxySecret && !headers.has(PROXY_SECRET_HEADER)) headers.set(PROXY_SECRET_HEADER, proxySecret)
		return fetch(running.url + path, { ...rest, headers })
	}
	const send: TestSandbox['send'] = async (method, path, { ip, token, ...call } = {}) =>
		readAnswer(await request(path, { ...sandboxRequest({ method, ...call }), ip, token }))
	return {
		get url() {
			if (!running) throw new Error('sandbox not started')
			return running.url
		},
		get controlToken() {
			if (!running) throw new Error('sandbox not started')
			return running.controlToken
		},
		advance(ms) {
			offsetMs += ms
		},
		request,
		send,
		post: (path, body, init = {}) => send('POST', path, { ...init, body }),
		get: (path, init = {}) => send('GET', path, init),
	}
}
