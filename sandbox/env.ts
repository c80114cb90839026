import { z } from 'zod'
import { WEBHOOK_RETRY_SECONDS_DEFAULT, WEBHOOK_TIMEOUT_MS_DEFAULT } from './events/settings.ts'
import { WALLET_SEED_MESSAGES, walletSeedMissing, walletSeedProblem } from './wallets/derivation.ts'

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
	z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const integer = (name: string, min: number, max: number) =>
	z.coerce
		.number({ invalid_type_error: `${name} must be a whole number` })
		.int(`${name} must be a whole number`)
		.min(min, `${name} must be at least ${min}`)
		.max(max, `${name} must be at most ${max}`)

const urlWithProtocols = (name: string, protocols: string[]) =>
	z
		.string()
		.url(`${name} must be a URL like ${protocols[0]}//…`)
		.refine(
			// A value that is no URL at all has its message from .url() already (and new URL would throw).
			(value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
			`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
		)

/**
 * The cost of the scrypt hashes the sandbox keeps for passwords, PINs and
 * one-time codes, as log2 of scrypt's N: 14 (N = 16,384) by default and at
 * least outside tests. The test runs lower it (every registration, PIN and
 * password login hashes, and the two-core CI machine pays for each); a low cost
 * under NODE_ENV=production is refused. Stored hashes keep their own cost, so
 * changing it never locks anyone out.
 */
export const PASSWORD_HASH_COST_DEFAULT = 14
const passwordHashCostFields = {
	NODE_ENV: optional(z.string()),
	// (`.default()` would not see an empty value: the preprocess turns it into undefined after the default's check.)
	SANDBOX_PASSWORD_HASH_COST: optional(integer('SANDBOX_PASSWORD_HASH_COST', 1, 20)).transform(
		(cost) => cost ?? PASSWORD_HASH_COST_DEFAULT,
	),
}
function refuseLowCostInProduction(env: { NODE_ENV?: string; SANDBOX_PASSWORD_HASH_COST: number }, context: z.RefinementCtx) {
	if (env.NODE_ENV === 'production' && env.SANDBOX_PASSWORD_HASH_COST < PASSWORD_HASH_COST_DEFAULT) {
		context.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['SANDBOX_PASSWORD_HASH_COST'],
			message: `below ${PASSWORD_HASH_COST_DEFAULT} is for tests only and is refused when NODE_ENV=production`,
		})
	}
}
const passwordHashCostSchema = z.object(passwordHashCostFields).superRefine(refuseLowCostInProduction)

/** log2 of scrypt's N for a new hash, read from `env` each time; throws on a bad or, in production, a low value. */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
	const result = passwordHashCostSchema.safeParse(env)
	if (result.success) return result.data.SANDBOX_PASSWORD_HASH_COST
	const issue = result.error.issues[0]
	throw new Error(`SANDBOX_PASSWORD_HASH_COST: ${issue?.message ?? 'is not valid'}`)
}

/** The sandbox's environment (sandbox/main.ts, sandbox/cli.ts). */
export const sandboxEnvSchema = z
	.object({
		...passwordHashCostFields,
		SANDBOX_PORT: optional(integer('SANDBOX_PORT', 0, 65_535)).default(4000),
		SANDBOX_HOST: optional(z.string().min(1)).default('127.0.0.1'),
		DATA_DIR: optional(z.string().min(1)).default('./data'),
		DATABASE_URL: optional(urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:'])),
		SANDBOX_LATENCY_MS: optional(integer('SANDBOX_LATENCY_MS', 0, 60_000)).default(0),
		/** A block every this many ms: each pending crypto deposit gets a confirmation (sandbox/wallets/deposits.ts). Unset: only the control API adds them. */
		SANDBOX_BLOCK_MS: optional(integer('SANDBOX_BLOCK_MS', 100, 3_600_000)),
		SANDBOX_JWT_SECRET: optional(z.string().min(32, 'SANDBOX_JWT_SECRET must be at least 32 characters')),
		SANDBOX_RATE_LIMIT_PER_MINUTE: optional(integer('SANDBOX_RATE_LIMIT_PER_MINUTE', 0, 1_000_000)).default(10),
		SANDBOX_PUBLIC_URL: optional(urlWithProtocols('SANDBOX_PUBLIC_URL', ['http:', 'https:'])),
		/**
		 * The dashboard's origin as browsers reach it (its APP_URL; the dashboard
		 * sets it for the sandbox it starts): the review e-mails link to its pages.
		 * Unset: those e-mails say in words where to go.
		 */
		SANDBOX_DASHBOARD_URL: optional(urlWithProtocols('SANDBOX_DASHBOARD_URL', ['http:', 'https:'])),
		/**
		 * The port the dashboard listens on (the dashboard sets it for the sandbox it
		 * starts): no webhook is sent to it, nor to the sandbox's own port, on this
		 * machine (docs/decisions/103-webhooks-never-reach-the-provider.md).
		 */
		SANDBOX_DASHBOARD_PORT: optional(integer('SANDBOX_DASHBOARD_PORT', 1, 65_535)),
		SMTP_URL: optional(urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:'])),
		/**
		 * Shared with the proxy in front of the sandbox (the dashboard): a request
		 * whose X-Proxy-Secret header holds it is believed about X-Forwarded-For.
		 * Unset: the client address is always the socket's.
		 */
		SANDBOX_PROXY_SECRET: optional(z.string().min(32, 'SANDBOX_PROXY_SECRET must be at least 32 characters')),
		/**
		 * The token the control API, outbox and mailbox need (Authorization:
		 * Bearer …; the mailbox asks for it once). Required to listen beyond
		 * loopback (SANDBOX_HOST other than 127.0.0.1, ::1 or localhost).
		 */
		SANDBOX_CONTROL_TOKEN: optional(z.string().min(24, 'SANDBOX_CONTROL_TOKEN must be at least 24 characters')),
		SANDBOX_LOG: optional(z.enum(['true', 'false'], { errorMap: () => ({ message: 'SANDBOX_LOG must be true or false' }) })).default(
			'true',
		),
		/**
		 * The HD wallet seed the deposit addresses are derived from (a BIP-39
		 * mnemonic or hex seed; sandbox/wallets/derivation.ts reads it). Unset:
		 * the public test mnemonic, which NODE_ENV=production refuses unless
		 * SANDBOX=on runs the public demo on purpose.
		 */
		SANDBOX_WALLET_SEED: optional(
			z.string().superRefine((value, context) => {
				const problem = walletSeedProblem(value)
				if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem })
			}),
		),
		/** Each webhook attempt's time limit (sandbox/events/settings.ts). */
		SANDBOX_WEBHOOK_TIMEOUT_MS: optional(integer('SANDBOX_WEBHOOK_TIMEOUT_MS', 100, 30_000)).transform(
			(ms) => ms ?? WEBHOOK_TIMEOUT_MS_DEFAULT,
		),
		/** The waits before each retry of a failed webhook, in seconds, comma-separated: as many retries as numbers. */
		SANDBOX_WEBHOOK_RETRY_SECONDS: optional(
			z
				.string()
				.regex(
					/^\s*\d{1,5}\s*(,\s*\d{1,5}\s*){0,9}$/,
					'SANDBOX_WEBHOOK_RETRY_SECONDS must be 1 to 10 whole numbers of seconds, such as 30,120,600',
				)
				.transform((value) => value.split(',').map((part) => Number(part.trim()))),
		).transform((seconds) => seconds ?? WEBHOOK_RETRY_SECONDS_DEFAULT),
		/** Where webhooks may go: `loopback` (this machine only) or `public` (https receivers on public addresses too; never private ones). */
		SANDBOX_WEBHOOK_REACH: optional(
			z.enum(['loopback', 'public'], { errorMap: () => ({ message: 'SANDBOX_WEBHOOK_REACH must be loopback or public' }) }),
		).transform((reach) => reach ?? 'loopback'),
		/** Set by the dashboard's configuration (`on`: the public demo, run in production on purpose). */
		SANDBOX: optional(z.string()),
	})
	.superRefine(refuseLowCostInProduction)
	.superRefine((env, context) => {
		if (walletSeedMissing(env))
			context.addIssue({ code: z.ZodIssueCode.custom, path: ['SANDBOX_WALLET_SEED'], message: WALLET_SEED_MESSAGES.requiredInProduction })
	})
export type SandboxEnv = z.infer<typeof sandboxEnvSchema>

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])

/** Listening beyond loopback without a control token would open the back office to the network: one line saying so, else null. */
export function exposedWithoutToken(env: Pick<SandboxEnv, 'SANDBOX_HOST' | 'SANDBOX_CONTROL_TOKEN'>) {
	if (LOOPBACK_HOSTS.has(env.SANDBOX_HOST.toLowerCase()) || env.SANDBOX_CONTROL_TOKEN) return null
	return `The sandbox will not listen on ${env.SANDBOX_HOST} without SANDBOX_CONTROL_TOKEN: its control API credits money and shows login links to whoever reaches it. Set SANDBOX_CONTROL_TOKEN (24+ characters) or SANDBOX_HOST=127.0.0.1.`
}

/** One clear message per bad variable. */
export function parseSandboxEnv(env: NodeJS.ProcessEnv): { ok: true; env: SandboxEnv } | { ok: false; errors: string[] } {
	const result = sandboxEnvSchema.safeParse(env)
	if (result.success) return { ok: true, env: result.data }
	const errors = new Map<string, string>()
	for (const issue of result.error.issues) {
		const name = String(issue.path[0] ?? 'environment')
		if (!errors.has(name)) errors.set(name, `${name}: ${issue.message}`)
	}
	return { ok: false, errors: [...errors.values()] }
}
