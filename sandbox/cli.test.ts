import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Every command of `npm run sandbox -- …` answers a call it cannot run with
 * its usage line on stderr and exit code 1, and `help` lists them all: the
 * words a person reads, held here to the letter so that the one dispatcher
 * (record 127: docs/decisions/127-one-refusal-one-dispatcher.md) says what
 * each area's own dispatcher said. What each command does is its area's test.
 */

const LEDGER = `Usage:
  ledger verify                              re-add every posting and compare with every balance (exit 1 on a mismatch)
  ledger deposit <email> <currency> <amount> a bank deposit arriving in a funding balance
  ledger settle <transferId>                 a local transfer completes at the bank
  ledger fail <transferId> [reason]          a local transfer fails (amount and fee returned)
  ledger history <email> <entries>           write <entries> entries of history on the NGN funding account (benches)`

const WALLETS = `Usage:
  wallets deposit <email> <asset> <network> <amount>  a crypto deposit arriving at the main wallet's address (pending, 0 confirmations)
  wallets confirm <depositId> [count]                 count (default 1) more confirmations; credited at the network's number
  wallets blocks [count]                              a block (or count) for every pending deposit
  wallets withdrawal broadcast|complete|fail <id>     a withdrawal broadcast (PENDING), completed (BROADCAST) or failed (amount and fees returned)`

const TRADING = `Usage:
  trading price <asset> <usd>                         set a crypto asset's USD price (the Wallet service's, which trading quotes from)
  trading rate <NGN|EUR|GBP> <perUsd>                 set a fiat currency's FX rate per USD
  trading quotes [email]                              the newest quotes (of one integrator)
  trading expire <quoteId>                            expire an open quote now
  trading deposit|withdraw <email> <currency> <amount>  money into or out of a trading wallet from outside`

const FIAT = `Usage:
  fiat deposit <email> <currency> <amount>    a bank deposit arriving at the fiat wallet's virtual account
  fiat payout settle <payoutId>               a payout completes at the bank
  fiat payout fail <payoutId> [reason]        a payout fails (amount and fee returned)`

const LENDING = `Usage:
  lending approve <loanId>                            a pending loan approved and paid into the USD funding balance
  lending reject <loanId> [reason]                    a pending loan rejected (its collateral returned)
  lending advance <loanId> <days>                     an active loan's own clock moved on: interest accrues, its levels are reviewed
  lending price <asset> <usd>                         the price of an asset set (as the Wallet service's control API): every loan on it reviewed`

const HELP = `Usage: npm run sandbox -- <command>

Commands:
  scenarios                        list the scenarios
  seed <scenario> [--tag <tag>]    create the scenario's integrators (a tag makes e-mails unique: name+tag@sandbox.test)
  approve <email> <service>        approve a subscription (services: trading, compliance, wallets, fcat, payment, lending)
  reject <email> <service>         reject a subscription (not approved, not active)
  contact <email> <number|none>    set (or clear) a contact number for phone verification (unverified)
  outbox [email]                   show sent e-mails and SMS, newest first
  kyb <email>                      show an integrator's onboarding record (documents by name, shareholders by id)
  review <email> approve|reject <item> [reason]
                                   review one document (by name) or shareholder (by id); a rejection needs a reason
  review <email> approve-all       approve every document and shareholder (the integrator becomes verified)
${LEDGER.slice('Usage:\n'.length)}
${WALLETS.slice('Usage:\n'.length)}
${TRADING.slice('Usage:\n'.length)}
${FIAT.slice('Usage:\n'.length)}
${LENDING.slice('Usage:\n'.length)}
  help                             this text

Environment: DATA_DIR (default ./data), DATABASE_URL, SANDBOX_URL (talk to a running sandbox), SANDBOX_CONTROL_TOKEN (sent to it; unset: the token the sandbox keeps in DATA_DIR/sandbox-control-token), SANDBOX_DASHBOARD_URL (the dashboard the review e-mails link to).`

/**
 * A call each kind of command cannot run (too few words, or a word it does
 * not know), and what it prints. Each is a process of its own, so one or
 * two of each kind; `kyb` and `review` open the database before they look
 * at their words, so their usage is onboarding/cli.test.ts's.
 */
const REFUSED: [string[], string][] = [
	[['seed'], 'Usage: npm run sandbox -- seed <scenario> [--tag <tag>]'],
	[['approve', 'a@sandbox.test'], 'Usage: npm run sandbox -- approve <email> <service>'],
	[['contact', 'a@sandbox.test'], 'Usage: npm run sandbox -- contact <email> <number|none>'],
	[['nope'], `Unknown command nope\n\n${HELP}`],
	[['ledger'], LEDGER],
	[['ledger', 'deposit', 'a@sandbox.test', 'NGN'], LEDGER],
	[['wallets', 'withdrawal', 'explode', 'wd_1'], WALLETS],
	[['trading', 'price', 'BTC'], TRADING],
	[['fiat', 'payout', 'cancel', 'fp_1'], FIAT],
	[['lending', 'advance', 'ln_1'], LENDING],
]

type Run = { code: number; stdout: string; stderr: string }

describe('the CLI', () => {
	let dataDir: string
	// Nothing listens on this port: a command that looks for a running sandbox finds none.
	const env = () => ({ ...process.env, DATA_DIR: dataDir, SANDBOX_URL: '', SANDBOX_PORT: '1', DATABASE_URL: '' })
	const cli = (args: string[]): Promise<Run> =>
		promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', ...args], { env: env() }).then(
			({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
			(error: Run) => error,
		)

	beforeAll(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-cli-'))
	})
	afterAll(async () => {
		await rm(dataDir, { recursive: true, force: true })
	})

	it('prints every command in its help', { timeout: 60_000 }, async () => {
		for (const args of [['help'], []]) {
			const answer = await cli(args)
			expect(answer.code).toBe(0)
			expect(answer.stdout).toBe(`${HELP}\n`)
		}
	})

	it('answers a call it cannot run with the command’s usage and exit code 1 @bad-input', { timeout: 180_000 }, async () => {
		// Four at a time: each is a process of its own.
		const answers: Run[] = []
		for (let start = 0; start < REFUSED.length; start += 4)
			answers.push(...(await Promise.all(REFUSED.slice(start, start + 4).map(([args]) => cli(args)))))
		REFUSED.forEach(([args, usage], index) => {
			expect({ args, code: answers[index]!.code, stderr: answers[index]!.stderr, stdout: answers[index]!.stdout }).toEqual({
				args,
				code: 1,
				stderr: `${usage}\n`,
				stdout: '',
			})
		})
	})
})
