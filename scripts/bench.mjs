#!/usr/bin/env node
/**
 * `npm run bench`: the performance figures, each beside a
 * baseline measured in the same run on the same machine.
 *
 *  (a) JavaScript a first visit loads (gzip level 9, summed over every script
 *      response Chromium receives) for /auth/login and / (logged in);
 *      baseline: the framework floor of this build (entry.client and its
 *      imports: React, React DOM, Remix runtime).
 *  (b) Median time to first byte of / (logged in) with SANDBOX_LATENCY_MS=300,
 *      divided by 300 ms; baseline: the median TTFB of one authenticated
 *      provider call (GET /integrator/v1) made straight to the sandbox.
 *  (c) Requests/s and p99 latency at 50 connections for 10 s (autocannon) of
 *      / (logged in) and /auth/login with no injected latency; baseline: the
 *      sandbox's /healthz on the same machine (same HTTP stack, no rendering).
 *  (d) CPU milliseconds the dashboard process spends per request on /healthz,
 *      /auth/login and / (logged in): utime+stime from /proc/<pid>/stat before
 *      and after a fixed batch (400 requests, 10 at a time, after a warm-up),
 *      divided by the count, in slices that alternate with the baseline so
 *      that load from elsewhere lands on both; the round with the median
 *      ratio of 3. The sandbox is a child process, so its CPU is not counted. Baseline: a one-route Remix app (scripts/bench/minimal-app/)
 *      built with the same Remix and Vite and served by a bare Hono wrapper.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
 *      BENCH_TTFB_SAMPLES (default 10), BENCH_CPU_REQUESTS (default 400),
 *      BENCH_CPU_ROUNDS (default 3),
 *      BENCH_ONLY (sections to run, e.g. `d` or `c,d`; default all), CHROMIUM_PATH.
 * The load generator shares the cores with the servers: compare ratios, not absolutes.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { ensureBuild } from './ensure-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

const PORT = 3200
const SANDBOX_PORT = 4200
const DASHBOARD = `http://localhost:${PORT}`
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`
const LATENCY_MS = 300
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const TTFB_SAMPLES = Number(process.env.BENCH_TTFB_SAMPLES ?? 10)
const DEMO_EMAIL = 'demo-company@sandbox.test'
const GZIP_LEVEL = 9
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const SESSION_SECRET = randomBytes(32).toString('hex')
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 400)
const CPU_CONCURRENCY = 10
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3)
const CPU_SLICES = 8
const MINIMAL_PORT = 3201
const MINIMAL = `http://127.0.0.1:${MINIMAL_PORT}`
const MINIMAL_DIR = 'scripts/bench/minimal-app'
const MINIMAL_BUILD = 'build/bench-minimal'
const SECTIONS = new Set((process.env.BENCH_ONLY || 'a,b,c,d').split(',').map((s) => s.trim()))
// What a browser sends on a page load: compression and bot detection depend on it.
const BROWSER_HEADERS = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-encoding': 'gzip, deflate, br, zstd',
	'accept-language': 'en-GB,en;q=0.9',
	'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

const log = (...args) => console.error('bench:', ...args)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${value.toFixed(0)} ms`
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a')

// ── servers ─────────────────────────────────────────────────────────────────
function portInUse(port) {
	return new Promise((resolve) => {
		const socket = net.connect({ port, host: '127.0.0.1' })
		socket.once('connect', () => (socket.destroy(), resolve(true)))
		socket.once('error', () => resolve(false))
	})
}

let current = null
async function startServer(dataDir, latencyMs) {
	for (const port of [PORT, SANDBOX_PORT]) {
		if (await portInUse(port)) throw new Error(`port ${port} is in use; stop whatever listens there and retry`)
	}
	let output = ''
	const child = spawn(process.execPath, ['build/server.js'], {
		cwd: root,
		stdio: ['ignore', 'pipe', 'pipe'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			SESSION_SECRET,
			PORT: String(PORT),
			SANDBOX_PORT: String(SANDBOX_PORT),
			APP_URL: DASHBOARD,
			DATA_DIR: dataDir,
			ENVIRONMENT: 'sandbox',
			SANDBOX_LATENCY_MS: String(latencyMs),
			SANDBOX_RATE_LIMIT_PER_MINUTE: '0',
			SANDBOX_LOG: 'false',
			// Production's level: the access log line is part of what a request costs.
			LOG_LEVEL: 'info',
			PROVIDER_API_URL: '',
			DATABASE_URL: '',
			MESSENGER_APP_ID: '',
			MESSENGER_SCRIPT_URL: '',
		},
	})
	// Keep the tail only: at info level every request logs a line.
	const keep = (c) => (output = (output + c).slice(-20_000))
	child.stdout.on('data', keep)
	child.stderr.on('data', keep)
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
	current = { child, exited }
	const deadline = Date.now() + 120_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`)
		try {
			const response = await fetch(`${DASHBOARD}/healthz`, { signal: AbortSignal.timeout(2_000) })
			if (response.ok) return current
		} catch {}
		await new Promise((r) => setTimeout(r, 250))
	}
	throw new Error(`the server did not answer /healthz within 120 s:\n${output}`)
}

async function stopServer() {
	if (!current) return
	const { child, exited } = current
	current = null
	if (child.exitCode === null && child.signalCode === null) {
		child.kill('SIGTERM')
		const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
		await exited
		clearTimeout(timer)
	}
}

// ── login through the sandbox's magic link ──────────────────────────────────
async function login() {
	const before = Date.now() - 1_000
	const callbackUrl = `${DASHBOARD}/auth/verify`
	const asked = await fetch(`${SANDBOX}/auth/v1/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: DEMO_EMAIL, callbackUrl }),
	})
	if (!asked.ok) throw new Error(`POST /auth/v1/login → ${asked.status}: ${await asked.text()}`)
	let link
	for (let i = 0; i < 50 && !link; i++) {
		const outbox = await (await fetch(`${SANDBOX}/sandbox/v1/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`)).json()
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
	// Check the cookie opens the dashboard.
	const home = await fetch(`${DASHBOARD}/`, { headers: { cookie }, redirect: 'manual' })
	if (home.status !== 200) throw new Error(`GET / with the session cookie answered ${home.status}, not 200`)
	await home.arrayBuffer()
	return cookie
}

async function providerToken() {
	const response = await fetch(`${SANDBOX}/auth/v1/login/password`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: DEMO_EMAIL, password: 'Sandbox.Demo-2026' }),
	})
	if (!response.ok) throw new Error(`POST /auth/v1/login/password → ${response.status}`)
	return (await response.json()).data.accessToken
}

// ── (a) JavaScript per first visit ──────────────────────────────────────────
function frameworkFloor() {
	// Remix removes the Vite manifest after the build, so follow the static
	// imports of the entry.client chunk in the emitted files themselves.
	const assets = path.join(root, 'build/client/assets')
	const entry = readdirSync(assets).find((f) => /^entry\.client-[\w-]+\.js$/.test(f))
	if (!entry) return null
	const seen = new Set()
	const visit = (file) => {
		if (seen.has(file) || !existsSync(path.join(assets, file))) return
		seen.add(file)
		const code = readFileSync(path.join(assets, file), 'utf8')
		for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(match[1])
	}
	visit(entry)
	let bytes = 0
	for (const file of seen) bytes += gzipSync(readFileSync(path.join(assets, file)), { level: GZIP_LEVEL }).length
	return { bytes, files: seen.size }
}

async function javascriptPerVisit(cookie) {
	const { chromium } = await import('@playwright/test')
	if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH or apt-get install -y chromium)`)
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
	})
	try {
		const measure = async (pathname, withCookie) => {
			const context = await browser.newContext()
			if (withCookie) {
				const [name, ...rest] = cookie.split('=')
				await context.addCookies([{ name, value: rest.join('='), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }])
			}
			const page = await context.newPage()
			const scripts = new Map()
			page.on('response', async (response) => {
				const type = response.request().resourceType()
				const contentType = response.headers()['content-type'] ?? ''
				if (type !== 'script' && !/javascript/.test(contentType)) return
				const url = response.url()
				if (scripts.has(url)) return
				scripts.set(url, response.body().then((body) => ({ url, raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length })).catch(() => null))
			})
			const response = await page.goto(`${DASHBOARD}${pathname}`, { waitUntil: 'networkidle' })
			const finalPath = new URL(page.url()).pathname
			const files = (await Promise.all(scripts.values())).filter(Boolean)
			await context.close()
			return {
				status: response?.status() ?? 0,
				finalPath,
				files: files.length,
				raw: files.reduce((s, f) => s + f.raw, 0),
				gzip: files.reduce((s, f) => s + f.gzip, 0),
			}
		}
		return { login: await measure('/auth/login', false), home: await measure('/', true) }
	} finally {
		await browser.close()
	}
}

// ── (b) time to first byte ──────────────────────────────────────────────────
function ttfb(url, headers) {
	return new Promise((resolve, reject) => {
		const started = process.hrtime.bigint()
		const request = http.get(url, { headers, agent: false }, (response) => {
			const elapsed = Number(process.hrtime.bigint() - started) / 1e6
			response.resume()
			response.on('end', () => resolve({ ms: elapsed, status: response.statusCode }))
		})
		request.on('error', reject)
		request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)))
	})
}

async function medianTtfb(url, headers, samples) {
	await ttfb(url, headers) // warm-up
	const values = []
	for (let i = 0; i < samples; i++) {
		const r = await ttfb(url, headers)
		if (r.status !== 200) throw new Error(`${url} answered ${r.status} during the TTFB run`)
		values.push(r.ms)
	}
	values.sort((a, b) => a - b)
	const mid = Math.floor(values.length / 2)
	return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2
}

// ── (c) throughput ──────────────────────────────────────────────────────────
async function load(url, headers = {}) {
	// A short warm-up so JIT and caches are in the same state for every target.
	await autocannon({ url, connections: 10, duration: 2, headers })
	let firstError = null
	const run = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
	run.on('reqError', (error) => (firstError ??= error))
	const result = await run
	if (firstError) log(`${url}: ${result.errors + result.timeouts} request errors, the first: ${firstError.message ?? firstError}`)
	return {
		rps: result.requests.average,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
	}
}

// ── (d) CPU per request ─────────────────────────────────────────────────────
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** CPU time (user + system, all threads) a process has used so far, in ms. */
function cpuMs(pid) {
	if (existsSync(`/proc/${pid}/stat`)) {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		// Fields after the command name (which may hold spaces): state is the 1st, utime the 12th, stime the 13th.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
	}
	// Not Linux: ps has only whole seconds, so the batch must be large.
	const time = spawnSync('ps', ['-o', 'time=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()
	const [s = 0, m = 0, h = 0] = time.replace('-', ':').split(':').map(Number).reverse()
	return (h * 3600 + m * 60 + s) * 1000
}

/** CPU a batch of requests costs the process `pid`, in ms, or null when the batch was not all 2xx. */
async function cpuOfBatch(pid, url, headers, amount) {
	const before = cpuMs(pid)
	const result = await autocannon({ url, connections: CPU_CONCURRENCY, headers: { ...BROWSER_HEADERS, ...headers }, amount })
	const used = cpuMs(pid) - before
	if (result.non2xx || result.errors || result.timeouts) {
		log(`${url}: ${result.non2xx} non-2xx answers and ${result.errors + result.timeouts} errors in a CPU batch`)
	}
	return used
}

/**
 * Takes the session cookie a browser would hold by now: the dashboard moves
 * the idle window (re-sends the cookie) once its stamp is a minute old, and
 * a browser sends the new one from then on.
 */
async function refreshSession(headers) {
	const response = await fetch(`${DASHBOARD}/`, { headers: { cookie: headers.cookie }, redirect: 'manual' })
	await response.arrayBuffer()
	const fresh = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('__session='))
	if (fresh) headers.cookie = fresh
}

/**
 * CPU per request of `url` and of the minimal page, measured in alternating
 * slices so that load from elsewhere on the machine lands on both alike.
 */
async function cpuPerRequest(pid, url, headers, minimal) {
	const slices = CPU_SLICES
	const amount = Math.ceil(CPU_REQUESTS / slices)
	// Warm-up: JIT, caches, connection pools.
	await cpuOfBatch(pid, url, headers, 200)
	let target = 0
	let base = 0
	for (let i = 0; i < slices; i++) {
		base += await cpuOfBatch(minimal.pid, `${MINIMAL}/`, {}, amount)
		if (headers.cookie) await refreshSession(headers)
		target += await cpuOfBatch(pid, url, headers, amount)
	}
	return { ms: target / (amount * slices), baseMs: base / (amount * slices) }
}

function buildMinimalApp() {
	const cli = path.join(root, 'node_modules/@remix-run/dev/dist/cli.js')
	const built = spawnSync(process.execPath, [cli, 'vite:build', MINIMAL_DIR], { cwd: root, encoding: 'utf8' })
	if (built.status !== 0) throw new Error(`building ${MINIMAL_DIR} failed:\n${built.stdout}${built.stderr}`)
}

async function startMinimal() {
	if (await portInUse(MINIMAL_PORT)) throw new Error(`port ${MINIMAL_PORT} is in use; stop whatever listens there and retry`)
	const child = spawn(process.execPath, [path.join(MINIMAL_DIR, 'server.mjs')], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'ignore'],
		env: { ...process.env, PORT: String(MINIMAL_PORT), MINIMAL_BUILD_DIR: MINIMAL_BUILD },
	})
	const exited = new Promise((resolve) => child.once('exit', resolve))
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
		await exited
	}
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error('the minimal app exited during start-up')
		try {
			if ((await fetch(`${MINIMAL}/`, { signal: AbortSignal.timeout(2_000) })).ok) return { pid: child.pid, stop }
		} catch {}
		await new Promise((r) => setTimeout(r, 100))
	}
	await stop()
	throw new Error(`the minimal app did not answer ${MINIMAL}/ within 30 s`)
}

/**
 * Rounds alternate between the minimal app and the dashboard's targets, so
 * a burst of load from elsewhere on the machine hits both; each figure is
 * the median of its rounds.
 */
async function cpuFigures(cookie) {
	const minimal = await startMinimal()
	const pid = current.child.pid
	const session = { cookie }
	const targets = { healthz: ['/healthz', {}], login: ['/auth/login', {}], home: ['/', session] }
	const rounds = Object.fromEntries(Object.keys(targets).map((k) => [k, []]))
	try {
		await cpuOfBatch(minimal.pid, `${MINIMAL}/`, {}, 200) // warm-up
		for (let round = 0; round < CPU_ROUNDS; round++) {
			for (const [key, [pathname, headers]] of Object.entries(targets)) {
				rounds[key].push(await cpuPerRequest(pid, `${DASHBOARD}${pathname}`, headers, minimal))
			}
		}
	} finally {
		await minimal.stop()
	}
	// Each round pairs the target with the minimal page; the figure is the round with the median ratio.
	const figure = (list) => {
		const sorted = list.map((r) => ({ ...r, ratio: r.ms / r.baseMs })).sort((a, b) => a.ratio - b.ratio)
		return { ...sorted[Math.floor(sorted.length / 2)], min: sorted[0].ratio, max: sorted[sorted.length - 1].ratio }
	}
	return Object.fromEntries(Object.entries(rounds).map(([key, list]) => [key, figure(list)]))
}

// ── run ─────────────────────────────────────────────────────────────────────
function table(rows) {
	const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
	return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')).join('\n')
}

async function main() {
	ensureBuild()
	if (SECTIONS.has('d')) {
		log(`building the minimal Remix app (${MINIMAL_DIR} → ${MINIMAL_BUILD}) …`)
		buildMinimalApp()
	}
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
	const cleanup = async () => {
		await stopServer()
		rmSync(dataDir, { recursive: true, force: true })
	}
	for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().then(() => process.exit(130)))
	try {
		log(`starting the server on ${DASHBOARD} (sandbox ${SANDBOX}, latency 0 ms, DATA_DIR ${dataDir}) …`)
		await startServer(dataDir, 0)
		const cookie = await login()

		let js, floor, loadHome, loadLogin, loadBase, cpu, homeTtfb, providerTtfb
		if (SECTIONS.has('a')) {
			log('(a) JavaScript per first visit (Chromium) …')
			js = await javascriptPerVisit(cookie)
			floor = frameworkFloor()
		}

		const token = await providerToken()
		if (SECTIONS.has('c')) {
			log(`(c) load: ${CONNECTIONS} connections × ${DURATION} s per target …`)
			loadHome = await load(`${DASHBOARD}/`, { cookie })
			loadLogin = await load(`${DASHBOARD}/auth/login`)
			loadBase = await load(`${SANDBOX}/healthz`)
		}

		if (SECTIONS.has('d')) {
			log(`(d) CPU per request: ${CPU_REQUESTS} requests, ${CPU_CONCURRENCY} at a time, per target …`)
			cpu = await cpuFigures(cookie)
		}
		await stopServer()

		if (SECTIONS.has('b')) {
			log(`(b) restarting with SANDBOX_LATENCY_MS=${LATENCY_MS}; ${TTFB_SAMPLES} sequential requests …`)
			await startServer(dataDir, LATENCY_MS)
			const slowCookie = await login()
			homeTtfb = await medianTtfb(`${DASHBOARD}/`, { cookie: slowCookie }, TTFB_SAMPLES)
			providerTtfb = await medianTtfb(`${SANDBOX}/integrator/v1`, { authorization: `Bearer ${token}` }, TTFB_SAMPLES).catch(
				async () => medianTtfb(`${SANDBOX}/integrator/v1`, { authorization: `Bearer ${await providerToken()}` }, TTFB_SAMPLES),
			)
			await stopServer()
		}

		console.log(`\nBench — ${os.cpus().length} cores, Node ${process.version}, gzip level ${GZIP_LEVEL}, ${new Date().toISOString()}`)
		if (js) {
			const floorCell = floor ? kb(floor.bytes) : 'n/a'
			const jsRow = (label, m) => [
				label,
				`${m.files} files`,
				kb(m.raw),
				kb(m.gzip),
				floorCell,
				floor ? ratio(m.gzip, floor.bytes) : 'n/a',
				m.finalPath === new URL(label.split(' ')[0], DASHBOARD).pathname ? '' : `(ended on ${m.finalPath})`,
			]
			console.log('\n(a) JavaScript loaded by a first visit')
			console.log(
				table([
					['page', 'scripts', 'raw', 'gzip', 'floor', 'gzip/floor', ''],
					jsRow('/auth/login', js.login),
					jsRow('/ (logged in)', js.home),
				]),
			)
			console.log(`    floor = entry.client + its static imports (React, React DOM, Remix runtime) of this build (${floor?.files ?? 0} files)`)
		}
		if (homeTtfb !== undefined) {
			console.log(`\n(b) Time to first byte with SANDBOX_LATENCY_MS=${LATENCY_MS} (median of ${TTFB_SAMPLES})`)
			console.log(
				table([
					['target', 'median TTFB', `÷ ${LATENCY_MS} ms`, '÷ provider call'],
					['/ (logged in)', ms(homeTtfb), ratio(homeTtfb, LATENCY_MS), ratio(homeTtfb, providerTtfb)],
					['baseline: sandbox GET /integrator/v1', ms(providerTtfb), ratio(providerTtfb, LATENCY_MS), '1.00×'],
				]),
			)
		}
		if (loadBase) {
			console.log(`\n(c) Throughput, ${CONNECTIONS} connections × ${DURATION} s, no injected latency`)
			const loadRow = (label, r) => [
				label,
				r.rps.toFixed(0),
				`${r.p99} ms`,
				ratio(r.rps, loadBase.rps),
				ratio(r.p99, loadBase.p99),
				r.non2xx || r.errors ? `non-2xx ${r.non2xx}, errors ${r.errors}` : '',
			]
			console.log(
				table([
					['target', 'req/s', 'p99', 'req/s ÷ base', 'p99 ÷ base', ''],
					loadRow('/ (logged in)', loadHome),
					loadRow('/auth/login', loadLogin),
					loadRow('baseline: sandbox /healthz', loadBase),
				]),
			)
		}
		if (cpu) {
			console.log(
				`\n(d) CPU time of the dashboard process per request: ${CPU_REQUESTS} requests, ${CPU_CONCURRENCY} at a time, after a warm-up, in ${CPU_SLICES} slices alternating with the minimal page; the round with the median ratio of ${CPU_ROUNDS}`,
			)
			const cpuRow = (label, r, goal) => [
				label,
				`${r.ms.toFixed(2)} ms`,
				`${r.baseMs.toFixed(2)} ms`,
				ratio(r.ms, r.baseMs),
				`${r.min.toFixed(2)}–${r.max.toFixed(2)}×`,
				goal ? `≤ ${goal.toFixed(1)}×` : '',
				goal ? (r.ratio <= goal ? 'ok' : 'OVER') : '',
			]
			console.log(
				table([
					['target', 'CPU/request', 'minimal page', '÷ minimal', 'rounds', 'goal', ''],
					cpuRow('/healthz', cpu.healthz),
					cpuRow('/auth/login', cpu.login, 1.5),
					cpuRow('/ (logged in)', cpu.home, 2),
				]),
			)
			console.log('    utime+stime of each server process (/proc/<pid>/stat); the sandbox runs in its own process and is not counted')
			console.log(`    minimal page = ${MINIMAL_DIR}: one route, one loader, same Remix and Vite, a bare Hono server`)
		}
	} finally {
		await cleanup()
	}
}

main().catch(async (error) => {
	console.error(`bench: ${error instanceof Error ? error.message : error}`)
	await stopServer().catch(() => {})
	process.exit(1)
})
