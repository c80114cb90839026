import { safeRedirect as remixUtilsSafeRedirect } from 'remix-utils/safe-redirect'

/**
 * The one gate every user-supplied `redirectTo` passes (DESIGN.md §6): only
 * same-origin paths, never `//host`, `/\host`, `..` or control characters,
 * and never back into the auth area (that would loop after login).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
	if (typeof to !== 'string') return fallback
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(to) || to.includes('\\')) return fallback
	const safe = remixUtilsSafeRedirect(to, fallback)
	if (safe === '/auth' || safe.startsWith('/auth/') || safe.startsWith('/auth?')) return fallback
	return safe
}

/** The path (with search) of the request, for `?redirectTo=` after login. */
export function currentPath(request: Request) {
	const url = new URL(request.url)
	return `${url.pathname}${url.search}`
}
