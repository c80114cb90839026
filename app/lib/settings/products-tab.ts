import { type ServiceName } from '#contract/products.ts'
import {
	EMAIL_SETTING_KEYS,
	WITHDRAWAL_NETWORK_NAMES,
	WITHDRAWAL_NETWORKS,
	type EmailSettingKey,
	type EmailSettingService,
} from '#contract/settings/product-settings.ts'
import { SERVICES } from '#app/lib/products/services.ts'

/* No zod here: the tab and the withdrawal quote import this module on their first visit; the tab's schemas are in products-tab-schemas.ts (docs/decisions/120-light-forms.md). */

/**
 * The products of the settings screen's 'Products & subscriptions' tab:
 * Funding for everyone, plus the services with settings of their own.
 * Compliance and Payment have no settings here, so they are not listed.
 * The key is the tab's `?product=` value.
 */
export type ProductScreen = 'emails' | 'blacklist' | 'addresses'

export const PRODUCT_SCREEN_LABELS: Record<ProductScreen, string> = {
	emails: 'Manage emails',
	blacklist: 'Blacklist checks',
	addresses: 'Saved wallet address',
}

type SettingsProduct = {
	label: string
	/** The subscription that makes it appear; Funding needs none. */
	service: ServiceName | null
	emailService: EmailSettingService
	screens: readonly ProductScreen[]
}

const WALLET_SCREENS = ['emails', 'blacklist', 'addresses'] as const
const EMAIL_ONLY = ['emails'] as const

export const SETTINGS_PRODUCTS = {
	funding: { label: 'Funding', service: null, emailService: 'FUNDING', screens: EMAIL_ONLY },
	trading: { label: SERVICES.trading.label, service: 'trading', emailService: 'TRADING', screens: WALLET_SCREENS },
	wallets: { label: SERVICES.wallets.label, service: 'wallets', emailService: 'WALLETS', screens: WALLET_SCREENS },
	fcat: { label: SERVICES.fcat.label, service: 'fcat', emailService: 'FCAT', screens: EMAIL_ONLY },
	lending: { label: SERVICES.lending.label, service: 'lending', emailService: 'LENDING', screens: EMAIL_ONLY },
} as const satisfies Record<string, SettingsProduct>

export type SettingsProductKey = keyof typeof SETTINGS_PRODUCTS
export const DEFAULT_SETTINGS_PRODUCT: SettingsProductKey = 'funding'

export function isSettingsProductKey(value: unknown): value is SettingsProductKey {
	return typeof value === 'string' && Object.hasOwn(SETTINGS_PRODUCTS, value)
}

export function productEmailKeys(product: SettingsProductKey): readonly EmailSettingKey[] {
	return EMAIL_SETTING_KEYS[SETTINGS_PRODUCTS[product].emailService]
}

/** Readable names of the e-mail preference keys; the product names the service. */
export const EMAIL_SETTING_LABELS: Record<EmailSettingKey, string> = {
	WALLETS_DEPOSIT_COMPLETED: 'Deposit completed',
	WALLETS_WITHDRAWAL_COMPLETED: 'Withdrawal completed',
	MAIN_WALLET_CREATED: 'Main wallet created',
	SUB_WALLET_CREATED: 'Sub-wallet created',
	TRADING_WALLETS_DEPOSIT_COMPLETED: 'Deposit completed',
	TRADING_WITHDRAWAL_COMPLETED: 'Withdrawal completed',
	TRADING_INTERNAL_TRANSFER: 'Internal transfer',
	TRADING_WALLET_CREATED: 'Wallet created',
	TRADING_SETTLEMENT: 'Settlement',
	FCAT_DEPOSIT_COMPLETED: 'Deposit completed',
	FCAT_WITHDRAWAL_COMPLETED: 'Withdrawal completed',
	FCAT_INTERNAL_TRANSFER: 'Internal transfer',
	OPERATIONAL_INTERNAL_TRANSFER: 'Operational internal transfer',
	FCAT_VIRTUAL_ACCOUNT_CREATED: 'Virtual account created',
	FUNDING_INTERNAL_TRANSFER: 'Internal transfer',
	LOCAL_TRANSFER: 'Local transfer',
	LENDING_WALLETS_DEPOSIT_COMPLETED: 'Deposit completed',
	LENDING_WALLET_CREATED: 'Wallet created',
	LENDING_LIQUIDATION_REMINDER: 'Liquidation reminder',
	LENDING_LOAN_LIQUIDATED: 'Loan liquidated',
	LENDING_ASSET_TRANSFERED: 'Asset transferred',
	LENDING_ORDER_SETTLED: 'Order settled',
	LENDING_ORDER_APPROVED: 'Order approved',
}

export const PRODUCTS_TAB_PATH = '/settings/products'

/** Every state of the tab is a URL, so support can open what the user saw. */
export function productsTabUrl(state: { product?: string | null; screen?: string | null; q?: string | null } = {}) {
	const params = new URLSearchParams()
	if (state.product) params.set('product', state.product)
	if (state.screen) params.set('screen', state.screen)
	if (state.q) params.set('q', state.q)
	const search = params.toString()
	return search ? `${PRODUCTS_TAB_PATH}?${search}` : PRODUCTS_TAB_PATH
}

/** 'bc1qar…5mdq': enough to tell addresses apart in a button's name. */
export function shortAddress(address: string) {
	return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

type Link = { id: string; label: string; to: string }
type ProductRef = { key: SettingsProductKey; label: string }

/** A saved withdrawal address as the tab lists it. */
export type SavedAddress = {
	addressId: string
	address: string
	asset: string
	assetName: string
	network: string
	description: string
	status: string
	uid: string
}

/** What the panel beside the product menu shows: the product's items, or the sub-screen the URL names. */
export type ProductsTabView =
	| { screen: 'unknown' }
	| { screen: 'items'; product: ProductRef; items: Link[] }
	| {
			screen: 'emails'
			product: ProductRef
			back: string
			error: string | null
			settings: { key: EmailSettingKey; label: string; active: boolean }[]
			/** Why this role may not change them (record 135): shown read-only, the reason instead of 'Update'. */
			refusal: string | null
	  }
	| { screen: 'blacklist'; product: ProductRef; back: string; checked: boolean; refusal: string | null }
	| {
			screen: 'addresses'
			product: ProductRef
			back: string
			error: string | null
			q: string
			addresses: SavedAddress[]
			/** Why this role may not add or delete addresses: the list stays, the reason instead of the form and 'Delete'. */
			refusal: string | null
	  }

/** The tab's data: no subscriptions yet, all still in review, or the product menu and the open screen. */
export type ProductsTabData =
	| { state: 'no-subscriptions' }
	| { state: 'in-review'; count: number }
	| { state: 'ready'; menu: Link[]; current: SettingsProductKey | null; view: ProductsTabView }

/** The networks an address can be added on, as the form's select lists them. */
export const ADDRESS_NETWORK_OPTIONS = WITHDRAWAL_NETWORK_NAMES.map((value) => ({ value, label: WITHDRAWAL_NETWORKS[value].label }))
