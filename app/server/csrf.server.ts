/**
 * Cross-site request forgery check for every non-GET request.
 * Browsers send `Origin` on every POST; where it is missing we fall back to
 * `Sec-Fetch-Site`, then `Referer`. A request that carries none of them is
 * refused: a script or curl replay must say where it comes from
 * (`-H "Origin: <APP_URL>"`), see docs/decisions/005-csrf-origin-check.md.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CsrfVerdict = { ok: true } | { ok: false; reason: string }

export function checkSameOrigin(request: Request, allowedOrigins: string[]): CsrfVerdict {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true }
	const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin))
	const origin = request.headers.get('Origin')
	if (origin && origin !== 'null') {
		return allowed.has(origin) ? { ok: true } : { ok: false, reason: `Origin ${origin} is not allowed` }
	}
	const fetchSite = request.headers.get('Sec-Fetch-Site')
	if (fetchSite) {
		return fetchSite === 'same-origin' || fetchSite === 'none'
			? { ok: true }
			: { ok: false, reason: `Sec-Fetch-Site ${fetchSite} is not allowed` }
	}
	const referer = request.headers.get('Referer')
	if (referer) {
		try {
			return allowed.has(new URL(referer).origin) ? { ok: true } : { ok: false, reason: 'Referer is not allowed' }
		} catch {
			return { ok: false, reason: 'Referer is not a URL' }
		}
	}
	return { ok: false, reason: 'The request names no Origin' }
}
