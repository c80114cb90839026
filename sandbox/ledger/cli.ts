import { openDatabase, type Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import type { Answer } from '../http/refusal.ts'
import { createLogger } from '../logger.ts'
import { receiveDeposit, seedHistory, settleOrFailTransfer } from './control.ts'
import { verifyLedger } from './verify.ts'

/**
 * `npm run sandbox -- ledger <command>`: the money back office from a
 * terminal, over the same functions as the control API (through a running
 * sandbox's HTTP API when one answers, as the rest of the CLI does).
 */
export const LEDGER_HELP = `  ledger verify                              re-add every posting and compare with every balance (exit 1 on a mismatch)
  ledger deposit <email> <currency> <amount> a bank deposit arriving in a funding balance
  ledger settle <transferId>                 a local transfer completes at the bank
  ledger fail <transferId> [reason]          a local transfer fails (amount and fee returned)
  ledger history <email> <entries>           write <entries> entries of history on the NGN funding account (benches)`

export type Result = { ok: true; data: unknown } | { ok: false; message: string }
export const fromControl = (result: Answer<unknown>): Result => (result.ok ? result : { ok: false, message: result.message })

/**
 * Runs one back-office command the way every area's CLI does: through the
 * running sandbox's control API when there is one (or when SANDBOX_URL names
 * it), else on the database directly; prints the answer, or the refusal on
 * stderr with exit code 1.
 */
export async function runControlCommand(
	env: SandboxEnv,
	runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>,
	viaHttp: (url: string) => Promise<Result>,
	direct: (database: Database) => Promise<Result>,
) {
	let result: Result
	const url = process.env.SANDBOX_URL || !env.DATABASE_URL ? await runningSandboxUrl(env) : null
	if (url) result = await viaHttp(url)
	else {
		const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
		try {
			result = await direct(database)
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

async function viaHttp(url: string, command: string, args: string[]): Promise<Result> {
	const call = async (method: string, path: string, body?: unknown): Promise<Result> => {
		const response = await fetch(url + path, controlRequest(method, body))
		const json = (await response.json()) as { message: string; data?: unknown }
		if (command === 'verify')
			return (json.data as { ok?: boolean })?.ok
				? { ok: true, data: json.data }
				: { ok: false, message: JSON.stringify(json.data ?? json, null, 2) }
		return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
	}
	const [first = '', second = '', third = ''] = args
	if (command === 'verify') return call('GET', '/sandbox/v1/control/ledger/verify')
	if (command === 'deposit')
		return call('POST', `/sandbox/v1/control/integrators/${encodeURIComponent(first)}/funding/${encodeURIComponent(second)}/deposits`, {
			amount: third,
		})
	if (command === 'settle' || command === 'fail')
		return call(
			'POST',
			`/sandbox/v1/control/transfers/${encodeURIComponent(first)}/${command}`,
			command === 'fail' && second ? { reason: args.slice(1).join(' ') } : {},
		)
	return call('POST', `/sandbox/v1/control/integrators/${encodeURIComponent(first)}/ledger/history`, { entries: Number(second) })
}

async function direct(database: Database, command: string, args: string[]): Promise<Result> {
	const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
	const [first = '', second = '', third = ''] = args
	if (command === 'verify') {
		const check = await verifyLedger(database.db)
		return check.ok ? { ok: true, data: check } : { ok: false, message: JSON.stringify(check, null, 2) }
	}
	if (command === 'deposit') return fromControl(await receiveDeposit(ctx, first, second, { amount: third }))
	if (command === 'settle') return fromControl(await settleOrFailTransfer(ctx, first, { settle: true }))
	if (command === 'fail')
		return fromControl(await settleOrFailTransfer(ctx, first, { settle: false, reason: args.slice(1).join(' ') || undefined }))
	return fromControl(await seedHistory(ctx, first, { entries: Number(second) }))
}

const USAGE: Record<string, number> = { verify: 0, deposit: 3, settle: 1, fail: 1, history: 2 }

/** Runs a ledger command; prints the answer, or the refusal on stderr with exit code 1. */
export async function runLedgerCli(args: string[], env: SandboxEnv, runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>) {
	const [command = '', ...rest] = args
	const needed = USAGE[command]
	if (needed === undefined || rest.length < needed) {
		process.stderr.write(`Usage:\n${LEDGER_HELP}\n`)
		process.exitCode = 1
		return
	}
	await runControlCommand(
		env,
		runningSandboxUrl,
		(url) => viaHttp(url, command, rest),
		(database) => direct(database, command, rest),
	)
}
