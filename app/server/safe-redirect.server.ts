import { safeRedirect as remixUtilsSafeRedirect } from 'remix-utils/safe-redirect'

/**
 * The one gate every user-supplied `redirectTo` passes: only same-origin
 * paths, never `//host`, `/\host`, `..` or control characters, and never
 * back into the auth area (that would loop after login). What passes is
 * percent-encoded beyond printable ASCII, because it becomes a Location
 * header, and a header holds only bytes (a raw `€` there is a 500).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
	if (typeof to !== 'string') return fallback
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(to) || to.includes('\\')) return fallback
	const safe = remixUtilsSafeRedirect(to, fallback)
	if (safe === '/auth' || safe.startsWith('/auth/') || safe.startsWith('/auth?')) return fallback
	try {
		return safe.replace(/[^\x20-\x7e]+/gu, (text) => encodeURIComponent(text))
	} catch {
		// A lone surrogate cannot be encoded: not a path anybody meant.
		return fallback
	}
}

/** The path (with search) of the request, for `?redirectTo=` after login. */
export function currentPath(request: Request) {
	const url = new URL(request.url)
	return `${url.pathname}${url.search}`
}
