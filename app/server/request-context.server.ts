import { randomUUID } from 'node:crypto'

/**
 * The end user's address, which code deep inside a loader or action needs:
 * for the login and sign-up rate limits, and passed on to the provider so it
 * can rate-limit by user, not by our server. The HTTP layer (server/app.ts)
 * works it out (the socket's peer, or behind a trusted proxy the address it
 * forwards) and writes it into a header of the request itself, replacing any
 * value a client sent. It travels with the request: the copies Remix makes
 * for loaders and actions keep the headers.
 *
 * (An AsyncLocalStorage carried it before. While a store is active, Node 20
 * runs a hook on every promise the request creates, measured in
 * docs/decisions/070-performance.md#046-the-client-address-travels-on-the-request-in-a-header-the-http-layer-writes.)
 */
export const CLIENT_IP_HEADER = 'X-Dashboard-Client-Ip'

/** For the HTTP layer only: records `address` on `request`, or removes whatever a client put there. */
export function setClientIp(request: Request, address: string | null) {
	if (address) request.headers.set(CLIENT_IP_HEADER, address)
	else request.headers.delete(CLIENT_IP_HEADER)
}

/** The end user's address, or null when the request did not come through the HTTP layer (Vite's dev server, tests). */
export function getClientIp(request: Request): string | null {
	return request.headers.get(CLIENT_IP_HEADER)
}

/**
 * The request's id: the one a proxy in front sent (X-Request-Id) when it is
 * sane, or a new one. The HTTP layer writes it into the request as it does
 * the address; the provider client sends it on every call, the access log
 * and the 500 page show it, so one id follows a request through the
 * dashboard's and the provider's logs.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id'
/** What a proxy's id may look like: short, and nothing that could forge a log line or a header. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/

/** For the HTTP layer only: keeps a sane incoming id or replaces it with a new one; answers the id. */
export function setRequestId(request: Request): string {
	const incoming = request.headers.get(REQUEST_ID_HEADER)
	if (incoming && SANE_REQUEST_ID.test(incoming)) return incoming
	const id = randomUUID()
	request.headers.set(REQUEST_ID_HEADER, id)
	return id
}

/** The request's id, or null when it did not come through the HTTP layer (Vite's dev server, tests). */
export function getRequestId(request: Request): string | null {
	return request.headers.get(REQUEST_ID_HEADER)
}

/** The longest user agent passed on: what the provider's audit log keeps. */
const USER_AGENT_MAX = 512

/**
 * What a provider call made for a request carries along without being tied
 * to the request's abort signal (the login and sign-up calls): the end
 * user's address, the request's id and its deadline, and the browser's user
 * agent, which the provider's audit log records beside the address
 * (docs/product/audit-log.md).
 */
export type Caller = { clientIp: string | null; requestId: string | null; deadline?: number | null; userAgent?: string | null }

export function callerOf(request: Request): Caller {
	// As long as the provider keeps it: a longer one is a client's noise, not worth a header of kilobytes on every call.
	const userAgent = request.headers.get('user-agent')?.slice(0, USER_AGENT_MAX)
	return {
		clientIp: getClientIp(request),
		requestId: getRequestId(request),
		deadline: getDeadline(request),
		...(userAgent ? { userAgent } : {}),
	}
}

/**
 * When the request's time for the provider is up (epoch milliseconds): one
 * deadline per incoming request, shared by every provider call it makes,
 * so a provider that does not answer costs the request one timeout, not one
 * per call in a row (docs/decisions/108). The HTTP layer writes it, as it
 * does the address, replacing any value a client sent; it travels with
 * the request into the copies Remix makes for the action and the loaders.
 */
export const DEADLINE_HEADER = 'X-Dashboard-Deadline'

/** For the HTTP layer and tests: the request's provider calls must be done by `atMs`. */
export function setDeadline(request: Request, atMs: number) {
	request.headers.set(DEADLINE_HEADER, String(Math.round(atMs)))
}

/** For the HTTP layer only: the answer is out; a body still streaming (a CSV's later pages) gives each call its own timeout. */
export function clearDeadline(request: Request) {
	request.headers.delete(DEADLINE_HEADER)
}

/** The request's deadline, or null when it did not come through the HTTP layer (Vite's dev server, tests). */
export function getDeadline(request: Request): number | null {
	const value = Number(request.headers.get(DEADLINE_HEADER) ?? '')
	return Number.isSafeInteger(value) && value > 0 ? value : null
}
