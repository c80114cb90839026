import type { Database } from '../db/database.ts'
import type { SandboxEnv } from '../env.ts'
import { controlRequest } from '../http/control-access.ts'
import { fromControl, runControlCommand, type Result } from '../ledger/cli.ts'
import { createLogger } from '../logger.ts'
import { movePrice } from '../wallets/market.ts'
import { assetSchema, priceRequestSchema } from '#contract/wallets/api.ts'
import { expireQuoteControl, listQuotesControl, moveTradingMoney, setRate } from './control.ts'

/**
 * `npm run sandbox -- trading <command>`: the Trading service's back office
 * from a terminal, over the same functions as the control API (through a
 * running sandbox's HTTP API when one answers).
 */
export const TRADING_HELP = `  trading price <asset> <usd>                         set a crypto asset's USD price (the Wallet service's, which trading quotes from)
  trading rate <NGN|EUR|GBP> <perUsd>                 set a fiat currency's FX rate per USD
  trading quotes [email]                              the newest quotes (of one integrator)
  trading expire <quoteId>                            expire an open quote now
  trading deposit|withdraw <email> <currency> <amount>  money into or out of a trading wallet from outside`

async function viaHttp(url: string, command: string, args: string[]): Promise<Result> {
	const call = async (method: string, path: string, body?: unknown): Promise<Result> => {
		const response = await fetch(url + path, controlRequest(method, body))
		const json = (await response.json()) as { message: string; data?: unknown }
		return response.ok ? { ok: true, data: json.data } : { ok: false, message: json.message }
	}
	const [first = '', second, third] = args
	const at = encodeURIComponent
	if (command === 'price') return call('PUT', `/sandbox/v1/control/wallets/prices/${at(first)}`, { usd: second })
	if (command === 'rate') return call('PUT', `/sandbox/v1/control/trading/rates/${at(first)}`, { perUsd: second })
	if (command === 'quotes') return call('GET', `/sandbox/v1/control/trading/quotes${first ? `?email=${at(first)}` : ''}`)
	if (command === 'expire') return call('POST', `/sandbox/v1/control/trading/quotes/${at(first)}/expire`, {})
	const kind = command === 'deposit' ? 'deposits' : 'withdrawals'
	return call('POST', `/sandbox/v1/control/integrators/${at(first)}/trading/${kind}`, { currency: second, amount: third })
}

async function direct(database: Database, command: string, args: string[]): Promise<Result> {
	const ctx = { db: database.db, now: Date.now, log: createLogger({ enabled: false }), mailer: null }
	const [first = '', second, third] = args
	if (command === 'price') {
		const asset = assetSchema.safeParse(first)
		const input = priceRequestSchema.safeParse({ usd: second })
		if (!asset.success) return { ok: false, message: asset.error.issues[0]!.message }
		if (!input.success) return { ok: false, message: input.error.issues[0]!.message }
		return { ok: true, data: await movePrice(ctx, asset.data, input.data.usd) }
	}
	if (command === 'rate') return fromControl(await setRate(ctx, first, { perUsd: second }))
	if (command === 'quotes') return fromControl(await listQuotesControl(ctx, first || undefined))
	if (command === 'expire') return fromControl(await expireQuoteControl(ctx, first))
	return fromControl(
		await moveTradingMoney(ctx, first, { currency: second, amount: third }, command === 'deposit' ? 'deposit' : 'withdrawal'),
	)
}

const USAGE: Record<string, number> = { price: 2, rate: 2, quotes: 0, expire: 1, deposit: 3, withdraw: 3 }

/** Runs a trading command; prints the answer, or the refusal on stderr with exit code 1. */
export async function runTradingCli(args: string[], env: SandboxEnv, runningSandboxUrl: (env: SandboxEnv) => Promise<string | null>) {
	const [command = '', ...rest] = args
	const needed = USAGE[command]
	if (needed === undefined || rest.length < needed) {
		process.stderr.write(`Usage:\n${TRADING_HELP}\n`)
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
