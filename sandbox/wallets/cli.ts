import { answerOf, atLeast, fromAnswer, type CommandTable } from '../cli/commands.ts'
import { confirmDeposit, mineBlocksRequest, receiveWalletDeposit } from './deposits.ts'
import { toWalletTransaction } from './wallets.ts'
import { moveWithdrawal, type WithdrawalMove } from './withdrawals.ts'

const MOVES: Record<string, WithdrawalMove> = { broadcast: 'BROADCAST', complete: 'COMPLETED', fail: 'FAILED' }

/**
 * `npm run sandbox -- wallets <command>`: the chain's side of the Wallet
 * service from a terminal, over the same functions as the control API.
 */
export const WALLETS_HELP = `  wallets deposit <email> <asset> <network> <amount>  a crypto deposit arriving at the main wallet's address (pending, 0 confirmations)
  wallets confirm <depositId> [count]                 count (default 1) more confirmations; credited at the network's number
  wallets blocks [count]                              a block (or count) for every pending deposit
  wallets withdrawal broadcast|complete|fail <id>     a withdrawal broadcast (PENDING), completed (BROADCAST) or failed (amount and fees returned)`

const countOf = (text: string | undefined) => (text === undefined ? {} : { count: Number(text) })
const at = encodeURIComponent

export const WALLETS_COMMANDS: CommandTable = {
	help: WALLETS_HELP,
	usage: () => `Usage:\n${WALLETS_HELP}`,
	commands: {
		deposit: {
			fits: atLeast(4),
			viaHttp: (call, [email = '', asset, network, amount]) =>
				answerOf(call, 'POST', `/sandbox/v1/control/integrators/${at(email)}/wallets/deposits`, { asset, network, amount }),
			direct: async ({ ctx }, [email = '', asset, network, amount]) =>
				fromAnswer(await receiveWalletDeposit(ctx, email, { asset, network, amount })),
		},
		confirm: {
			fits: atLeast(1),
			viaHttp: (call, [id = '', count]) =>
				answerOf(call, 'POST', `/sandbox/v1/control/wallets/deposits/${at(id)}/confirmations`, countOf(count)),
			direct: async ({ ctx }, [id = '', count]) => fromAnswer(await confirmDeposit(ctx, id, countOf(count))),
		},
		blocks: {
			fits: atLeast(0),
			viaHttp: (call, [count]) => answerOf(call, 'POST', '/sandbox/v1/control/wallets/blocks', countOf(count)),
			direct: async ({ ctx }, [count]) => fromAnswer(await mineBlocksRequest(ctx, countOf(count))),
		},
		withdrawal: {
			fits: atLeast(2, ([move = '']) => Object.hasOwn(MOVES, move)),
			viaHttp: (call, [move = '', id = '']) => answerOf(call, 'POST', `/sandbox/v1/control/wallets/withdrawals/${at(id)}/${move}`, {}),
			async direct({ ctx }, [move = '', id = '']) {
				const moved = await moveWithdrawal(ctx, id, MOVES[move]!)
				return moved.ok ? { ok: true, data: toWalletTransaction(moved.row) } : { ok: false, message: moved.message }
			},
		},
	},
}
