import { describe, expect, it } from 'vitest'
import { FIAT_COMMANDS } from '../fiat/cli.ts'
import { LEDGER_COMMANDS } from '../ledger/cli.ts'
import { LENDING_COMMANDS } from '../lending/cli.ts'
import { ONBOARDING_COMMANDS, ONBOARDING_HELP } from '../onboarding/cli.ts'
import { PRODUCTS_COMMANDS, PRODUCTS_HELP } from '../products/cli.ts'
import { SETTINGS_COMMANDS, SETTINGS_HELP } from '../settings/cli.ts'
import { TRADING_COMMANDS } from '../trading/cli.ts'
import { WALLETS_COMMANDS } from '../wallets/cli.ts'
import type { Command, CommandTable } from './commands.ts'

/**
 * Every command of every area's table: the fewest words it runs with (one
 * fewer prints its usage), and its line in the help. The words the CLI
 * prints are sandbox/cli.test.ts's, through the process itself.
 */

const AREAS: [string, CommandTable, Record<string, string[]>][] = [
	[
		'ledger',
		LEDGER_COMMANDS,
		{ verify: [], deposit: ['a@x.test', 'NGN', '1'], settle: ['lt_1'], fail: ['lt_1'], history: ['a@x.test', '10'] },
	],
	['wallets', WALLETS_COMMANDS, { deposit: ['a@x.test', 'BTC', 'BTC', '1'], confirm: ['wd_1'], blocks: [], withdrawal: ['fail', 'wd_1'] }],
	[
		'trading',
		TRADING_COMMANDS,
		{
			price: ['BTC', '1'],
			rate: ['NGN', '1'],
			quotes: [],
			expire: ['tq_1'],
			deposit: ['a@x.test', 'USD', '1'],
			withdraw: ['a@x.test', 'USD', '1'],
		},
	],
	['fiat', FIAT_COMMANDS, { deposit: ['a@x.test', 'NGN', '1'], payout: ['settle', 'fp_1'] }],
	['lending', LENDING_COMMANDS, { approve: ['ln_1'], reject: ['ln_1'], advance: ['ln_1', '30'], price: ['BTC', '1'] }],
]

const WITHOUT_AREA: [Record<string, Command>, string, Record<string, string[]>][] = [
	[PRODUCTS_COMMANDS, PRODUCTS_HELP, { approve: ['a@x.test', 'fcat'], reject: ['a@x.test', 'fcat'] }],
	[SETTINGS_COMMANDS, SETTINGS_HELP, { contact: ['a@x.test', 'none'] }],
	[ONBOARDING_COMMANDS, ONBOARDING_HELP, { kyb: ['a@x.test'], review: ['a@x.test'] }],
]

describe('the CLI’s tables', () => {
	it.each(AREAS)('%s: each command runs with its words, not with one fewer, and has its line in the help', (area, table, fewest) => {
		expect(Object.keys(table.commands).sort()).toEqual(Object.keys(fewest).sort())
		for (const [name, args] of Object.entries(fewest)) {
			const command = table.commands[name]!
			expect(command.fits(args), `${area} ${name} ${args.join(' ')}`).toBe(true)
			if (args.length) expect(command.fits(args.slice(0, -1)), `${area} ${name} ${args.slice(0, -1).join(' ')}`).toBe(false)
			// `trading deposit|withdraw …` is one line for two commands.
			expect(table.help).toMatch(new RegExp(`^  ${area} ([a-z]+\\|)?${name}\\b`, 'm'))
		}
		expect(table.usage('anything')).toBe(`Usage:\n${table.help}`)
	})

	it('refuses a move the back office does not know, or a name every object has', () => {
		expect(WALLETS_COMMANDS.commands.withdrawal!.fits(['explode', 'wd_1'])).toBe(false)
		expect(WALLETS_COMMANDS.commands.withdrawal!.fits(['constructor', 'wd_1'])).toBe(false)
		expect(FIAT_COMMANDS.commands.payout!.fits(['cancel', 'fp_1'])).toBe(false)
		expect(Object.hasOwn(LEDGER_COMMANDS.commands, 'constructor')).toBe(false)
	})

	it.each(WITHOUT_AREA)('commands without an area’s word have their own usage and help line (%#)', (commands, help, fewest) => {
		expect(Object.keys(commands).sort()).toEqual(Object.keys(fewest).sort())
		for (const [name, args] of Object.entries(fewest)) {
			const command = commands[name]!
			expect(command.fits(args)).toBe(true)
			expect(command.fits(args.slice(0, -1))).toBe(false)
			expect(command.usage).toMatch(new RegExp(`^Usage: npm run sandbox -- ${name} <email>`))
			expect(help).toContain(`  ${name} <email>`)
		}
	})
})
