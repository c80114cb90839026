import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Facts about the incoming request that code deep inside a loader needs
 * without threading them through every call: the end user's address (for
 * rate limits, and passed on to the provider so it can rate-limit by user,
 * not by our server) and the request id (for logs). Set by server/app.ts.
 */
export type RequestContext = { clientIp: string | null; requestId: string }

/**
 * One store per process: the HTTP server (build/server.js) and the Remix
 * build are bundled apart, and each would otherwise get its own copy of this
 * module, so the context set by one would be invisible to the other.
 */
const STORE_KEY = Symbol.for('integrator-dashboard.request-context')
const registry = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestContext> }
const storage = (registry[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>())

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
	return storage.run(context, fn)
}

/** The current request's context, or null outside one (Vite dev server, tests). */
export function getRequestContext(): RequestContext | null {
	return storage.getStore() ?? null
}

export function getClientIp(): string | null {
	return getRequestContext()?.clientIp ?? null
}
