import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { CURRENCY_DECIMALS, fiatCurrencySchema, FIAT_CURRENCIES, isFiatCurrency, type FiatCurrency } from '#contract/money/currencies.ts'
import { ACCOUNT_NUMBER_LENGTH, NARRATION_MAX_LENGTH } from '#contract/money/transfers.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { checkAmount, digitsSchema } from './amount.ts'

/**
 * The local transfer, step by step: the form (currency, bank, account
 * number, amount, narration; a URL with its fields, so 'Edit' comes back
 * filled in) posts to /local-transfer/quote, which makes the quote at the
 * provider (an id, an expiry and every figure) and opens its page,
 * /local-transfer/quote/:id, whose confirm form adds the PIN and the
 * authenticator code (2FA users).
 */

export const DEFAULT_TRANSFER_CURRENCY: FiatCurrency = 'NGN'
export { ACCOUNT_NUMBER_LENGTH, NARRATION_MAX_LENGTH }

/** What the form needs to know of a bank. */
export type BankRule = { code: string; name: string }

export const TRANSFER_FIELDS = ['currency', 'bankCode', 'accountNumber', 'amount', 'narration'] as const
export type TransferFields = Record<(typeof TRANSFER_FIELDS)[number], string>

/** The currency a URL names, when it is a supported fiat currency. */
export function parseTransferCurrency(value: string | null | undefined): FiatCurrency | null {
	const parsed = fiatCurrencySchema.safeParse(value ?? '')
	return parsed.success ? parsed.data : null
}

/**
 * The form's fields as one schema, for the browser (conform) and the server
 * alike. `banks` are the currency's banks: the bank must be one of them
 * (null: the provider checks it); every bank's account numbers have ten digits.
 */
export function transferFormSchema(banks: readonly BankRule[] | null) {
	return (
		z
			.object({
				currency: fiatCurrencySchema,
				bankCode: z.string({ required_error: 'Choose a bank.' }).trim().min(1, 'Choose a bank.'),
				accountNumber: digitsSchema('account number', { min: ACCOUNT_NUMBER_LENGTH, max: ACCOUNT_NUMBER_LENGTH }),
				amount: z.string({ required_error: 'Enter an amount.' }),
				narration: textSchema('the narration')
					.max(NARRATION_MAX_LENGTH, `Keep the narration under ${NARRATION_MAX_LENGTH} characters.`)
					.optional(),
			})
			// Refinements run even when a field failed, so every wrong field is named at once.
			.superRefine((value, ctx) => {
				if (banks && value.bankCode && !banks.some((b) => b.code === value.bankCode)) {
					ctx.addIssue({ code: 'custom', path: ['bankCode'], message: 'Choose a bank.' })
				}
				const amount = checkAmount(value.amount ?? '', decimalsOf(value.currency))
				if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
			})
			.transform((value) => {
				const amount = checkAmount(value.amount, decimalsOf(value.currency))
				return { ...value, amount: amount.ok ? amount.value : value.amount, narration: value.narration || undefined }
			})
	)
}

/** A currency's decimals; 2 for one that is not supported (its own error says so). */
function decimalsOf(currency: string) {
	return isFiatCurrency(currency) ? CURRENCY_DECIMALS[currency] : 2
}

/**
 * The confirm form of a quote: the PIN and, with 2FA on, the code. The quote
 * itself (its figures, and its id that makes it one transfer at most) is the
 * provider's, named by the page's URL.
 */
export function confirmQuoteSchema(twoFAEnabled: boolean) {
	return z.object({ pin: pinSchema('PIN'), ...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}) })
}

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
