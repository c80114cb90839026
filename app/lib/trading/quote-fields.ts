import type { SubmissionResult } from '@conform-to/react'
import type { TradingPairInfo, TradingQuote, TradingWallet } from '#contract/trading/api.ts'

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
