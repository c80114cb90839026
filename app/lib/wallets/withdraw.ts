import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, type CryptoAsset } from '#contract/money/currencies.ts'
import { PAYMENT_BENEFICIARY_TYPES } from '#contract/settings/products.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import { isAssetOnNetwork, isWalletNetwork, minimumWithdrawal, networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import { checkAmount } from '../money/amount.ts'
import { MAX_INTENT } from './withdraw-fields.ts'

/**
 * A crypto withdrawal, step by step (as the local transfer: docs/product/money.md#quote-then-confirm):
 * the form (/product/wallet-service/:asset/withdraw, its fields in the URL
 * so 'Edit' comes back filled in) posts to itself, the provider makes the
 * quote and its page opens (…/withdraw/:quoteId) with every figure and the
 * confirm form (PIN, and the authenticator code with 2FA on), which makes
 * the quote's one withdrawal; its page (…/withdrawals/:id) follows it.
 */

export const WITHDRAW_MESSAGES = {
	addressRequired: WITHDRAWAL_API_MESSAGES.addressRequired,
	addressTwice: 'Choose a saved address or enter a new one, not both',
	network: (asset: CryptoAsset) => `Choose a network ${asset} is held on`,
	belowMinimum: (minimum: string, asset: CryptoAsset, network: WalletNetwork) =>
		WITHDRAWAL_API_MESSAGES.belowMinimum(minimum, asset, networkLabel(network)),
	owner: 'Say whose address it is',
} as const

/** What the form knows of a saved address to check a choice against it. */
export type SavedAddressRule = { addressId: string; network: string }

/**
 * The form as one schema, for the browser (conform) and the server alike.
 * `saved` are the saved addresses the form offers (null on the server: the
 * provider checks the one chosen). Sent with 'Max' (`intent=max`), the
 * provider quotes the whole balance less the fees, and the amount typed is
 * not read.
 */
export function withdrawFormSchema(asset: CryptoAsset, saved: readonly SavedAddressRule[] | null) {
	const decimals = CURRENCY_DECIMALS[asset]
	return z
		.object({
			intent: z.string().optional(),
			wallet: z.string().trim().max(64).optional(),
			network: z
				.string({ required_error: WITHDRAW_MESSAGES.network(asset) })
				.trim()
				.toUpperCase(),
			addressId: z.string().trim().max(64).optional(),
			address: textSchema('the address').max(128, 'The address is too long').optional(),
			amount: z.string().optional(),
			save: z.literal('on').optional(),
			description: textSchema('the description').max(100, 'Keep the description under 100 characters.').optional(),
			owner: z.enum(PAYMENT_BENEFICIARY_TYPES).optional(),
		})
		.superRefine((value, ctx) => {
			const max = value.intent === MAX_INTENT
			const network = isWalletNetwork(value.network) && isAssetOnNetwork(asset, value.network) ? value.network : null
			if (!network) ctx.addIssue({ code: 'custom', path: ['network'], message: WITHDRAW_MESSAGES.network(asset) })
			if (value.addressId && value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: WITHDRAW_MESSAGES.addressTwice })
			else if (!value.addressId && !value.address)
				ctx.addIssue({ code: 'custom', path: ['address'], message: WITHDRAW_MESSAGES.addressRequired })
			else if (value.addressId && saved && network) {
				const chosen = saved.find((item) => item.addressId === value.addressId)
				if (!chosen) ctx.addIssue({ code: 'custom', path: ['addressId'], message: WITHDRAWAL_API_MESSAGES.addressNotFound })
				else if (chosen.network !== network)
					ctx.addIssue({ code: 'custom', path: ['addressId'], message: WITHDRAWAL_API_MESSAGES.addressOtherNetwork(networkLabel(network)) })
			} else if (value.address && network) {
				const checked = checkAddress(network, value.address)
				if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['address'], message: checked.message })
			}
			if (value.save && !value.addressId && !value.owner)
				ctx.addIssue({ code: 'custom', path: ['owner'], message: WITHDRAW_MESSAGES.owner })
			if (!max) {
				const amount = checkAmount(value.amount ?? '', decimals)
				if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message })
				else if (network) {
					const minimum = minimumWithdrawal(asset, network)
					if (toMinorUnits(amount.value, asset) < toMinorUnits(minimum, asset))
						ctx.addIssue({ code: 'custom', path: ['amount'], message: WITHDRAW_MESSAGES.belowMinimum(minimum, asset, network) })
				}
			}
		})
		.transform((value) => {
			const max = value.intent === MAX_INTENT
			const amount = checkAmount(value.amount ?? '', decimals)
			return {
				walletId: value.wallet || undefined,
				network: value.network as WalletNetwork,
				...(value.addressId ? { addressId: value.addressId } : { address: value.address! }),
				...(max ? { max: true as const } : { amount: amount.ok ? amount.value : '' }),
				...(value.save && !value.addressId ? { save: { description: value.description ?? '', paymentBeneficiaryType: value.owner! } } : {}),
			}
		})
}
export type WithdrawRequest = z.output<ReturnType<typeof withdrawFormSchema>>
