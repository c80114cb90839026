import { timingSafeEqual } from 'node:crypto'

/**
 * The `lek` continuation key: base64url(JSON { s, d, k }) + '.' + a
 * truncated HMAC-SHA256 of it under the sandbox's signing key. `s` scopes it
 * to one integrator and one list, `d` is the direction ('n' older, 'p'
 * newer), `k` the sort key of the row it continues from. Anything that does
 * not verify (edited, truncated, another list's or another integrator's) is
 * refused as a whole; nothing in it is trusted before the signature is.
 */

export type CursorDirection = 'n' | 'p'
export type Cursor = { direction: CursorDirection; key: string[] }

const SIGNATURE_BYTES = 16
const encoder = new TextEncoder()

async function sign(key: CryptoKey, scope: string, payload: string) {
	// A prefix no JWT signing input can have ('|' is not base64url): this key also signs tokens.
	const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`lek|v1|${scope}|${payload}`))
	return Buffer.from(mac).subarray(0, SIGNATURE_BYTES).toString('base64url')
}

export async function encodeCursor(key: CryptoKey, scope: string, cursor: Cursor): Promise<string> {
	const payload = Buffer.from(JSON.stringify({ s: scope, d: cursor.direction, k: cursor.key })).toString('base64url')
	return `${payload}.${await sign(key, scope, payload)}`
}

/** The cursor, or null when the lek is forged, damaged or not for this scope. */
export async function decodeCursor(key: CryptoKey, scope: string, lek: string, keyLength: number): Promise<Cursor | null> {
	const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(lek)
	if (!match) return null
	const [, payload, signature] = match as unknown as [string, string, string]
	const expected = Buffer.from(await sign(key, scope, payload))
	const given = Buffer.from(signature)
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
	try {
		const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; d?: unknown; k?: unknown }
		if (value.s !== scope || (value.d !== 'n' && value.d !== 'p')) return null
		if (!Array.isArray(value.k) || value.k.length !== keyLength || !value.k.every((part) => typeof part === 'string')) return null
		return { direction: value.d, key: value.k as string[] }
	} catch {
		return null
	}
}
