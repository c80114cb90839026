import { scenarioRequestSchema } from '#contract/sandbox.ts'
import { answerOf, CliError, invalid, runCommand, words, type CommandTable } from './cli/commands.ts'
import { parseSandboxEnv } from './env.ts'
import { FIAT_COMMANDS, FIAT_HELP } from './fiat/cli.ts'
import { LEDGER_COMMANDS, LEDGER_HELP } from './ledger/cli.ts'
import { LENDING_COMMANDS, LENDING_HELP } from './lending/cli.ts'
import { ONBOARDING_COMMANDS, ONBOARDING_HELP } from './onboarding/cli.ts'
import { listMessages } from './outbox/outbox.ts'
import { PRODUCTS_COMMANDS, PRODUCTS_HELP } from './products/cli.ts'
import { isScenarioName, SCENARIOS, SCENARIO_NAMES, seedScenario } from './scenarios.ts'
import { SETTINGS_COMMANDS, SETTINGS_HELP } from './settings/cli.ts'
import { TRADING_COMMANDS, TRADING_HELP } from './trading/cli.ts'
import { WALLETS_COMMANDS, WALLETS_HELP } from './wallets/cli.ts'

/**
 * `npm run sandbox -- <command>`: the back office from a terminal. Each
 * area's cli.ts is its table of commands; one dispatcher
 * (sandbox/cli/commands.ts) runs them on the same database as the server
 * (DATA_DIR / DATABASE_URL) and over the same functions as the control API,
 * or through a running server's control API (SANDBOX_URL, default
 * http://SANDBOX_HOST:SANDBOX_PORT), since PGlite allows one process per data
 * directory.
 */

const HELP = `Usage: npm run sandbox -- <command>

Commands:
  scenarios                        list the scenarios
  seed <scenario> [--tag <tag>]    create the scenario's integrators (a tag makes e-mails unique: name+tag@sandbox.test)
${PRODUCTS_HELP}
${SETTINGS_HELP}
  outbox [email]                   show sent e-mails and SMS, newest first
${ONBOARDING_HELP}
${LEDGER_HELP}
${WALLETS_HELP}
${TRADING_HELP}
${FIAT_HELP}
${LENDING_HELP}
  help                             this text

Environment: DATA_DIR (default ./data), DATABASE_URL, SANDBOX_URL (talk to a running sandbox), SANDBOX_CONTROL_TOKEN (sent to it; unset: the token the sandbox keeps in DATA_DIR/sandbox-control-token), SANDBOX_DASHBOARD_URL (the dashboard the review e-mails link to).`

/** The commands of more than one area (the scenarios, the outbox) and those without an area's word before them. */
const COMMANDS: CommandTable = {
	help: HELP,
	usage: (command) => `Unknown command ${command}\n\n${HELP}`,
	namedSandboxOnly: true,
	commands: {
		seed: {
			usage: 'Usage: npm run sandbox -- seed <scenario> [--tag <tag>]',
			fits: (args) => words(args) >= 1,
			viaHttp: (call, args) => {
				const tag = tagOf(args)
				return answerOf(call, 'POST', `/sandbox/v1/control/scenarios/${encodeURIComponent(args[0]!)}`, tag ? { tag } : {})
			},
			async direct({ database }, args) {
				const name = args[0]!
				if (!isScenarioName(name)) return { ok: false, message: `Unknown scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}` }
				const input = scenarioRequestSchema.safeParse({ tag: tagOf(args) })
				if (!input.success) return invalid(input.error.issues)
				return { ok: true, data: await seedScenario(database.db, name, { tag: input.data.tag, nowMs: Date.now() }) }
			},
		},
		...PRODUCTS_COMMANDS,
		...SETTINGS_COMMANDS,
		outbox: {
			fits: () => true,
			viaHttp: (call, [email]) => answerOf(call, 'GET', `/sandbox/v1/outbox${email ? `?to=${encodeURIComponent(email)}` : ''}`),
			direct: async ({ database }, [email]) => ({ ok: true, data: await listMessages(database.db, email) }),
		},
		...ONBOARDING_COMMANDS,
	},
}

/** The commands an area's name comes before: `npm run sandbox -- ledger verify`. */
const AREAS: Record<string, CommandTable> = {
	ledger: LEDGER_COMMANDS,
	wallets: WALLETS_COMMANDS,
	trading: TRADING_COMMANDS,
	fiat: FIAT_COMMANDS,
	lending: LENDING_COMMANDS,
}

function tagOf(args: string[]) {
	const index = args.indexOf('--tag')
	return index >= 0 ? args[index + 1] : undefined
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
	const area = Object.hasOwn(AREAS, command) ? AREAS[command] : undefined
	if (area) return runCommand(area, args[0] ?? '', args.slice(1), parsed.env)
	return runCommand(COMMANDS, command, args, parsed.env)
}

main(process.argv.slice(2)).catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof CliError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	)
	process.exit(1)
})
