import { CRYPTO_ASSETS, type CryptoAsset } from '../money/currency-list.ts'
import { formatMoney } from '../money/format.ts'
import type { Rate, RateCard } from '../products.ts'
import type { LtvLevels } from './arithmetic.ts'

/*
 * The Lending service's words and terms without their schemas: statuses, directions, the provider's
 * messages and the rate card's loan terms. The new-loan page previews a loan with them on its first
 * visit, so zod stays out of it; api.ts builds the schemas on them and re-exports them
 * (docs/decisions/120-light-forms.md).
 */

export const LOAN_CURRENCIES = ['USD'] as const
export type LoanCurrency = (typeof LOAN_CURRENCIES)[number]
export const LOAN_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'REPAID', 'LIQUIDATED'] as const
export type LoanStatus = (typeof LOAN_STATUSES)[number]
export const LTV_ZONES = ['HEALTHY', 'WARNING', 'LIQUIDATION'] as const
export const TRANSFER_DIRECTIONS = ['TO_COLLATERAL', 'TO_MAIN'] as const
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number]
export const LOAN_EVENT_KINDS = [
	'REQUESTED',
	'APPROVED',
	'DISBURSED',
	'REJECTED',
	'INTEREST',
	'REPAYMENT',
	'WARNING',
	'RECOVERED',
	'LIQUIDATED',
	'COLLATERAL_RETURNED',
] as const
export type LoanEventKind = (typeof LOAN_EVENT_KINDS)[number]

/** The most days the back office moves a loan's clock at once (ten years). */
export const MAX_ADVANCE_DAYS = 3650

export const LENDING_ERROR_CODES = {
	walletExists: 'WALLET_EXISTS',
	noWallet: 'NO_COLLATERAL_WALLET',
	noMainWallet: 'NO_MAIN_WALLET',
	insufficientBalance: 'INSUFFICIENT_BALANCE',
	ltvAboveMaximum: 'LTV_ABOVE_MAXIMUM',
	outsideLimits: 'OUTSIDE_LIMITS',
	aboveOwed: 'ABOVE_OWED',
	loanNotActive: 'LOAN_NOT_ACTIVE',
	loanNotPending: 'LOAN_NOT_PENDING',
	idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
} as const

const usd = (amount: string) => formatMoney(amount, 'USD')

export const LENDING_MESSAGES = {
	loanNotFound: 'No loan with this id',
	notLent: (asset: string) => `The Lending service does not lend against ${asset}`,
	currency: 'Loans are in USD: choose USD',
	walletExists: (asset: string) => `You already have a ${asset} collateral wallet`,
	walletCreated: (asset: string) => `${asset} collateral wallet created`,
	noWallet: (asset: string) => `You have no ${asset} collateral wallet yet: create it first`,
	noMainWallet: (asset: string) => `You have no ${asset} main wallet in the Wallet service to move ${asset} from`,
	mainBalance: (balance: string, asset: string) =>
		`The amount is more than your ${asset} main wallet holds: ${formatMoney(balance, asset)}`,
	collateralBalance: (balance: string, asset: string) =>
		`The amount is more than your ${asset} collateral wallet holds: ${formatMoney(balance, asset)}`,
	transferred: (amount: string, asset: string, direction: TransferDirection) =>
		direction === 'TO_COLLATERAL'
			? `${formatMoney(amount, asset)} moved to your ${asset} collateral wallet`
			: `${formatMoney(amount, asset)} moved back to your ${asset} main wallet`,
	belowMinimum: (minimum: string) => `The smallest loan is ${usd(minimum)}`,
	aboveMaximum: (maximum: string) => `The largest loan is ${usd(maximum)}`,
	ltvAboveMaximum: (ltv: string, max: string, most: string) =>
		`This loan would be ${ltv}% of the collateral's value: at most ${max}% may be borrowed at request (${usd(most)} against this collateral)`,
	noCollateralValue: 'The collateral is worth nothing at the current price: add collateral',
	requested: 'Loan requested: the provider reviews it',
	replayed: 'This request was already made: here is its loan',
	conflict: 'This idempotency key was already used for a different request',
	aboveOwed: (owed: string) => `You owe ${usd(owed)}: repay at most that`,
	fundingBalance: (balance: string) => `The repayment is more than your USD funding balance: ${usd(balance)}`,
	amountRequired: 'Enter an amount, or repay in full',
	repaid: (amount: string) => `${usd(amount)} repaid`,
	repaidInFull: 'Loan repaid in full: its collateral is back in your collateral wallet',
	repaymentReplayed: 'This repayment was already made',
	notActive: (status: string) => `This loan is ${status.toLowerCase()}: only an active loan can be repaid`,
	notPending: (status: string) => `This loan is already ${status.toLowerCase()}`,
	notAccruing: (status: string) => `This loan is ${status.toLowerCase()}: only an active loan accrues interest`,
	approveAboveMaximum: (ltv: string, max: string) =>
		`At the current price this loan would be ${ltv}% of its collateral's value, above the ${max}% allowed at request: reject it or wait for the price`,
} as const

/** The terms the card offers against one collateral asset. Figures are decimal strings. */
export type LendingTerms = {
	asset: CryptoAsset
	currency: LoanCurrency
	/** Interest per month, in % (the card's `feePercent`). */
	monthlyRatePercent: string
	minAmount: string | null
	maxAmount: string | null
	ltv: LtvLevels
}

/** A number from the card as a decimal string (the card's figures are short decimals: exact once written out). */
const decimal = (value: number) => {
	const text = value.toString()
	if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Not a short decimal: ${text}`)
	return text
}
const cents = (value: number | null) => (value === null ? null : Number(value).toFixed(2))

/**
 * The rate card's loan lines as terms: one per collateral asset, in the
 * card's order. A line without loan-to-value levels or in another currency
 * lends nothing (a card copied before lending had them).
 */
export function lendingTerms(card: Pick<RateCard, 'rates'>): LendingTerms[] {
	return card.rates
		.filter((rate): rate is Rate & { loanToValue: NonNullable<Rate['loanToValue']> } =>
			Boolean(
				rate.operation === 'loan' &&
				rate.loanToValue &&
				(CRYPTO_ASSETS as readonly string[]).includes(rate.asset) &&
				(LOAN_CURRENCIES as readonly string[]).includes(rate.limitAsset),
			),
		)
		.map((rate) => ({
			asset: rate.asset as CryptoAsset,
			currency: rate.limitAsset as LoanCurrency,
			monthlyRatePercent: decimal(rate.feePercent),
			minAmount: cents(rate.minAmount),
			maxAmount: cents(rate.maxAmount),
			ltv: {
				max: decimal(rate.loanToValue.max),
				warning: decimal(rate.loanToValue.warning),
				liquidation: decimal(rate.loanToValue.liquidation),
			},
		}))
}
