import { CRYPTO_ASSETS } from '#contract/money/currency-list.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { WALLET_KINDS, type WalletKind } from '#contract/wallets/kinds.ts'
import type { CsvColumn } from '../money/csv.ts'
import { WALLET_SERVICE_PATH } from './paths.ts'

/**
 * /product/wallet-service/all-wallets: every wallet, main and sub, 20 a
 * page. Its state (search, kind, asset, page cursor) lives in the URL; each
 * field is read on its own (all-wallets-schemas.ts), so one bad field is
 * reported and dropped while the rest apply. No zod here: the page imports
 * this module on its first visit (docs/decisions/120-light-forms.md).
 */

export { ALL_WALLETS_PATH } from './paths.ts'

export const KIND_LABELS: Readonly<Record<WalletKind, string>> = { MAIN: 'Main wallet', SUB: 'Sub-wallet' }
export const KIND_OPTIONS = WALLET_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))
export const ASSET_OPTIONS = CRYPTO_ASSETS.map((value) => ({ value, label: value }))

export const WALLET_LIST_MESSAGES = {
	kind: `Kind must be one of ${KIND_OPTIONS.map((option) => option.label).join(', ')}`,
	search: 'Search is not valid',
} as const

export type WalletFilters = { q?: string; kind?: WalletKind; asset?: (typeof CRYPTO_ASSETS)[number] }

export type WalletsQueryState = {
	filters: WalletFilters
	lek: string | undefined
	errors: string[]
	/** The search could not be read: the list selects nothing rather than everything. */
	selectsNothing: boolean
}

/** The list's URL with these filters (empty ones left out) and, when given, this page. */
export function walletsHref(path: string, filters: WalletFilters, lek?: string | null) {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	if (filters.kind) params.set('kind', filters.kind)
	if (filters.asset) params.set('asset', filters.asset)
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** The sentence an empty list shows. */
export function emptyWalletsMessage(filters: WalletFilters, selectsNothing: boolean) {
	if (selectsNothing) return 'Nothing matches these filters'
	if (filters.q) return `No wallet found for ${filters.q}`
	return filters.kind || filters.asset ? 'Nothing matches these filters' : 'No wallets yet'
}

/** Where a main wallet opens (its asset's page); a sub-wallet has no page of its own: this list shows its addresses. */
export function walletHref(wallet: Pick<Wallet, 'kind' | 'asset'>) {
	return wallet.kind === 'MAIN' ? `${WALLET_SERVICE_PATH}/${wallet.asset}` : null
}

/** The export's columns: exact decimal amounts, one address column per network in `Network: address` pairs. */
export const WALLET_COLUMNS: CsvColumn<Wallet>[] = [
	{ header: 'Kind', value: (row) => KIND_LABELS[row.kind] },
	{ header: 'Asset', value: (row) => row.asset },
	{ header: 'Label', value: (row) => row.label ?? '' },
	{ header: 'Customer reference', value: (row) => row.customerReference ?? '' },
	{ header: 'Balance', value: (row) => row.balance },
	{ header: 'Pending', value: (row) => row.pending },
	{ header: 'USD value', value: (row) => row.usdValue },
	{ header: 'Addresses', value: (row) => row.networks.map((n) => `${n.network}: ${n.address}`).join('; ') },
	{ header: 'Created (UTC)', value: (row) => row.createdAt },
	{ header: 'Wallet ID', value: (row) => row.id },
]

// ─── Create sub-wallet ──────────────────────────────────────────────────────

export const CREATE_SUB_WALLET_INTENT = 'create-sub-wallet'
export const SUB_WALLET_FIELDS = ['asset', 'label', 'customerReference'] as const
export const LABEL_MAX_LENGTH = 80
export const CUSTOMER_REFERENCE_MAX_LENGTH = 64
