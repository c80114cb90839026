import { FIAT_CURRENCIES, type FiatCurrency } from '#contract/money/currency-list.ts'

/**
 * The local transfer, step by step: the form (currency, bank, account
 * number, amount, narration; a URL with its fields, so 'Edit' comes back
 * filled in) posts to /local-transfer/quote, which makes the quote at the
 * provider (an id, an expiry and every figure) and opens its page,
 * /local-transfer/quote/:id, whose confirm form adds the PIN and the
 * authenticator code (2FA users). No zod here: the form and the quote page
 * import this module on their first visit; the schemas are in local-transfer.ts.
 */

export const DEFAULT_TRANSFER_CURRENCY: FiatCurrency = 'NGN'

/** What the form needs to know of a bank. */
export type BankRule = { code: string; name: string }

export const TRANSFER_FIELDS = ['currency', 'bankCode', 'accountNumber', 'amount', 'narration'] as const
export type TransferFields = Record<(typeof TRANSFER_FIELDS)[number], string>

/** A quote's transfer as the form's fields: 'Edit' and 'Get a new quote' start from them. */
export function quoteFields(quote: {
	currency: string
	bankCode: string
	accountNumber: string
	amount: string
	narration: string | null
}): TransferFields {
	return {
		currency: quote.currency,
		bankCode: quote.bankCode,
		accountNumber: quote.accountNumber,
		amount: quote.amount,
		narration: quote.narration ?? '',
	}
}

/** The fields of a transfer as URL search params: the quote page's address, and 'Edit' back to the form. */
export function transferSearch(fields: Partial<TransferFields>) {
	const params = new URLSearchParams()
	for (const name of TRANSFER_FIELDS) {
		const value = fields[name]
		if (value) params.set(name, value)
	}
	return params.toString()
}

/** The form's fields read from a URL or a posted form, as typed (checked later by the schema). */
export function readTransferFields(params: URLSearchParams | FormData): TransferFields {
	const fields = {} as TransferFields
	for (const name of TRANSFER_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	if (!fields.currency) fields.currency = DEFAULT_TRANSFER_CURRENCY
	return fields
}

export const TRANSFER_CURRENCIES = FIAT_CURRENCIES
