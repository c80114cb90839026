import { openDatabase, type Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import type { Answer } from '../http/refusal.ts'
import { createLogger } from '../logger.ts'
import type { MessageContext } from '../outbox/outbox.ts'

/**
 * The one dispatcher of `npm run sandbox -- <command>` (sandbox/cli.ts): each
 * area with a back office lists its commands in its own cli.ts as a table,
 * and this runs whichever is asked for, through the running sandbox's control
 * API when one answers (PGlite allows one process per data directory), else
 * on the database directly (record 127:
 * docs/decisions/127-one-refusal-one-dispatcher.md).
 */

/** What a command answers: printed as JSON, or its message on stderr with exit code 1. */
export type CliResult = { ok: true; data: unknown } | { ok: false; message: string }

/** One call of the running sandbox's control API: its status and body. */
export type ControlCall = (
	method: string,
	path: string,
	body?: unknown,
) => Promise<{ ok: boolean; json: { message: string; data?: unknown } }>

/** The database and a context for the back office's functions (no mailer: e-mails go to the outbox). */
export type DirectContext = { database: Database; env: SandboxEnv; ctx: MessageContext }

export type Command = {
	/** What a call that does not fit prints, when the command has its own line (else its table's usage). */
	usage?: string
	/** Whether the words after the command's name make a call it can run; the usage is printed when not. */
	fits(args: string[]): boolean
	viaHttp(call: ControlCall, args: string[]): Promise<CliResult>
	direct(context: DirectContext, args: string[]): Promise<CliResult>
}

export type CommandTable = {
	/** The lines `help` lists. */
	help: string
	/** What a call that does not fit prints: the area's lines, or the command's own. */
	usage(command: string): string
	/** A running sandbox named by SANDBOX_URL that does not answer is an error (else the database is used). */
	namedSandboxOnly?: boolean
	commands: Record<string, Command>
}

/** A command whose words are at least `count` (a further check may refuse them). */
export const atLeast =
	(count: number, check: (args: string[]) => boolean = () => true) =>
	(args: string[]) =>
		args.length >= count && check(args)

/** How many words a call has, its flags (`--tag`) not counted. */
export const words = (args: string[]) => args.filter((arg) => !arg.startsWith('--')).length

/** The control API's answer as the CLI prints it. */
export async function answerOf(call: ControlCall, method: string, path: string, body?: unknown): Promise<CliResult> {
	const { ok, json } = await call(method, path, body)
	return ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
}

/** A back-office function's answer as the CLI prints it. */
export const fromAnswer = (result: Answer<unknown>): CliResult => (result.ok ? result : { ok: false, message: result.message })

/** The message of every issue of a refused input, joined. */
export const invalid = (issues: { message: string }[]): CliResult => ({
	ok: false,
	message: issues.map((issue) => issue.message).join(', '),
})

export class CliError extends Error {}

export async function runningSandboxUrl(env: SandboxEnv) {
	const url = process.env.SANDBOX_URL ?? `http://${env.SANDBOX_HOST}:${env.SANDBOX_PORT}`
	try {
		const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })
		return response.ok ? url : null
	} catch {
		return null
	}
}

const controlCall =
	(url: string): ControlCall =>
	async (method, path, body) => {
		const response = await fetch(url + path, controlRequest(method, body))
		return { ok: response.ok, json: (await response.json()) as { message: string; data?: unknown } }
	}

/**
 * Runs `command` of `table` with `args`: its usage on stderr (exit 1) when
 * the words do not fit; else its answer as JSON on stdout, or its refusal's
 * message on stderr (exit 1).
 */
export async function runCommand(table: CommandTable, command: string, args: string[], env: SandboxEnv) {
	const entry = Object.hasOwn(table.commands, command) ? table.commands[command] : undefined
	if (!entry || !entry.fits(args)) {
		process.stderr.write((entry?.usage ?? table.usage(command)) + '\n')
		process.exitCode = 1
		return
	}
	let result: CliResult
	const url = process.env.SANDBOX_URL || !env.DATABASE_URL ? await runningSandboxUrl(env) : null
	if (url) result = await entry.viaHttp(controlCall(url), args)
	else {
		if (table.namedSandboxOnly && process.env.SANDBOX_URL) throw new CliError(`No sandbox answers at ${process.env.SANDBOX_URL}`)
		const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
		try {
			const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
			result = await entry.direct({ database, env, ctx }, args)
		} finally {
			await database.close()
		}
	}
	if (result.ok) process.stdout.write(JSON.stringify(result.data, null, 2) + '\n')
	else {
		process.stderr.write(result.message + '\n')
		process.exitCode = 1
	}
}
