import { randomFillSync } from 'node:crypto'
import { type ActionFunctionArgs, type EntryContext, type HandleDataRequestFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { sessionResponseHeaders, SIGNED_IN_CACHE_CONTROL } from '#app/server/auth.server.ts'
import { rememberBody } from '#app/server/document-body.server.ts'
import { getEnv, type Env } from '#app/server/env.server.ts'
import { readLoaderDataHandoff } from '#app/server/loader-data-handoff.server.ts'
import { log } from '#app/server/logger.server.ts'
import { getRequestId } from '#app/server/request-context.server.ts'
import { NonceProvider } from '#app/ui/kit/nonce.tsx'
import { RequestIdProvider } from '#app/ui/shell/request-reference.tsx'

/**
 * An enforced Content-Security-Policy with a per-request nonce. Scripts run only with the nonce; 'strict-dynamic' lets the nonced
 * messenger loader add the widget script.
 */
function contentSecurityPolicy(nonce: string) {
	const env = getEnv()
	if (policyCache?.env !== env) policyCache = { env, ...policyParts(env) }
	return `${policyCache.before}${nonce}${policyCache.after}`
}

/** Everything but the nonce depends on the configuration only: built once. */
let policyCache: ({ env: Env } & ReturnType<typeof policyParts>) | undefined
function policyParts({ MESSENGER_SCRIPT_URL, SANDBOX_PUBLIC_URL }: Env) {
	const messengerOrigin = MESSENGER_SCRIPT_URL ? new URL(MESSENGER_SCRIPT_URL).origin : ''
	// The sandbox serves logos over plain http on localhost; a real provider's are https.
	const sandboxOrigin = SANDBOX_PUBLIC_URL ? new URL(SANDBOX_PUBLIC_URL).origin : ''
	const NONCE = '\u0000nonce\u0000'
	const policy = [
		"default-src 'self'",
		`script-src 'nonce-${NONCE}' 'strict-dynamic' ${messengerOrigin}`.trim(),
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: blob: https: ${sandboxOrigin}`.trim(),
		"font-src 'self'",
		`connect-src 'self' ${messengerOrigin}`.trim(),
		`frame-src 'self' ${messengerOrigin}`.trim(),
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"object-src 'none'",
	].join('; ')
	const [before = '', after = ''] = policy.split(NONCE)
	return { before, after }
}

/**
 * 16 random bytes per page, base64: taken from a pool filled by the system's
 * CSPRNG 256 nonces at a time (as crypto.randomUUID does), each used once;
 * one randomBytes call per page cost more than the rest of the nonce work.
 */
const NONCE_BYTES = 16
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let nonceOffset = noncePool.length
function newNonce() {
	if (nonceOffset === noncePool.length) {
		randomFillSync(noncePool)
		nonceOffset = 0
	}
	const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES)
	nonceOffset += NONCE_BYTES
	return nonce
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
) {
	const nonce = newNonce()
	// Vite's dev server injects scripts of its own; the policy applies to builds.
	if (!import.meta.env.DEV) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	await applySessionHeaders(request, responseHeaders)

	// The whole document in one synchronous pass: the page's loader data is
	// read first, so nothing is left to wait for (docs/decisions/070-performance.md#044-a-page-is-rendered-in-one-synchronous-pass-rendertostring-its-loader-data-read-first).
	await readLoaderDataHandoff(remixContext)
	const html = renderToString(
		<NonceProvider value={nonce}>
			<RequestIdProvider value={getRequestId(request) ?? ''}>
				<RemixServer context={remixContext} url={request.url} nonce={nonce} />
			</RequestIdProvider>
		</NonceProvider>,
	)
	const body = Buffer.from(`<!DOCTYPE html>${html}`)
	return rememberBody(new Response(body, { headers: responseHeaders, status: responseStatusCode }), body)
}

/** Data requests (client navigations) move the idle window too, and are as private as the pages. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
	await applySessionHeaders(request, response.headers)
	return response
}

/**
 * Every document and data answer passes here, so a signed-in user's are all
 * `private, no-store` whatever the route (a new one cannot forget it): Back
 * asks the server again instead of showing a page, such as a quote already
 * confirmed, from the browser's cache. Anonymous pages and static files keep
 * their own caching. The session's idle window moves here too.
 */
async function applySessionHeaders(request: Request, headers: Headers) {
	const session = await sessionResponseHeaders(request, headers)
	if (session.touched) headers.append('Set-Cookie', session.touched)
	if (session.signedIn) headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL)
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
	// Aborted requests (the user navigated away) are not errors.
	if (request.signal.aborted) return
	// A 4xx Remix answers by itself (a POST to a page without an action: 405; no such route: 404) is the client's mistake.
	if (isRouteErrorResponse(error) && error.status < 500) return
	log.error('unhandled error', { error, method: request.method, path: new URL(request.url).pathname, requestId: getRequestId(request) })
}
