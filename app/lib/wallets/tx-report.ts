import type { WalletTransaction } from '#contract/wallets/api.ts'

/** The crypto transaction analysis report's page (SPEC §2), under the Wallet service's guard. */
export const TX_REPORT_PATH = '/crypto/crypto-transaction-analysis-report'

/** The report of one crypto transaction, by the query SPEC names: network, tx-id, tx-type. */
export function txReportHref(transaction: Pick<WalletTransaction, 'network' | 'txHash' | 'type'>) {
	const query = new URLSearchParams({ network: transaction.network, 'tx-id': transaction.txHash, 'tx-type': transaction.type })
	return `${TX_REPORT_PATH}?${query}`
}
