import { z } from 'zod'
import { CURRENCY_DECIMALS } from '#contract/money/currency-list.ts'
import type { CreateTradingQuoteRequest } from '#contract/trading/api.ts'
import { TRADE_SIDES } from '#contract/trading/arithmetic.ts'
import { isTradingPair, PAIR_MESSAGES, splitPair, type TradingPair } from '#contract/trading/pairs.ts'
import { checkAmount } from '../money/amount.ts'
import { AMOUNT_IN } from './quote-fields.ts'

/**
 * The request for quote's schema, loaded by the form when it is first used (the kit's form binding,
 * docs/decisions/120-light-forms.md) and run again by the server; its fields and the pages' helpers
 * are in quote-fields.ts, without zod.
 */

export const QUOTE_MESSAGES = {
	pair: PAIR_MESSAGES.required,
	side: 'Choose buy or sell',
	amountIn: 'Say which currency the amount is in',
} as const

/** The form as one schema, for the browser (conform) and the server alike; its output is the provider's request. */
export const quoteFormSchema = z
	.object({
		pair: z.string({ required_error: QUOTE_MESSAGES.pair }).trim().toUpperCase().max(20, QUOTE_MESSAGES.pair),
		side: z.enum(TRADE_SIDES, { errorMap: () => ({ message: QUOTE_MESSAGES.side }) }),
		amountIn: z.enum(AMOUNT_IN, { errorMap: () => ({ message: QUOTE_MESSAGES.amountIn }) }),
		amount: z.string().optional(),
	})
	.superRefine((value, ctx) => {
		if (!isTradingPair(value.pair)) {
			ctx.addIssue({ code: 'custom', path: ['pair'], message: PAIR_MESSAGES.notOffered(value.pair) })
			return
		}
		const { base, quote } = splitPair(value.pair)
		const amount = checkAmount(value.amount ?? '', CURRENCY_DECIMALS[value.amountIn === 'base' ? base : quote])
		if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
	})
	.transform((value): CreateTradingQuoteRequest => {
		const { base, quote } = splitPair(value.pair as TradingPair)
		const currency = value.amountIn === 'base' ? base : quote
		const amount = checkAmount(value.amount ?? '', CURRENCY_DECIMALS[currency])
		return { pair: value.pair, side: value.side, amount: amount.ok ? amount.value : '', amountCurrency: currency }
	})
