import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { ServerBuild } from '@remix-run/node'
import { Agent, setGlobalDispatcher } from 'undici'
import { EnvError, getEnv, type Env } from '#app/server/env.server.ts'
import { log } from '#app/server/logger.server.ts'
import { createApp } from './app.ts'
import { createReadiness } from './readiness.ts'
import { SandboxStartError, startEmbeddedSandbox, type EmbeddedSandbox } from './sandbox-process.ts'

/**
 * The production entry (build/server.js): validates the configuration,
 * starts the embedded sandbox when no provider is configured (and restarts
 * it when it stops, see sandbox-process.ts), serves the dashboard, and shuts
 * down gracefully on SIGTERM and SIGINT: requests in flight finish first
 * (SHUTDOWN_GRACE_MS at most), then the sandbox is stopped.
 */
const PROVIDER_CONNECTIONS = 16

async function main() {
	// The embedded sandbox believes the end user's address we forward only with
	// this secret; one is made per start unless configured.
	if (!process.env.PROVIDER_API_URL && !process.env.PROVIDER_PROXY_SECRET) {
		process.env.PROVIDER_PROXY_SECRET = randomBytes(32).toString('base64url')
	}
	let env: Env
	try {
		env = getEnv()
	} catch (error) {
		if (error instanceof EnvError) {
			process.stderr.write(`${error.message}\n`)
			process.exit(1)
		}
		throw error
	}

	// The build is production code whatever the configuration says: React and
	// Remix read NODE_ENV to pick their fast builds and to keep stack traces
	// out of error pages. The configuration parsed above keeps its own reading
	// (a local start without NODE_ENV still generates its session secret).
	process.env.NODE_ENV = 'production'

	// A bounded, kept-alive pool to the provider: under load, requests wait
	// their turn here, in order, instead of piling onto the provider all at
	// once (the measurement is in docs/decisions/020-provider-connection-pool.md).
	setGlobalDispatcher(new Agent({ connections: PROVIDER_CONNECTIONS, keepAliveTimeout: 10_000, pipelining: 1 }))

	// Checked before the sandbox starts (which takes a while): a held port is
	// reported in a moment. The listen below reports it too if it is taken
	// in between.
	if (!(await portFree(env.PORT, env.HOST))) {
		process.stderr.write(`${portInUseMessage(env.PORT, 'PORT')}\n`)
		process.exit(1)
	}

	let sandbox: EmbeddedSandbox | null = null
	if (env.EMBEDDED_SANDBOX) {
		try {
			sandbox = await startEmbeddedSandbox(env)
		} catch (error) {
			if (!(error instanceof SandboxStartError)) throw error
			// One line, no stack: the sandbox has printed its own reason above.
			if (error.message) process.stderr.write(`${error.message}\n`)
			process.exit(1)
		}
	}

	let shuttingDown = false
	const build = (await import(new URL('./server/index.js', import.meta.url).href)) as ServerBuild
	const app = createApp({
		env,
		build,
		clientDir: fileURLToPath(new URL('./client', import.meta.url)),
		readiness: createReadiness({
			providerUrl: env.PROVIDER_API_URL,
			// The embedded sandbox is known to be down while it restarts: no need to ask.
			knownDown: () => (shuttingDown ? 'shutting down' : sandbox && !sandbox.isUp() ? 'the embedded sandbox is restarting' : null),
		}),
	})
	const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
		log.info('dashboard listening', {
			url: env.APP_URL,
			port: info.port,
			provider: env.PROVIDER_API_URL,
			embeddedSandbox: env.EMBEDDED_SANDBOX,
		})
	})
	server.once('error', (error: NodeJS.ErrnoException) => {
		if (error.code !== 'EADDRINUSE') throw error
		process.stderr.write(`${portInUseMessage(env.PORT, 'PORT')}\n`)
		process.exitCode = 1
		void shutdown('port-in-use')
	})

	async function shutdown(reason: string) {
		if (shuttingDown) return
		shuttingDown = true
		const graceMs = env.SHUTDOWN_GRACE_MS
		log.info('shutting down', { reason, graceMs })
		const force = setTimeout(() => {
			server.getConnections((_error, openConnections) => {
				log.error('shutdown grace ran out: exiting with requests still in flight', { graceMs, openConnections })
				process.exit(1)
			})
		}, graceMs).unref()
		// The dashboard drains first; only then does its provider go (the
		// sandbox ignores the group's SIGTERM and waits for this).
		if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
		await sandbox?.stop()
		clearTimeout(force)
		process.exit(process.exitCode ?? 0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
}

/** Whether host:port can be listened on now. */
function portFree(port: number, host: string) {
	return new Promise<boolean>((resolve) => {
		const probe = net.createServer()
		probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'))
		probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)))
	})
}

function portInUseMessage(port: number, variable: string) {
	return `The port ${port} is already in use (${variable}). Stop whatever holds it, or set ${variable} to a free port.`
}

main().catch((error: unknown) => {
	log.error('start-up failed', { error })
	process.exit(1)
})
