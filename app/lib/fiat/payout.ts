import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { CURRENCY_DECIMALS, type FiatCurrency } from '#contract/money/currencies.ts'
import { NARRATION_MAX_LENGTH } from '#contract/money/transfer-limits.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { checkAmount } from '../money/amount.ts'

/**
 * A payout, step by step (as the local transfer and the crypto withdrawal:
 * docs/product/money.md#quote-then-confirm): the form (/product/fiat-wallet-service/payout?currency=, its
 * fields in the URL so 'Edit' comes back filled in) posts to itself, the
 * provider makes the quote and its page opens (…/payout/:quoteId) with every
 * figure; when the same payout went to the same beneficiary less than ten
 * minutes ago, the page asks 'Send again?' first (a post that answers it:
 * `?again=yes`), then the confirm form (PIN, and the authenticator code with
 * 2FA on) makes the quote's one payout, and its receipt follows its status.
 */

export const PAYOUT_FORM_FIELDS = ['beneficiary', 'amount', 'narration'] as const
export type PayoutFormFields = Record<(typeof PAYOUT_FORM_FIELDS)[number], string>

export const PAYOUT_FORM_MESSAGES = { beneficiary: 'Choose a beneficiary, or add a new one' } as const

export function payoutFormSchema(currency: FiatCurrency, beneficiaryIds: readonly string[] | null) {
	const decimals = CURRENCY_DECIMALS[currency]
	return z
		.object({
			intent: z.string().optional(),
			beneficiary: z.string({ required_error: PAYOUT_FORM_MESSAGES.beneficiary }).trim().min(1, PAYOUT_FORM_MESSAGES.beneficiary).max(64),
			amount: z.string({ required_error: 'Enter an amount.' }),
			narration: textSchema('the narration')
				.max(NARRATION_MAX_LENGTH, `Keep the narration under ${NARRATION_MAX_LENGTH} characters.`)
				.optional(),
		})
		.superRefine((value, ctx) => {
			if (beneficiaryIds && value.beneficiary && !beneficiaryIds.includes(value.beneficiary))
				ctx.addIssue({ code: 'custom', path: ['beneficiary'], message: PAYOUT_FORM_MESSAGES.beneficiary })
			const amount = checkAmount(value.amount ?? '', decimals)
			if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
		})
		.transform((value) => {
			const amount = checkAmount(value.amount, decimals)
			return {
				currency,
				beneficiaryId: value.beneficiary,
				amount: amount.ok ? amount.value : value.amount,
				...(value.narration ? { narration: value.narration } : {}),
			}
		})
}

/** The confirm form: the PIN, the code with 2FA on, and the answer to 'Send again?' when it was asked. */
export function confirmPayoutSchema(twoFAEnabled: boolean) {
	return z.object({
		intent: z.string().optional(),
		pin: pinSchema('PIN'),
		sendAgain: z.literal('yes').optional(),
		// Confirmation of payee (record 109): ticked to pay a beneficiary the bank says someone else holds.
		confirmNameMismatch: z.literal('on').optional(),
		...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}),
	})
}

export function readPayoutFields(params: URLSearchParams | FormData): PayoutFormFields {
	const fields = {} as PayoutFormFields
	for (const name of PAYOUT_FORM_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	return fields
}
