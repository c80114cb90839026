import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

// These tests are about logging in (the login event, the cookie a login sets): no session made for them.
test.use({ loginBy: 'link' })

/** The security baseline, posted as a browser or a script would. */

test('a POST from another origin is refused with 403 and changes nothing @bad-input', async ({ request }) => {
	const response = await request.post('/auth/login', {
		form: { email: 'someone@example.test' },
		headers: { Origin: 'https://evil.example' },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(403)
	expect(await response.text()).toContain('refused')
})

test('a body over 1 MB is refused with 413 @bad-input', async ({ request, baseURL }) => {
	const response = await request.post('/auth/login', {
		form: { email: 'someone@example.test', padding: 'x'.repeat(1_100_000) },
		headers: { Origin: baseURL! },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(413)
})

const randomAddress = () =>
	`2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

async function postLogins(
	request: import('@playwright/test').APIRequestContext,
	origin: string,
	attempts: Array<{ email: string; password?: string; address: string }>,
) {
	const answers: Array<{ status: number; body: string }> = []
	for (const { email, password, address } of attempts) {
		const response = await request.post('/auth/login', {
			form: password ? { email, password } : { email },
			headers: { Origin: origin, 'X-Forwarded-For': address },
			maxRedirects: 0,
		})
		answers.push({ status: response.status(), body: await response.text() })
	}
	return answers
}

test('an office behind one address: 30 people ask for login links in a minute and none is refused', async ({ request, baseURL }) => {
	const address = randomAddress()
	const people = Array.from({ length: 30 }, (_, i) => ({ email: `office-${i}-${Date.now()}@example.test`, address }))
	const answers = await postLogins(request, baseURL!, people)
	expect(answers.map((a) => a.status)).toEqual(people.map(() => 302))
})

test('the 11th failed password from one address in a minute gets 429 with a clear message @bad-input', async ({ request, baseURL }) => {
	const address = randomAddress()
	const attempts = Array.from({ length: 11 }, (_, i) => ({
		email: `guess-${i}-${Date.now()}@example.test`,
		password: 'Wrong.Passw0rd',
		address,
	}))
	const answers = await postLogins(request, baseURL!, attempts)
	expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true)
	expect(answers[10]!.status).toBe(429)
	expect(answers[10]!.body).toContain('Too many attempts. Please wait a minute and try again.')
})

test('the 11th attempt on one e-mail in a minute gets 429, whatever the address @bad-input', async ({ request, baseURL }) => {
	const email = `one-inbox-${Date.now()}@example.test`
	const answers = await postLogins(
		request,
		baseURL!,
		Array.from({ length: 11 }, () => ({ email, address: randomAddress() })),
	)
	expect(answers.slice(0, 10).every((a) => a.status === 302)).toBe(true)
	expect(answers[10]!.status).toBe(429)
})

test('a body that is not a form gets 415, a broken multipart body 400, each with a clear message @bad-input', async ({
	request,
	baseURL,
}) => {
	for (const [headers, data] of [
		[{ 'Content-Type': 'text/plain' }, 'email=someone@example.test'],
		[{ 'Content-Type': 'application/json' }, '{"email":"someone@example.test"}'],
		[{}, ''],
	] as const) {
		const response = await request.post('/auth/login', { headers: { Origin: baseURL!, ...headers }, data, maxRedirects: 0 })
		expect(response.status()).toBe(415)
		expect(await response.text()).toContain('Send the form as application/x-www-form-urlencoded or multipart/form-data.')
	}
	const broken = await request.post('/settings?index', {
		headers: { Origin: baseURL!, 'Content-Type': 'multipart/form-data; boundary=zzz' },
		data: '--zzz\r\nContent-Disposition: form-data; na',
		maxRedirects: 0,
	})
	expect(broken.status()).toBe(400)
	expect(await broken.text()).toContain('multipart body is malformed')
})

test('a POST whose Origin names another host than the one it reached gets 400 with the way out, not a 500 @bad-input', async ({
	request,
	baseURL,
}) => {
	const response = await request.post('/auth/login', {
		form: { email: 'someone@example.test' },
		headers: { Origin: baseURL!, 'X-Forwarded-Host': 'dashboard.elsewhere.example' },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(400)
	expect(await response.text()).toContain('TRUST_PROXY')
	// Behind the trusted proxy, a forwarded host that matches the page's origin is fine.
	const matching = await request.post('/auth/login', {
		form: { email: 'someone@example.test' },
		headers: { Origin: baseURL!, 'X-Forwarded-Host': new URL(baseURL!).host },
		maxRedirects: 0,
	})
	expect(matching.status()).toBe(302)
})

test('a 413 closes the connection, so the next request on a kept-alive client works @bad-input', async ({ baseURL }) => {
	const http = await import('node:http')
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
	const send = (method: string, path: string, body?: string) =>
		new Promise<number>((resolve, reject) => {
			const req = http.request(
				new URL(path, baseURL),
				{ method, agent, headers: body ? { Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded' } : {} },
				(res) => {
					res.resume()
					res.on('end', () => resolve(res.statusCode ?? 0))
				},
			)
			req.on('error', reject)
			req.end(body)
		})
	expect(await send('POST', '/auth/login', `email=x&padding=${'x'.repeat(1_100_000)}`)).toBe(413)
	expect(await send('GET', '/healthz')).toBe(200)
	agent.destroy()
})

test('removing the logo works as a plain form too (no multipart), once its question is answered', async ({ page, login, baseURL }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const remove = (form: Record<string, string>) =>
		page.request.post('/settings?index', { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	// Without the question's answer (a forged or stray post): refused, nothing removed.
	const unasked = await remove({ intent: 'remove-logo' })
	expect(unasked.status()).toBe(400)
	expect(await unasked.text()).toContain('Confirm the removal first: use Remove current logo.')
	expect((await remove({ intent: 'remove-logo', confirm: 'remove-logo' })).status()).toBe(302)
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

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./

test('the session cookie is HttpOnly and SameSite=Lax, and the token never reaches the page, nor the cookie, decoded', async ({
	page,
	login,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const cookies = await page.context().cookies()
	const session = cookies.find((c) => c.name === '__session')
	expect(session?.httpOnly).toBe(true)
	expect(session?.sameSite).toBe('Lax')
	const html = await page.content()
	expect(html).not.toMatch(JWT)
	// The cookie is encrypted: neither it nor any base64 decoding of it or of its parts shows the token or who it is for.
	const value = decodeURIComponent(session!.value)
	const decodings = [value, ...value.split(/[.]/)].flatMap((part) => [part, Buffer.from(part, 'base64').toString('latin1')])
	const nested = decodings.flatMap((text) =>
		text
			.replace(/^"|"$/g, '')
			.split('.')
			.map((part) => Buffer.from(part, 'base64url').toString('latin1')),
	)
	for (const text of [...decodings, ...nested]) {
		expect(text).not.toMatch(JWT)
		expect(text).not.toContain('accessToken')
		expect(text).not.toContain(user.email)
	}
})
