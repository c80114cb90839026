/**
 * Only real faults are errors in the dashboard's log: a POST to a page
 * without an action (Remix's 405) and a navigation the browser gave up on
 * are the client's doing. Runs the built server (`npm run build` first).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/ports.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = path.join(root, 'build/server.js')

describe('the dashboard log holds only real faults as errors', () => {
	let port = 0
	let dataDir = ''
	let child: ChildProcess | undefined
	let output = ''
	const lines = () =>
		output
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as Record<string, unknown>)

	beforeAll(async () => {
		if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`)
		port = await freePort()
		dataDir = mkdtempSync(path.join(os.tmpdir(), 'quiet-log-'))
		child = spawn(process.execPath, [SERVER], {
			cwd: root,
			env: {
				PATH: process.env.PATH ?? '',
				HOME: process.env.HOME ?? os.tmpdir(),
				LOG_LEVEL: 'info',
				SESSION_SECRET: 'quiet-log-test-secret-0123456789abcdef',
				PORT: String(port),
				SANDBOX_PORT: String(await freePort()),
				SANDBOX_LATENCY_MS: '800',
				APP_URL: `http://localhost:${port}`,
				DATA_DIR: dataDir,
			} as unknown as NodeJS.ProcessEnv,
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
		child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
		const deadline = Date.now() + 90_000
		for (;;) {
			const up = await fetch(`http://localhost:${port}/healthz`).then(
				(r) => r.ok,
				() => false,
			)
			if (up) break
			if (Date.now() > deadline) throw new Error(`no /healthz:\n${output}`)
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
	}, 100_000)

	afterAll(async () => {
		if (child && child.exitCode === null) {
			child.kill('SIGTERM')
			await new Promise((resolve) => child!.once('exit', resolve))
		}
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	})

	it('a POST to a page without an action is a 405, not an error @bad-input', async () => {
		const response = await fetch(`http://localhost:${port}/auth/verify?token=x`, {
			method: 'POST',
			headers: { origin: `http://localhost:${port}`, 'content-type': 'application/x-www-form-urlencoded' },
			body: 'a=1',
		})
		expect(response.status).toBe(405)
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(lines().filter((line) => line.level === 'error')).toEqual([])
	})

	it('a .data navigation the browser gave up on is not logged as a 500', async () => {
		// The provider answers after 800 ms (SANDBOX_LATENCY_MS); the client gives up at 200 ms.
		await fetch(`http://localhost:${port}/auth/verify.data?token=x`, { signal: AbortSignal.timeout(200) }).catch(() => null)
		await new Promise((resolve) => setTimeout(resolve, 1500))
		const logged = lines().filter((line) => line.msg === 'request' && line.path === '/auth/verify.data')
		expect(logged).toHaveLength(1)
		expect(logged[0]!.status).not.toBe(500)
		expect(lines().filter((line) => line.level === 'error')).toEqual([])
	})
})
