import { readdirSync } from 'node:fs'
import path from 'node:path'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { PROVIDER_TIMEOUT_MS } from '#app/lib/constants.ts'
import { checkSameOrigin } from '#app/server/csrf.server.ts'
import type { Env } from '#app/server/env.server.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { log } from '#app/server/logger.server.ts'
import { clearDeadline, REQUEST_ID_HEADER, setClientIp, setDeadline, setRequestId } from '#app/server/request-context.server.ts'
import { compressBufferedBody } from './compress.ts'
import type { Readiness } from './readiness.ts'
import { effectiveHost, hostMismatch, refuseNonFormBody } from './request-checks.ts'

export const MAX_BODY_BYTES = 1024 * 1024
/** The public KYC form takes a phone's photo whole (at most 5 MB, contract/compliance/kyc-images.ts) and the form around it. */
export const KYC_FORM_MAX_BODY_BYTES = 6 * 1024 * 1024
const isKycForm = (path: string) => path === '/kyc-form' || path.startsWith('/kyc-form/')
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Polled every few seconds by orchestrators: not worth a log line each. */
const PROBES = new Set(['/healthz', '/readyz'])

/**
 * The path of a request URL, as `new URL(url).pathname` gives it: the
 * Request constructor has already normalised the URL, so everything from
 * the first slash after the origin up to the query is the path.
 */
export function pathnameOf(url: string) {
	const start = url.indexOf('/', url.indexOf('//') + 2)
	if (start === -1) return '/'
	const query = url.indexOf('?', start)
	return query === -1 ? url.slice(start) : url.slice(start, query)
}

/** The URL paths of the files under `dir` outside assets/ (public/ of the build). */
function listPublicFiles(dir: string, prefix = '/', files = new Set<string>()) {
	let entries
	try {
		entries = readdirSync(dir, { withFileTypes: true })
	} catch {
		return files
	}
	for (const entry of entries) {
		const urlPath = `${prefix}${entry.name}`
		if (entry.isDirectory() && urlPath !== '/assets') listPublicFiles(path.join(dir, entry.name), `${urlPath}/`, files)
		else if (entry.isFile()) files.add(urlPath)
	}
	return files
}

type Options = {
	env: Env
	build: ServerBuild
	clientDir: string
	/** Whether the provider the dashboard depends on answers (/readyz). */
	readiness: Readiness
}

/**
 * The HTTP layer around Remix: what must hold for every request before a
 * route runs: body size limit, same-origin check on every
 * non-GET, security headers, static assets, liveness and readiness, request
 * ids and access logs.
 */
export function createApp({ env, build, clientDir, readiness }: Options) {
	const app = new Hono()
	// Always production mode: development mode sends stack traces to the browser.
	const handleRemix = createRequestHandler(build, 'production')
	const appOrigin = new URL(env.APP_URL).origin
	// build/client does not change while the server runs: list its public
	// files once instead of asking the disk on every request.
	const publicFiles = listPublicFiles(clientDir)

	app.use(async (c, next) => {
		const startedAt = performance.now()
		const path = pathnameOf(c.req.url)
		if (path.startsWith('/assets/') || PROBES.has(path)) return next()
		// The id the provider calls, the access log line and a 500 page's
		// "Reference" share: one request followed across both programs' logs.
		const requestId = setRequestId(c.req.raw)
		await next()
		c.res.headers.set(REQUEST_ID_HEADER, requestId)
		// Only the path: query strings can carry login tokens. A request the client gave up on is 499 (no one got the answer), not a fault.
		const status = c.req.raw.signal.aborted ? 499 : c.res.status
		log.info('request', { method: c.req.method, path, status, ms: Math.round(performance.now() - startedAt), requestId })
	})

	app.use(async (c, next) => {
		await next()
		const headers = c.res.headers
		headers.set('X-Content-Type-Options', 'nosniff')
		headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
		headers.set('X-Frame-Options', 'DENY')
		// The public KYC form may show the camera's live picture for the selfie; nothing else may use it.
		const camera = isKycForm(pathnameOf(c.req.url)) ? 'camera=(self)' : 'camera=()'
		headers.set('Permissions-Policy', `${camera}, microphone=(), geolocation=(), payment=()`)
		headers.set('Cross-Origin-Opener-Policy', 'same-origin')
		if (env.NODE_ENV === 'production') headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
		headers.delete('X-Powered-By')
	})

	// Liveness: the process serves HTTP. It does not ask the provider, so an
	// orchestrator never restarts the dashboard for the provider's outage.
	app.get('/healthz', (c) => c.json({ status: 'ok' }))
	// Readiness: the provider answers, so pages can be served (load balancers, Kubernetes readiness).
	app.get('/readyz', async (c) => {
		const answer = await readiness.check()
		c.header('Cache-Control', 'no-store')
		if (answer.ready) return c.json({ status: 'ready', provider: 'up' })
		return c.json({ status: 'not ready', provider: 'down', reason: answer.reason }, 503)
	})

	// The rest of a body over the limit is never read: close the connection, or the
	// client's next request on it would meet the unread bytes.
	const tooLarge = (limit: string) => (c: Context) => {
		c.header('Connection', 'close')
		return c.text(`The request is too large: the limit is ${limit}.`, 413)
	}
	const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge('1 MB') })
	const limitKycForm = bodyLimit({ maxSize: KYC_FORM_MAX_BODY_BYTES, onError: tooLarge('6 MB') })
	app.use((c, next) => (isKycForm(pathnameOf(c.req.url)) ? limitKycForm(c, next) : limitBody(c, next)))

	app.use(async (c, next) => {
		const request = c.req.raw
		if (SAFE_METHODS.has(request.method)) return next()
		const host = effectiveHost(request, env)
		const allowed = [appOrigin]
		if (host) allowed.push(`http://${host}`, `https://${host}`)
		const verdict = checkSameOrigin(request, allowed)
		if (!verdict.ok) {
			log.warn('cross-site request refused', { method: request.method, path: pathnameOf(request.url), reason: verdict.reason })
			return c.text('This request came from another site and was refused.', 403)
		}
		const mismatch = hostMismatch(request, host)
		if (mismatch) return c.text(mismatch, 400)
		// Remix compares Origin with X-Forwarded-Host when there is one: only a trusted proxy's counts.
		if (!env.TRUST_PROXY) request.headers.delete('X-Forwarded-Host')
		const refused = await refuseNonFormBody(request)
		if (refused) return c.text(refused.message, refused.status)
		await next()
		// A route that answers without reading the form (keep-alive, a guard's
		// redirect) leaves its body on the connection: read it (at most 1 MB),
		// or the client's next request on that kept-alive connection fails.
		const body = c.req.raw
		if (body.body && !body.bodyUsed) await body.arrayBuffer().catch(() => {})
	})

	app.use(compressBufferedBody())
	app.use(
		'/assets/*',
		serveStatic({
			root: clientDir,
			// build-server.mjs writes .br and .gz beside every compressible asset.
			precompressed: true,
			onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
		}),
	)
	const servePublic = serveStatic({
		root: clientDir,
		onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
	})
	app.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()))

	app.all('*', async (c) => {
		const request = c.req.raw
		// X-Forwarded-For is anyone's to write: believe it only behind a proxy.
		let clientIp: string | null = null
		if (env.TRUST_PROXY) clientIp = getClientIPAddress(request)
		clientIp ??= getConnInfo(c).remote.address ?? null
		setClientIp(request, clientIp)
		// One deadline for every provider call of this request (docs/decisions/108): a provider that does
		// not answer costs it one timeout, then the 503 page, not one timeout per call in a row.
		setDeadline(request, Date.now() + PROVIDER_TIMEOUT_MS)
		// One load context per request: what its loaders fetch once (the user, the profile) lives there.
		const response = await handleRemix(request, getLoadContext())
		// The answer is out: a body still streaming (a CSV export's later pages) gives each call its own 20 s.
		clearDeadline(request)
		return response
	})

	return app
}
