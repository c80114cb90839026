import type { Transaction } from '#contract/money/ledger.ts'
import type { WalletsSummary } from '#contract/wallets/api.ts'

/**
 * The home page's wallets block, shown only while the WALLETS service is
 * active: the total in USD, each asset's balance, and the latest movements
 * of the crypto ledger (deposits credited, withdrawals). `available` false:
 * the provider refused just now; the rest of the home stands.
 */
export type DashboardWallets = { available: boolean; summary: WalletsSummary; latest: Transaction[] }
