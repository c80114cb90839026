import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, type KeyObject } from 'node:crypto'
import { createSecretKey } from 'node:crypto'
import { createCookie, createSession, type CookieOptions, type SessionData, type SessionStorage } from '@remix-run/node'

/**
 * A cookie session storage whose cookie is sealed with AES-256-GCM
 * (authenticated encryption): the browser, a proxy log or a copied cookie
 * shows neither the provider's token nor anything else inside, and any change
 * to the value makes it unreadable. Anything that does not open (tampered,
 * truncated, sealed with an unknown secret, or from another cookie format) is
 * treated as no session at all.
 *
 * Keys come from the `secrets` list through HKDF-SHA256, one key per secret
 * and cookie name, so the raw secret is never a key and two cookies never
 * share one. The first secret seals; every secret opens (rotate by
 * prepending a new secret, drop the old one once its cookies have expired).
 */

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
const HKDF_SALT = 'integrator-dashboard/encrypted-cookie'
/** Browsers drop cookies above 4096 bytes; the session would then silently vanish. */
const MAX_COOKIE_LENGTH = 4096

export function deriveCookieKey(secret: string, cookieName: string): KeyObject {
	const key = hkdfSync('sha256', secret, HKDF_SALT, `aes-256-gcm:${cookieName}`, 32)
	return createSecretKey(Buffer.from(key))
}

/** `v1.<base64url(iv | ciphertext | tag)>`; the cookie name is authenticated too. */
export function seal(value: unknown, key: KeyObject, cookieName: string): string {
	const iv = randomBytes(IV_BYTES)
	const cipher = createCipheriv('aes-256-gcm', key, iv)
	cipher.setAAD(Buffer.from(cookieName))
	const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
	return `${VERSION}.${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`
}

/** The sealed value, or null when no key opens it or it is not a sealed value at all. */
export function unseal(sealed: unknown, keys: KeyObject[], cookieName: string): unknown {
	if (typeof sealed !== 'string' || !sealed.startsWith(`${VERSION}.`)) return null
	const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
	if (bytes.length < IV_BYTES + TAG_BYTES + 1) return null
	const iv = bytes.subarray(0, IV_BYTES)
	const tag = bytes.subarray(bytes.length - TAG_BYTES)
	const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)
	for (const key of keys) {
		try {
			const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
			decipher.setAAD(Buffer.from(cookieName))
			decipher.setAuthTag(tag)
			const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
			return JSON.parse(plaintext) as unknown
		} catch {
			// Not this key (or not genuine): try the next one.
		}
	}
	return null
}

type EncryptedCookieOptions = CookieOptions & { name: string; secrets: string[] }

/**
 * Same interface and cookie attributes as Remix's createCookieSessionStorage
 * (HttpOnly, SameSite, Secure, Max-Age/Expires per commit, an expired cookie
 * on destroy); only the value differs: sealed here instead of signed.
 */
export function createEncryptedCookieSessionStorage<Data = SessionData, FlashData = Data>({
	cookie: { name, secrets, ...options },
}: {
	cookie: EncryptedCookieOptions
}): SessionStorage<Data, FlashData> {
	if (secrets.length === 0) throw new Error(`The ${name} cookie needs at least one secret`)
	const keys = secrets.map((secret) => deriveCookieKey(secret, name))
	// No `secrets` for Remix: the sealed value is authenticated already.
	const cookie = createCookie(name, { ...options, secrets: [] })

	return {
		async getSession(cookieHeader, parseOptions) {
			const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader, parseOptions) : null
			const data = unseal(sealed, keys, name)
			const isRecord = typeof data === 'object' && data !== null && !Array.isArray(data)
			return createSession<Data, FlashData>((isRecord ? data : {}) as Data)
		},
		async commitSession(session, serializeOptions) {
			const serialized = await cookie.serialize(seal(session.data, keys[0]!, name), serializeOptions)
			if (serialized.length > MAX_COOKIE_LENGTH)
				throw new Error(`The ${name} cookie would exceed the browser maximum (${serialized.length} bytes)`)
			return serialized
		},
		async destroySession(_session, serializeOptions) {
			return cookie.serialize('', { ...serializeOptions, maxAge: undefined, expires: new Date(0) })
		},
	}
}
