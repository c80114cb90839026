/**
 * The built server as production runs it: `node build/server.js` with
 * NODE_ENV=production. Needs `npm run build` first (npm test builds before vitest).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, portAcceptsConnections } from '#tests/support/ports.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = path.join(root, 'build/server.js')

function requireBuild() {
	if (!existsSync(SERVER)) {
		throw new Error(`${SERVER} is missing: run \`npm run build\` first (\`npm test\` builds before running vitest)`)
	}
}

interface Started {
	child: ChildProcess
	output: () => string
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts the built server with a clean environment (nothing inherited but PATH/HOME).
 * `withoutFileOverride`: run by root, but without the capabilities that let root
 * write where file permissions say no (util-linux's setpriv), as in a container
 * that drops them.
 */
function startServer(env: Record<string, string>, options: { withoutFileOverride?: boolean } = {}): Started {
	requireBuild()
	let output = ''
	const [command, args] = options.withoutFileOverride
		? ['setpriv', ['--bounding-set=-dac_override,-dac_read_search', '--', process.execPath, SERVER]]
		: [process.execPath, [SERVER]]
	const child = spawn(command, args, {
		cwd: root,
		// @remix-run/node's globals make NODE_ENV a required key of ProcessEnv.
		env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: 'warn', ...env } as unknown as NodeJS.ProcessEnv,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		child.once('exit', (code, signal) => resolve({ code, signal })),
	)
	return { child, output: () => output, exited }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))])
}

async function waitForHealthy(url: string, started: Started, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs
	let exited = false
	void started.exited.then(() => (exited = true))
	while (Date.now() < deadline) {
		if (exited) throw new Error(`the server exited before answering ${url}:\n${started.output()}`)
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
			if (response.ok) return response
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`${url} did not answer 200 within ${timeoutMs} ms. Output:\n${started.output()}`)
}

describe('node build/server.js in production', () => {
	let port = 0
	let sandboxPort = 0
	let dataDir = ''
	let server: Started | undefined

	beforeAll(async () => {
		requireBuild()
		port = await freePort()
		sandboxPort = await freePort()
		dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-start-'))
		server = startServer({
			NODE_ENV: 'production',
			// The demo sandbox in production, on purpose: without it the start stops (see below).
			SANDBOX: 'on',
			SESSION_SECRET: 'production-start-test-secret-0123456789abcdef',
			PORT: String(port),
			SANDBOX_PORT: String(sandboxPort),
			APP_URL: `http://localhost:${port}`,
			DATA_DIR: dataDir,
			LOG_LEVEL: 'info',
		})
		await waitForHealthy(`http://localhost:${port}/healthz`, server, 90_000)
	}, 100_000)

	afterAll(async () => {
		if (server && server.child.exitCode === null && server.child.signalCode === null) {
			server.child.kill('SIGTERM')
			await within(server.exited, 10_000, 'cleanup').catch(() => server?.child.kill('SIGKILL'))
		}
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	})

	it('answers /healthz with 200 JSON', async () => {
		const response = await fetch(`http://localhost:${port}/healthz`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type') ?? '').toMatch(/json/)
		await response.json()
	})

	it('answers /readyz with 200: the embedded sandbox answers', async () => {
		const response = await fetch(`http://localhost:${port}/readyz`)
		expect(await response.json()).toEqual({ status: 'ready', provider: 'up' })
		expect(response.status).toBe(200)
	})

	it("passes the request's id to the sandbox, which logs it; every line says which program wrote it", async () => {
		const requestId = 'support-case-4711'
		const response = await fetch(`http://localhost:${port}/auth/login`, {
			method: 'POST',
			headers: { Origin: `http://localhost:${port}`, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': requestId },
			body: new URLSearchParams({ email: 'demo-company@sandbox.test' }),
			redirect: 'manual',
		})
		expect(response.status).toBeLessThan(500)
		expect(response.headers.get('x-request-id')).toBe(requestId)
		const lines = () =>
			server!
				.output()
				.split('\n')
				.filter((line) => line.startsWith('{'))
				.map((line) => JSON.parse(line) as Record<string, unknown>)
		const sandboxLine = () => lines().find((line) => line.service === 'sandbox' && line.path === '/auth/v1/login')
		const deadline = Date.now() + 5_000
		while (!sandboxLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
		expect(sandboxLine(), server!.output()).toMatchObject({ msg: 'request', method: 'POST', requestId })
		expect(lines().find((line) => line.service === 'dashboard' && line.path === '/auth/login' && line.method === 'POST')).toMatchObject({
			msg: 'request',
			requestId,
		})
		// Every JSON line names its program; nothing else is printed (the demo banner is JSON too off a terminal).
		const all = server!.output().split('\n').filter(Boolean)
		expect(all.length).toBeGreaterThan(3)
		for (const line of all) expect(['dashboard', 'sandbox'], line).toContain((JSON.parse(line) as { service?: string }).service)
		expect(lines().find((line) => line.msg === 'first start: seeded the demo scenario')).toMatchObject({
			service: 'sandbox',
			accounts: expect.arrayContaining([expect.objectContaining({ email: 'demo-company@sandbox.test' })]),
		})
	})

	it('sends the security headers on /auth/login', async () => {
		const response = await fetch(`http://localhost:${port}/auth/login`)
		expect(response.status).toBe(200)
		const h = response.headers
		const csp = h.get('content-security-policy') ?? ''
		expect(csp, 'Content-Security-Policy').not.toBe('')
		expect(csp, 'CSP script nonce').toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/)
		const framing = /frame-ancestors\s+'none'/.test(csp) || /^(deny|sameorigin)$/i.test(h.get('x-frame-options') ?? '')
		expect(framing, 'X-Frame-Options or CSP frame-ancestors').toBe(true)
		expect(h.get('strict-transport-security') ?? '', 'Strict-Transport-Security').toMatch(/max-age=\d+/)
		expect(h.get('x-content-type-options'), 'X-Content-Type-Options').toBe('nosniff')
		expect(h.get('referrer-policy') ?? '', 'Referrer-Policy').not.toBe('')

		// The nonce is per request.
		const again = await fetch(`http://localhost:${port}/auth/login`)
		const nonce = (value: string | null) => /'nonce-([^']+)'/.exec(value ?? '')?.[1]
		expect(nonce(again.headers.get('content-security-policy'))).not.toBe(nonce(csp))
	})

	it('sends a whole document that carries its loader data, under the page nonce', async () => {
		const response = await fetch(`http://localhost:${port}/auth/login`)
		const html = await response.text()
		const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
		expect(html.startsWith('<!DOCTYPE html><html')).toBe(true)
		expect(html).toContain('<h2 class="text-2xl font-bold">Log in</h2>')
		// The root loader's data (the support address) goes to the browser in the stream hydration reads.
		// (Found by plain search: a base64 nonce may hold '+' and '/'.)
		const opening = `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(`
		const start = html.indexOf(opening)
		expect(start, 'the loader data script').toBeGreaterThan(-1)
		const payload: unknown = JSON.parse(html.slice(start + opening.length, html.indexOf(');</script>', start)))
		expect(payload).toContain('"support@example.com"')
		expect(html).toContain(`<script nonce="${nonce}">window.__remixContext.streamController.close();</script>`)
		// No boundary left for the browser to render (React's marker for one).
		expect(html).not.toContain('<!--$!-->')
	})

	it('exits 0 within 10 s on SIGTERM and takes the sandbox with it', async () => {
		const started = server!
		started.child.kill('SIGTERM')
		const { code, signal } = await within(started.exited, 10_000, 'exit after SIGTERM')
		expect({ code, signal }).toEqual({ code: 0, signal: null })
		// The spawned sandbox must not outlive the server.
		const deadline = Date.now() + 5_000
		while ((await portAcceptsConnections(sandboxPort)) && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 200))
		}
		expect(await portAcceptsConnections(sandboxPort), `sandbox port ${sandboxPort} still open`).toBe(false)
	}, 20_000)
})

describe('invalid configuration', () => {
	const dirs: string[] = []
	afterAll(() => {
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
	})

	async function expectConfigError(env: Record<string, string>, variable: string) {
		const dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-start-bad-'))
		dirs.push(dataDir)
		const sandboxPort = await freePort()
		const started = startServer({ DATA_DIR: dataDir, SANDBOX_PORT: String(sandboxPort), ...env })
		const result = await within(started.exited, 15_000, `exit on bad ${variable}`).catch((error) => {
			started.child.kill('SIGKILL')
			throw error
		})
		expect(result.code, started.output()).toBe(1)
		expect(started.output()).toContain(variable)
	}

	it('exits 1 naming SESSION_SECRET when production has none', async () => {
		await expectConfigError({ NODE_ENV: 'production', PORT: String(await freePort()) }, 'SESSION_SECRET')
	}, 20_000)

	it('exits 1 naming PORT when PORT is not a number', async () => {
		await expectConfigError({ PORT: 'abc' }, 'PORT')
	}, 20_000)
})

describe('a production start without a provider', () => {
	const dirs: string[] = []
	afterAll(() => {
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
	})

	async function expectOneLineAndExit1(env: Record<string, string>) {
		const dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-start-no-provider-'))
		dirs.push(dataDir)
		const started = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SANDBOX_PORT: String(await freePort()), ...env })
		const result = await within(started.exited, 15_000, 'exit without a provider').catch((error) => {
			started.child.kill('SIGKILL')
			throw error
		})
		expect(result.code, started.output()).toBe(1)
		expect(started.output().trim().split('\n'), 'one line').toHaveLength(1)
		expect(started.output()).toContain('PROVIDER_API_URL: is required in production')
		expect(started.output()).toContain('SANDBOX=on')
	}

	it('stops with one line when NODE_ENV=production', async () => {
		await expectOneLineAndExit1({ NODE_ENV: 'production', SESSION_SECRET: 'production-start-test-secret-0123456789abcdef' })
	}, 20_000)

	it('stops with one line when ENVIRONMENT=production (the "not live" banner hidden)', async () => {
		await expectOneLineAndExit1({ ENVIRONMENT: 'production' })
	}, 20_000)
})

describe('DATA_DIR the server cannot write', () => {
	let dataDir = ''
	afterAll(() => {
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	})

	it("says 'DATA_DIR is not writable by uid N: chown it' in one line and exits 1", async () => {
		dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-start-readonly-'))
		// A directory the server may not write. Run by root, the server drops the
		// capabilities that override file permissions (running it as another uid
		// would need the checkout readable by that uid, which a fresh clone in a
		// private directory is not).
		const asRoot = process.getuid?.() === 0
		const uid = process.getuid!()
		chmodSync(dataDir, 0o555)
		const started = startServer(
			{ DATA_DIR: dataDir, PORT: String(await freePort()), SANDBOX_PORT: String(await freePort()) },
			{ withoutFileOverride: asRoot },
		)
		const result = await within(started.exited, 15_000, 'exit on an unwritable DATA_DIR').catch((error) => {
			started.child.kill('SIGKILL')
			throw error
		})
		expect(result.code, started.output()).toBe(1)
		expect(started.output()).toContain(`DATA_DIR is not writable by uid ${uid}: chown it`)
		expect(started.output().trim().split('\n'), 'one line, no stack trace').toHaveLength(1)
	}, 20_000)
})

/** A TCP server that accepts connections and never answers: a provider that hangs. */
async function silentProvider() {
	const sockets: net.Socket[] = []
	const holder = net.createServer((socket) => sockets.push(socket))
	await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()))
	return {
		url: `http://127.0.0.1:${(holder.address() as net.AddressInfo).port}`,
		close: () => {
			for (const socket of sockets) socket.destroy()
			return new Promise((resolve) => holder.close(resolve))
		},
	}
}

describe('a provider that does not answer', () => {
	let provider: Awaited<ReturnType<typeof silentProvider>>
	let server: Started | undefined
	let port = 0

	beforeAll(async () => {
		provider = await silentProvider()
		port = await freePort()
		server = startServer({
			NODE_ENV: 'production',
			SESSION_SECRET: 'production-start-test-secret-0123456789abcdef',
			PORT: String(port),
			APP_URL: `http://localhost:${port}`,
			PROVIDER_API_URL: provider.url,
			SHUTDOWN_GRACE_MS: '1000',
		})
		await waitForHealthy(`http://localhost:${port}/healthz`, server, 20_000)
	}, 30_000)

	afterAll(async () => {
		if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
		await provider?.close()
	})

	it('is alive (/healthz 200) but not ready (/readyz 503, saying why)', async () => {
		const health = await fetch(`http://localhost:${port}/healthz`)
		expect(health.status).toBe(200)
		const startedAt = Date.now()
		const ready = await fetch(`http://localhost:${port}/readyz`)
		expect(await ready.json()).toEqual({
			status: 'not ready',
			provider: 'down',
			reason: `the provider at ${provider.url} did not answer within 2 s`,
		})
		expect(ready.status).toBe(503)
		expect(Date.now() - startedAt, 'the probe gives up after its short timeout').toBeLessThan(5_000)
		// Kept a few seconds: the next probe answers at once.
		const again = Date.now()
		expect((await fetch(`http://localhost:${port}/readyz`)).status).toBe(503)
		expect(Date.now() - again).toBeLessThan(500)
	})

	it('exits after SHUTDOWN_GRACE_MS with a request still waiting, and logs why', async () => {
		const started = server!
		// A page that waits for the provider (the country list), still in flight at SIGTERM.
		const inFlight = fetch(`http://localhost:${port}/auth/register`).catch(() => null)
		await new Promise((resolve) => setTimeout(resolve, 300))
		const signalledAt = Date.now()
		started.child.kill('SIGTERM')
		const { code } = await within(started.exited, 5_000, 'exit after the grace')
		expect(code).toBe(1)
		expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(900)
		expect(started.output()).toContain('shutdown grace ran out: exiting with requests still in flight')
		expect(started.output()).toContain('"graceMs":1000')
		await inFlight
	}, 15_000)
})

describe('a provider that fails', () => {
	const seen: http.IncomingHttpHeaders[] = []
	let provider: http.Server
	let server: Started | undefined
	let port = 0

	beforeAll(async () => {
		// Answers every call with a 500 and an error envelope, as a provider in trouble would.
		provider = http.createServer((request, response) => {
			seen.push(request.headers)
			response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Internal error' }))
		})
		await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', () => resolve()))
		port = await freePort()
		server = startServer({
			NODE_ENV: 'production',
			SESSION_SECRET: 'production-start-test-secret-0123456789abcdef',
			PORT: String(port),
			APP_URL: `http://localhost:${port}`,
			PROVIDER_API_URL: `http://127.0.0.1:${(provider.address() as net.AddressInfo).port}`,
			LOG_LEVEL: 'info',
		})
		await waitForHealthy(`http://localhost:${port}/healthz`, server, 20_000)
	}, 30_000)

	afterAll(async () => {
		if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
		provider.closeAllConnections()
		await new Promise((resolve) => provider.close(resolve))
	})

	it('shows the request id on the 500 page and in the access log line', async () => {
		const response = await fetch(`http://localhost:${port}/auth/register`)
		expect(response.status).toBe(500)
		const requestId = response.headers.get('x-request-id') ?? ''
		expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
		const html = await response.text()
		expect(html).toContain('Something went wrong')
		expect(html).toContain(`Reference: <code id="request-reference">${requestId}</code>`)
		expect(server!.output()).toMatch(new RegExp(`"service":"dashboard".*"path":"/auth/register","status":500,.*"requestId":"${requestId}"`))
		// The error's own line carries it too: what support finds from the reference.
		expect(server!.output()).toMatch(new RegExp(`"service":"dashboard".*"requestId":"${requestId}","msg":"unhandled error"`))
	})

	it('sends the request id to the provider (X-Request-Id)', async () => {
		await fetch(`http://localhost:${port}/auth/login`, {
			method: 'POST',
			headers: {
				Origin: `http://localhost:${port}`,
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-Request-Id': 'login-attempt-1',
			},
			body: new URLSearchParams({ email: 'someone@example.test' }),
			redirect: 'manual',
		})
		expect(seen.map((headers) => headers['x-request-id'])).toContain('login-attempt-1')
	})

	it('keeps a sane X-Request-Id from the proxy in front and replaces one that is not', async () => {
		const kept = await fetch(`http://localhost:${port}/auth/register`, { headers: { 'X-Request-Id': 'lb-7f3a9c' } })
		expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c')
		expect(await kept.text()).toContain('Reference: <code id="request-reference">lb-7f3a9c</code>')
		const replaced = await fetch(`http://localhost:${port}/auth/register`, { headers: { 'X-Request-Id': `"><script>${'x'.repeat(200)}` } })
		expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
	})
})
