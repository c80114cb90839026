import { z } from 'zod'
import { CURRENCY_DECIMALS, type FiatCurrency } from '#contract/money/currencies.ts'
import { idempotencyKeySchema } from '#contract/money/transfers.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { checkAmount } from '../money/amount.ts'

/**
 * The wallet page's internal transfer: into or out of the fiat wallet, from
 * or to the funding or operational balance of the currency, with the PIN
 * (and the code with 2FA on). The form carries an idempotency key made when
 * the page was drawn, so a double submit or a replayed post moves the money
 * once (record 086).
 */

export const INTERNAL_TRANSFER_FIELDS = ['direction', 'balance', 'amount', 'key'] as const

export function internalTransferFormSchema(currency: FiatCurrency, twoFAEnabled: boolean) {
	const decimals = CURRENCY_DECIMALS[currency]
	return z
		.object({
			intent: z.string().optional(),
			direction: z.enum(['in', 'out'], { errorMap: () => ({ message: 'Choose into or out of the wallet' }) }),
			balance: z.enum(['funding', 'operational'], { errorMap: () => ({ message: 'Choose the funding or operational balance' }) }),
			amount: z.string({ required_error: 'Enter an amount.' }),
			key: idempotencyKeySchema,
			pin: pinSchema('PIN'),
			...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}),
		})
		.superRefine((value, ctx) => {
			const amount = checkAmount(value.amount ?? '', decimals)
			if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
		})
		.transform((value) => {
			const amount = checkAmount(value.amount, decimals)
			return {
				currency,
				from: value.direction === 'in' ? value.balance : ('fiat' as const),
				to: value.direction === 'in' ? ('fiat' as const) : value.balance,
				amount: amount.ok ? amount.value : value.amount,
				idempotencyKey: value.key,
				pin: value.pin,
				token: 'token' in value ? (value.token as string) : undefined,
			}
		})
}
