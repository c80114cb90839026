import { expect, test } from 'vitest'
import { currentPath, safeRedirect } from './safe-redirect.server.ts'

test.each([
	['/settings?tab=security', '/settings?tab=security'],
	['/', '/'],
	['//evil.example', '/'],
	['/\\evil.example', '/'],
	['https://evil.example/x', '/'],
	['javascript:alert(1)', '/'],
	['/../etc/passwd', '/'],
	['/ok\r\nSet-Cookie: x=1', '/'],
	['/auth/login', '/'],
	['/auth?x=1', '/'],
	['', '/'],
	[null, '/'],
	[undefined, '/'],
	['/€', '/%E2%82%AC'],
	['/settings/products?q=Ünïcode 😀', '/settings/products?q=%C3%9Cn%C3%AFcode %F0%9F%98%80'],
	['/\ud800', '/'],
])('safeRedirect(%j) is %j', (input, expected) => {
	expect(safeRedirect(input)).toBe(expected)
})

test('safeRedirect falls back to the given default', () => {
	expect(safeRedirect('//evil.example', '/products')).toBe('/products')
})

test('currentPath keeps the search', () => {
	expect(currentPath(new Request('http://localhost/a/b?c=1'))).toBe('/a/b?c=1')
})
