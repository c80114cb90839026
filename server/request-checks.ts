import type { Env } from '#app/server/env.server.ts'

/**
 * Checks on a state-changing request that Remix would otherwise answer with
 * a bare 500: a body that is not a form, a multipart body that cannot be
 * read, and a Host that does not match the Origin. Each answer says what is
 * wrong, and nothing runs.
 */

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

export const NOT_A_FORM_MESSAGE = 'Send the form as application/x-www-form-urlencoded or multipart/form-data.'
export const BROKEN_MULTIPART_MESSAGE = 'The form could not be read: its multipart body is malformed.'

/** Every action reads a form: anything else is refused (415), and a multipart body must parse (400). */
export async function refuseNonFormBody(request: Request): Promise<{ status: 400 | 415; message: string } | null> {
	const contentType = request.headers.get('Content-Type') ?? ''
	const [type = '', ...params] = contentType.split(';').map((part) => part.trim())
	const mediaType = type.toLowerCase()
	if (!FORM_TYPES.has(mediaType)) return { status: 415, message: NOT_A_FORM_MESSAGE }
	if (mediaType === 'multipart/form-data') {
		if (!params.some((param) => /^boundary=./i.test(param))) return { status: 400, message: BROKEN_MULTIPART_MESSAGE }
		try {
			// A copy: the route reads the body itself. The body is at most 1 MB (checked before).
			await request.clone().formData()
		} catch {
			return { status: 400, message: BROKEN_MULTIPART_MESSAGE }
		}
	}
	return null
}

/**
 * The host the request was sent to: behind a trusted proxy the first
 * X-Forwarded-Host (the proxy rewrote Host), otherwise Host.
 */
export function effectiveHost(request: Request, env: Pick<Env, 'TRUST_PROXY'>): string | null {
	const forwarded = env.TRUST_PROXY ? request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined
	return forwarded || request.headers.get('Host')
}

/**
 * An Origin whose host is not the host the request was sent to: refused
 * with the way out, rather than left to Remix's own check (a bare 500).
 */
export function hostMismatch(request: Request, host: string | null): string | null {
	const origin = request.headers.get('Origin')
	if (!origin || origin === 'null' || !URL.canParse(origin)) return null
	const originHost = new URL(origin).host
	if (host === originHost) return null
	return `This request was sent to ${host ?? 'an unnamed host'} from a page of ${originHost}. Behind a proxy that rewrites the Host header, set TRUST_PROXY=true so that X-Forwarded-Host is read.`
}
