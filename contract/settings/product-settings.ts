/**
 * The e-mail preference keys and the withdrawal address networks of the Products & subscriptions tab,
 * without zod: the tab and the withdrawal quote import them on their first visit (the request and
 * answer shapes are in products.ts, which re-exports these; docs/decisions/120-light-forms.md).
 */

/** The e-mail preference keys, by service identifier. */
export const EMAIL_SETTING_KEYS = {
	WALLETS: ['WALLETS_DEPOSIT_COMPLETED', 'WALLETS_WITHDRAWAL_COMPLETED', 'MAIN_WALLET_CREATED', 'SUB_WALLET_CREATED'],
	TRADING: [
		'TRADING_WALLETS_DEPOSIT_COMPLETED',
		'TRADING_WITHDRAWAL_COMPLETED',
		'TRADING_INTERNAL_TRANSFER',
		'TRADING_WALLET_CREATED',
		'TRADING_SETTLEMENT',
	],
	FCAT: [
		'FCAT_DEPOSIT_COMPLETED',
		'FCAT_WITHDRAWAL_COMPLETED',
		'FCAT_INTERNAL_TRANSFER',
		'OPERATIONAL_INTERNAL_TRANSFER',
		'FCAT_VIRTUAL_ACCOUNT_CREATED',
	],
	FUNDING: ['FUNDING_INTERNAL_TRANSFER', 'LOCAL_TRANSFER'],
	LENDING: [
		'LENDING_WALLETS_DEPOSIT_COMPLETED',
		'LENDING_WALLET_CREATED',
		'LENDING_LIQUIDATION_REMINDER',
		'LENDING_LOAN_LIQUIDATED',
		'LENDING_ASSET_TRANSFERED',
		'LENDING_ORDER_SETTLED',
		'LENDING_ORDER_APPROVED',
	],
} as const
export type EmailSettingService = keyof typeof EMAIL_SETTING_KEYS
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[EmailSettingService][number]
export const ALL_EMAIL_SETTING_KEYS = Object.values(EMAIL_SETTING_KEYS).flat() as EmailSettingKey[]

/** Networks and their address patterns (loose: shape, not checksum). */
export const WITHDRAWAL_NETWORKS = {
	BTC: { label: 'Bitcoin', pattern: /^(?:(?:bc1|tb1|bcrt1)[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/ },
	ETH: { label: 'Ethereum (ERC20)', pattern: /^0x[0-9a-fA-F]{40}$/ },
	BSC: { label: 'BNB Smart Chain (BEP20)', pattern: /^0x[0-9a-fA-F]{40}$/ },
	POLYGON: { label: 'Polygon', pattern: /^0x[0-9a-fA-F]{40}$/ },
	TRON: { label: 'Tron (TRC20)', pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
	SOL: { label: 'Solana', pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
} as const
export type WithdrawalNetwork = keyof typeof WITHDRAWAL_NETWORKS
export const WITHDRAWAL_NETWORK_NAMES = Object.keys(WITHDRAWAL_NETWORKS) as [WithdrawalNetwork, ...WithdrawalNetwork[]]
