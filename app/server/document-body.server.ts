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
