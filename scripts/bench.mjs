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
 *      A fourth row, the floor of /, is the same build started with the
 *      provider's address and a token: the minimal page plus the provider
 *      calls / makes (minimal-app/home-calls.mjs), what / costs at least
 *      whatever its own code; the run checks that list against the calls /
 *      made (the sandbox's request log) and says when they differ.
 *  (e) A ledger page and its CSV export with 10,000 entries beside the same
 *      with 100 (scripts/bench/ledger.mjs, its own server on ports 3240/4240):
 *      page TTFB ratio, export time per row, the dashboard's RSS while it streams.
 *  (f) Time to first byte of every signed-in page a funded company and a new
 *      company open (found by following links from /, plus the transfer quote),
 *      with SANDBOX_LATENCY_MS=300, divided by 300 ms, goal ≤ 1.2× each
 *      (scripts/bench/pages.mjs, its own server on ports 3250/4250).
 *  (g) Do the framework patches still pay? CPU per request of /auth/login and
 *      / (logged in) with every patch beside the same build without one patch,
 *      for each file in patches/, in alternating slices (scripts/bench/patches.mjs,
 *      its own servers on ports 3260/4260 and 3261/4261).
 *  (h) A bulk payout file's check: 'Check file' for 125 to 1,000 rows to the
 *      checked batch, goal linear in rows, and the 1,000-row batch's page
 *      (scripts/bench/bulk.mjs, its own server on ports 3280/4280).
 *  (i) JavaScript per page: every page's first-visit JavaScript (gzip level 9)
 *      read from the build's route manifest, heaviest first, its heaviest
 *      chunks named, against the 100 KB budget (scripts/bench/first-visit-js.ts,
 *      the computation tests/js-budget.test.ts checks; no server).
 *  (j) Lighthouse mobile on /auth/login and the ten heaviest pages of (i), in
 *      one run: performance score and total blocking time, each page's TBT ÷
 *      the login page's, goal ≤ 1.2× (scripts/bench/lighthouse.mjs, on (f)'s
 *      ports 3250/4250 after (f)).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
 *      BENCH_TTFB_SAMPLES (default 10), BENCH_CPU_REQUESTS (default 400),
 *      BENCH_CPU_ROUNDS (default 3), BENCH_LEDGER_SMALL / BENCH_LEDGER_LARGE (entries, 100 / 10000),
 *      BENCH_PAGE_SAMPLES (f, default 3), BENCH_PATCH_REQUESTS / BENCH_PATCH_SLICES (g, per slice / slices, 200 / 3),
 *      BENCH_BULK_SAMPLES (h, default 3), BENCH_LIGHTHOUSE_PAGES (j, default 10),
 *      BENCH_ONLY (sections to run, e.g. `d` or `c,d`; default all), CHROMIUM_PATH.
 * The load generator shares the cores with the servers: compare ratios, not absolutes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bulkFigures, printBulkFigures } from './bench/bulk.mjs'
import {
	root,
	PORT,
	SANDBOX_PORT,
	DASHBOARD,
	SANDBOX,
	LATENCY_MS,
	DURATION,
	CONNECTIONS,
	TTFB_SAMPLES,
	DEMO_EMAIL,
	GZIP_LEVEL,
	CPU_REQUESTS,
	CPU_CONCURRENCY,
	CPU_ROUNDS,
	CPU_SLICES,
	MINIMAL_DIR,
	MINIMAL_BUILD,
	SECTIONS,
	log,
	kb,
	ms,
	ratio,
	sessionCookie,
	startDashboard,
} from './bench/common.mjs'
import { buildMinimalApp, cpuFigures } from './bench/cpu.mjs'
import { chunkName, firstVisitJavaScript, kilobytes, PAGE_BUDGET_BYTES, routeManifestWeight } from './bench/first-visit-js.ts'
import { ledgerFigures, printLedgerFigures } from './bench/ledger.mjs'
import { lighthouseFigures, printLighthouseFigures } from './bench/lighthouse.mjs'
import { frameworkFloor, javascriptPerVisit, load, medianTtfb } from './bench/measures.mjs'
import { HOME_CALLS } from './bench/minimal-app/home-calls.mjs'
import { pageFigures, printPageFigures } from './bench/pages.mjs'
import { patchFigures, printPatchFigures } from './bench/patches.mjs'
import { ensureBuild } from './ensure-build.mjs'

process.chdir(root)

// ── servers ─────────────────────────────────────────────────────────────────
let current = null
/** The paths of the provider calls the sandbox answered (its request log), for (d)'s floor check. */
const sandboxCalls = []
async function startServer(dataDir, latencyMs) {
	// Production's log level: the access log line is part of what a request costs.
	current = await startDashboard({
		port: PORT,
		sandboxPort: SANDBOX_PORT,
		dataDir,
		latencyMs,
		logLevel: 'info',
		onSandboxRequest: (entry) => sandboxCalls.push(entry.path),
	})
	return current
}

/** The provider calls one signed-in `/` makes, by path (the log has no query strings). */
async function homeProviderCalls(cookie) {
	sandboxCalls.length = 0
	const home = await fetch(`${DASHBOARD}/`, { headers: { cookie }, redirect: 'manual' })
	await home.arrayBuffer()
	await new Promise((resolve) => setTimeout(resolve, 200))
	const calls = sandboxCalls.filter((p) => p !== '/healthz' && !p.startsWith('/sandbox/'))
	// At info level the dashboard's own access line for the page has the same shape as the sandbox's.
	calls.splice(calls.indexOf('/'), calls.includes('/') ? 1 : 0)
	return calls.sort()
}

async function stopServer() {
	const server = current
	current = null
	await server?.stop()
}

// ── login through the sandbox's magic link ──────────────────────────────────
async function login() {
	const cookie = await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email: DEMO_EMAIL })
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

// ── run ─────────────────────────────────────────────────────────────────────
/** (i): every page's first-visit JavaScript from the route manifest, heaviest first. */
function printPageJavaScript() {
	const pages = firstVisitJavaScript(root)
	const over = pages.filter((page) => page.gzip > PAGE_BUDGET_BYTES)
	console.log(
		`\n(i) First-visit JavaScript per page (gzip -9, from the route manifest), heaviest first; budget ${kilobytes(PAGE_BUDGET_BYTES)}`,
	)
	console.log(
		table([
			['page', 'route', 'gzip', 'brotli', 'raw', 'files', '', 'heaviest chunks'],
			...pages.map((page) => [
				page.url,
				page.id,
				kilobytes(page.gzip),
				kilobytes(page.brotli),
				kilobytes(page.raw),
				String(page.chunks.length),
				page.gzip > PAGE_BUDGET_BYTES ? 'OVER' : 'ok',
				page.chunks
					.slice(0, 4)
					.map((chunk) => `${chunkName(chunk.file)} ${kilobytes(chunk.gzip)}`)
					.join(', '),
			]),
		]),
	)
	const manifest = routeManifestWeight(root)
	console.log(
		`    ${over.length} of ${pages.length} pages over the budget in gzip, ${pages.filter((page) => page.brotli > PAGE_BUDGET_BYTES).length} in brotli (what the server sends); plus the route manifest every first visit loads, not counted per page: ${manifest ? kilobytes(manifest.gzip) : 'n/a'}`,
	)
}

function table(rows) {
	const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
	return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')).join('\n')
}

async function main() {
	ensureBuild()
	const ledger = SECTIONS.has('e') ? await ledgerFigures() : null
	const pages = SECTIONS.has('f') ? await pageFigures() : null
	const patches = SECTIONS.has('g') ? await patchFigures() : null
	const bulk = SECTIONS.has('h') ? await bulkFigures() : null
	const lighthouse = SECTIONS.has('j') ? await lighthouseFigures() : null
	const printRest = () => {
		if (ledger) printLedgerFigures(ledger, table)
		if (pages) printPageFigures(pages, table)
		if (patches) printPatchFigures(patches, table)
		if (bulk) printBulkFigures(bulk, table)
		if (SECTIONS.has('i')) printPageJavaScript()
		if (lighthouse) printLighthouseFigures(lighthouse, table)
	}
	if (!['a', 'b', 'c', 'd'].some((section) => SECTIONS.has(section))) {
		console.log(`\nBench — ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`)
		printRest()
		return
	}
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

		let js, floor, loadHome, loadLogin, loadBase, cpu, homeTtfb, providerTtfb, homeCalls
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
			homeCalls = await homeProviderCalls(cookie)
			cpu = await cpuFigures(current.child.pid, cookie, { url: SANDBOX, token })
		}
		await stopServer()

		if (SECTIONS.has('b')) {
			log(`(b) restarting with SANDBOX_LATENCY_MS=${LATENCY_MS}; ${TTFB_SAMPLES} sequential requests …`)
			await startServer(dataDir, LATENCY_MS)
			const slowCookie = await login()
			homeTtfb = await medianTtfb(`${DASHBOARD}/`, { cookie: slowCookie }, TTFB_SAMPLES)
			providerTtfb = await medianTtfb(`${SANDBOX}/integrator/v1`, { authorization: `Bearer ${token}` }, TTFB_SAMPLES).catch(async () =>
				medianTtfb(`${SANDBOX}/integrator/v1`, { authorization: `Bearer ${await providerToken()}` }, TTFB_SAMPLES),
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
			console.log(
				`    floor = entry.client + its static imports (React, React DOM, Remix runtime) of this build (${floor?.files ?? 0} files)`,
			)
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
					cpuRow('floor of /', cpu.floor),
				]),
			)
			console.log(
				`    floor of / = the minimal page plus the ${HOME_CALLS.length} provider calls of ${MINIMAL_DIR}/home-calls.mjs (no validation, no shell), another process: / ÷ floor ${ratio(cpu.home.ms, cpu.floor.ms)}`,
			)
			// The floor copies / 's provider calls; / 's own calls in this run say whether the copy still holds.
			const floorCalls = HOME_CALLS.map((call) => call.split('?')[0]).sort()
			const same = floorCalls.length === homeCalls.length && floorCalls.every((call, i) => call === homeCalls[i])
			console.log(
				same
					? `    / made the same ${homeCalls.length} provider calls in this run (the sandbox's request log): ${homeCalls.join(', ')}`
					: `    FLOOR OUT OF DATE: / made ${homeCalls.length} provider calls in this run (${homeCalls.join(', ')}), the floor makes ${floorCalls.length} (${floorCalls.join(', ')}): update ${MINIMAL_DIR}/home-calls.mjs`,
			)
			console.log('    utime+stime of each server process (/proc/<pid>/stat); the sandbox runs in its own process and is not counted')
			console.log(`    minimal page = ${MINIMAL_DIR}: one route, one loader, same Remix and Vite, a bare Hono server`)
		}
		printRest()
	} finally {
		await cleanup()
	}
}

main().catch(async (error) => {
	console.error(`bench: ${error instanceof Error ? error.message : error}`)
	await stopServer().catch(() => {})
	process.exit(1)
})
