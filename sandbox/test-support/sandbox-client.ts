/**
 * How tests call a sandbox: a JSON body and a bearer token in; the status and
 * the answer's JSON (its text when it is not JSON) out. No test framework
 * here: the sandbox suites (use-sandbox.ts) and the Playwright helpers
 * (tests/e2e/utils/sandbox.ts) both build on it.
 */

import { localControlToken } from '../http/control-token.ts'

// Tests read answers loosely and check them against the contract where the shape matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export type Answer = { status: number; json: Json; text: string; response: Response }

export type SandboxCall = {
	/** Default: GET without a body, POST with one. */
	method?: string
	/** Sent as JSON. */
	body?: unknown
	/** Sent as is, with the JSON content type (tests of malformed bodies). */
	rawBody?: string
	/** Sent as `Authorization: Bearer <token>`. */
	token?: string
	headers?: HeadersInit
}

/**
 * The control token a test passes to the sandbox's /sandbox/… tooling (the
 * control API, outbox and mailbox): SANDBOX_CONTROL_TOKEN when the run sets
 * it, else the one the sandbox made and keeps in its data directory (the e2e
 * run's E2E_DATA_DIR, or DATA_DIR); see http/control-token.ts.
 */
export function controlHeaders(pathname: string, token = testControlToken()): Record<string, string> {
	return token && pathname.startsWith('/sandbox/') ? { authorization: `Bearer ${token}` } : {}
}

/** The token of the sandbox this run talks to (see controlHeaders). */
export function testControlToken() {
	return localControlToken(process.env.E2E_DATA_DIR || process.env.DATA_DIR || './data')
}

/** `headers` plus the bearer token, when there is one. */
export function sandboxHeaders(headers: HeadersInit | undefined, token: string | undefined) {
	const result = new Headers(headers)
	if (token) result.set('authorization', `Bearer ${token}`)
	return result
}

/** The fetch options for a call. */
export function sandboxRequest(call: SandboxCall): RequestInit {
	const headers = sandboxHeaders(call.headers, call.token)
	const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body))
	const method = call.method ?? (body === undefined ? 'GET' : 'POST')
	// Writes are JSON even without a body: the control API refuses any other type (415).
	if (body !== undefined || !['GET', 'HEAD'].includes(method.toUpperCase())) headers.set('content-type', 'application/json')
	return { method, headers, body }
}

/** Reads the whole answer; an empty body is `null`, a body that is not JSON stays text. */
export async function readAnswer(response: Response): Promise<Answer> {
	const text = await response.text()
	let json: Json = null
	try {
		json = text ? JSON.parse(text) : null
	} catch {
		json = text
	}
	return { status: response.status, json, text, response }
}
