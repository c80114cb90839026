import { z } from 'zod'
import {
	idempotencyKeySchema,
	LENDING_MESSAGES,
	LOAN_CURRENCIES,
	TRANSFER_DIRECTIONS,
	type CollateralWallet,
	type LendingTerms,
	type TransferDirection,
} from '#contract/lending/api.ts'
import {
	collateralValueText,
	dayInterest,
	interestFor,
	loanToValue,
	ltvText,
	maxBorrow,
	priceAtLevel,
	zoneOf,
	type LtvZone,
} from '#contract/lending/arithmetic.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, isCryptoAsset, type CryptoAsset } from '#contract/money/currencies.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { checkAmount } from '../money/amount.ts'
import { REPAY_FULL_INTENT, REPAY_INTENT, REQUEST_LOAN_INTENT, TRANSFER_COLLATERAL_INTENT } from './labels.ts'

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
 */

export const LOAN_FIELDS = ['collateralAsset', 'collateralAmount', 'currency', 'amount'] as const
export type LoanFields = Record<(typeof LOAN_FIELDS)[number], string>
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

/** The loan's fields as a URL or a form holds them (the 'Update' form is a GET: every preview is a URL). */
export function readLoanFields(params: URLSearchParams | FormData, terms: readonly LendingTerms[]): LoanFields {
	const fields = {} as LoanFields
	for (const name of LOAN_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 100)
	}
	if (!fields.collateralAsset) fields.collateralAsset = terms[0]?.asset ?? ''
	fields.collateralAsset = fields.collateralAsset.trim().toUpperCase()
	if (!fields.currency) fields.currency = terms.find((line) => line.asset === fields.collateralAsset)?.currency ?? LOAN_CURRENCIES[0]
	return fields
}

export type LoanPreview = {
	asset: string
	terms: LendingTerms | null
	/** The collateral wallet of the asset, when there is one. */
	wallet: CollateralWallet | null
	collateralAmount: string | null
	amount: string | null
	collateralValue: string | null
	/** The most one may borrow against that collateral at request. */
	maxBorrow: string | null
	ltv: string | null
	zone: LtvZone | null
	/** A day's interest and 30 days' on the amount, at the card's rate. */
	dayInterest: string | null
	monthInterest: string | null
	warningPrice: string | null
	liquidationPrice: string | null
	errors: Partial<Record<(typeof LOAN_FIELDS)[number], string>>
	/** Every figure given and none refused: the request can be made. */
	ready: boolean
}

/**
 * The loan the fields describe, against the card's terms, the collateral
 * wallet and the current price: its loan-to-value and levels, its interest,
 * and what is wrong with it, in the provider's words. The 'Update' preview
 * (server), the figures that follow the typing (browser) and the request
 * form's checks are all this one function. `required`: an empty figure is an
 * error (a post), rather than not yet typed (a preview).
 */
export function previewLoan(
	fields: LoanFields,
	termsList: readonly LendingTerms[],
	wallets: readonly CollateralWallet[],
	required = false,
): LoanPreview {
	const asset = fields.collateralAsset
	const terms = termsList.find((line) => line.asset === asset) ?? null
	const wallet = wallets.find((item) => item.asset === asset) ?? null
	const errors: LoanPreview['errors'] = {}
	const preview: LoanPreview = {
		asset,
		terms,
		wallet,
		collateralAmount: null,
		amount: null,
		collateralValue: null,
		maxBorrow: null,
		ltv: null,
		zone: null,
		dayInterest: null,
		monthInterest: null,
		warningPrice: null,
		liquidationPrice: null,
		errors,
		ready: false,
	}
	if (!terms) {
		errors.collateralAsset = LENDING_MESSAGES.notLent(asset || 'this asset')
		return preview
	}
	if (!(LOAN_CURRENCIES as readonly string[]).includes(fields.currency.trim().toUpperCase())) errors.currency = LENDING_MESSAGES.currency
	if (!wallet?.id) errors.collateralAsset = LENDING_MESSAGES.noWallet(terms.asset)
	const typed = (value: string, decimals: number) => (value.trim() || required ? checkAmount(value, decimals) : null)
	const collateral = typed(fields.collateralAmount, CURRENCY_DECIMALS[terms.asset])
	if (collateral && !collateral.ok) errors.collateralAmount = collateral.message
	else if (collateral && wallet?.id && units(collateral.value, terms.asset) > units(wallet.balance, terms.asset))
		errors.collateralAmount = LENDING_MESSAGES.collateralBalance(wallet.balance, terms.asset)
	const amount = typed(fields.amount, CURRENCY_DECIMALS.USD)
	if (amount && !amount.ok) errors.amount = amount.message
	else if (amount && terms.minAmount && units(amount.value, 'USD') < units(terms.minAmount, 'USD'))
		errors.amount = LENDING_MESSAGES.belowMinimum(terms.minAmount)
	else if (amount && terms.maxAmount && units(amount.value, 'USD') > units(terms.maxAmount, 'USD'))
		errors.amount = LENDING_MESSAGES.aboveMaximum(terms.maxAmount)

	const price = wallet?.price
	if (collateral?.ok && price) {
		preview.collateralAmount = collateral.value
		preview.collateralValue = collateralValueText(collateral.value, price)
		preview.maxBorrow = maxBorrow(collateral.value, price, terms.ltv.max)
	}
	if (amount?.ok) {
		preview.amount = amount.value
		preview.dayInterest = dayInterest(amount.value, terms.monthlyRatePercent)
		preview.monthInterest = interestFor(amount.value, terms.monthlyRatePercent, 30)
	}
	if (collateral?.ok && amount?.ok && price) {
		const ltv = loanToValue(amount.value, collateral.value, price)
		if (!ltv) errors.collateralAmount ??= LENDING_MESSAGES.noCollateralValue
		else {
			preview.ltv = ltvText(ltv)
			preview.zone = zoneOf(ltv, terms.ltv)
			preview.warningPrice = priceAtLevel(amount.value, collateral.value, terms.ltv.warning)
			preview.liquidationPrice = priceAtLevel(amount.value, collateral.value, terms.ltv.liquidation)
			if (ltv.gt(terms.ltv.max) && !errors.amount)
				errors.amount = LENDING_MESSAGES.ltvAboveMaximum(preview.ltv, terms.ltv.max, preview.maxBorrow!)
		}
	}
	preview.ready = Boolean(collateral?.ok && amount?.ok && price) && Object.keys(errors).length === 0
	return preview
}

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
