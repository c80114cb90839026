/**
 * What the bench's sections share: ports, sizes, the headers a browser
 * sends, and the printing helpers.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const PORT = 3200
export const SANDBOX_PORT = 4200
export const DASHBOARD = `http://localhost:${PORT}`
export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`
export const LATENCY_MS = 300
export const DURATION = Number(process.env.BENCH_DURATION ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const TTFB_SAMPLES = Number(process.env.BENCH_TTFB_SAMPLES ?? 10)
export const DEMO_EMAIL = 'demo-company@sandbox.test'
export const GZIP_LEVEL = 9
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const SESSION_SECRET = randomBytes(32).toString('hex')
/**
 * The sandboxes the bench starts need a control token for their back office (docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md):
 * one for the run, given to every server through the environment, and sent by the calls below to /sandbox/… paths.
 */
process.env.SANDBOX_CONTROL_TOKEN ||= randomBytes(24).toString('hex')
/** The control token's header for a /sandbox/… path; none for the provider API. */
export const controlAuth = (pathname) =>
	pathname.startsWith('/sandbox/') ? { authorization: `Bearer ${process.env.SANDBOX_CONTROL_TOKEN}` } : {}
export const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 400)
export const CPU_CONCURRENCY = 10
export const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3)
export const CPU_SLICES = 8
export const MINIMAL_PORT = 3201
/** The floor of `/`: the minimal app's build again, making the provider calls `/` makes (minimal-app/home-calls.mjs). */
export const FLOOR_PORT = 3202
export const MINIMAL_DIR = 'scripts/bench/minimal-app'
export const MINIMAL_BUILD = 'build/bench-minimal'
export const SECTIONS = new Set((process.env.BENCH_ONLY || 'a,b,c,d,e,f,g,h,i,j').split(',').map((s) => s.trim()))
// What a browser sends on a page load: compression and bot detection depend on it.
export const BROWSER_HEADERS = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-encoding': 'gzip, deflate, br, zstd',
	'accept-language': 'en-GB,en;q=0.9',
	'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

export const log = (...args) => console.error('bench:', ...args)
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value) => `${value.toFixed(0)} ms`
export const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a')

/** Whether something listens on `port` (a server left over from an earlier run). */
export function portInUse(port) {
	return new Promise((resolve) => {
		const socket = net.connect({ port, host: '127.0.0.1' })
		socket.once('connect', () => (socket.destroy(), resolve(true)))
		socket.once('error', () => resolve(false))
	})
}

/** A provider call as JSON: GET, or POST with `body`; `token` as the bearer. A refusal throws with its status and answer. */
export async function providerCall(base, pathname, { body, token } = {}) {
	const response = await fetch(`${base}${pathname}`, {
		method: body === undefined ? 'GET' : 'POST',
		headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : controlAuth(pathname)) },
		body: body === undefined ? undefined : JSON.stringify(body),
	})
	if (!response.ok) throw new Error(`${pathname} → ${response.status}: ${await response.text()}`)
	return response.json()
}

/**
 * A dashboard session cookie for `email`, the way a user gets one: ask the
 * sandbox for a login link, read it from the outbox, open it.
 */
export async function sessionCookie({ dashboard, sandbox, email }) {
	const before = Date.now() - 1_000
	const callbackUrl = `${dashboard}/auth/verify`
	const asked = await fetch(`${sandbox}/auth/v1/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, callbackUrl }),
	})
	if (!asked.ok) throw new Error(`POST /auth/v1/login → ${asked.status}: ${await asked.text()}`)
	let link
	for (let i = 0; i < 50 && !link; i++) {
		const outboxPath = `/sandbox/v1/outbox?to=${encodeURIComponent(email)}`
		const outbox = await (await fetch(`${sandbox}${outboxPath}`, { headers: controlAuth(outboxPath) })).json()
		link = outbox.data
			.filter((m) => new Date(m.createdAt).getTime() >= before)
			.flatMap((m) => m.links)
			.find((l) => l.startsWith(callbackUrl))
		if (!link) await new Promise((r) => setTimeout(r, 200))
	}
	if (!link) throw new Error('no login link arrived in the sandbox outbox')
	const verified = await fetch(link, { redirect: 'manual' })
	const cookie = verified.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('__session='))
	if (!cookie) throw new Error(`GET /auth/verify answered ${verified.status} without a __session cookie`)
	return cookie
}

/**
 * Starts the built dashboard (with its embedded sandbox on PGlite in
 * `dataDir`) on `port`/`sandboxPort` and waits for /healthz. Answers the
 * child and a `stop()` that ends it (SIGTERM, then SIGKILL after 10 s).
 * `onSandboxRequest({ method, path, status })` hears every call the sandbox
 * answers (its request log), so a figure can say which provider calls a page made.
 * `dir` holds the `build/` to start (a copy of it, for (g)); `nodeOptions` is added to NODE_OPTIONS.
 */
export async function startDashboard({
	port,
	sandboxPort,
	dataDir,
	latencyMs = 0,
	logLevel = 'warn',
	onSandboxRequest = null,
	dir = root,
	nodeOptions = '',
}) {
	for (const p of [port, sandboxPort]) {
		if (await portInUse(p)) throw new Error(`port ${p} is in use; stop whatever listens there and retry`)
	}
	const dashboard = `http://localhost:${port}`
	let output = ''
	const child = spawn(process.execPath, ['build/server.js'], {
		cwd: dir,
		stdio: ['ignore', 'pipe', 'pipe'],
		env: {
			...process.env,
			...(nodeOptions ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nodeOptions}`.trim() } : {}),
			NODE_ENV: 'production',
			SESSION_SECRET,
			PORT: String(port),
			SANDBOX_PORT: String(sandboxPort),
			APP_URL: dashboard,
			DATA_DIR: dataDir,
			ENVIRONMENT: 'sandbox',
			SANDBOX_LATENCY_MS: String(latencyMs),
			SANDBOX_RATE_LIMIT_PER_MINUTE: '0',
			// The sandbox's request log (a line per provider call, path without query) when asked for.
			SANDBOX_LOG: onSandboxRequest ? 'true' : 'false',
			LOG_LEVEL: logLevel,
			PROVIDER_API_URL: '',
			// Production with the embedded sandbox: on purpose (a production start without a provider stops otherwise).
			SANDBOX: 'on',
			DATABASE_URL: '',
			MESSENGER_APP_ID: '',
			MESSENGER_SCRIPT_URL: '',
		},
	})
	// Keep the tail only: at info level every request logs a line.
	const keep = (c) => (output = (output + c).slice(-20_000))
	let partial = ''
	const readRequests = (chunk) => {
		const lines = (partial + chunk).split('\n')
		partial = lines.pop() ?? ''
		for (const line of lines) {
			if (!line.includes('"msg":"request"')) continue
			try {
				const entry = JSON.parse(line)
				// Lines that name their service: only the sandbox's (the dashboard writes the same shape at info level).
				if (entry.path && (entry.service === undefined || entry.service === 'sandbox')) onSandboxRequest(entry)
			} catch {}
		}
	}
	if (onSandboxRequest) child.stdout.on('data', readRequests)
	child.stdout.on('data', keep)
	child.stderr.on('data', keep)
	const exited = new Promise((resolve) => child.once('exit', resolve))
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) {
			child.kill('SIGTERM')
			const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
			await exited
			clearTimeout(timer)
		}
	}
	const deadline = Date.now() + 120_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`)
		try {
			if ((await fetch(`${dashboard}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return { child, stop }
		} catch {}
		await new Promise((r) => setTimeout(r, 250))
	}
	await stop()
	throw new Error(`the server did not answer /healthz within 120 s:\n${output}`)
}
