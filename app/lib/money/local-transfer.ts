import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { CURRENCY_DECIMALS, fiatCurrencySchema, isFiatCurrency, type FiatCurrency } from '#contract/money/currencies.ts'
import { ACCOUNT_NUMBER_LENGTH, NARRATION_MAX_LENGTH } from '#contract/money/transfer-limits.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { digitsSchema } from './amount-schemas.ts'
import { checkAmount } from './amount.ts'
import type { BankRule } from './transfer-fields.ts'

/**
 * The local transfer's schemas (the form's, loaded by the form binding when it is first used, and the
 * quote's confirm form), run again by the server; its fields and the pages' helpers are in
 * transfer-fields.ts, without zod (docs/decisions/120-light-forms.md).
 */

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
