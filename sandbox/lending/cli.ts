import { advanceLoanRequestSchema, rejectLoanRequestSchema } from '#contract/lending/api.ts'
import { assetSchema, priceRequestSchema } from '#contract/wallets/api.ts'
import { answerOf, atLeast, invalid, type CliResult, type DirectContext, type CommandTable } from '../cli/commands.ts'
import { movePrice } from '../wallets/market.ts'
import { advanceLoan, approveLoan, rejectLoan, toLoans, type ControlResult } from './loans.ts'

/**
 * `npm run sandbox -- lending <command>`: the provider's side of the Lending
 * service from a terminal, over the same functions as the control API.
 */
export const LENDING_HELP = `  lending approve <loanId>                            a pending loan approved and paid into the USD funding balance
  lending reject <loanId> [reason]                    a pending loan rejected (its collateral returned)
  lending advance <loanId> <days>                     an active loan's own clock moved on: interest accrues, its levels are reviewed
  lending price <asset> <usd>                         the price of an asset set (as the Wallet service's control API): every loan on it reviewed`

const loanPath = (id: string) => `/sandbox/v1/control/lending/loans/${encodeURIComponent(id)}`

/** The loan as the control API answers it, or the refusal's message. */
const loanAnswer = async ({ ctx }: DirectContext, result: ControlResult): Promise<CliResult> =>
	result.ok ? { ok: true, data: (await toLoans(ctx.db, [result.row], ctx.now()))[0] } : { ok: false, message: result.message }

export const LENDING_COMMANDS: CommandTable = {
	help: LENDING_HELP,
	usage: () => `Usage:\n${LENDING_HELP}`,
	commands: {
		approve: {
			fits: atLeast(1),
			viaHttp: (call, [id = '']) => answerOf(call, 'POST', `${loanPath(id)}/approve`, {}),
			direct: async (context, [id = '']) => loanAnswer(context, await approveLoan(context.ctx, id)),
		},
		reject: {
			fits: atLeast(1),
			viaHttp: (call, [id = '', ...words]) =>
				answerOf(call, 'POST', `${loanPath(id)}/reject`, words.length ? { reason: words.join(' ') } : {}),
			async direct(context, [id = '', ...words]) {
				const input = rejectLoanRequestSchema.safeParse(words.length ? { reason: words.join(' ') } : {})
				return input.success ? loanAnswer(context, await rejectLoan(context.ctx, id, input.data.reason)) : invalid(input.error.issues)
			},
		},
		advance: {
			fits: atLeast(2),
			viaHttp: (call, [id = '', days]) => answerOf(call, 'POST', `${loanPath(id)}/advance`, { days: Number(days) }),
			async direct(context, [id = '', days]) {
				const input = advanceLoanRequestSchema.safeParse({ days: Number(days) })
				return input.success ? loanAnswer(context, await advanceLoan(context.ctx, id, input.data.days)) : invalid(input.error.issues)
			},
		},
		price: {
			fits: atLeast(2),
			viaHttp: (call, [asset = '', usd]) =>
				answerOf(call, 'PUT', `/sandbox/v1/control/wallets/prices/${encodeURIComponent(asset)}`, { usd }),
			async direct({ ctx }, [asset = '', usd]) {
				const name = assetSchema.safeParse(asset)
				const input = priceRequestSchema.safeParse({ usd })
				if (!name.success) return invalid(name.error.issues)
				if (!input.success) return invalid(input.error.issues)
				return { ok: true, data: await movePrice(ctx, name.data, input.data.usd) }
			},
		},
	},
}
