import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Env } from '#app/server/env.server.ts'
import { log } from '#app/server/logger.server.ts'

const SANDBOX_START_TIMEOUT_MS = 90_000
/** First restart delay after the sandbox stops; doubles on each failed restart. */
const RESTART_FIRST_DELAY_MS = 500
const RESTART_MAX_DELAY_MS = 30_000
/** A sandbox that stays up this long has recovered: the next stop restarts after the first delay again. */
const RESTART_RESET_AFTER_MS = 60_000
/**
 * The sandbox's exit code when it has already told the operator why it could
 * not start (its port is held): the dashboard adds nothing. sandbox/main.ts
 * uses the same number.
 */
export const SANDBOX_EXIT_REPORTED = 2

/** The sandbox exited or never answered during the first start; `message` is empty when the sandbox already said why. */
export class SandboxStartError extends Error {}

export type EmbeddedSandbox = {
	/** True while the sandbox process runs and has answered /healthz since it (re)started. */
	isUp(): boolean
	/** The running sandbox's process id, or null while it is down. */
	pid(): number | null
	/** Stops supervising and ends the sandbox (closes its channel); resolves once it has exited. */
	stop(): Promise<void>
}

/**
 * Starts the sandbox provider as a child process (its own event loop, so the
 * dashboard keeps a core to itself), resolves once it answers /healthz, and
 * then keeps it running: when it stops, the dashboard stays up (its /healthz
 * and pages answer 503) and restarts it with backoff. Used when
 * PROVIDER_API_URL is unset.
 *
 * The child gets an IPC channel, and its closing is the one order the
 * sandbox stops on: the dashboard closes it once its own requests have
 * finished (a SIGTERM to the whole process group leaves the sandbox
 * running for them), and the kernel closes it when the dashboard dies, even
 * by SIGKILL, so the sandbox never holds its port and database as an orphan.
 */
export async function startEmbeddedSandbox(env: Env): Promise<EmbeddedSandbox> {
	const entry = fileURLToPath(new URL('./sandbox.js', import.meta.url))
	const migrations = fileURLToPath(new URL('./sandbox-migrations', import.meta.url))
	if (!existsSync(entry)) throw new SandboxStartError(`The sandbox build is missing (${entry}); run npm run build`)

	let child: ChildProcess | null = null
	let up = false
	let stopping = false
	let restartDelay = RESTART_FIRST_DELAY_MS
	let restartTimer: NodeJS.Timeout | null = null
	let resetTimer: NodeJS.Timeout | null = null

	/** Spawns one sandbox and resolves once it answers; rejects (and kills it) if it exits or never answers. */
	async function launch(): Promise<ChildProcess> {
		const spawned = spawn(process.execPath, [entry], {
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
			env: {
				...process.env,
				// The configured NODE_ENV, not the `production` this process sets for React
				// (server/index.ts): the sandbox's own production checks follow the operator's.
				NODE_ENV: env.NODE_ENV,
				SANDBOX_PORT: String(env.SANDBOX_PORT),
				SANDBOX_PUBLIC_URL: env.SANDBOX_PUBLIC_URL,
				// The review e-mails link to the dashboard's review page: the origin the login links use too
				// (the callbackUrl the dashboard sends is built on APP_URL), so one setting says where the dashboard is.
				SANDBOX_DASHBOARD_URL: env.APP_URL,
				DATA_DIR: env.DATA_DIR,
				SANDBOX_LATENCY_MS: String(env.SANDBOX_LATENCY_MS),
				SANDBOX_MIGRATIONS_DIR: process.env.SANDBOX_MIGRATIONS_DIR ?? migrations,
				SANDBOX_PROXY_SECRET: env.PROVIDER_PROXY_SECRET,
				// No webhook may be sent to the dashboard's own port (docs/decisions/103-webhooks-never-reach-the-provider.md).
				SANDBOX_DASHBOARD_PORT: String(env.PORT),
			},
		})
		child = spawned
		let exitedEarly = false
		const exited = new Promise<never>((_, reject) => {
			spawned.once('exit', (code, signal) => {
				exitedEarly = true
				reject(
					new SandboxStartError(
						code === SANDBOX_EXIT_REPORTED ? '' : `The embedded sandbox exited during start-up (code ${code}, signal ${signal})`,
					),
				)
			})
		})
		try {
			await Promise.race([waitForHealth(`${env.PROVIDER_API_URL}/healthz`, () => exitedEarly || stopping), exited])
		} catch (error) {
			if (spawned.exitCode === null && spawned.signalCode === null) spawned.kill('SIGKILL')
			throw error
		}
		log.info('sandbox provider ready', {
			url: env.PROVIDER_API_URL,
			mailbox: `${env.SANDBOX_PUBLIC_URL}/sandbox/mailbox`,
			pid: spawned.pid,
		})
		return spawned
	}

	function watch(running: ChildProcess) {
		const stopped = (code: number | null, signal: NodeJS.Signals | null) => {
			up = false
			if (resetTimer) clearTimeout(resetTimer)
			if (stopping) return
			log.error('the embedded sandbox stopped; restarting it', { exitCode: code, signal, inMs: restartDelay })
			scheduleRestart()
		}
		// It may have stopped between answering /healthz and now.
		if (running.exitCode !== null || running.signalCode !== null) return stopped(running.exitCode, running.signalCode)
		up = true
		resetTimer = setTimeout(() => (restartDelay = RESTART_FIRST_DELAY_MS), RESTART_RESET_AFTER_MS)
		running.once('exit', stopped)
	}

	function scheduleRestart() {
		const delay = restartDelay
		restartDelay = Math.min(restartDelay * 2, RESTART_MAX_DELAY_MS)
		restartTimer = setTimeout(() => {
			restartTimer = null
			if (stopping) return
			launch().then(
				(running) => {
					if (stopping) return void stopChild(running)
					watch(running)
				},
				(error: unknown) => {
					if (stopping) return
					log.error('the embedded sandbox did not restart', {
						error: error instanceof Error ? error.message || 'see its message above' : String(error),
						retryInMs: restartDelay,
					})
					scheduleRestart()
				},
			)
		}, delay)
	}

	watch(await launch())

	return {
		isUp: () => up,
		pid: () => (up ? (child?.pid ?? null) : null),
		async stop() {
			stopping = true
			if (restartTimer) clearTimeout(restartTimer)
			if (resetTimer) clearTimeout(resetTimer)
			if (child) await stopChild(child)
		},
	}
}

/** How long a sandbox told to stop has before it is killed. */
const STOP_TIMEOUT_MS = 5_000

/**
 * Stops one sandbox: closing the IPC channel is the order (the sandbox
 * ignores the SIGTERM and SIGINT a process group gets, sandbox/main.ts);
 * SIGKILL if it has not exited within STOP_TIMEOUT_MS.
 */
async function stopChild(running: ChildProcess) {
	if (running.exitCode !== null || running.signalCode !== null) return
	const exited = new Promise((resolve) => running.once('exit', resolve))
	if (running.connected) running.disconnect()
	else running.kill('SIGKILL')
	const timer = setTimeout(() => {
		log.error('the embedded sandbox did not stop in time; killing it', { timeoutMs: STOP_TIMEOUT_MS })
		running.kill('SIGKILL')
	}, STOP_TIMEOUT_MS)
	await exited
	clearTimeout(timer)
}

async function waitForHealth(url: string, givenUp: () => boolean) {
	const deadline = Date.now() + SANDBOX_START_TIMEOUT_MS
	while (Date.now() < deadline && !givenUp()) {
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
			if (response.ok) return
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new SandboxStartError(`The embedded sandbox did not answer ${url} within ${SANDBOX_START_TIMEOUT_MS / 1000} s`)
}
