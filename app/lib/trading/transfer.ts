import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { CURRENCY_DECIMALS } from '#contract/money/currencies.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import type { TradingWallet } from '#contract/trading/api.ts'
import { isTradingCurrency, PAIR_MESSAGES } from '#contract/trading/pairs.ts'
import { TRANSFER_DIRECTIONS } from '#contract/trading/statuses.ts'
import { checkAmount } from '../money/amount.ts'

/**
 * An internal transfer between a trading wallet and the same currency's main
 * wallet (crypto) or funding balance (fiat): one form with the PIN (and the
 * code with 2FA on), and an idempotency key made when the form was drawn, so
 * a double click or a replay moves the money once.
 */

export const TRANSFER_FORM_FIELDS = ['currency', 'direction', 'amount', 'idempotencyKey'] as const
export type TransferFormFields = Record<(typeof TRANSFER_FORM_FIELDS)[number], string>
export const TRANSFER_MESSAGES = { direction: 'Choose where the money goes', key: 'This form is out of date: open it again' } as const

export function transferFormSchema(twoFAEnabled: boolean) {
	return z
		.object({
			currency: z
				.string({ required_error: PAIR_MESSAGES.currency('') })
				.trim()
				.toUpperCase()
				.max(10, PAIR_MESSAGES.currency('')),
			direction: z.enum(TRANSFER_DIRECTIONS, { errorMap: () => ({ message: TRANSFER_MESSAGES.direction }) }),
			amount: z.string().optional(),
			idempotencyKey: z.string({ required_error: TRANSFER_MESSAGES.key }).regex(/^[A-Za-z0-9_-]{8,128}$/, TRANSFER_MESSAGES.key),
			pin: pinSchema('PIN'),
			...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}),
		})
		.superRefine((value, ctx) => {
			if (!isTradingCurrency(value.currency)) {
				ctx.addIssue({ code: 'custom', path: ['currency'], message: PAIR_MESSAGES.currency(value.currency) })
				return
			}
			const amount = checkAmount(value.amount ?? '', CURRENCY_DECIMALS[value.currency])
			if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
		})
		.transform((value) => {
			const currency = value.currency as Parameters<typeof isTradingCurrency>[0]
			const amount = checkAmount(value.amount ?? '', isTradingCurrency(currency) ? CURRENCY_DECIMALS[currency] : 0)
			return { ...value, amount: amount.ok ? amount.value : '' }
		})
}

export function readTransferFields(params: URLSearchParams | FormData): TransferFormFields {
	const fields = {} as TransferFormFields
	for (const name of TRANSFER_FORM_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	fields.currency = fields.currency.toUpperCase() || 'USD'
	fields.direction ||= 'IN'
	return fields
}

/** The form's page: its fields (the key included), the trading wallets, the funding balances, whether it asks for the PIN and the code. */
export type TransferFormPage = {
	fields: TransferFormFields
	wallets: TradingWallet[]
	funding: { currency: string; balance: string }[]
	pinExists: boolean
	twoFAEnabled: boolean
	lastResult: SubmissionResult<string[]> | null
}
