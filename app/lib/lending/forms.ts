import { z } from 'zod'
import { idempotencyKeySchema, type CollateralWallet } from '#contract/lending/api.ts'
import {
	LENDING_MESSAGES,
	LOAN_CURRENCIES,
	TRANSFER_DIRECTIONS,
	type LendingTerms,
	type TransferDirection,
} from '#contract/lending/vocabulary.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, isCryptoAsset, type CryptoAsset } from '#contract/money/currencies.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { checkAmount } from '../money/amount.ts'
import { REPAY_FULL_INTENT, REPAY_INTENT, REQUEST_LOAN_INTENT, TRANSFER_COLLATERAL_INTENT } from './labels.ts'
import { previewLoan } from './loan-preview.ts'

/**
 * The Lending service's forms, one schema each for the browser (conform) and
 * the server alike (record 083), with the provider's own messages
 * (contract/lending/api.ts), so JavaScript on or off a figure is refused the
 * same way. Every post that moves money carries the idempotency key the
 * server made when it rendered the form (record 083), the transaction PIN,
 * and the authenticator code when 2FA is on.
 *
 * A schema given what the page knows (the card's terms, the wallets, what is
 * owed) checks the figures against it too; on the server, where the
 * provider checks them again, it is given nothing and checks their shape.
 * The views load this module when a form is first used (the kit's form
 * binding); the loan's fields and its preview are in loan-preview.ts, without
 * zod (docs/decisions/120-light-forms.md).
 */

export const COLLATERAL_TRANSFER_FIELDS = ['asset', 'direction', 'amount'] as const
export const REPAY_FIELDS = ['amount'] as const

const secrets = (twoFAEnabled: boolean) => ({
	pin: pinSchema('PIN'),
	...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}),
	idempotencyKey: idempotencyKeySchema,
})

const decimalsOf = (asset: string) => (isCryptoAsset(asset) ? CURRENCY_DECIMALS[asset] : 8)
const units = (amount: string, currency: CryptoAsset | 'USD') => toMinorUnits(amount, currency)

// ─── Requesting a loan ──────────────────────────────────────────────────────

/**
 * The request's post: the figures (hidden fields of the preview the page
 * shows), the PIN, the code with 2FA on, and the idempotency key. With the
 * page's terms and wallets, the figures are checked as the preview checks
 * them; without (the server), their shape only.
 */
export function loanRequestSchema(
	twoFAEnabled: boolean,
	known: { terms: readonly LendingTerms[]; wallets: readonly CollateralWallet[] } | null,
) {
	return z
		.object({
			intent: z.literal(REQUEST_LOAN_INTENT).optional(),
			collateralAsset: z.string().default(''),
			collateralAmount: z.string().default(''),
			currency: z.string().default(''),
			amount: z.string().default(''),
			...secrets(twoFAEnabled),
		})
		.superRefine((value, ctx) => {
			const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
			if (known) {
				for (const [field, message] of Object.entries(previewLoan(value, known.terms, known.wallets, true).errors)) issue(field, message)
				return
			}
			if (!isCryptoAsset(value.collateralAsset.trim().toUpperCase()))
				issue('collateralAsset', LENDING_MESSAGES.notLent(value.collateralAsset || 'this asset'))
			if (!(LOAN_CURRENCIES as readonly string[]).includes(value.currency.trim().toUpperCase()))
				issue('currency', LENDING_MESSAGES.currency)
			const collateral = checkAmount(value.collateralAmount, decimalsOf(value.collateralAsset.trim().toUpperCase()))
			if (!collateral.ok) issue('collateralAmount', collateral.message)
			const amount = checkAmount(value.amount, CURRENCY_DECIMALS.USD)
			if (!amount.ok) issue('amount', amount.message)
		})
		.transform((value) => {
			const plain = (text: string, decimals: number) => {
				const checked = checkAmount(text, decimals)
				return checked.ok ? checked.value : text
			}
			const asset = value.collateralAsset.trim().toUpperCase()
			return {
				currency: value.currency.trim().toUpperCase(),
				amount: plain(value.amount, CURRENCY_DECIMALS.USD),
				collateralAsset: asset,
				collateralAmount: plain(value.collateralAmount, decimalsOf(asset)),
				pin: value.pin,
				token: 'token' in value ? (value.token as string) : undefined,
				idempotencyKey: value.idempotencyKey,
			}
		})
}

// ─── Collateral transfers ───────────────────────────────────────────────────

export const DIRECTION_MESSAGE = 'Choose which way to move it'

/**
 * Moving collateral between a main wallet and a collateral wallet. With the
 * page's wallets, the amount is checked against what the source holds.
 */
export function collateralTransferSchema(twoFAEnabled: boolean, wallets: readonly CollateralWallet[] | null) {
	return z
		.object({
			intent: z.literal(TRANSFER_COLLATERAL_INTENT).optional(),
			asset: z.string({ required_error: 'Choose an asset' }).trim().toUpperCase(),
			direction: z.enum(TRANSFER_DIRECTIONS, { errorMap: () => ({ message: DIRECTION_MESSAGE }) }),
			amount: z.string().default(''),
			...secrets(twoFAEnabled),
		})
		.superRefine((value, ctx) => {
			const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
			if (!isCryptoAsset(value.asset)) return issue('asset', LENDING_MESSAGES.notLent(value.asset || 'this asset'))
			const amount = checkAmount(value.amount, CURRENCY_DECIMALS[value.asset])
			if (!amount.ok) return issue('amount', amount.message)
			if (!wallets) return
			const wallet = wallets.find((item) => item.asset === value.asset)
			if (!wallet) return issue('asset', LENDING_MESSAGES.notLent(value.asset))
			if (!wallet.id) return issue('asset', LENDING_MESSAGES.noWallet(value.asset))
			const source = sourceBalance(wallet, value.direction)
			if (source === null) return issue('asset', LENDING_MESSAGES.noMainWallet(value.asset))
			if (units(amount.value, value.asset) > units(source, value.asset))
				issue(
					'amount',
					value.direction === 'TO_COLLATERAL'
						? LENDING_MESSAGES.mainBalance(source, value.asset)
						: LENDING_MESSAGES.collateralBalance(source, value.asset),
				)
		})
		.transform((value) => {
			const amount = checkAmount(value.amount, decimalsOf(value.asset))
			return {
				asset: value.asset,
				direction: value.direction,
				amount: amount.ok ? amount.value : value.amount,
				pin: value.pin,
				token: 'token' in value ? (value.token as string) : undefined,
				idempotencyKey: value.idempotencyKey,
			}
		})
}

/** What a transfer's source holds: the main wallet (on the transfers' network) or the collateral wallet; null without a main wallet. */
export function sourceBalance(wallet: CollateralWallet, direction: TransferDirection) {
	return direction === 'TO_COLLATERAL' ? (wallet.mainWallet?.balance ?? null) : wallet.balance
}

// ─── Repaying ───────────────────────────────────────────────────────────────

/**
 * A repayment: an amount ('Repay'), or what is owed ('Repay in full'). With
 * what the page knows (owed, the USD funding balance), an amount above
 * either is refused as the provider would.
 */
export function repaySchema(twoFAEnabled: boolean, known: { owed: string; fundingBalance: string } | null) {
	return z
		.object({
			intent: z.enum([REPAY_INTENT, REPAY_FULL_INTENT]).default(REPAY_INTENT),
			amount: z.string().default(''),
			...secrets(twoFAEnabled),
		})
		.superRefine((value, ctx) => {
			const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message })
			const full = value.intent === REPAY_FULL_INTENT
			const amount = full ? null : checkAmount(value.amount, CURRENCY_DECIMALS.USD)
			if (amount && !amount.ok) return issue(amount.message)
			if (!known) return
			const paying = units(amount?.ok ? amount.value : known.owed, 'USD')
			if (paying > units(known.owed, 'USD')) return issue(LENDING_MESSAGES.aboveOwed(known.owed))
			if (paying > units(known.fundingBalance, 'USD')) issue(LENDING_MESSAGES.fundingBalance(known.fundingBalance))
		})
		.transform((value) => {
			const amount = checkAmount(value.amount, CURRENCY_DECIMALS.USD)
			return {
				...(value.intent === REPAY_FULL_INTENT ? { full: true as const } : { amount: amount.ok ? amount.value : value.amount }),
				pin: value.pin,
				token: 'token' in value ? (value.token as string) : undefined,
				idempotencyKey: value.idempotencyKey,
			}
		})
}
