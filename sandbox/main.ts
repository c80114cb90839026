import net from 'node:net'
import { exposedWithoutToken, parseSandboxEnv } from './env.ts'
import { createLogger, describeError } from './logger.ts'
import { startSandbox } from './server.ts'

/**
 * The sandbox provider as a program: `tsx sandbox/main.ts` in development,
 * build/sandbox.js (esbuild bundle) in production.
 */
const parsed = parseSandboxEnv(process.env)
if (!parsed.ok) {
	process.stderr.write(`The sandbox cannot start; fix these environment variables:\n${parsed.errors.map((e) => `  - ${e}`).join('\n')}\n`)
	process.exit(1)
}
const env = parsed.env
const exposed = exposedWithoutToken(env)
if (exposed) {
	process.stderr.write(`${exposed}\n`)
	process.exit(1)
}
/** Exit code for "already told the operator why": the dashboard adds nothing (server/sandbox-process.ts uses the same number). */
const EXIT_REPORTED = 2

const log = createLogger({ enabled: env.SANDBOX_LOG === 'true' })

// Started by the dashboard (an IPC channel is the sign): when the dashboard is
// gone, even killed with SIGKILL, the channel closes and the sandbox must not
// stay behind holding its port and database.
if (process.send) {
	process.once('disconnect', () => {
		log.info('sandbox stopping', { reason: 'the dashboard is gone' })
		process.kill(process.pid, 'SIGTERM')
	})
	// The channel alone must not keep the process alive.
	process.channel?.unref()
}

function portInUse() {
	process.stderr.write(
		`The port ${env.SANDBOX_PORT} is already in use (SANDBOX_PORT). Stop whatever holds it, or set SANDBOX_PORT to a free port.\n`,
	)
	process.exit(EXIT_REPORTED)
}

/** Whether host:port can be listened on now; checked before the database work so a held port is reported in a moment. */
function portFree(port: number, host: string) {
	return new Promise<boolean>((resolve) => {
		const probe = net.createServer()
		probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'))
		probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)))
	})
}

if (env.SANDBOX_PORT !== 0 && !(await portFree(env.SANDBOX_PORT, env.SANDBOX_HOST))) portInUse()

try {
	const sandbox = await startSandbox({
		port: env.SANDBOX_PORT,
		host: env.SANDBOX_HOST,
		dataDir: env.DATA_DIR,
		databaseUrl: env.DATABASE_URL,
		latencyMs: env.SANDBOX_LATENCY_MS,
		jwtSecret: env.SANDBOX_JWT_SECRET,
		rateLimitPerMinute: env.SANDBOX_RATE_LIMIT_PER_MINUTE,
		smtpUrl: env.SMTP_URL,
		publicUrl: env.SANDBOX_PUBLIC_URL,
		proxySecret: env.SANDBOX_PROXY_SECRET,
		controlToken: env.SANDBOX_CONTROL_TOKEN,
		logger: log,
		seedIfEmpty: 'demo',
	})
	log.info('sandbox listening', {
		url: sandbox.url,
		database: env.DATABASE_URL ? 'postgres' : 'pglite',
		mailbox: `${sandbox.url}/sandbox/mailbox`,
	})
	if (sandbox.seeded) {
		// Demo passwords are public seed data (scenarios.ts), not user secrets, so printing them is fine.
		const lines = [
			'',
			'First start: seeded the demo scenario. Log in to the dashboard as:',
			...sandbox.seeded.integrators.map((i) => `  ${i.description.padEnd(16)} ${i.email}  password: ${i.password ?? '(magic link only)'}`),
			`Login links and other e-mails: ${sandbox.url}/sandbox/mailbox`,
			'',
		]
		process.stdout.write(lines.join('\n') + '\n')
	}
	let stopping = false
	const stop = (signal: string) => {
		if (stopping) return
		stopping = true
		log.info('sandbox stopping', { signal })
		sandbox.close().then(
			() => process.exit(0),
			(error: unknown) => {
				log.error('sandbox stop failed', describeError(error))
				process.exit(1)
			},
		)
	}
	process.once('SIGTERM', () => stop('SIGTERM'))
	process.once('SIGINT', () => stop('SIGINT'))
} catch (error) {
	// Taken between the check above and the listen.
	if ((error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE') portInUse()
	log.error('sandbox failed to start', describeError(error))
	process.exit(1)
}
