import { answerOf, atLeast, fromAnswer, type CommandTable } from '../cli/commands.ts'
import { settleOrFailPayout } from './control.ts'
import { receiveFiatDeposit } from './deposits.ts'

/**
 * `npm run sandbox -- fiat <command>`: the banks' side of the Fiat wallet
 * from a terminal, over the same functions as the control API.
 */
export const FIAT_HELP = `  fiat deposit <email> <currency> <amount>    a bank deposit arriving at the fiat wallet's virtual account
  fiat payout settle <payoutId>               a payout completes at the bank
  fiat payout fail <payoutId> [reason]        a payout fails (amount and fee returned)`

const at = encodeURIComponent

export const FIAT_COMMANDS: CommandTable = {
	help: FIAT_HELP,
	usage: () => `Usage:\n${FIAT_HELP}`,
	commands: {
		deposit: {
			fits: atLeast(3),
			viaHttp: (call, [email = '', currency = '', amount = '']) =>
				answerOf(call, 'POST', `/sandbox/v1/control/integrators/${at(email)}/fiat/${at(currency)}/deposits`, { amount }),
			direct: async ({ ctx }, [email = '', currency = '', amount = '']) =>
				fromAnswer(await receiveFiatDeposit(ctx, email, currency, { amount })),
		},
		payout: {
			fits: atLeast(2, ([move]) => move === 'settle' || move === 'fail'),
			viaHttp(call, [move = '', id = '', ...words]) {
				const reason = words.join(' ')
				return answerOf(call, 'POST', `/sandbox/v1/control/fiat/payouts/${at(id)}/${move}`, move === 'fail' && reason ? { reason } : {})
			},
			async direct({ ctx }, [move = '', id = '', ...words]) {
				const reason = words.join(' ') || undefined
				return fromAnswer(await settleOrFailPayout(ctx, id, move === 'settle' ? { settle: true } : { settle: false, reason }))
			},
		},
	},
}
