import { createCookieSessionStorage } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import { createEncryptedCookieSessionStorage } from './encrypted-cookie.server.ts'

const OLD_SECRET = 'old-secret-old-secret-old-secret-0001'
const NEW_SECRET = 'new-secret-new-secret-new-secret-0002'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpbnRlZ3JhdG9yUGsiOiJwazEifQ.c2lnbmF0dXJlLWJ5dGVz'

const storageWith = (secrets: string[], name = '__session') =>
	createEncryptedCookieSessionStorage<{ accessToken: string; email: string }>({
		cookie: { name, secrets, httpOnly: true, sameSite: 'lax', path: '/', secure: false },
	})

/** The cookie pair (`name=value`) of a Set-Cookie header, ready for a Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!
const cookieValue = (setCookie: string) => decodeURIComponent(cookiePair(setCookie).split('=').slice(1).join('='))

async function committed(secrets: string[], name = '__session') {
	const storage = storageWith(secrets, name)
	const session = await storage.getSession()
	session.set('accessToken', TOKEN)
	session.set('email', 'ada@example.test')
	return storage.commitSession(session, { expires: new Date(Date.now() + 60_000) })
}

describe('the encrypted session cookie', () => {
	test('round trip: what is committed reads back, with the usual cookie attributes', async () => {
		const setCookie = await committed([NEW_SECRET])
		expect(setCookie).toMatch(/^__session=/)
		expect(setCookie).toMatch(/HttpOnly/)
		expect(setCookie).toMatch(/SameSite=Lax/)
		expect(setCookie).toMatch(/Expires=/)
		const session = await storageWith([NEW_SECRET]).getSession(cookiePair(setCookie))
		expect(session.get('accessToken')).toBe(TOKEN)
		expect(session.get('email')).toBe('ada@example.test')
	})

	test('neither the token nor any part of it is in the cookie, nor in its base64 decoding', async () => {
		const setCookie = await committed([NEW_SECRET])
		const value = cookieValue(setCookie)
		const decoded = Buffer.from(value, 'base64').toString('latin1')
		const decodedInner = Buffer.from(decoded.replace(/^"v1\./, '').replace(/"$/, ''), 'base64url').toString('latin1')
		for (const text of [setCookie, value, decoded, decodedInner]) {
			expect(text).not.toContain(TOKEN)
			for (const part of TOKEN.split('.')) expect(text).not.toContain(part)
			expect(text).not.toContain('ada@example.test')
		}
	})

	test('each commit seals afresh (a random IV): the same data never gives the same cookie', async () => {
		expect(cookieValue(await committed([NEW_SECRET]))).not.toBe(cookieValue(await committed([NEW_SECRET])))
	})

	test('rotation: a cookie sealed with the old first secret still reads once a new secret is prepended', async () => {
		const oldCookie = await committed([OLD_SECRET])
		const rotated = storageWith([NEW_SECRET, OLD_SECRET])
		expect((await rotated.getSession(cookiePair(oldCookie))).get('accessToken')).toBe(TOKEN)
		// New cookies are sealed with the new secret: the old list alone cannot read them.
		const newCookie = await committed([NEW_SECRET, OLD_SECRET])
		expect((await storageWith([OLD_SECRET]).getSession(cookiePair(newCookie))).get('accessToken')).toBeUndefined()
		expect((await storageWith([NEW_SECRET]).getSession(cookiePair(newCookie))).get('accessToken')).toBe(TOKEN)
	})

	test('a tampered, truncated, foreign or garbage cookie is no session, never an error @bad-input', async () => {
		const pair = cookiePair(await committed([NEW_SECRET]))
		const [name, value] = [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]
		const inner = Buffer.from(value, 'base64').toString('utf8')
		const flipped = inner.slice(0, 20) + (inner[20] === 'A' ? 'B' : 'A') + inner.slice(21)
		const reencode = (text: string) => `${name}=${encodeURIComponent(Buffer.from(text).toString('base64'))}`
		// Today's format elsewhere: a signed, readable Remix cookie with the same secret.
		const remixSigned = createCookieSessionStorage({ cookie: { name: '__session', secrets: [NEW_SECRET] } })
		const plainSession = await remixSigned.getSession()
		plainSession.set('accessToken', TOKEN)
		const signedByRemix = await remixSigned.commitSession(plainSession)
		const candidates = [
			reencode(flipped),
			reencode(inner.slice(0, inner.length - 10) + '"'),
			`${name}=${encodeURIComponent(value.slice(0, value.length - 8))}`,
			cookiePair(await committed([NEW_SECRET], 'other_cookie')).replace('other_cookie=', '__session='),
			cookiePair(signedByRemix),
			'__session=not-base64-%%%',
			`${name}=${encodeURIComponent(Buffer.from('"v1."').toString('base64'))}`,
			`${name}=${encodeURIComponent(Buffer.from('{"accessToken":"forged"}').toString('base64'))}`,
		]
		const storage = storageWith([NEW_SECRET])
		for (const cookie of candidates) {
			const session = await storage.getSession(cookie)
			expect(session.data, cookie).toEqual({})
		}
		// A secret nobody configured opens nothing either.
		expect((await storageWith(['someone-else-entirely-0000000000000']).getSession(pair)).data).toEqual({})
	})

	test('destroying the session sends an expired, empty cookie', async () => {
		const storage = storageWith([NEW_SECRET])
		const setCookie = await storage.destroySession(await storage.getSession())
		expect(setCookie).toMatch(/^__session=;/)
		expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/)
	})
})
