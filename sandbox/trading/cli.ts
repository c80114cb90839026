import { assetSchema, priceRequestSchema } from '#contract/wallets/api.ts'
import { answerOf, atLeast, fromAnswer, type Command, type CommandTable } from '../cli/commands.ts'
import { movePrice } from '../wallets/market.ts'
import { expireQuoteControl, listQuotesControl, moveTradingMoney, setRate } from './control.ts'

/**
 * `npm run sandbox -- trading <command>`: the Trading service's back office
 * from a terminal, over the same functions as the control API.
 */
export const TRADING_HELP = `  trading price <asset> <usd>                         set a crypto asset's USD price (the Wallet service's, which trading quotes from)
  trading rate <NGN|EUR|GBP> <perUsd>                 set a fiat currency's FX rate per USD
  trading quotes [email]                              the newest quotes (of one integrator)
  trading expire <quoteId>                            expire an open quote now
  trading deposit|withdraw <email> <currency> <amount>  money into or out of a trading wallet from outside`

const at = encodeURIComponent

/** Money into (deposit) or out of (withdraw) a trading wallet from outside. */
const moveMoney = (direction: 'deposit' | 'withdrawal'): Command => ({
	fits: atLeast(3),
	viaHttp: (call, [email = '', currency, amount]) =>
		answerOf(call, 'POST', `/sandbox/v1/control/integrators/${at(email)}/trading/${direction}s`, { currency, amount }),
	direct: async ({ ctx }, [email = '', currency, amount]) =>
		fromAnswer(await moveTradingMoney(ctx, email, { currency, amount }, direction)),
})

export const TRADING_COMMANDS: CommandTable = {
	help: TRADING_HELP,
	usage: () => `Usage:\n${TRADING_HELP}`,
	commands: {
		price: {
			fits: atLeast(2),
			viaHttp: (call, [asset = '', usd]) => answerOf(call, 'PUT', `/sandbox/v1/control/wallets/prices/${at(asset)}`, { usd }),
			async direct({ ctx }, [asset = '', usd]) {
				const name = assetSchema.safeParse(asset)
				const input = priceRequestSchema.safeParse({ usd })
				if (!name.success) return { ok: false, message: name.error.issues[0]!.message }
				if (!input.success) return { ok: false, message: input.error.issues[0]!.message }
				return { ok: true, data: await movePrice(ctx, name.data, input.data.usd) }
			},
		},
		rate: {
			fits: atLeast(2),
			viaHttp: (call, [currency = '', perUsd]) => answerOf(call, 'PUT', `/sandbox/v1/control/trading/rates/${at(currency)}`, { perUsd }),
			direct: async ({ ctx }, [currency = '', perUsd]) => fromAnswer(await setRate(ctx, currency, { perUsd })),
		},
		quotes: {
			fits: atLeast(0),
			viaHttp: (call, [email = '']) => answerOf(call, 'GET', `/sandbox/v1/control/trading/quotes${email ? `?email=${at(email)}` : ''}`),
			direct: async ({ ctx }, [email = '']) => fromAnswer(await listQuotesControl(ctx, email || undefined)),
		},
		expire: {
			fits: atLeast(1),
			viaHttp: (call, [id = '']) => answerOf(call, 'POST', `/sandbox/v1/control/trading/quotes/${at(id)}/expire`, {}),
			direct: async ({ ctx }, [id = '']) => fromAnswer(await expireQuoteControl(ctx, id)),
		},
		deposit: moveMoney('deposit'),
		withdraw: moveMoney('withdrawal'),
	},
}
