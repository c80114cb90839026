import { randomBytes } from 'node:crypto'
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The dashboard's configuration, validated once at start-up. Every bad
 * variable gets its own message so ops can fix them all in one go.
 */
const portSchema = (fallback: number) =>
	z.coerce
		.number({ invalid_type_error: 'must be a port number' })
		.int('must be a whole number')
		.min(0, 'must be between 0 and 65535')
		.max(65535, 'must be between 0 and 65535')
		.default(fallback)

const optionalUrl = z
	.string()
	.url('must be an absolute URL such as https://example.com')
	.optional()
	.or(z.literal('').transform(() => undefined))

const booleanFlag = z
	.enum(['true', 'false', '1', '0', ''])
	.default('false')
	.transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
	PORT: portSchema(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	APP_URL: optionalUrl,
	ENVIRONMENT: z.string().min(1).default('sandbox'),
	PROVIDER_API_URL: optionalUrl,
	/**
	 * `on`: run the embedded sandbox even in production (a demo, on purpose);
	 * `off`: never (PROVIDER_API_URL is then required). Unset: the sandbox runs
	 * when no provider is configured, outside production.
	 */
	SANDBOX: z.enum(['on', 'off', ''], { errorMap: () => ({ message: 'must be on or off' }) }).optional(),
	SANDBOX_PORT: portSchema(4000),
	SANDBOX_PUBLIC_URL: optionalUrl,
	SANDBOX_LATENCY_MS: z.coerce.number({ invalid_type_error: 'must be a number of milliseconds' }).int().min(0).default(0),
	DATA_DIR: z.string().min(1).default('./data'),
	SESSION_SECRET: z.string().optional(),
	MESSENGER_APP_ID: z
		.string()
		.optional()
		.or(z.literal('').transform(() => undefined)),
	MESSENGER_SCRIPT_URL: optionalUrl,
	MARKETING_URL: z.string().url('must be an absolute URL').default('https://www.example.com'),
	API_DOCS_URL: z.string().url('must be an absolute URL').default('https://docs.example.com'),
	SUPPORT_EMAIL: z.string().email('must be an e-mail address').default('support@example.com'),
	TRUST_PROXY: booleanFlag,
	/**
	 * Proves to the provider that the end user's address we forward is ours
	 * to tell (sent as X-Proxy-Secret). Generated for the embedded sandbox.
	 */
	PROVIDER_PROXY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
	REDIS_URL: optionalUrl,
	LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
	/**
	 * How long SIGTERM waits for requests in flight before the process exits
	 * anyway: below the 10 s `docker stop` and Kubernetes give before SIGKILL,
	 * so the drain ends on our terms and the forced exit is logged.
	 */
	SHUTDOWN_GRACE_MS: z.coerce.number({ invalid_type_error: 'must be a number of milliseconds' }).int().min(0).default(8_000),
})

export type Env = z.infer<typeof envSchema> & {
	APP_URL: string
	/** Where the dashboard's server reaches the provider. */
	PROVIDER_API_URL: string
	/** true when the provider is the sandbox this process started. */
	EMBEDDED_SANDBOX: boolean
	SESSION_SECRETS: string[]
}

export class EnvError extends Error {
	constructor(public readonly problems: string[]) {
		// One problem, one line (what ops see first in a failed start); several, a list.
		super(
			problems.length === 1
				? `Invalid configuration: ${problems[0]}`
				: `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
		)
	}
}

/** The one line a production start without a provider stops with (exported for the tests). */
export const PRODUCTION_WITHOUT_PROVIDER =
	'PROVIDER_API_URL: is required in production (NODE_ENV or ENVIRONMENT is production); without it the demo sandbox would run, with public passwords. Set PROVIDER_API_URL, or SANDBOX=on to run the demo on purpose'

/** `DATA_DIR is not writable by uid N: chown it`, or null when the directory can be created and written. */
export function dataDirProblem(dataDir: string): string | null {
	try {
		mkdirSync(dataDir, { recursive: true })
		accessSync(dataDir, constants.W_OK)
		return null
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code
		if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error
		const uid = process.getuid?.() ?? 'unknown'
		return `DATA_DIR is not writable by uid ${uid}: chown it (${path.resolve(dataDir)}), or set DATA_DIR to a directory it can write`
	}
}

/**
 * Parses an environment. Throws `EnvError` listing every bad variable.
 * Outside production a missing SESSION_SECRET is generated once and kept in
 * DATA_DIR, so sessions survive restarts of a local install.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = envSchema.safeParse(source)
	// Every problem at once, schema and secrets alike: ops fix them all in one go.
	const problems = result.success
		? []
		: result.error.issues.map(
				(issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])] ?? null)})`,
			)
	const production = (result.success ? result.data.NODE_ENV : source.NODE_ENV) === 'production'
	let secrets = (source.SESSION_SECRET ?? '')
		.split(',')
		.map((s) => s.trim())
		.filter(Boolean)
	if (secrets.length === 0 && production) {
		problems.push('SESSION_SECRET: is required when NODE_ENV=production (a comma-separated list; the first signs, all verify)')
	} else if (secrets.some((s) => s.length < 32)) {
		problems.push('SESSION_SECRET: each secret must be at least 32 characters')
	}
	if (result.success) {
		const env = result.data
		// The demo sandbox's passwords are public (README): a production start
		// that lacks its provider stops rather than quietly serving the demo.
		const productionLike = env.NODE_ENV === 'production' || env.ENVIRONMENT === 'production'
		if (!env.PROVIDER_API_URL && env.SANDBOX === 'off') problems.push('PROVIDER_API_URL: is required with SANDBOX=off')
		else if (!env.PROVIDER_API_URL && productionLike && env.SANDBOX !== 'on') problems.push(PRODUCTION_WITHOUT_PROVIDER)
		if (env.PROVIDER_API_URL && env.SANDBOX === 'on')
			problems.push('SANDBOX: is on, but PROVIDER_API_URL names another provider: set one of them')
	}
	if (problems.length || !result.success) throw new EnvError(problems)
	const env = result.data
	const embedded = !env.PROVIDER_API_URL
	// The embedded PGlite database and the local session secret live there.
	if ((embedded && !source.DATABASE_URL) || secrets.length === 0) {
		const problem = dataDirProblem(env.DATA_DIR)
		if (problem) throw new EnvError([problem])
	}
	if (secrets.length === 0) secrets = [getOrCreateLocalSecret(env.DATA_DIR)]

	return {
		...env,
		APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
		PROVIDER_API_URL: (env.PROVIDER_API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`).replace(/\/$/, ''),
		SANDBOX_PUBLIC_URL: embedded
			? (env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}`).replace(/\/$/, '')
			: env.SANDBOX_PUBLIC_URL,
		EMBEDDED_SANDBOX: embedded,
		SESSION_SECRETS: secrets,
	}
}

function getOrCreateLocalSecret(dataDir: string) {
	const file = path.join(dataDir, 'session-secret')
	try {
		return readFileSync(file, 'utf8').trim()
	} catch {
		mkdirSync(dataDir, { recursive: true })
		const secret = randomBytes(32).toString('base64url')
		writeFileSync(file, secret, { mode: 0o600 })
		return secret
	}
}

/**
 * One parsed configuration per process, kept on globalThis: the HTTP server
 * (build/server.js) and the Remix build are bundled apart, and the server
 * parses first (see server/index.ts), before it switches React to production.
 */
const ENV_KEY = Symbol.for('integrator-dashboard.env')
const registry = globalThis as typeof globalThis & { [ENV_KEY]?: Env }

/** The process's configuration (parsed on first use). */
export function getEnv(): Env {
	registry[ENV_KEY] ??= parseEnv(process.env)
	return registry[ENV_KEY]
}

/** For tests that start the app with another configuration. */
export function resetEnvForTests() {
	delete registry[ENV_KEY]
}

/**
 * The short allow-list of values the browser may see. Nothing secret here:
 * it is serialised into every page.
 */
export function getPublicEnv() {
	const env = getEnv()
	return {
		ENVIRONMENT: env.ENVIRONMENT,
		MESSENGER_APP_ID: env.MESSENGER_APP_ID ?? null,
		MESSENGER_SCRIPT_URL: env.MESSENGER_SCRIPT_URL ?? null,
		MARKETING_URL: env.MARKETING_URL,
		API_DOCS_URL: env.API_DOCS_URL,
		SUPPORT_EMAIL: env.SUPPORT_EMAIL,
	}
}
