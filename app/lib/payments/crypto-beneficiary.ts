import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { CRYPTO_ASSETS } from '#contract/money/currency-list.ts'
import { PAYMENT_BENEFICIARY_TYPES } from '#contract/settings/products.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import { isAssetOnNetwork, isWalletNetwork, type WalletNetwork } from '#contract/wallets/networks.ts'
import { WITHDRAW_MESSAGES } from '../wallets/withdraw.ts'
import { PAYMENT_UI_MESSAGES } from './labels.ts'

/**
 * A crypto beneficiary: an address on a network, checked exactly as the
 * Wallet service checks a withdrawal's (contract/wallets/addresses.ts, the
 * checksum included), saved among the withdrawal addresses with whose it
 * is (paymentBeneficiaryType) and whether a contract is signed.
 */
export const cryptoBeneficiarySchema = z
	.object({
		intent: z.string().optional(),
		asset: z.enum(CRYPTO_ASSETS, { errorMap: () => ({ message: PAYMENT_UI_MESSAGES.asset }) }),
		network: z.string({ required_error: 'Choose a network' }).trim().toUpperCase(),
		address: textSchema('the address', { required_error: 'Address is required' }).max(128, 'The address is too long'),
		label: textSchema('the label').max(100, 'Keep the label under 100 characters.').optional(),
		owner: z.enum(PAYMENT_BENEFICIARY_TYPES, { errorMap: () => ({ message: WITHDRAW_MESSAGES.owner }) }),
		isContractSigned: z.literal('on').optional(),
	})
	.superRefine((value, ctx) => {
		if (!isWalletNetwork(value.network) || !isAssetOnNetwork(value.asset, value.network)) {
			ctx.addIssue({ code: 'custom', path: ['network'], message: WITHDRAW_MESSAGES.network(value.asset) })
			return
		}
		const checked = checkAddress(value.network, value.address)
		if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['address'], message: checked.message })
	})
	.transform((value) => ({
		asset: value.asset,
		network: value.network as WalletNetwork,
		address: value.address,
		description: value.label ?? '',
		paymentBeneficiaryType: value.owner,
		isContractSigned: value.isContractSigned === 'on',
	}))
