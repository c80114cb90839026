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

/**
 * Started by the dashboard (an IPC channel is the sign), the sandbox leaves
 * its shutdown to the dashboard:
 * - SIGTERM and SIGINT sent to the whole process group (systemd's stop,
 *   Ctrl-C in a terminal) are ignored: the dashboard drains its requests in
 *   flight first, which need the sandbox, then closes the channel.
 * - The channel closing is the order to stop: sent by the dashboard when it
 *   is done, or by the kernel when the dashboard died, even by SIGKILL (the
 *   sandbox must not stay behind holding its port and database).
 */
const supervised = Boolean(process.send)
let stopSandbox: ((reason: string) => void) | null = null
if (supervised) {
	process.once('disconnect', () => {
		if (stopSandbox) stopSandbox('the dashboard closed its channel')
		else process.exit(0) // still starting: nothing to close yet
	})
	// The channel alone must not keep the process alive.
	process.channel?.unref()
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.on(signal, () => log.info('sandbox leaves shutdown to the dashboard', { signal }))
	}
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
		blockMs: env.SANDBOX_BLOCK_MS,
		jwtSecret: env.SANDBOX_JWT_SECRET,
		rateLimitPerMinute: env.SANDBOX_RATE_LIMIT_PER_MINUTE,
		smtpUrl: env.SMTP_URL,
		publicUrl: env.SANDBOX_PUBLIC_URL,
		dashboardUrl: env.SANDBOX_DASHBOARD_URL,
		proxySecret: env.SANDBOX_PROXY_SECRET,
		controlToken: env.SANDBOX_CONTROL_TOKEN,
		webhooks: {
			timeoutMs: env.SANDBOX_WEBHOOK_TIMEOUT_MS,
			retryDelaysMs: env.SANDBOX_WEBHOOK_RETRY_SECONDS.map((seconds) => seconds * 1000),
			reach: env.SANDBOX_WEBHOOK_REACH,
			// The sandbox adds its own port once it listens.
			ownPorts: env.SANDBOX_DASHBOARD_PORT ? [env.SANDBOX_DASHBOARD_PORT] : [],
		},
		logger: log,
		seedIfEmpty: 'demo',
	})
	log.info('sandbox listening', {
		url: sandbox.url,
		database: env.DATABASE_URL ? 'postgres' : 'pglite',
		mailbox: `${sandbox.url}/sandbox/mailbox`,
		// Where the back office's token is kept (never the token: logs hold no secrets); null when SANDBOX_CONTROL_TOKEN is set.
		controlTokenFile: sandbox.controlTokenFile,
	})
	if (sandbox.controlTokenCreated && process.stdout.isTTY) {
		// A developer at a terminal gets the token once, as the demo accounts below (docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md).
		process.stdout.write(
			[
				'',
				`The back office (control API, outbox, mailbox) needs this token: ${sandbox.controlToken}`,
				`It is kept in ${sandbox.controlTokenFile}, where the sandbox CLI reads it; set SANDBOX_CONTROL_TOKEN to choose your own.`,
				'',
			].join('\n') + '\n',
		)
	}
	if (sandbox.seeded) {
		// Demo passwords are public seed data (scenarios.ts, README), not user secrets, so printing them is fine.
		// The log gets them as JSON like every other line; a person at a terminal also gets them readable.
		const accounts = sandbox.seeded.integrators.map((i) => ({
			account: i.description,
			email: i.email,
			signIn: i.password ? `demo password ${i.password}` : 'magic link only',
		}))
		log.info('first start: seeded the demo scenario', { accounts, mailbox: `${sandbox.url}/sandbox/mailbox` })
		if (process.stdout.isTTY) {
			const lines = [
				'',
				'First start: seeded the demo scenario. Log in to the dashboard as:',
				...sandbox.seeded.integrators.map(
					(i) => `  ${i.description.padEnd(16)} ${i.email}  password: ${i.password ?? '(magic link only)'}`,
				),
				`Login links and other e-mails: ${sandbox.url}/sandbox/mailbox`,
				'',
			]
			process.stdout.write(lines.join('\n') + '\n')
		}
	}
	let stopping = false
	stopSandbox = (reason: string) => {
		if (stopping) return
		stopping = true
		log.info('sandbox stopping', { reason })
		sandbox.close().then(
			() => process.exit(0),
			(error: unknown) => {
				log.error('sandbox stop failed', describeError(error))
				process.exit(1)
			},
		)
	}
	// Run on its own (npm run sandbox, tsx sandbox/main.ts): signals stop it.
	if (!supervised) {
		process.once('SIGTERM', () => stopSandbox?.('SIGTERM'))
		process.once('SIGINT', () => stopSandbox?.('SIGINT'))
	}
} catch (error) {
	// Taken between the check above and the listen.
	if ((error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE') portInUse()
	log.error('sandbox failed to start', describeError(error))
	process.exit(1)
}
