import type { WalletTransaction } from '#contract/wallets/api.ts'

/** The crypto transaction analysis report's page (docs/product/wallets.md#transaction-report), under the Wallet service's guard. */
export const TX_REPORT_PATH = '/crypto/crypto-transaction-analysis-report'

/** The report of one crypto transaction, by its query: network, tx-id, tx-type (docs/product/compliance.md#the-wallet-services-transaction-report). */
export function txReportHref(transaction: Pick<WalletTransaction, 'network' | 'txHash' | 'type'>) {
	const query = new URLSearchParams({ network: transaction.network, 'tx-id': transaction.txHash, 'tx-type': transaction.type })
	return `${TX_REPORT_PATH}?${query}`
}
