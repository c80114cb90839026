import { advanceLoanRequestSchema, rejectLoanRequestSchema } from '#contract/lending/api.ts'
import { assetSchema, priceRequestSchema } from '#contract/wallets/api.ts'
import type { Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import { runControlCommand, type Result } from '../ledger/cli.ts'
import { createLogger } from '../logger.ts'
import { movePrice } from '../wallets/market.ts'
import { advanceLoan, approveLoan, rejectLoan, toLoans, type ControlResult } from './loans.ts'

/**
 * `npm run sandbox -- lending <command>`: the provider's side of the Lending
 * service from a terminal, over the same functions as the control API
 * (through a running sandbox's HTTP API when one answers, as the rest of the
 * CLI does).
 */
export const LENDING_HELP = `  lending approve <loanId>                            a pending loan approved and paid into the USD funding balance
  lending reject <loanId> [reason]                    a pending loan rejected (its collateral returned)
  lending advance <loanId> <days>                     an active loan's own clock moved on: interest accrues, its levels are reviewed
  lending price <asset> <usd>                         the price of an asset set (as the Wallet service's control API): every loan on it reviewed`

async function viaHttp(url: string, command: string, args: string[]): Promise<Result> {
	const call = async (method: string, path: string, body: unknown): Promise<Result> => {
		const response = await fetch(url + path, controlRequest(method, body))
		const json = (await response.json()) as { message: string; data?: unknown }
		return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
	}
	const [first = '', ...rest] = args
	const loan = `/sandbox/v1/control/lending/loans/${encodeURIComponent(first)}`
	if (command === 'approve') return call('POST', `${loan}/approve`, {})
	if (command === 'reject') return call('POST', `${loan}/reject`, rest.length ? { reason: rest.join(' ') } : {})
	if (command === 'advance') return call('POST', `${loan}/advance`, { days: Number(rest[0]) })
	return call('PUT', `/sandbox/v1/control/wallets/prices/${encodeURIComponent(first)}`, { usd: rest[0] })
}

async function direct(database: Database, command: string, args: string[]): Promise<Result> {
	const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
	const [first = '', ...rest] = args
	const answer = async (result: ControlResult): Promise<Result> =>
		result.ok ? { ok: true, data: (await toLoans(ctx.db, [result.row], ctx.now()))[0] } : { ok: false, message: result.message }
	const invalid = (issues: { message: string }[]): Result => ({ ok: false, message: issues.map((issue) => issue.message).join(', ') })
	if (command === 'approve') return answer(await approveLoan(ctx, first))
	if (command === 'reject') {
		const input = rejectLoanRequestSchema.safeParse(rest.length ? { reason: rest.join(' ') } : {})
		return input.success ? answer(await rejectLoan(ctx, first, input.data.reason)) : invalid(input.error.issues)
	}
	if (command === 'advance') {
		const input = advanceLoanRequestSchema.safeParse({ days: Number(rest[0]) })
		return input.success ? answer(await advanceLoan(ctx, first, input.data.days)) : invalid(input.error.issues)
	}
	const asset = assetSchema.safeParse(first)
	const usd = priceRequestSchema.safeParse({ usd: rest[0] })
	if (!asset.success) return invalid(asset.error.issues)
	if (!usd.success) return invalid(usd.error.issues)
	return { ok: true, data: await movePrice(ctx, asset.data, usd.data.usd) }
}

const USAGE: Record<string, number> = { approve: 1, reject: 1, advance: 2, price: 2 }

/** Runs a lending command; prints the answer, or the refusal on stderr with exit code 1. */
export async function runLendingCli(args: string[], env: SandboxEnv, runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>) {
	const [command = '', ...rest] = args
	const needed = USAGE[command]
	if (needed === undefined || rest.length < needed) {
		process.stderr.write(`Usage:\n${LENDING_HELP}\n`)
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
