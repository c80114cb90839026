import { answerOf, atLeast, fromAnswer, type CommandTable } from '../cli/commands.ts'
import { receiveDeposit, seedHistory, settleOrFailTransfer } from './control.ts'
import { verifyLedger } from './verify.ts'

/**
 * `npm run sandbox -- ledger <command>`: the money back office from a
 * terminal, over the same functions as the control API.
 */
export const LEDGER_HELP = `  ledger verify                              re-add every posting and compare with every balance (exit 1 on a mismatch)
  ledger deposit <email> <currency> <amount> a bank deposit arriving in a funding balance
  ledger settle <transferId>                 a local transfer completes at the bank
  ledger fail <transferId> [reason]          a local transfer fails (amount and fee returned)
  ledger history <email> <entries>           write <entries> entries of history on the NGN funding account (benches)`

const at = encodeURIComponent
const reasonOf = (args: string[]) => args.slice(1).join(' ')

export const LEDGER_COMMANDS: CommandTable = {
	help: LEDGER_HELP,
	usage: () => `Usage:\n${LEDGER_HELP}`,
	commands: {
		verify: {
			fits: atLeast(0),
			async viaHttp(call) {
				// A ledger that does not balance is a 409 whose data is the report: printed whole, exit 1.
				const { json } = await call('GET', '/sandbox/v1/control/ledger/verify')
				return (json.data as { ok?: boolean })?.ok
					? { ok: true, data: json.data }
					: { ok: false, message: JSON.stringify(json.data ?? json, null, 2) }
			},
			async direct({ database }) {
				const check = await verifyLedger(database.db)
				return check.ok ? { ok: true, data: check } : { ok: false, message: JSON.stringify(check, null, 2) }
			},
		},
		deposit: {
			fits: atLeast(3),
			viaHttp: (call, [email = '', currency = '', amount = '']) =>
				answerOf(call, 'POST', `/sandbox/v1/control/integrators/${at(email)}/funding/${at(currency)}/deposits`, { amount }),
			direct: async ({ ctx }, [email = '', currency = '', amount = '']) =>
				fromAnswer(await receiveDeposit(ctx, email, currency, { amount })),
		},
		settle: {
			fits: atLeast(1),
			viaHttp: (call, [id = '']) => answerOf(call, 'POST', `/sandbox/v1/control/transfers/${at(id)}/settle`, {}),
			direct: async ({ ctx }, [id = '']) => fromAnswer(await settleOrFailTransfer(ctx, id, { settle: true })),
		},
		fail: {
			fits: atLeast(1),
			viaHttp: (call, args) =>
				answerOf(call, 'POST', `/sandbox/v1/control/transfers/${at(args[0] ?? '')}/fail`, args[1] ? { reason: reasonOf(args) } : {}),
			direct: async ({ ctx }, args) =>
				fromAnswer(await settleOrFailTransfer(ctx, args[0] ?? '', { settle: false, reason: reasonOf(args) || undefined })),
		},
		history: {
			fits: atLeast(2),
			viaHttp: (call, [email = '', entries = '']) =>
				answerOf(call, 'POST', `/sandbox/v1/control/integrators/${at(email)}/ledger/history`, { entries: Number(entries) }),
			direct: async ({ ctx }, [email = '', entries = '']) => fromAnswer(await seedHistory(ctx, email, { entries: Number(entries) })),
		},
	},
}
