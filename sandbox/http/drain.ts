import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'

/** How much of a body nobody read the sandbox still takes in before answering, and for how long. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024
export const DRAIN_MAX_MS = 15_000

/** Reads and drops the rest of `body`; true once it has ended, false past the bounds (then it is cancelled). */
async function drain(body: ReadableStream<Uint8Array>): Promise<boolean> {
	const reader = body.getReader()
	const deadline = Date.now() + DRAIN_MAX_MS
	let bytes = 0
	let timer: NodeJS.Timeout | undefined
	const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS)))
	try {
		while (Date.now() < deadline) {
			const next = await Promise.race([reader.read(), timedOut])
			if (next === 'timeout') break
			if (next.done) return true
			bytes += next.value.byteLength
			if (bytes > DRAIN_MAX_BYTES) break
		}
		await reader.cancel().catch(() => {})
		return false
	} catch {
		return false
	} finally {
		clearTimeout(timer)
	}
}

/**
 * Middleware: a route that answered without reading the whole body (401 with
 * no token, 413 over the size limit, 429 past a rate limit) has the rest
 * read and dropped before the answer goes out, so the client finishes
 * sending and reads the status on a connection that stays usable. Closing
 * (or resetting) the socket while the client still sends makes it lose the
 * answer. Past DRAIN_MAX_BYTES or DRAIN_MAX_MS, or when the body is held
 * half-read, the answer says `Connection: close` instead.
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
	await next()
	if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.raw.bodyUsed) return
	const body = c.req.raw.body
	if (!body) return
	if (body.locked || !(await drain(body))) c.res.headers.set('Connection', 'close')
}
