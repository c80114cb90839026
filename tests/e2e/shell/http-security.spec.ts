import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

/** The security baseline of DESIGN.md §6, posted as a browser or a script would. */

test('a POST from another origin is refused with 403 and changes nothing', async ({ request }) => {
	const response = await request.post('/auth/login', {
		form: { email: 'someone@example.test' },
		headers: { Origin: 'https://evil.example' },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(403)
	expect(await response.text()).toContain('refused')
})

test('a body over 1 MB is refused with 413', async ({ request, baseURL }) => {
	const response = await request.post('/auth/login', {
		form: { email: 'someone@example.test', padding: 'x'.repeat(1_100_000) },
		headers: { Origin: baseURL! },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(413)
})

test('the 11th login attempt in a minute from one address gets 429 with a clear message', async ({ request, baseURL }) => {
	const address = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:1`
	const statuses: number[] = []
	let lastBody = ''
	for (let attempt = 1; attempt <= 11; attempt++) {
		const response = await request.post('/auth/login', {
			form: { email: `rate-${attempt}@example.test` },
			headers: { Origin: baseURL!, 'X-Forwarded-For': address },
			maxRedirects: 0,
		})
		statuses.push(response.status())
		lastBody = await response.text()
	}
	expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true)
	expect(statuses[10]).toBe(429)
	expect(lastBody).toContain('Too many attempts. Please wait a minute and try again.')
})

test('pages carry an enforced CSP with a nonce and the other security headers', async ({ request }) => {
	const response = await request.get('/auth/login')
	const headers = response.headers()
	expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/)
	expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
	const html = await response.text()
	const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1]
	// Every script the page ships carries the nonce.
	const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
	expect(scripts.length).toBeGreaterThan(0)
	for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('the session cookie is HttpOnly and SameSite=Lax, and the token never reaches the page', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const cookies = await page.context().cookies()
	const session = cookies.find((c) => c.name === '__session')
	expect(session?.httpOnly).toBe(true)
	expect(session?.sameSite).toBe('Lax')
	const html = await page.content()
	expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./)
})
