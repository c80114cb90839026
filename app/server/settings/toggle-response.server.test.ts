import { expect, test } from 'vitest'
import { respondToToggle } from './toggle-response.server.ts'

const TOAST = { type: 'success' as const, title: 'Blacklist check on' }

/** What `data()` wraps: the answer's body and its status. */
function unwrap(answer: unknown) {
	const { data, init } = answer as { data: unknown; init: ResponseInit | null }
	return { body: data, status: init?.status ?? 200, headers: new Headers(init?.headers) }
}

test('a background post gets { intent, result }: a success with its toast in a cookie, or the reason under "" and 400 @bad-input', async () => {
	const ok = unwrap(await respondToToggle('blacklist', new FormData(), { ok: true, toast: TOAST }))
	expect(ok.body).toEqual({ intent: 'blacklist', result: { status: 'success' } })
	expect(ok.status).toBe(200)
	expect(ok.headers.get('Set-Cookie')).toMatch(/^en_toast=/)

	const refused = unwrap(await respondToToggle('mfa', new FormData(), { ok: false, message: 'No MFA method' }))
	expect(refused.body).toEqual({ intent: 'mfa', result: { status: 'error', error: { '': ['No MFA method'] } } })
	expect(refused.status).toBe(400)
})

test('a plain form post (no JavaScript) goes back to its page with a toast, success or not', async () => {
	const form = new FormData()
	form.set('redirectTo', '/settings/products?product=trading&screen=blacklist')
	for (const outcome of [
		{ ok: true as const, toast: TOAST },
		{ ok: false as const, message: 'Refused' },
	]) {
		const answer = await respondToToggle('blacklist', form, outcome)
		expect(answer).toBeInstanceOf(Response)
		const response = answer as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/settings/products?product=trading&screen=blacklist')
		expect(response.headers.get('Set-Cookie')).toMatch(/^en_toast=/)
	}
})

test('a redirectTo off the site falls back to the home page', async () => {
	const form = new FormData()
	form.set('redirectTo', '//evil.example/phish')
	const response = (await respondToToggle('blacklist', form, { ok: true, toast: TOAST })) as Response
	expect(response.headers.get('Location')).toBe('/')
})
