import type { BeneficiaryKind } from '#contract/fiat/beneficiary-labels.ts'
import type { PayoutService } from '#contract/fiat/payouts.ts'
import { isFiatCurrency, type FiatCurrency } from '#contract/money/currency-list.ts'

/**
 * Where the Fiat wallet's pages live and how they are addressed (docs/product/fiat.md#screens):
 * the overview at /product/fiat-wallet-service, a wallet by `?currency=`,
 * the payout's form and quote under the overview, and the service's own
 * pages under /fiat/ (the receipt by `?currency=&transfer-id=&service-name=`,
 * the beneficiary forms by `?currency=`). Every page is reached by links
 * from the overview.
 */

export const FIAT_PATH = '/product/fiat-wallet-service'
export const FIAT_WALLET_PATH = `${FIAT_PATH}/wallet`
export const PAYOUT_PATH = `${FIAT_PATH}/payout`
export const RECEIPT_PATH = '/fiat/payout/receipt'
export const RECEIPT_PDF_PATH = '/fiat/payout/receipt/pdf'

const query = (params: Record<string, string | undefined>) => {
	const search = new URLSearchParams()
	for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
	return search.toString()
}

export const fiatWalletPath = (currency: FiatCurrency, params: Record<string, string | undefined> = {}) =>
	`${FIAT_WALLET_PATH}?${query({ currency, ...params })}`
export const fiatWalletCsvPath = (currency: FiatCurrency, params: Record<string, string | undefined> = {}) =>
	`${FIAT_WALLET_PATH}/export.csv?${query({ currency, ...params })}`
export const payoutPath = (currency: FiatCurrency, params: { beneficiary?: string; amount?: string; narration?: string } = {}) =>
	`${PAYOUT_PATH}?${query({ currency, ...params })}`
export const payoutQuotePath = (quoteId: string, params: { again?: string } = {}) => {
	const search = query(params)
	return `${PAYOUT_PATH}/${encodeURIComponent(quoteId)}${search ? `?${search}` : ''}`
}

/** The receipt of a payout: whose service it is says which guard opens it. */
export const receiptSearch = (payout: { currency: FiatCurrency; id: string; service: PayoutService }) =>
	query({ currency: payout.currency, 'transfer-id': payout.id, 'service-name': payout.service })
export const receiptPath = (payout: { currency: FiatCurrency; id: string; service: PayoutService }) =>
	`${RECEIPT_PATH}?${receiptSearch(payout)}`
export const receiptPdfPath = (payout: { currency: FiatCurrency; id: string; service: PayoutService }) =>
	`${RECEIPT_PDF_PATH}?${receiptSearch(payout)}`

export const BENEFICIARY_FORM_PATHS: Readonly<Record<BeneficiaryKind, string>> = {
	INDIVIDUAL: '/fiat/create-individual-beneficiary',
	BUSINESS: '/fiat/create-business-beneficiary',
}
/** `next=payout`: once saved, the payout form opens with the new beneficiary chosen. */
export const beneficiaryFormPath = (kind: BeneficiaryKind, currency: FiatCurrency, next?: 'payout') =>
	`${BENEFICIARY_FORM_PATHS[kind]}?${query({ currency, next })}`
export const beneficiaryKindAt = (pathname: string): BeneficiaryKind | null =>
	pathname === BENEFICIARY_FORM_PATHS.BUSINESS ? 'BUSINESS' : pathname === BENEFICIARY_FORM_PATHS.INDIVIDUAL ? 'INDIVIDUAL' : null

/**
 * The currency a URL names, when it is a supported fiat currency (the one
 * currency list, any case, spaces around ignored, as `fiatCurrencySchema`
 * reads it); null otherwise. Without the schema, so the fiat pages that only
 * link load no zod (docs/decisions/121-a-lighter-frame.md).
 */
export function parseFiatCurrency(value: string | null | undefined): FiatCurrency | null {
	const code = (value ?? '').trim().toUpperCase()
	return isFiatCurrency(code) ? code : null
}

/** Every form post of the service's pages says what it is for. */
export const FIAT_INTENTS = {
	createWallet: 'create-virtual-account',
	internalTransfer: 'internal-transfer',
	deleteBeneficiary: 'delete-beneficiary',
	quote: 'quote-payout',
	sendAgain: 'send-again',
	confirm: 'confirm-payout',
	checkAccount: 'check-account',
	saveBeneficiary: 'save-beneficiary',
} as const

/** The internal transfer's directions, as the form offers them. */
export const INTERNAL_DIRECTIONS = [
	{ value: 'in', label: 'Into the fiat wallet' },
	{ value: 'out', label: 'Out of the fiat wallet' },
] as const
export const INTERNAL_OTHER_BALANCES = [
	{ value: 'funding', label: 'Funding balance' },
	{ value: 'operational', label: 'Operational balance' },
] as const

/** What the Fiat wallet's pages say that the provider does not. */
export const FIAT_UI_MESSAGES = {
	confirmDelete: 'Confirm the deletion first: use Delete beside the beneficiary.',
} as const
