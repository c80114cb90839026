import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { ADDRESS_MESSAGES, checkAddress } from '../wallets/addresses.ts'
import { isWalletNetwork } from '../wallets/networks.ts'
import {
	ALL_EMAIL_SETTING_KEYS,
	WITHDRAWAL_NETWORK_NAMES,
	WITHDRAWAL_NETWORKS,
	type EmailSettingKey,
	type WithdrawalNetwork,
} from './product-settings.ts'

export {
	ALL_EMAIL_SETTING_KEYS,
	EMAIL_SETTING_KEYS,
	WITHDRAWAL_NETWORK_NAMES,
	type EmailSettingKey,
	type EmailSettingService,
	type WithdrawalNetwork,
} from './product-settings.ts'

/**
 * The Products & subscriptions tab: e-mail preferences per service, the
 * withdrawal blacklist check, and saved withdrawal addresses.
 */

export const WITHDRAWAL_ADDRESS_UPDATED_MESSAGE = 'The withdrawal address has been updated successfully.'

/** PATCH /integrator/v1/settings/withdrawal-blacklist; alwaysShowBlacklistCheck keeps its value when absent. */
export const withdrawalBlacklistRequestSchema = z.object({
	checkBlacklistOnWithdrawal: z.boolean({
		required_error: 'checkBlacklistOnWithdrawal is required',
		invalid_type_error: 'checkBlacklistOnWithdrawal must be true or false',
	}),
	alwaysShowBlacklistCheck: z.boolean({ invalid_type_error: 'alwaysShowBlacklistCheck must be true or false' }).optional(),
})
export const withdrawalBlacklistResponseSchema = envelope(
	z.object({ checkBlacklistOnWithdrawal: z.boolean(), alwaysShowBlacklistCheck: z.boolean() }),
)

export const emailSettingKeySchema = z.enum(ALL_EMAIL_SETTING_KEYS as [EmailSettingKey, ...EmailSettingKey[]], {
	errorMap: (_issue, ctx) => ({ message: `Unknown e-mail setting: ${String(ctx.data)}` }),
})
export const emailNotificationSchema = z.object({ emailSetting: emailSettingKeySchema, active: z.boolean() })
export type EmailNotification = z.infer<typeof emailNotificationSchema>
/** GET and PATCH /integrator/v1/email-notifications: the keys of subscribed services plus FUNDING. */
export const emailNotificationListResponseSchema = envelope(z.array(emailNotificationSchema))
export const emailNotificationUpdateRequestSchema = z.object({
	notificationSettings: z
		.array(
			z.object({
				emailSetting: emailSettingKeySchema,
				active: z.boolean({ required_error: 'active is required', invalid_type_error: 'active must be true or false' }),
			}),
			{ required_error: 'notificationSettings is required' },
		)
		.min(1, 'Change at least one e-mail setting')
		.max(ALL_EMAIL_SETTING_KEYS.length, 'Too many e-mail settings'),
})

// ─── Withdrawal addresses ───────────────────────────────────────────────────

/** Names shown beside tickers; an unknown ticker is its own name. */
export const ASSET_NAMES: Record<string, string> = {
	BTC: 'Bitcoin',
	ETH: 'Ethereum',
	USDT: 'Tether USD',
	USDC: 'USD Coin',
	TRX: 'Tron',
	BNB: 'BNB',
	MATIC: 'Polygon',
	SOL: 'Solana',
}
export const assetName = (asset: string) => ASSET_NAMES[asset] ?? asset

export const PAYMENT_BENEFICIARY_TYPES = ['FIRST_PARTY', 'THIRD_PARTY'] as const
export const WITHDRAWAL_ADDRESS_STATUSES = ['ACTIVE'] as const

/**
 * Why `address` is not an address on `network`, or null. The Wallet service's
 * networks (Bitcoin, Ethereum, Tron) get the full check, checksum included
 * (contract/wallets/addresses.ts: a typo, another network's address, a
 * testnet address each have their message); the others are matched by shape.
 */
export function withdrawalAddressProblem(network: WithdrawalNetwork, address: string): string | null {
	const rule = WITHDRAWAL_NETWORKS[network]
	const invalid = `This is not a valid ${rule.label} address`
	if (isWalletNetwork(network)) {
		const check = checkAddress(network, address)
		if (check.ok) return null
		// Keep this list's network names ('Ethereum (ERC20)') in the catch-all message.
		return check.message === ADDRESS_MESSAGES.invalid(network) ? invalid : check.message
	}
	return rule.pattern.test(address) ? null : invalid
}

const withdrawalFields = {
	address: textSchema('the address', { required_error: 'Address is required' })
		.min(1, 'Address is required')
		.max(128, 'The address is too long'),
	asset: textSchema('the asset', { required_error: 'Asset is required' })
		.toUpperCase()
		.regex(/^[A-Z0-9]{2,10}$/, 'Asset must be a ticker such as BTC or USDT'),
	network: z.enum(WITHDRAWAL_NETWORK_NAMES, {
		errorMap: () => ({ message: `Network must be one of ${WITHDRAWAL_NETWORK_NAMES.join(', ')}` }),
	}),
	description: textSchema('the description', { invalid_type_error: 'Description must be text', multiline: true }).max(
		100,
		'Description must be at most 100 characters',
	),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES, {
		errorMap: () => ({ message: `paymentBeneficiaryType must be one of ${PAYMENT_BENEFICIARY_TYPES.join(', ')}` }),
	}),
	isContractSigned: z.boolean({
		required_error: 'isContractSigned is required',
		invalid_type_error: 'isContractSigned must be true or false',
	}),
}

/** POST /integrator/v1/withdrawal-address → 201 */
export const createWithdrawalAddressRequestSchema = z
	.object({ ...withdrawalFields, description: withdrawalFields.description.default('') })
	.superRefine((value, ctx) => {
		const problem = withdrawalAddressProblem(value.network, value.address)
		if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem })
	})
export type CreateWithdrawalAddressRequest = z.infer<typeof createWithdrawalAddressRequestSchema>

/**
 * PATCH /integrator/v1/withdrawal-address: addressId plus the fields to
 * change. The server re-checks the address against the resulting network.
 */
export const updateWithdrawalAddressRequestSchema = z
	.object({
		addressId: textSchema('addressId', { required_error: 'addressId is required' })
			.min(1, 'addressId is required')
			.max(100, 'addressId is too long'),
		address: withdrawalFields.address.optional(),
		asset: withdrawalFields.asset.optional(),
		network: withdrawalFields.network.optional(),
		description: withdrawalFields.description.optional(),
		paymentBeneficiaryType: withdrawalFields.paymentBeneficiaryType.optional(),
		isContractSigned: withdrawalFields.isContractSigned.optional(),
	})
	.superRefine((value, ctx) => {
		if (value.network && value.address) {
			const problem = withdrawalAddressProblem(value.network, value.address)
			if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem })
		}
	})
export type UpdateWithdrawalAddressRequest = z.infer<typeof updateWithdrawalAddressRequestSchema>

export const withdrawalAddressSchema = z.object({
	addressId: z.string(),
	address: z.string(),
	asset: z.string(),
	assetName: z.string(),
	network: z.enum(WITHDRAWAL_NETWORK_NAMES),
	description: z.string(),
	status: z.enum(WITHDRAWAL_ADDRESS_STATUSES),
	/** A short reference for support and search (WA-XXXXXXXX). */
	uid: z.string(),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES),
	isContractSigned: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type WithdrawalAddress = z.infer<typeof withdrawalAddressSchema>
export const withdrawalAddressResponseSchema = envelope(withdrawalAddressSchema)
/** GET /integrator/v1/withdrawal-addresses: newest first. */
export const withdrawalAddressListResponseSchema = envelope(z.array(withdrawalAddressSchema))
export const deleteWithdrawalAddressResponseSchema = envelope(z.object({ addressId: z.string() }))
