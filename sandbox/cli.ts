import { scenarioRequestSchema } from '#contract/sandbox.ts'
import { controlContactRequestSchema } from '#contract/settings/verification.ts'
import { SERVICE_NAMES, serviceNameSchema } from '#contract/products.ts'
import { rejectSubscription } from './products/control.ts'
import { setContactNumber } from './settings/control.ts'
import { controlRequest } from './http/control-access.ts'
import type { Answer } from './http/refusal.ts'
import { createLogger } from './logger.ts'
import { approveAndNotify } from './products/approval-notice.ts'
import { openDatabase, type Database } from './db/database.ts'
import { parseSandboxEnv, type SandboxEnv } from './env.ts'
import { listMessages } from './outbox/outbox.ts'
import { isScenarioName, SCENARIOS, SCENARIO_NAMES, seedScenario } from './scenarios.ts'
import {
	directOnboardingCli,
	httpOnboardingCli,
	ONBOARDING_CLI_HELP,
	ONBOARDING_COMMANDS,
	runOnboardingCommand,
	type OnboardingCli,
} from './onboarding/cli.ts'
import { LEDGER_HELP, runLedgerCli } from './ledger/cli.ts'
import { runWalletsCli, WALLETS_HELP } from './wallets/cli.ts'
import { runTradingCli, TRADING_HELP } from './trading/cli.ts'
import { FIAT_HELP, runFiatCli } from './fiat/cli.ts'
import { LENDING_HELP, runLendingCli } from './lending/cli.ts'

/**
 * `npm run sandbox -- <command>`: the back office from a terminal. It opens
 * the same database as the server (DATA_DIR / DATABASE_URL) and calls the
 * same functions as the control API. PGlite allows one process per data
 * directory, so with PGlite and a running server the CLI goes through that
 * server's control API instead (SANDBOX_URL, default http://SANDBOX_HOST:SANDBOX_PORT).
 */

const HELP = `Usage: npm run sandbox -- <command>

Commands:
  scenarios                        list the scenarios
  seed <scenario> [--tag <tag>]    create the scenario's integrators (a tag makes e-mails unique: name+tag@sandbox.test)
  approve <email> <service>        approve a subscription (services: ${SERVICE_NAMES.join(', ')})
  reject <email> <service>         reject a subscription (not approved, not active)
  contact <email> <number|none>    set (or clear) a contact number for phone verification (unverified)
  outbox [email]                   show sent e-mails and SMS, newest first
${ONBOARDING_CLI_HELP}
${LEDGER_HELP}
${WALLETS_HELP}
${TRADING_HELP}
${FIAT_HELP}
${LENDING_HELP}
  help                             this text

Environment: DATA_DIR (default ./data), DATABASE_URL, SANDBOX_URL (talk to a running sandbox), SANDBOX_CONTROL_TOKEN (sent to it; unset: the token the sandbox keeps in DATA_DIR/sandbox-control-token), SANDBOX_DASHBOARD_URL (the dashboard the review e-mails link to).`

type Api = {
	seed(name: string, tag?: string): Promise<unknown>
	subscription(action: 'approve' | 'reject', email: string, service: string): Promise<unknown>
	contact(email: string, contactNumber: string | null): Promise<unknown>
	outbox(email?: string): Promise<unknown>
	onboarding: OnboardingCli
	close(): Promise<void>
}

class CliError extends Error {}

const cliLog = createLogger({ enabled: false })

function directApi(database: Database, env: SandboxEnv): Api {
	const unwrap = <T>(result: Answer<T>) => {
		if (!result.ok) throw new CliError(result.message)
		return result.data
	}
	return {
		async seed(name, tag) {
			if (!isScenarioName(name)) throw new CliError(`Unknown scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}`)
			const input = scenarioRequestSchema.safeParse({ tag })
			if (!input.success) throw new CliError(input.error.issues.map((issue) => issue.message).join(', '))
			return seedScenario(database.db, name, { tag: input.data.tag, nowMs: Date.now() })
		},
		async subscription(action, email, service) {
			const name = serviceNameSchema.safeParse(service)
			if (!name.success) throw new CliError(name.error.issues[0]?.message ?? 'Unknown service')
			// Approving sends the integrator's e-mail, as the control API does (to the outbox; SMTP is the server's).
			if (action === 'approve')
				return unwrap(await approveAndNotify({ db: database.db, now: Date.now, log: cliLog, mailer: null }, email, name.data))
			return unwrap(await rejectSubscription(database.db, email, name.data, Date.now()))
		},
		async contact(email, contactNumber) {
			const input = controlContactRequestSchema.safeParse({ contactNumber })
			if (!input.success) throw new CliError(input.error.issues.map((issue) => issue.message).join(', '))
			return unwrap(await setContactNumber(database.db, email, input.data.contactNumber, Date.now()))
		},
		outbox: (email) => listMessages(database.db, email),
		onboarding: directOnboardingCli(database.db, (message) => new CliError(message), env.SANDBOX_DASHBOARD_URL),
		close: () => database.close(),
	}
}

function httpApi(baseUrl: string): Api {
	const call = async (method: string, path: string, body?: unknown) => {
		const response = await fetch(baseUrl + path, controlRequest(method, body))
		const json = (await response.json()) as { message: string; data?: unknown }
		if (!response.ok) throw new CliError(json.message)
		return json.data
	}
	return {
		seed: (name, tag) => call('POST', `/sandbox/v1/control/scenarios/${encodeURIComponent(name)}`, tag ? { tag } : {}),
		subscription: (action, email, service) =>
			call('POST', `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/subscriptions/${encodeURIComponent(service)}/${action}`),
		contact: (email, contactNumber) =>
			call('POST', `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/contact`, { contactNumber }),
		outbox: (email) => call('GET', `/sandbox/v1/outbox${email ? `?to=${encodeURIComponent(email)}` : ''}`),
		onboarding: httpOnboardingCli(call),
		close: async () => {},
	}
}

async function runningSandboxUrl(env: SandboxEnv) {
	const url = process.env.SANDBOX_URL ?? `http://${env.SANDBOX_HOST}:${env.SANDBOX_PORT}`
	try {
		const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })
		return response.ok ? url : null
	} catch {
		return null
	}
}

async function connect(env: SandboxEnv): Promise<Api> {
	if (process.env.SANDBOX_URL || !env.DATABASE_URL) {
		const url = await runningSandboxUrl(env)
		if (url) return httpApi(url)
		if (process.env.SANDBOX_URL) throw new CliError(`No sandbox answers at ${process.env.SANDBOX_URL}`)
	}
	return directApi(await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }), env)
}

function print(value: unknown) {
	process.stdout.write(JSON.stringify(value, null, 2) + '\n')
}

async function main(argv: string[]) {
	const [command, ...args] = argv
	if (!command || command === 'help' || command === '--help') return void process.stdout.write(HELP + '\n')
	if (command === 'scenarios') {
		for (const name of SCENARIO_NAMES) process.stdout.write(`${name.padEnd(20)} ${SCENARIOS[name].description}\n`)
		return
	}
	const parsed = parseSandboxEnv(process.env)
	if (!parsed.ok) throw new CliError(parsed.errors.join('\n'))
	const needs = (count: number, usage: string) => {
		if (args.filter((arg) => !arg.startsWith('--')).length < count) throw new CliError(`Usage: npm run sandbox -- ${usage}`)
	}
	if (command === 'ledger') return runLedgerCli(args, parsed.env, runningSandboxUrl)
	if (command === 'wallets') return runWalletsCli(args, parsed.env, runningSandboxUrl)
	if (command === 'trading') return runTradingCli(args, parsed.env, runningSandboxUrl)
	if (command === 'fiat') return runFiatCli(args, parsed.env, runningSandboxUrl)
	if (command === 'lending') return runLendingCli(args, parsed.env, runningSandboxUrl)
	const known = ['seed', 'approve', 'reject', 'contact', 'outbox', ...ONBOARDING_COMMANDS]
	if (!known.includes(command)) throw new CliError(`Unknown command ${command}\n\n${HELP}`)
	if (command === 'seed') needs(1, 'seed <scenario> [--tag <tag>]')
	if (command === 'approve' || command === 'reject') needs(2, `${command} <email> <service>`)
	if (command === 'contact') needs(2, 'contact <email> <number|none>')

	const api = await connect(parsed.env)
	try {
		if (command === 'seed') {
			const tagIndex = args.indexOf('--tag')
			print(await api.seed(args[0]!, tagIndex >= 0 ? args[tagIndex + 1] : undefined))
		} else if (command === 'approve' || command === 'reject') {
			print(await api.subscription(command, args[0]!, args[1]!))
		} else if (command === 'kyb' || command === 'review') {
			print(await runOnboardingCommand(api.onboarding, command, args, (message) => new CliError(message)))
		} else if (command === 'contact') {
			print(await api.contact(args[0]!, args[1] === 'none' ? null : args[1]!))
		} else {
			print(await api.outbox(args[0]))
		}
	} finally {
		await api.close()
	}
}

main(process.argv.slice(2)).catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof CliError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	)
	process.exit(1)
})
