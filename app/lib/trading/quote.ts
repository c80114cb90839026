import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { CURRENCY_DECIMALS } from '#contract/money/currencies.ts'
import type { CreateTradingQuoteRequest, TradingPairInfo, TradingQuote, TradingWallet } from '#contract/trading/api.ts'
import { TRADE_SIDES } from '#contract/trading/arithmetic.ts'
import { isTradingPair, PAIR_MESSAGES, splitPair, type TradingPair } from '#contract/trading/pairs.ts'
import { checkAmount } from '../money/amount.ts'

/**
 * A request for quote, step by step (docs/product/money.md#quote-then-confirm): the form
 * (/product/trading/quote, its fields in the URL so 'Edit' comes back filled
 * in) posts to itself, the provider makes the quote and its page opens
 * (…/quote/:quoteId) with every figure, the time it holds until and the
 * accept form; accepted, the order's page (…/orders/:id) shows its settlement.
 */

export const QUOTE_FIELDS = ['pair', 'side', 'amount', 'amountIn'] as const
export type QuoteFields = Record<(typeof QUOTE_FIELDS)[number], string>
/** The amount is in the pair's crypto ('base') or its currency ('quote'): a choice that reads the same whatever the pair, with or without JavaScript. */
export const AMOUNT_IN = ['base', 'quote'] as const

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

/** The form's fields read from a URL or a posted form, as typed (checked later by the schema), with the defaults filled in. */
export function readQuoteFields(params: URLSearchParams | FormData): QuoteFields {
	const fields = {} as QuoteFields
	for (const name of QUOTE_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	fields.pair ||= 'BTC-USD'
	fields.side ||= 'BUY'
	fields.amountIn ||= 'base'
	return fields
}

/** The fields as URL search params: 'Edit' back to the form. */
export function quoteSearch(fields: Partial<QuoteFields>) {
	const params = new URLSearchParams()
	for (const name of QUOTE_FIELDS) {
		const value = fields[name]
		if (value) params.set(name, value)
	}
	return params.toString()
}

/** A quote as the form's fields: 'Edit' and 'Get a new quote' ask for the same trade again. */
export function quoteFormFields(quote: Pick<TradingQuote, 'pair' | 'side' | 'amount' | 'amountCurrency' | 'base'>): QuoteFields {
	return { pair: quote.pair, side: quote.side, amount: quote.amount, amountIn: quote.amountCurrency === quote.base ? 'base' : 'quote' }
}

/** The form's page: its fields, the pairs with their prices and limits, the trading wallets, a refused post's answer. */
export type QuoteFormPage = {
	fields: QuoteFields
	pairs: TradingPairInfo[]
	wallets: TradingWallet[]
	/** Without a PIN the form says so first: the quote could not be accepted. */
	pinExists: boolean
	lastResult: SubmissionResult<string[]> | null
}
