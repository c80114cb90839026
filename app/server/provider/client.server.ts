import { request, type Dispatcher } from 'undici'
import { type z } from 'zod'
import { FORWARDED_USER_AGENT_HEADER } from '#contract/audit.ts'
import { apiErrorSchema, isTokenErrorMessage, type ApiError } from '#contract/envelope.ts'
import { ROLE_FORBIDDEN, TWO_FA_REQUIRED } from '#contract/team/roles.ts'
import { GENERIC_ERROR_MESSAGE, PROVIDER_TIMEOUT_MS } from '#app/lib/constants.ts'
import { getEnv } from '../env.server.ts'
import { log } from '../logger.server.ts'
import { callerOf, REQUEST_ID_HEADER, type Caller } from '../request-context.server.ts'

/** The provider answered with an error status; `body` is its error envelope. */
export class ProviderError extends Error {
	constructor(
		public readonly status: number,
		public readonly body: ApiError,
	) {
		super(body.message)
		this.name = 'ProviderError'
	}
	/**
	 * 401/403 or a token-error message: the session is no good any more. Not a role's
	 * refusal (403 ROLE_FORBIDDEN): the member may not do that, their session stands
	 * (docs/product/team.md).
	 */
	get isAuthFailure() {
		if (this.isRoleRefusal || this.isTwoFARequired) return false
		return this.status === 401 || this.status === 403 || isTokenErrorMessage(this.body.message)
	}
	/** The business requires 2FA and this member has none: they may only set it up (record 135). */
	get isTwoFARequired() {
		return this.status === 403 && (this.body.errors ?? []).some((item) => item.code === TWO_FA_REQUIRED)
	}
	/** The provider refused what the member's role may not do. */
	get isRoleRefusal() {
		return this.status === 403 && (this.body.errors ?? []).some((item) => item.code === ROLE_FORBIDDEN)
	}
}

/** The provider could not be reached, timed out, or answered nonsense. */
export class ProviderUnavailableError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.name = 'ProviderUnavailableError'
	}
}

type CallOptions<S extends z.ZodTypeAny> = {
	schema: S
	method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
	body?: unknown
	/** The provider's access token, for calls made on behalf of a user. */
	token?: string
	/** The incoming request: its abort signal ends the call early, and its client's address and id go along. */
	request?: Request
	/** The end user's address and the request's id, for calls made without tying them to the request's abort (the login and sign-up calls). */
	caller?: Caller | null
	query?: Record<string, string | number | undefined>
}

/**
 * What every call to the provider carries, JSON or not: the bearer token; the
 * end user's address (and browser), so the provider rate-limits users, not us (it believes
 * them only with the shared proxy secret); and the request's id, so the
 * provider's log lines can be matched with ours.
 */
export function providerHeaders(token: string | undefined, caller: Caller | null): Record<string, string> {
	const { PROVIDER_PROXY_SECRET } = getEnv()
	const headers: Record<string, string> = {}
	if (token) headers.authorization = `Bearer ${token}`
	if (caller?.clientIp) headers['x-forwarded-for'] = caller.clientIp
	// The provider records the browser, not this server (undici), as the client of a change (docs/decisions/131-the-audit-log.md).
	if (caller?.userAgent) headers[FORWARDED_USER_AGENT_HEADER] = caller.userAgent
	if (caller?.requestId) headers[REQUEST_ID_HEADER.toLowerCase()] = caller.requestId
	if (PROVIDER_PROXY_SECRET) headers['x-proxy-secret'] = PROVIDER_PROXY_SECRET
	return headers
}

/**
 * How long a call may take: 20 s, or what is left of the request's deadline
 * when that is sooner (docs/decisions/108): every call of one request shares
 * its 20 s, so a provider that does not answer costs the request one
 * timeout, not one per call in a row. A call with no time left is not sent:
 * the provider is as good as unreachable (the 503 page).
 */
export function callTimeoutMs(caller: Caller | null | undefined, what: string): number {
	const deadline = caller?.deadline
	const ms = deadline ? Math.min(PROVIDER_TIMEOUT_MS, deadline - Date.now()) : PROVIDER_TIMEOUT_MS
	if (ms > 0) return ms
	log.warn('provider call not sent: the request deadline has passed', { what, requestId: caller?.requestId })
	throw new ProviderUnavailableError(`The request's time for the provider ran out before ${what}`)
}

/**
 * The one way the dashboard talks to the provider: JSON,
 * bearer token, a 20 s timeout shared by the request's calls, and the
 * answer checked against contract/.
 */
export async function callProvider<S extends z.ZodTypeAny>(path: string, options: CallOptions<S>): Promise<z.output<S>> {
	const { PROVIDER_API_URL } = getEnv()
	const url = new URL(path, PROVIDER_API_URL)
	for (const [key, value] of Object.entries(options.query ?? {})) {
		if (value !== undefined) url.searchParams.set(key, String(value))
	}
	const caller = options.caller ?? (options.request ? callerOf(options.request) : null)
	const requestId = caller?.requestId
	const headers = providerHeaders(options.token, caller)
	headers.accept = 'application/json'
	if (options.body !== undefined) headers['content-type'] = 'application/json'

	// One controller for the timeout and the visitor leaving, cleared once the
	// body is read (AbortSignal.timeout plus AbortSignal.any cost a timer and
	// two transferable signals per call, kept until the timer fires).
	const method = options.method ?? 'GET'
	const timeoutMs = callTimeoutMs(caller, `${method} ${path}`)
	const controller = new AbortController()
	const timer = setTimeout(() => controller.abort(new DOMException('The provider did not answer in time', 'TimeoutError')), timeoutMs)
	const visitor = options.request?.signal
	const onVisitorAbort = () => controller.abort(visitor?.reason)
	if (visitor?.aborted) onVisitorAbort()
	else visitor?.addEventListener('abort', onVisitorAbort, { once: true })
	const startedAt = performance.now()

	// undici's request() rather than fetch(): the same connection pool
	// (server/index.ts), without the WHATWG Request, Response, Headers and
	// body streams fetch builds around every call (measured: a fifth of a
	// signed-in page's CPU went to its two provider calls through fetch).
	let status: number
	let json: unknown
	try {
		let answer: Dispatcher.ResponseData
		try {
			answer = await request(url, {
				method,
				headers,
				body: options.body === undefined ? undefined : JSON.stringify(options.body),
				signal: controller.signal,
				// No redirects followed: the provider's API answers where it is asked, and
				// `maxRedirections` is refused by the undici that Node 24 bundles, whose
				// Agent is the process's global dispatcher wherever ours is not set (tests).
			})
		} catch (error) {
			// The visitor went away: not the provider's fault, and nobody to answer.
			if (visitor?.aborted) throw error
			log.warn('provider unreachable', { method, path, requestId, error })
			throw new ProviderUnavailableError(`The provider could not be reached (${method} ${path})`, { cause: error })
		}
		status = answer.statusCode
		json = await answer.body.json().catch(() => null)
	} finally {
		clearTimeout(timer)
		visitor?.removeEventListener('abort', onVisitorAbort)
	}
	const ms = Math.round(performance.now() - startedAt)
	log.debug('provider call', { method, path, status, ms, requestId })

	if (status < 200 || status > 299) {
		const parsed = apiErrorSchema.safeParse(json)
		if (status >= 500 && !parsed.success) {
			throw new ProviderUnavailableError(`The provider failed (${status} on ${method} ${path})`)
		}
		throw new ProviderError(status, parsed.success ? parsed.data : { message: GENERIC_ERROR_MESSAGE })
	}
	const parsed = options.schema.safeParse(json)
	if (!parsed.success) {
		log.error('provider answer does not match the contract', { method, path, requestId, issues: parsed.error.issues.slice(0, 5) })
		throw new ProviderUnavailableError(`The provider's answer to ${method} ${path} does not match the contract`)
	}
	return parsed.data
}
