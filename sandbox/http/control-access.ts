import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { SandboxContext } from '../context.ts'
import { fail } from '../responses.ts'
import type { AppEnv } from './app-env.ts'
import { localControlToken } from './control-token.ts'
import { escapeHtml } from './html.ts'

/**
 * Who may use the sandbox's back office: the control API and the outbox
 * (/sandbox/v1/…) and the mailbox page (/sandbox/mailbox). They credit money,
 * approve loans, KYB and subscriptions, re-seed scenarios, serve KYB files and
 * show anyone's login links, so every request needs the control token
 * (`Authorization: Bearer <token>`, 401 otherwise): SANDBOX_CONTROL_TOKEN, or
 * when that is unset the token made at the first start and kept in DATA_DIR
 * (control-token.ts). The request's shape (its address, its content type)
 * tells nothing about who sent it: a webhook the sandbox itself sends comes
 * from loopback as JSON too (docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md).
 * Besides, writes take `application/json` only (415 otherwise), so no web
 * page can post to them cross-site without a CORS preflight, which the sandbox
 * never grants. The mailbox page asks for the token once in a form and keeps
 * its digest in an HttpOnly cookie. The operational documents and logos under
 * /sandbox stay public: they hold nothing private and the dashboard links to them.
 */

export const CONTROL_PREFIX = '/sandbox/v1/'
export const MAILBOX_PATH = '/sandbox/mailbox'
export const CONTROL_COOKIE = 'sandbox_control'
export const CONTROL_MESSAGES = {
	jsonOnly: 'The control API accepts application/json bodies only',
	tokenRequired:
		'This sandbox needs its control token: send Authorization: Bearer <token>, the token being SANDBOX_CONTROL_TOKEN or, when that is unset, the contents of the sandbox-control-token file in its DATA_DIR',
	wrongToken: 'That is not the control token of this sandbox.',
} as const

const digest = (value: string) => createHash('sha256').update(value).digest()
const sameSecret = (presented: string | undefined, secret: string) =>
	presented !== undefined && timingSafeEqual(digest(presented), digest(secret))
/** The cookie holds the token's digest, not the token. */
const cookieValue = (token: string) => digest(`mailbox|${token}`).toString('base64url')

const bearerOf = (c: Context) => /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
const isJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'

/** Whether the request carries the control token (bearer, or the mailbox cookie where `cookie` allows it). */
export function hasControlAccess(c: Context<AppEnv>, ctx: Pick<SandboxContext, 'controlToken'>, options: { cookie: boolean }) {
	if (sameSecret(bearerOf(c), ctx.controlToken)) return true
	return options.cookie && sameSecret(getCookie(c, CONTROL_COOKIE), cookieValue(ctx.controlToken))
}

/** Middleware on /sandbox/*: JSON-only writes to /sandbox/v1, and the token where it is set. */
export function controlAccess(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const path = c.req.path
		if (path.startsWith(CONTROL_PREFIX)) {
			if (isWrite(c.req.method) && !isJson(c.req.header('content-type'))) return fail(c, 415, CONTROL_MESSAGES.jsonOnly)
			if (!hasControlAccess(c, ctx, { cookie: false })) {
				c.header('WWW-Authenticate', 'Bearer realm="sandbox control"')
				return fail(c, 401, CONTROL_MESSAGES.tokenRequired)
			}
		} else if (path === MAILBOX_PATH && c.req.method === 'GET' && !hasControlAccess(c, ctx, { cookie: true })) {
			c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
			return c.html(renderTokenForm(c.req.query('to'), null), 401)
		}
		await next()
	}
}

/** The answer to the mailbox's token form: the cookie and back to the mailbox, or the form again. */
export async function acceptMailboxToken(c: Context<AppEnv>, ctx: SandboxContext) {
	const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
	const to = typeof form.to === 'string' && form.to.trim() ? form.to.trim() : undefined
	const back = to ? `${MAILBOX_PATH}?to=${encodeURIComponent(to)}` : MAILBOX_PATH
	const token = typeof form.token === 'string' ? form.token.trim() : undefined
	if (!sameSecret(token, ctx.controlToken)) return c.html(renderTokenForm(to, CONTROL_MESSAGES.wrongToken), 401)
	setCookie(c, CONTROL_COOKIE, cookieValue(ctx.controlToken), {
		httpOnly: true,
		sameSite: 'Strict',
		path: MAILBOX_PATH,
		secure: new URL(c.req.url).protocol === 'https:',
	})
	return c.redirect(back, 303)
}

function renderTokenForm(to: string | undefined, error: string | null) {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox: control token</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
label { display: flex; flex-direction: column; font-weight: 600; gap: .25rem; margin-bottom: .75rem; }
input, button { font: inherit; padding: .4rem .5rem; }
.error { color: #a4001d; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Sandbox mailbox</h1>
<p>The mailbox shows everyone's login links, so it needs the sandbox's control token: SANDBOX_CONTROL_TOKEN, or when that is unset the one the sandbox printed at its first start and keeps in the file <code>sandbox-control-token</code> of its DATA_DIR (<code>./data</code> by default). Enter it once; this browser keeps it in a cookie for the mailbox.</p>
${error ? `<p class="error" role="alert" id="token-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${MAILBOX_PATH}">
<label for="token">Control token<input id="token" name="token" type="password" autocomplete="off" required${error ? ' aria-invalid="true" aria-describedby="token-error"' : ''}></label>
${to ? `<input type="hidden" name="to" value="${escapeHtml(to)}">` : ''}
<button type="submit">Open the mailbox</button>
</form>
</main>
</body>
</html>`
}

/**
 * The fetch options of a control call made by the CLIs: a JSON body (an
 * empty object for a write without one, as writes must be JSON) and the
 * bearer token: SANDBOX_CONTROL_TOKEN, else the one the sandbox keeps in DATA_DIR.
 */
export function controlRequest(method: string, body?: unknown, token = localControlToken()): RequestInit {
	const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
	if (!isWrite(method)) return { method, headers }
	return { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
}
