import { deflateSync, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { takeBody } from '#app/server/document-body.server.ts'

/** Below this many bytes compression saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024
/** zlib's default: the level hono/compress used. */
const GZIP_LEVEL = 6
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

type Encoding = 'gzip' | 'deflate'

/**
 * The encoding to use: the better-rated of gzip and deflate (gzip on a tie),
 * or null. (The precompressed assets also come in brotli; dynamic responses
 * stay with the encodings they always had.)
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
	if (!acceptEncoding) return null
	let best: Encoding | null = null
	let bestQ = 0
	let wildcardQ = 0
	const rated = new Map<string, number>()
	for (const part of acceptEncoding.split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';')
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		const q = qParam ? Number(qParam.slice(2)) : 1
		if (name === '*') wildcardQ = Number.isFinite(q) ? q : 0
		else rated.set(name, Number.isFinite(q) ? q : 0)
	}
	for (const encoding of ['gzip', 'deflate'] as const) {
		const q = rated.get(encoding) ?? wildcardQ
		if (q > bestQ) {
			best = encoding
			bestQ = q
		}
	}
	return best
}

function compressSync(body: Uint8Array, encoding: Encoding) {
	return encoding === 'gzip' ? gzipSync(body, { level: GZIP_LEVEL }) : deflateSync(body, { level: GZIP_LEVEL })
}

/**
 * Compresses dynamic responses (pages, data, JSON) in one call once their
 * body is complete. The dashboard's pages are small (tens of KB of HTML)
 * and render in one go (no deferred data), so holding the body until it
 * ends costs no time to first byte, while a compression stream per response
 * (what hono/compress does) costs several times the compression itself in
 * stream machinery. Bodies under 1 KB, responses already encoded (the
 * precompressed assets), HEAD, 206, `no-transform` and types that do not
 * compress are passed through untouched. Not for streamed responses: the
 * app has none.
 */
export function compressBufferedBody(): MiddlewareHandler {
	return async function compress(c, next) {
		await next()
		const res = c.res
		const known = takeBody(res)
		if (!(known ?? res.body) || res.status === 206 || c.req.method === 'HEAD') return
		const headers = res.headers
		if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return
		const contentLength = headers.get('Content-Length')
		if (contentLength && Number(contentLength) < COMPRESS_THRESHOLD_BYTES) return
		const type = headers.get('Content-Type')
		if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return
		const cacheControl = headers.get('Cache-Control')
		if (cacheControl && NO_TRANSFORM.test(cacheControl)) return

		const vary = headers.get('Vary')
		if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
			headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
		const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
		if (!encoding) return

		const body = known ?? new Uint8Array(await res.arrayBuffer())
		// (statusText, like body, would make the response build its stream; a known body's is empty.)
		const init = { status: res.status, statusText: known ? '' : res.statusText, headers }
		if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
			headers.set('Content-Length', String(body.byteLength))
			replaceResponse(c, new Response(body, init))
			return
		}
		const compressed = compressSync(body, encoding)
		headers.set('Content-Encoding', encoding)
		headers.set('Content-Length', String(compressed.byteLength))
		const etag = headers.get('ETag')
		if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
		replaceResponse(c, new Response(compressed, init))
	}
}

/**
 * Puts `response` in place of the current one. Assigning `c.res` over an
 * existing response makes Hono rebuild the new one around its body stream
 * and copy the old headers onto it; this one already carries them, so the
 * old is dropped first and the bytes go out as they are, without a stream.
 */
function replaceResponse(c: Context, response: Response) {
	c.res = undefined
	c.res = response
}
