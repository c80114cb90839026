import { CRYPTO_ASSETS, CURRENCY_NAMES, type CryptoAsset } from '#contract/money/currency-list.ts'
import { WALLET_TRANSACTION_STATUSES, type WalletTransactionStatus } from '#contract/wallets/kinds.ts'
import { NETWORKS, networksOf, type WalletNetwork } from '#contract/wallets/networks.ts'
import type { TransferTone } from '../money/transfer-status.ts'

/** Where the Wallet service's pages live (the sidebar's entry opens the overview). */
export const WALLETS_PATH = '/product/wallet-service'
export const walletPath = (asset: CryptoAsset) => `${WALLETS_PATH}/${asset}`

/** The assets a main wallet can be created for, in the order the overview lists them. */
export const SUPPORTED_ASSETS = CRYPTO_ASSETS
export const assetName = (asset: CryptoAsset) => CURRENCY_NAMES[asset]

/** Deposits: Pending, Confirmed; withdrawals: Pending, Broadcast, Completed, Failed. */
export const WALLET_STATUS_LABELS: Readonly<Record<WalletTransactionStatus, string>> = {
	PENDING: 'Pending',
	CONFIRMED: 'Confirmed',
	BROADCAST: 'Broadcast',
	COMPLETED: 'Completed',
	FAILED: 'Failed',
}
export const WALLET_STATUS_OPTIONS = WALLET_TRANSACTION_STATUSES.map((value) => ({ value, label: WALLET_STATUS_LABELS[value] }))
export const walletStatusLabel = (status: string) => WALLET_STATUS_LABELS[status as WalletTransactionStatus] ?? status
/** The colour that repeats a status's words: done (credited, completed), failed, or still on its way. */
export const walletStatusTone = (status: string): TransferTone =>
	status === 'CONFIRMED' || status === 'COMPLETED' ? 'success' : status === 'FAILED' ? 'failure' : 'progress'
/** A withdrawal that moves no more: completed, or failed with its money back. */
export const isFinalWithdrawalStatus = (status: string) => status === 'COMPLETED' || status === 'FAILED'

/** The networks an asset's filter offers: only those it lives on. */
export const networkOptions = (asset: CryptoAsset) => networksOf(asset).map((id) => ({ value: id, label: NETWORKS[id].label }))

/** '3 of 12': a deposit's confirmations as the list shows them. */
export const confirmationsText = (confirmations: number, required: number) => `${Math.min(confirmations, required)} of ${required}`

/** The intent of the overview's 'Create wallet' forms (the page also posts the service's deactivation). */
export const CREATE_WALLET_INTENT = 'create-wallet'

/** A wallet's transaction filters, as its page's URL holds them. */
export type WalletFilters = { status?: WalletTransactionStatus; network?: WalletNetwork }

/** The wallet page's list: its filters, where they were refused, and its ways on (every state a URL). */
export type WalletListState = {
	path: string
	filters: WalletFilters
	errors: string[]
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string
}
