import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ZodTypeAny, z } from 'zod'
import type { SandboxContext } from '../context.ts'
import { RATE_LIMIT_MESSAGE } from '../rate-limit.ts'
import { fail, validationFailed } from '../responses.ts'
import type { AppEnv } from './app-env.ts'

/** A request's part read: its data, or the response that refuses it. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** The item code of a refused NUL or control character (body, query or path). */
export const CONTROL_CHARACTERS_CODE = 'control_characters'
export const nulCharacterMessage = (field: string) => `Remove the NUL character from ${field}.`
/** U+0000 to U+001F; finding them is the point, hence the lint exception. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\x00-\x1F]/
const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text)
/** Field names echoed in messages: control characters shown as '?', long names cut. */
const printable = (name: string) => [...name.slice(0, 100)].map((char) => (hasControlCharacter(char) ? '?' : char)).join('')

/** Deeper JSON is refused: no request of the API nests beyond a few levels. */
export const MAX_JSON_DEPTH = 32

/**
 * The path (`a.b.0`) of the first string or key holding a NUL character, or
 * null. PostgreSQL text cannot store NUL, so no such value may reach a route;
 * other control characters are each field's business (contract/fields.ts).
 * Iterative, and only called on values within MAX_JSON_DEPTH.
 */
export function findNulCharacter(root: unknown): string[] | null {
	const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }]
	for (let item = pending.pop(); item; item = pending.pop()) {
		const { value, path } = item
		if (typeof value === 'string') {
			if (value.includes('\0')) return path
		} else if (typeof value === 'object' && value !== null) {
			for (const [key, child] of Object.entries(value)) {
				const at = [...path, printable(key)]
				if (key.includes('\0')) return at
				pending.push({ value: child, path: at })
			}
		}
	}
	return null
}

/** Whether a JSON value nests deeper than `max` arrays and objects. */
export function nestedDeeperThan(root: unknown, max: number) {
	const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }]
	for (let item = pending.pop(); item; item = pending.pop()) {
		if (typeof item.value !== 'object' || item.value === null) continue
		if (item.depth >= max) return true
		for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 })
	}
	return false
}

/** The 400 for a control character, with the field it is in. */
export function controlCharacterRefused(c: Context, field: string, message: string) {
	return fail(c, 400, message, [{ message, code: CONTROL_CHARACTERS_CODE, field }])
}

/**
 * Middleware: a control character (NUL included) anywhere in the decoded path
 * or query is a 400 before any route runs, so no route can hand one to the
 * database. Bodies are checked by readJsonObject.
 */
export const refuseControlCharactersInUrl: MiddlewareHandler = async (c, next) => {
	const url = new URL(c.req.url)
	// The URL parser percent-encodes raw control characters, so only encoded ones can be left.
	if (/%[01][0-9a-f]/i.test(url.pathname)) {
		return controlCharacterRefused(c, 'path', 'Remove the control characters from the URL path.')
	}
	for (const [name, value] of url.searchParams) {
		if (hasControlCharacter(name) || hasControlCharacter(value)) {
			const field = printable(name)
			return controlCharacterRefused(c, field, `Remove the control characters from the ${field} parameter.`)
		}
	}
	await next()
}

/**
 * Reads the body as JSON; malformed JSON, a non-object or a NUL character in
 * any string or key is a 400, never a 500.
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<Parsed<Record<string, unknown>>> {
	const text = await c.req.text()
	let value: unknown
	try {
		value = text.trim() === '' ? {} : JSON.parse(text)
	} catch {
		return { ok: false, response: fail(c, 400, 'The request body is not valid JSON') }
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return { ok: false, response: fail(c, 400, 'The request body must be a JSON object') }
	}
	if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
		return { ok: false, response: fail(c, 400, `The request body nests deeper than ${MAX_JSON_DEPTH} levels`) }
	}
	const nul = findNulCharacter(value)
	if (nul) {
		const field = nul.join('.')
		return { ok: false, response: controlCharacterRefused(c, field, nulCharacterMessage(field)) }
	}
	return { ok: true, data: value as Record<string, unknown> }
}

export function validate<S extends ZodTypeAny>(c: Context<AppEnv>, schema: S, body: unknown): Parsed<z.output<S>> {
	const result = schema.safeParse(body)
	if (!result.success) return { ok: false, response: validationFailed(c, result.error) }
	return { ok: true, data: result.data }
}

/** The body, read as a JSON object and checked against `schema`: the two steps every write route starts with. */
export async function readBody<S extends ZodTypeAny>(c: Context<AppEnv>, schema: S): Promise<Parsed<z.output<S>>> {
	const body = await readJsonObject(c)
	return body.ok ? validate(c, schema, body.data) : body
}

/**
 * The body of a rate-limited route: read as a JSON object, counted against
 * the caller's IP and the e-mail it names (before validation, so malformed
 * attempts count too), then checked against `schema`.
 */
export async function readRateLimitedBody<S extends ZodTypeAny>(
	c: Context<AppEnv>,
	ctx: SandboxContext,
	schema: S,
): Promise<Parsed<z.output<S>>> {
	const body = await readJsonObject(c)
	if (!body.ok) return body
	const limited = checkRateLimit(c, ctx, body.data)
	return limited ? { ok: false, response: limited } : validate(c, schema, body.data)
}

/** The header a proxy proves itself with: the value of SANDBOX_PROXY_SECRET. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries the configured proxy secret (compared in constant time). */
export function fromTrustedProxy(c: Context<AppEnv>, ctx: Pick<SandboxContext, 'proxySecret'>) {
	const presented = c.req.header(PROXY_SECRET_HEADER)
	if (!ctx.proxySecret || presented === undefined) return false
	return timingSafeEqual(digest(presented), digest(ctx.proxySecret))
}

/**
 * The client's address: the first hop of X-Forwarded-For when the request
 * comes from the configured proxy (the dashboard, which forwards its
 * visitor's address), else the socket's. Anyone can write X-Forwarded-For,
 * so believing it from anyone would let a client pick a fresh address per
 * attempt and never be rate-limited.
 */
export function clientIp(c: Context<AppEnv>, ctx: Pick<SandboxContext, 'proxySecret'>) {
	if (fromTrustedProxy(c, ctx)) {
		const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
		if (forwarded) return forwarded
	}
	return c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * Counts this attempt per client IP and, when the body names one, per
 * e-mail; answers the 429 response when over the limit.
 */
export function checkRateLimit(c: Context<AppEnv>, ctx: SandboxContext, body: Record<string, unknown>): Response | null {
	const route = c.req.path
	const keys = [`${route}|ip|${clientIp(c, ctx)}`]
	if (typeof body.email === 'string' && body.email.trim()) keys.push(`${route}|email|${body.email.trim().toLowerCase()}`)
	const verdict = ctx.rateLimiter.hit(keys)
	if (verdict.allowed) return null
	c.header('Retry-After', String(verdict.retryAfterSeconds))
	return fail(c, 429, RATE_LIMIT_MESSAGE)
}

/**
 * The sandbox's address as browsers reach it, for links it hands out (the
 * operational documents): SANDBOX_PUBLIC_URL when set (behind a proxy or in
 * Docker), else the origin this request was sent to.
 */
export function publicBaseUrl(c: Context<AppEnv>, ctx: SandboxContext) {
	return ctx.publicUrl ?? new URL(c.req.url).origin
}

/**
 * Counts this attempt per route and integrator (PIN, password and code
 * checks behind a bearer token); answers the 429 response when over the limit.
 */
export function checkIntegratorRateLimit(c: Context<AppEnv>, ctx: SandboxContext): Response | null {
	const verdict = ctx.rateLimiter.hit([`${c.req.method} ${c.req.path}|pk|${c.get('integrator').pk}`])
	if (verdict.allowed) return null
	c.header('Retry-After', String(verdict.retryAfterSeconds))
	return fail(c, 429, RATE_LIMIT_MESSAGE)
}
