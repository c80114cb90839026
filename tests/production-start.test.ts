/**
 * The built server as production runs it: `node build/server.js` with
 * NODE_ENV=production. Needs `npm run build` first (npm test builds before vitest).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, portAcceptsConnections } from '#tests/support/ports.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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

/** Starts the built server with a clean environment (nothing inherited but PATH/HOME). */
function startServer(env: Record<string, string>): Started {
	requireBuild()
	let output = ''
	const child = spawn(process.execPath, [SERVER], {
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
	return Promise.race([
		promise,
		new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
	])
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
			SESSION_SECRET: 'production-start-test-secret-0123456789abcdef',
			PORT: String(port),
			SANDBOX_PORT: String(sandboxPort),
			APP_URL: `http://localhost:${port}`,
			DATA_DIR: dataDir,
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
