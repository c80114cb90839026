/**
 * (d) CPU milliseconds per request of the dashboard process, beside a
 * minimal Remix page built and served the same way, in the same run.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import {
	root,
	DASHBOARD,
	CPU_REQUESTS,
	CPU_CONCURRENCY,
	CPU_ROUNDS,
	CPU_SLICES,
	MINIMAL_PORT,
	FLOOR_PORT,
	MINIMAL_DIR,
	MINIMAL_BUILD,
	BROWSER_HEADERS,
	log,
	portInUse,
} from './common.mjs'

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** CPU time (user + system, all threads) a process has used so far, in ms. */
export function cpuMs(pid) {
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
export async function cpuOfBatch(pid, url, headers, amount) {
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
export async function refreshSession(headers, dashboard = DASHBOARD) {
	const response = await fetch(`${dashboard}/`, { headers: { cookie: headers.cookie }, redirect: 'manual' })
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
		base += await cpuOfBatch(minimal.pid, minimal.url, {}, amount)
		if (headers.cookie) await refreshSession(headers)
		target += await cpuOfBatch(pid, url, headers, amount)
	}
	return { ms: target / (amount * slices), baseMs: base / (amount * slices) }
}

export function buildMinimalApp() {
	const cli = path.join(root, 'node_modules/@remix-run/dev/dist/cli.js')
	const built = spawnSync(process.execPath, [cli, 'vite:build', MINIMAL_DIR], { cwd: root, encoding: 'utf8' })
	if (built.status !== 0) throw new Error(`building ${MINIMAL_DIR} failed:\n${built.stdout}${built.stderr}`)
}

/**
 * Starts the minimal app's server on `port`; `env` adds to its environment
 * (the floor of `/` is the same build given the provider's address and a token).
 */
async function startMinimal(port = MINIMAL_PORT, env = {}) {
	if (await portInUse(port)) throw new Error(`port ${port} is in use; stop whatever listens there and retry`)
	const url = `http://127.0.0.1:${port}/`
	const child = spawn(process.execPath, [path.join(MINIMAL_DIR, 'server.mjs')], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'ignore'],
		env: { ...process.env, ...env, PORT: String(port), MINIMAL_BUILD_DIR: MINIMAL_BUILD },
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
			if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return { pid: child.pid, url, stop }
		} catch {}
		await new Promise((r) => setTimeout(r, 100))
	}
	await stop()
	throw new Error(`the minimal app did not answer ${url} within 30 s`)
}

/**
 * Rounds alternate between the minimal app and the dashboard's targets, so
 * a burst of load from elsewhere on the machine hits both; each figure is
 * the median of its rounds. `pid` is the dashboard's server process. The
 * fourth target is the floor of `/`: the minimal page plus the provider
 * calls `/` makes, in a second server given `provider` ({ url, token }).
 */
export async function cpuFigures(pid, cookie, provider) {
	const minimal = await startMinimal()
	let floor = null
	const rounds = {}
	try {
		floor = await startMinimal(FLOOR_PORT, { BENCH_PROVIDER_URL: provider.url, BENCH_PROVIDER_TOKEN: provider.token })
		const targets = {
			healthz: [pid, `${DASHBOARD}/healthz`, {}],
			login: [pid, `${DASHBOARD}/auth/login`, {}],
			home: [pid, `${DASHBOARD}/`, { cookie }],
			floor: [floor.pid, floor.url, {}],
		}
		for (const key of Object.keys(targets)) rounds[key] = []
		await cpuOfBatch(minimal.pid, minimal.url, {}, 200) // warm-up
		for (let round = 0; round < CPU_ROUNDS; round++) {
			for (const [key, [targetPid, url, headers]] of Object.entries(targets)) {
				rounds[key].push(await cpuPerRequest(targetPid, url, headers, minimal))
			}
		}
	} finally {
		await minimal.stop()
		await floor?.stop()
	}
	// Each round pairs the target with the minimal page; the figure is the round with the median ratio.
	const figure = (list) => {
		const sorted = list.map((r) => ({ ...r, ratio: r.ms / r.baseMs })).sort((a, b) => a.ratio - b.ratio)
		return { ...sorted[Math.floor(sorted.length / 2)], min: sorted[0].ratio, max: sorted[sorted.length - 1].ratio }
	}
	return Object.fromEntries(Object.entries(rounds).map(([key, list]) => [key, figure(list)]))
}
