import { expect, test } from 'vitest'
import { checkSameOrigin } from './csrf.server.ts'

const ALLOWED = ['http://localhost:3000']
const post = (headers: Record<string, string>) => new Request('http://localhost:3000/auth/login', { method: 'POST', headers })

test('GET needs no check', () => {
	expect(checkSameOrigin(new Request('http://localhost:3000/'), ALLOWED).ok).toBe(true)
})

test('a POST from the app itself passes', () => {
	expect(checkSameOrigin(post({ Origin: 'http://localhost:3000' }), ALLOWED).ok).toBe(true)
})

test('a POST from another origin is refused @bad-input', () => {
	expect(checkSameOrigin(post({ Origin: 'https://evil.example' }), ALLOWED)).toMatchObject({ ok: false })
})

test('without Origin, Sec-Fetch-Site then Referer decide @bad-input', () => {
	expect(checkSameOrigin(post({ 'Sec-Fetch-Site': 'same-origin' }), ALLOWED).ok).toBe(true)
	expect(checkSameOrigin(post({ 'Sec-Fetch-Site': 'cross-site' }), ALLOWED).ok).toBe(false)
	expect(checkSameOrigin(post({ Referer: 'http://localhost:3000/auth/login' }), ALLOWED).ok).toBe(true)
	expect(checkSameOrigin(post({ Referer: 'https://evil.example/' }), ALLOWED).ok).toBe(false)
})

test('a POST that says nothing about where it comes from is refused @bad-input', () => {
	expect(checkSameOrigin(post({}), ALLOWED)).toEqual({ ok: false, reason: 'The request names no Origin' })
})
