/**
 * The end user's address, which code deep inside a loader or action needs:
 * for the login and sign-up rate limits, and passed on to the provider so it
 * can rate-limit by user, not by our server. The HTTP layer (server/app.ts)
 * works it out (the socket's peer, or behind a trusted proxy the address it
 * forwards) and writes it into a header of the request itself, replacing any
 * value a client sent. It travels with the request: the copies Remix makes
 * for loaders and actions keep the headers.
 *
 * (An AsyncLocalStorage carried it before. While a store is active, Node 20
 * runs a hook on every promise the request creates; that was a tenth of a
 * page's CPU: docs/decisions/046-client-address-on-the-request.md.)
 */
export const CLIENT_IP_HEADER = 'X-Dashboard-Client-Ip'

/** For the HTTP layer only: records `address` on `request`, or removes whatever a client put there. */
export function setClientIp(request: Request, address: string | null) {
	if (address) request.headers.set(CLIENT_IP_HEADER, address)
	else request.headers.delete(CLIENT_IP_HEADER)
}

/** The end user's address, or null when the request did not come through the HTTP layer (Vite's dev server, tests). */
export function getClientIp(request: Request): string | null {
	return request.headers.get(CLIENT_IP_HEADER)
}
