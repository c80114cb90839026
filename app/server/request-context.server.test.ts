import { expect, test } from 'vitest'
import { CLIENT_IP_HEADER, getClientIp, setClientIp } from './request-context.server.ts'

test('the address the HTTP layer sets replaces one the client sent', () => {
	const request = new Request('http://localhost/auth/login', { headers: { [CLIENT_IP_HEADER]: '203.0.113.9' } })
	setClientIp(request, '198.51.100.7')
	expect(getClientIp(request)).toBe('198.51.100.7')
})

test('without an address the client-sent value is removed, not believed', () => {
	const request = new Request('http://localhost/auth/login', { headers: { [CLIENT_IP_HEADER]: '203.0.113.9' } })
	setClientIp(request, null)
	expect(getClientIp(request)).toBeNull()
})

test('the address survives the copy Remix makes of a request for a loader', () => {
	const request = new Request('http://localhost/ledger?index&page=2')
	setClientIp(request, '2001:db8::1')
	const copy = new Request('http://localhost/ledger?page=2', { method: request.method, headers: request.headers, signal: request.signal })
	expect(getClientIp(copy)).toBe('2001:db8::1')
})
