import { EventEmitter } from 'node:events'

/**
 * A destination for React's output that hands over the whole document once
 * it ends. The pages render in one go (no deferred data) and every response
 * is compressed whole (server/compress.ts), so streaming would buy no time to
 * first byte; a body handed over in one piece skips a stream per response.
 * (No stream.Writable: React needs only write, end, destroy and events.)
 */
export class DocumentBody extends EventEmitter implements NodeJS.WritableStream {
	writable = true
	private readonly chunks: Uint8Array[] = []

	constructor(
		private readonly done: (body: Uint8Array<ArrayBuffer>) => void,
		private readonly failed: (error: unknown) => void,
	) {
		super()
	}

	write(chunk: Uint8Array | string): boolean {
		if (this.writable) this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
		return true
	}

	end(last?: Uint8Array | string | (() => void)): this {
		if (typeof last === 'string' || last instanceof Uint8Array) this.write(last)
		if (!this.writable) return this
		this.writable = false
		this.done(Buffer.concat(this.chunks))
		return this
	}

	/** React's way of saying the render failed after the shell: no half document goes out. */
	destroy(error?: unknown) {
		if (!this.writable) return
		this.writable = false
		this.failed(error)
	}
}

/**
 * The bodies of responses made from bytes already in hand, so that the
 * compression in server/ reads them without materialising the response and
 * streaming its body back out (a web stream and a copy per page). Keyed by
 * the response itself: a response rebuilt on the way out is simply not found
 * and is read the ordinary way.
 *
 * One map per process: the HTTP server (build/server.js) and the Remix build
 * are bundled apart, and each would otherwise get its own copy of this module.
 */
const MAP_KEY = Symbol.for('integrator-dashboard.document-bodies')
const registry = globalThis as typeof globalThis & { [MAP_KEY]?: WeakMap<Response, Uint8Array<ArrayBuffer>> }
const bodies = (registry[MAP_KEY] ??= new WeakMap<Response, Uint8Array<ArrayBuffer>>())

export function rememberBody(response: Response, body: Uint8Array<ArrayBuffer>) {
	bodies.set(response, body)
	return response
}

/** The body `response` was made from, once: it is forgotten as it is taken. */
export function takeBody(response: Response) {
	const body = bodies.get(response)
	if (body) bodies.delete(response)
	return body
}
