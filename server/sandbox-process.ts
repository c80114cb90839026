import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Env } from '#app/server/env.server.ts'
import { log } from '#app/server/logger.server.ts'

const SANDBOX_START_TIMEOUT_MS = 90_000

/**
 * Starts the sandbox provider as a child process (its own event loop, so
 * the dashboard keeps a core to itself) and resolves once it answers
 * /healthz. Used when PROVIDER_API_URL is unset.
 */
export async function startEmbeddedSandbox(env: Env): Promise<ChildProcess> {
	const entry = fileURLToPath(new URL('./sandbox.js', import.meta.url))
	const migrations = fileURLToPath(new URL('./sandbox-migrations', import.meta.url))
	if (!existsSync(entry)) throw new Error(`The sandbox build is missing (${entry}); run npm run build`)
	const child = spawn(process.execPath, [entry], {
		stdio: ['ignore', 'inherit', 'inherit'],
		env: {
			...process.env,
			SANDBOX_PORT: String(env.SANDBOX_PORT),
			SANDBOX_PUBLIC_URL: env.SANDBOX_PUBLIC_URL,
			DATA_DIR: env.DATA_DIR,
			SANDBOX_LATENCY_MS: String(env.SANDBOX_LATENCY_MS),
			SANDBOX_MIGRATIONS_DIR: process.env.SANDBOX_MIGRATIONS_DIR ?? migrations,
		},
	})
	const exited = new Promise<never>((_, reject) => {
		child.once('exit', (code, signal) => reject(new Error(`The sandbox exited during start-up (code ${code}, signal ${signal})`)))
	})
	await Promise.race([waitForHealth(`${env.PROVIDER_API_URL}/healthz`), exited])
	log.info('sandbox provider ready', { url: env.PROVIDER_API_URL, mailbox: `${env.SANDBOX_PUBLIC_URL}/sandbox/mailbox` })
	return child
}

async function waitForHealth(url: string) {
	const deadline = Date.now() + SANDBOX_START_TIMEOUT_MS
	while (Date.now() < deadline) {
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
			if (response.ok) return
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`The sandbox did not answer ${url} within ${SANDBOX_START_TIMEOUT_MS / 1000} s`)
}
