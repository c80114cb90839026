import type { CryptoAsset } from '#contract/money/currency-list.ts'
import type { PAYMENT_BENEFICIARY_TYPES } from '#contract/settings/products.ts'
import { networksOf } from '#contract/wallets/networks.ts'
import type { WithdrawalQuote } from '#contract/wallets/withdrawals.ts'
import { walletPath } from './labels.ts'

/**
 * The withdrawal form's fields, paths, buttons and owner choices, apart from
 * its schema (withdraw.ts) so that the pages that link to a withdrawal or
 * name an owner do not load zod and the address checks
 * (docs/decisions/120-light-forms.md).
 */

export const WITHDRAW_FIELDS = ['wallet', 'network', 'addressId', 'address', 'amount', 'save', 'description', 'owner'] as const
export type WithdrawFields = Record<(typeof WITHDRAW_FIELDS)[number], string>

export const withdrawPath = (asset: CryptoAsset) => `${walletPath(asset)}/withdraw`
export const withdrawalQuotePath = (asset: CryptoAsset, quoteId: string) => `${withdrawPath(asset)}/${encodeURIComponent(quoteId)}`
export const withdrawalPath = (asset: CryptoAsset, id: string) => `${walletPath(asset)}/withdrawals/${encodeURIComponent(id)}`

/** The form's two submit buttons: 'Get quote' for the amount typed, 'Max' for the most the balance allows once the fees are paid. */
export const QUOTE_INTENT = 'quote'
export const MAX_INTENT = 'max'

/** Whose address a saved one is (paymentBeneficiaryType, docs/product/settings.md#saved-wallet-addresses), in the form's words. */
export const OWNER_OPTIONS = [
	{ value: 'FIRST_PARTY', label: 'Mine (an account of ours)' },
	{ value: 'THIRD_PARTY', label: "Someone else's" },
] as const satisfies readonly { value: (typeof PAYMENT_BENEFICIARY_TYPES)[number]; label: string }[]

/** The form's fields read from a URL or a posted form, as typed (checked later by the schema); the network defaults to the asset's first. */
export function readWithdrawFields(params: URLSearchParams | FormData, asset: CryptoAsset): WithdrawFields {
	const fields = {} as WithdrawFields
	for (const name of WITHDRAW_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	if (!fields.network) fields.network = networksOf(asset)[0]!
	return fields
}

/** The fields of a withdrawal as URL search params: 'Edit' back to the form. */
export function withdrawSearch(fields: Partial<WithdrawFields>) {
	const params = new URLSearchParams()
	for (const name of WITHDRAW_FIELDS) {
		const value = fields[name]
		if (value) params.set(name, value)
	}
	return params.toString()
}

/** A quote's withdrawal as the form's fields: 'Edit' and 'Get a new quote' start from them (the amount a 'Max' quote found included). */
export function quoteWithdrawFields(quote: Pick<WithdrawalQuote, 'walletId' | 'network' | 'address' | 'addressId' | 'amount'>) {
	return {
		wallet: quote.walletId,
		network: quote.network,
		addressId: quote.addressId ?? '',
		address: quote.addressId ? '' : quote.address,
		amount: quote.amount,
	} satisfies Partial<WithdrawFields>
}
