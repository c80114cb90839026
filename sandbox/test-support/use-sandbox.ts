import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../server.ts'
import type { Backend } from './backends.ts'

// Tests read answers loosely and check them against the contract where the shape matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export type TestSandbox = {
	readonly url: string
	/** Moves the sandbox clock forward (login-link and token expiry). */
	advance(ms: number): void
	/** fetch against the sandbox; each call comes from a random client IP unless `ip` is given. */
	request(path: string, init?: RequestInit & { ip?: string; token?: string }): Promise<Response>
	/** POST a JSON body and read the JSON answer. */
	post(path: string, body: unknown, init?: { ip?: string; token?: string }): Promise<{ status: number; json: Json; response: Response }>
	get(path: string, init?: { ip?: string; token?: string }): Promise<{ status: number; json: Json; response: Response }>
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`

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

	beforeAll(async () => {
		const storage = await backend.create()
		dispose = storage.dispose
		running = await startSandbox({ port: 0, ...(typeof options === 'function' ? options() : options), ...storage.options, now: () => Date.now() + offsetMs })
	})
	afterAll(async () => {
		await running?.close()
		await dispose?.()
	})

	const request = (path: string, init: RequestInit & { ip?: string; token?: string } = {}) => {
		if (!running) throw new Error('sandbox not started')
		const { ip, token, ...rest } = init
		const headers = new Headers(rest.headers)
		headers.set('x-forwarded-for', ip ?? randomIp())
		if (token) headers.set('authorization', `Bearer ${token}`)
		return fetch(running.url + path, { ...rest, headers })
	}
	const readJson = async (response: Response) => ({ status: response.status, json: await response.json(), response })
	return {
		get url() {
			if (!running) throw new Error('sandbox not started')
			return running.url
		},
		advance(ms) {
			offsetMs += ms
		},
		request,
		async post(path, body, init = {}) {
			return readJson(
				await request(path, { ...init, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
			)
		},
		async get(path, init = {}) {
			return readJson(await request(path, init))
		},
	}
}
