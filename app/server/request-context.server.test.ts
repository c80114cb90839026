import { expect, test } from 'vitest'
import { FORWARDED_USER_AGENT_HEADER } from '#contract/audit.ts'
import { providerHeaders } from './provider/client.server.ts'
import {
	callerOf,
	clearDeadline,
	CLIENT_IP_HEADER,
	DEADLINE_HEADER,
	getDeadline,
	setDeadline,
	getClientIp,
	getRequestId,
	REQUEST_ID_HEADER,
	setClientIp,
	setRequestId,
} from './request-context.server.ts'

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

test("a proxy's sane request id is kept; a missing or odd one is replaced by a new one @bad-input", () => {
	const kept = new Request('http://localhost/', { headers: { [REQUEST_ID_HEADER]: 'lb-1234.abcd' } })
	expect(setRequestId(kept)).toBe('lb-1234.abcd')
	for (const odd of [undefined, '', 'with space', 'x'.repeat(129), 'a"b', '<script>']) {
		const request = new Request('http://localhost/', { headers: odd === undefined ? {} : { [REQUEST_ID_HEADER]: odd } })
		const id = setRequestId(request)
		expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
		expect(getRequestId(request)).toBe(id)
	}
	const request = new Request('http://localhost/')
	setClientIp(request, '198.51.100.7')
	const id = setRequestId(request)
	expect(callerOf(request)).toEqual({ clientIp: '198.51.100.7', requestId: id, deadline: null })
})

test('the deadline the HTTP layer wrote travels with the request; a client cannot give itself a nonsense one @bad-input', () => {
	const request = new Request('http://localhost/', { headers: { [DEADLINE_HEADER]: 'soon' } })
	expect(getDeadline(request)).toBeNull()
	setDeadline(request, 1_800_000_000_123)
	expect(callerOf(request).deadline).toBe(1_800_000_000_123)
	clearDeadline(request)
	expect(getDeadline(request)).toBeNull()
})

test("the browser's client (its user agent) goes to the provider beside its address, for the audit log", () => {
	const browser = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0'
	const request = new Request('http://localhost/settings/integrations', { headers: { 'User-Agent': browser } })
	setClientIp(request, '198.51.100.7')
	const headers = providerHeaders('token', callerOf(request))
	expect(headers).toMatchObject({ 'x-forwarded-for': '198.51.100.7', [FORWARDED_USER_AGENT_HEADER]: browser })
	expect(providerHeaders('token', callerOf(new Request('http://localhost/')))).not.toHaveProperty(FORWARDED_USER_AGENT_HEADER)
	const long = new Request('http://localhost/', { headers: { 'User-Agent': 'x'.repeat(5000) } })
	expect(callerOf(long).userAgent).toHaveLength(512)
})
