import { createSession, type Session } from '@remix-run/node'
import { signedCookieOptions } from './cookie-options.server.ts'
import { createEncryptedCookieSessionStorage } from './encrypted-cookie.server.ts'

/**
 * The signed-in state lives in one HttpOnly cookie, encrypted and
 * authenticated (encrypted-cookie.server.ts): the provider's access token
 * never reaches the browser's scripts or storage, nor is it readable in the
 * cookie itself.
 */
export type SessionData = {
	accessToken: string
	integratorPk: string
	email: string
	/** ms since epoch of the last request or keep-alive; drives the idle logout. */
	lastActivityAt: number
	/** ms since epoch when the provider's access token expires. */
	expiresAt: number
	/**
	 * The otpauth:// URL of a 2FA setup in progress (between 'Set up' and the
	 * first code), so the QR code survives the form posts in between.
	 */
	pendingTwoFASecret: string
}
export type SessionFlashData = {
	/** The e-mail a login link was just sent to (for /auth/login-success). */
	loginLinkSentTo: string
	/** Set by a completed sign-up; /auth/register-success needs it. */
	registeredEmail: string
	/** Tells the browser to send the messenger its 'logged in' event once. */
	justLoggedIn: boolean
}

export const SESSION_COOKIE_NAME = '__session'

let storage: ReturnType<typeof create> | undefined
function create() {
	return createEncryptedCookieSessionStorage<SessionData, SessionFlashData>({
		cookie: signedCookieOptions(SESSION_COOKIE_NAME),
	})
}
function getStorage() {
	storage ??= create()
	return storage
}

export type AppSession = Session<SessionData, SessionFlashData>
type StoredData = Parameters<typeof createSession<SessionData, SessionFlashData>>[0]

/**
 * Opened cookie contents by Cookie header. A page reads the session in
 * several places (guard, layout, the idle window), and a browser sends the
 * same cookie for a minute at a time; decrypting and checking it once is
 * enough. Opening is a pure function of the header (the secrets are fixed
 * for the life of the process), so a hit answers exactly what a fresh
 * parse would. Bounded; the oldest entries go first.
 */
const PARSED_MAX_ENTRIES = 1_000
const parsed = new Map<string, Promise<StoredData>>()

function openCookie(header: string): Promise<StoredData> {
	let entry = parsed.get(header)
	if (!entry) {
		entry = getStorage()
			.getSession(header)
			.then((session) => session.data as StoredData)
			.catch((error: unknown) => {
				parsed.delete(header)
				throw error
			})
		if (parsed.size >= PARSED_MAX_ENTRIES) parsed.delete(parsed.keys().next().value!)
		parsed.set(header, entry)
	}
	return entry
}

/** The request's session, without opening the same cookie twice. */
export async function getSession(request: Request): Promise<AppSession> {
	const header = request.headers.get('Cookie')
	// No session cookie: nothing to open.
	if (!header?.includes(`${SESSION_COOKIE_NAME}=`)) return createSession<SessionData, SessionFlashData>()
	// createSession copies the data, so the cached object is never changed.
	return createSession<SessionData, SessionFlashData>({ ...(await openCookie(header)) } as StoredData)
}

/** Max-Age follows the access token: the cookie is useless after it. */
export function commitSession(session: AppSession) {
	const expiresAt = session.get('expiresAt')
	return getStorage().commitSession(session, expiresAt ? { expires: new Date(expiresAt) } : undefined)
}

export function destroySession(session: AppSession) {
	return getStorage().destroySession(session)
}
