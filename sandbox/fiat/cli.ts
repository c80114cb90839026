import type { Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import { fromControl, runControlCommand, type Result } from '../ledger/cli.ts'
import { createLogger } from '../logger.ts'
import { settleOrFailPayout } from './control.ts'
import { receiveFiatDeposit } from './deposits.ts'

/**
 * `npm run sandbox -- fiat <command>`: the banks' side of the Fiat wallet
 * from a terminal, over the same functions as the control API (through a
 * running sandbox's HTTP API when one answers, as the rest of the CLI does).
 */
export const FIAT_HELP = `  fiat deposit <email> <currency> <amount>    a bank deposit arriving at the fiat wallet's virtual account
  fiat payout settle <payoutId>               a payout completes at the bank
  fiat payout fail <payoutId> [reason]        a payout fails (amount and fee returned)`

async function viaHttp(url: string, command: string, args: string[]): Promise<Result> {
	const call = async (path: string, body: unknown): Promise<Result> => {
		const response = await fetch(url + path, controlRequest('POST', body))
		const json = (await response.json()) as { message: string; data?: unknown }
		return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
	}
	const [first = '', second = '', third = '', ...rest] = args
	if (command === 'deposit')
		return call(`/sandbox/v1/control/integrators/${encodeURIComponent(first)}/fiat/${encodeURIComponent(second)}/deposits`, {
			amount: third,
		})
	const reason = [third, ...rest].join(' ')
	return call(`/sandbox/v1/control/fiat/payouts/${encodeURIComponent(second)}/${first}`, first === 'fail' && reason ? { reason } : {})
}

async function direct(database: Database, command: string, args: string[]): Promise<Result> {
	const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
	const [first = '', second = '', third = '', ...rest] = args
	if (command === 'deposit') return fromControl(await receiveFiatDeposit(ctx, first, second, { amount: third }))
	const reason = [third, ...rest].join(' ') || undefined
	return fromControl(await settleOrFailPayout(ctx, second, first === 'settle' ? { settle: true } : { settle: false, reason }))
}

/** Runs a fiat command; prints the answer, or the refusal on stderr with exit code 1. */
export async function runFiatCli(args: string[], env: SandboxEnv, runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>) {
	const [command = '', ...rest] = args
	const usable =
		(command === 'deposit' && rest.length >= 3) ||
		(command === 'payout' && (rest[0] === 'settle' || rest[0] === 'fail') && rest.length >= 2)
	if (!usable) {
		process.stderr.write(`Usage:\n${FIAT_HELP}\n`)
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
