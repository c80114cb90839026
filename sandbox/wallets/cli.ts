import type { Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import { fromControl, runControlCommand, type Result } from '../ledger/cli.ts'
import { createLogger } from '../logger.ts'
import { confirmDeposit, mineBlocksRequest, receiveWalletDeposit } from './deposits.ts'
import { toWalletTransaction } from './wallets.ts'
import { moveWithdrawal, type WithdrawalMove } from './withdrawals.ts'

const MOVES: Record<string, WithdrawalMove> = { broadcast: 'BROADCAST', complete: 'COMPLETED', fail: 'FAILED' }

/**
 * `npm run sandbox -- wallets <command>`: the chain's side of the Wallet
 * service from a terminal, over the same functions as the control API
 * (through a running sandbox's HTTP API when one answers, as the rest of the
 * CLI does).
 */
export const WALLETS_HELP = `  wallets deposit <email> <asset> <network> <amount>  a crypto deposit arriving at the main wallet's address (pending, 0 confirmations)
  wallets confirm <depositId> [count]                 count (default 1) more confirmations; credited at the network's number
  wallets blocks [count]                              a block (or count) for every pending deposit
  wallets withdrawal broadcast|complete|fail <id>     a withdrawal broadcast (PENDING), completed (BROADCAST) or failed (amount and fees returned)`

const countOf = (text: string | undefined) => (text === undefined ? {} : { count: Number(text) })

async function viaHttp(url: string, command: string, args: string[]): Promise<Result> {
	const call = async (path: string, body: unknown): Promise<Result> => {
		const response = await fetch(url + path, controlRequest('POST', body))
		const json = (await response.json()) as { message: string; data?: unknown }
		return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
	}
	const [first = '', second, third, fourth] = args
	if (command === 'deposit')
		return call(`/sandbox/v1/control/integrators/${encodeURIComponent(first)}/wallets/deposits`, {
			asset: second,
			network: third,
			amount: fourth,
		})
	if (command === 'confirm') return call(`/sandbox/v1/control/wallets/deposits/${encodeURIComponent(first)}/confirmations`, countOf(second))
	if (command === 'withdrawal') return call(`/sandbox/v1/control/wallets/withdrawals/${encodeURIComponent(second ?? '')}/${first}`, {})
	return call('/sandbox/v1/control/wallets/blocks', countOf(args[0]))
}

async function direct(database: Database, command: string, args: string[]): Promise<Result> {
	const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
	const [first = '', second, third, fourth] = args
	if (command === 'deposit') return fromControl(await receiveWalletDeposit(ctx, first, { asset: second, network: third, amount: fourth }))
	if (command === 'confirm') return fromControl(await confirmDeposit(ctx, first, countOf(second)))
	if (command === 'withdrawal') {
		const moved = await moveWithdrawal(ctx, second ?? '', MOVES[first]!)
		return moved.ok ? { ok: true, data: toWalletTransaction(moved.row) } : { ok: false, message: moved.message }
	}
	return fromControl(await mineBlocksRequest(ctx, countOf(args[0])))
}

const USAGE: Record<string, number> = { deposit: 4, confirm: 1, blocks: 0, withdrawal: 2 }

/** Runs a wallets command; prints the answer, or the refusal on stderr with exit code 1. */
export async function runWalletsCli(args: string[], env: SandboxEnv, runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>) {
	const [command = '', ...rest] = args
	const needed = USAGE[command]
	if (needed === undefined || rest.length < needed || (command === 'withdrawal' && !MOVES[rest[0]!])) {
		process.stderr.write(`Usage:\n${WALLETS_HELP}\n`)
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
