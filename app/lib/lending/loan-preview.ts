import type { CollateralWallet } from '#contract/lending/api.ts'
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
import { LENDING_MESSAGES, LOAN_CURRENCIES, type LendingTerms } from '#contract/lending/vocabulary.ts'
import { CURRENCY_DECIMALS, type CryptoAsset } from '#contract/money/currency-list.ts'
import { toMinorUnits } from '#contract/money/minor-units.ts'
import { checkAmount } from '../money/amount.ts'

/**
 * A loan request's fields and its preview, without zod: the new-loan page
 * shows the figures as they are typed on its first visit, and the request's
 * schema (forms.ts, loaded when the form is first used) checks the same
 * preview (docs/decisions/120-light-forms.md).
 */

export const LOAN_FIELDS = ['collateralAsset', 'collateralAmount', 'currency', 'amount'] as const
export type LoanFields = Record<(typeof LOAN_FIELDS)[number], string>

const units = (amount: string, currency: CryptoAsset | 'USD') => toMinorUnits(amount, currency)

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
