/**
 * What the built server does when a process dies or a port is taken:
 * `node build/server.js` with the embedded sandbox, started for real.
 * Needs `npm run build` first (npm test builds before vitest).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { migratedPgliteDir } from '#sandbox/test-support/backends.ts'
import { freePort, portAcceptsConnections } from '#tests/support/ports.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = path.join(root, 'build/server.js')
const SESSION_SECRET = 'sandbox-supervision-test-secret-0123456789abcdef'

function processAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/** The process ids whose parent is `pid` (Linux `ps`). */
function childrenOf(pid: number): number[] {
	try {
		return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
			.split('\n')
			.map((line) => Number(line.trim()))
			.filter((n) => n > 0)
	} catch {
		return [] // ps exits 1 when there is none
	}
}

async function until(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (await check()) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${what}: not within ${timeoutMs} ms`)
}

interface Started {
	child: ChildProcess
	port: number
	sandboxPort: number
	output: () => string
	stderr: () => string
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const started: Started[] = []
const dirs: string[] = []
/** Sandbox pids the tests saw, killed at the end if a failing test left them behind. */
const sandboxPids: number[] = []

afterEach(async () => {
	for (const server of started.splice(0)) {
		if (server.child.exitCode === null && server.child.signalCode === null) {
			server.child.kill('SIGTERM')
			await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
			if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
		}
	}
	for (const pid of sandboxPids.splice(0)) if (processAlive(pid)) process.kill(pid, 'SIGKILL')
})

afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/**
 * Starts the built server in production with the embedded sandbox and a clean environment.
 * `detached`: in a process group of its own, as systemd or a terminal runs it.
 */
async function startServer(
	ports: { port?: number; sandboxPort?: number; env?: Record<string, string>; detached?: boolean } = {},
): Promise<Started> {
	if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`)
	const port = ports.port ?? (await freePort())
	const sandboxPort = ports.sandboxPort ?? (await freePort())
	// A copy of the migrated database: what is tested here is supervision, not a first migration.
	const dataDir = await migratedPgliteDir('sandbox-supervision-')
	dirs.push(dataDir)
	let output = ''
	let stderr = ''
	const child = spawn(process.execPath, [SERVER], {
		cwd: root,
		env: {
			PATH: process.env.PATH ?? '',
			HOME: process.env.HOME ?? os.tmpdir(),
			LOG_LEVEL: 'warn',
			NODE_ENV: 'production',
			SANDBOX: 'on',
			SESSION_SECRET,
			PORT: String(port),
			SANDBOX_PORT: String(sandboxPort),
			APP_URL: `http://localhost:${port}`,
			DATA_DIR: dataDir,
			...ports.env,
		} as unknown as NodeJS.ProcessEnv,
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: ports.detached ?? false,
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
	child.stderr?.on('data', (chunk: Buffer) => {
		output += chunk
		stderr += chunk
	})
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		child.once('exit', (code, signal) => resolve({ code, signal })),
	)
	const server = { child, port, sandboxPort, output: () => output, stderr: () => stderr, exited }
	started.push(server)
	return server
}

async function waitForHealthy(server: Started, timeoutMs = 90_000) {
	let exited = false
	void server.exited.then(() => (exited = true))
	await until(`/healthz 200. Output:\n${server.output()}`, timeoutMs, async () => {
		if (exited) throw new Error(`the server exited:\n${server.output()}`)
		return (await healthz(server)).status === 200
	})
}

async function healthz(server: Started, path = '/healthz') {
	try {
		const response = await fetch(`http://localhost:${server.port}${path}`, { signal: AbortSignal.timeout(3_000) })
		return { status: response.status, body: (await response.json()) as unknown }
	} catch {
		return { status: 0, body: null }
	}
}

/** The one sandbox process the dashboard runs. */
function sandboxPid(server: Started) {
	const pids = childrenOf(server.child.pid!)
	expect(pids, 'the dashboard runs exactly one child process (the sandbox)').toHaveLength(1)
	sandboxPids.push(pids[0]!)
	return pids[0]!
}

describe('the embedded sandbox dies', () => {
	it('keeps the dashboard up (alive, not ready while the sandbox is down) and restarts the sandbox', async () => {
		const server = await startServer()
		await waitForHealthy(server)
		const first = sandboxPid(server)

		process.kill(first, 'SIGKILL')
		// A probe in flight at the kill may answer first (the connection reset); once the
		// dashboard has seen its child exit, the answer names the restart without asking.
		await until('/readyz 503, the sandbox restarting, after it was killed', 5_000, async () => {
			const answer = await healthz(server, '/readyz')
			return answer.status === 503 && (answer.body as { reason?: string }).reason === 'the embedded sandbox is restarting'
		})
		expect((await healthz(server, '/readyz')).body).toEqual({
			status: 'not ready',
			provider: 'down',
			reason: 'the embedded sandbox is restarting',
		})
		// Liveness: the process serves, nothing to restart it for.
		expect(await healthz(server)).toEqual({ status: 200, body: { status: 'ok' } })
		// The registration page asks the provider for the countries: the network-issue page.
		const page = await fetch(`http://localhost:${server.port}/auth/register`)
		expect(page.status).toBe(503)
		expect(await page.text()).toContain('Network issue')

		await until('/readyz 200 again', 30_000, async () => (await healthz(server, '/readyz')).status === 200)
		expect((await healthz(server, '/readyz')).body).toEqual({ status: 'ready', provider: 'up' })
		expect((await fetch(`http://localhost:${server.port}/auth/register`)).status).toBe(200)
		const second = sandboxPid(server)
		expect(second).not.toBe(first)
		expect(server.child.exitCode, server.output()).toBeNull()
	}, 150_000)
})

describe('the process group is stopped (systemd, Ctrl-C)', () => {
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		it(`${signal} to the group: a request in flight still gets its page, then both processes exit`, async () => {
			// Every provider call takes 3 s: the page is still waiting for the sandbox when the signal comes.
			const server = await startServer({ env: { SANDBOX_LATENCY_MS: '3000' }, detached: true })
			await waitForHealthy(server)
			const sandbox = sandboxPid(server)

			const page = fetch(`http://localhost:${server.port}/auth/register`)
			await new Promise((resolve) => setTimeout(resolve, 1_000))
			process.kill(-server.child.pid!, signal)

			const response = await page
			expect(response.status, server.output()).toBe(200)
			expect(await response.text()).toContain('Create an account')
			const { code } = await server.exited
			expect(code, server.output()).toBe(0)
			await until(`sandbox ${sandbox} exits`, 5_000, () => !processAlive(sandbox))
		}, 120_000)
	}
})

describe('the dashboard dies', () => {
	it('takes the sandbox with it, even on SIGKILL: its port is free again', async () => {
		const server = await startServer()
		await waitForHealthy(server)
		const sandbox = sandboxPid(server)

		server.child.kill('SIGKILL')
		await server.exited
		await until(`sandbox ${sandbox} exits`, 5_000, () => !processAlive(sandbox))
		await until(`sandbox port ${server.sandboxPort} is free`, 2_000, async () => !(await portAcceptsConnections(server.sandboxPort)))
	}, 120_000)
})

describe('a port is already taken', () => {
	const holders: net.Server[] = []
	const sockets: net.Socket[] = []
	afterEach(async () => {
		for (const socket of sockets.splice(0)) socket.destroy()
		for (const holder of holders.splice(0)) await new Promise((resolve) => holder.close(resolve))
	})

	/** Holds a free port with a plain TCP server that accepts connections and never answers. */
	async function hold(): Promise<number> {
		const holder = net.createServer((socket) => sockets.push(socket))
		holders.push(holder)
		await new Promise<void>((resolve, reject) => {
			holder.once('error', reject)
			holder.listen(0, () => resolve())
		})
		return (holder.address() as net.AddressInfo).port
	}

	async function expectPortMessage(server: Started, port: number, variable: string) {
		const result = await Promise.race([
			server.exited,
			new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit:\n${server.output()}`)), 60_000)),
		])
		expect(result.code, server.output()).toBe(1)
		expect(server.stderr()).toContain(
			`The port ${port} is already in use (${variable}). Stop whatever holds it, or set ${variable} to a free port.`,
		)
		expect(server.output(), 'no stack trace').not.toMatch(/EADDRINUSE|\n\s+at /)
	}

	it('PORT: says so in one line and exits 1', async () => {
		const port = await hold()
		const server = await startServer({ port })
		await expectPortMessage(server, port, 'PORT')
		expect(await portAcceptsConnections(server.sandboxPort), 'no sandbox left running').toBe(false)
	}, 90_000)

	it('SANDBOX_PORT: says so in one line and exits 1', async () => {
		const sandboxPort = await hold()
		const server = await startServer({ sandboxPort })
		await expectPortMessage(server, sandboxPort, 'SANDBOX_PORT')
	}, 90_000)
})
