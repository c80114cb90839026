import type { TxnType } from '#contract/compliance/txn-analysis.ts'
import { WALLET_TRANSACTION_TYPES } from '#contract/wallets/kinds.ts'
import { NETWORKS, WALLET_NETWORKS } from '#contract/wallets/networks.ts'

// The screening forms' choices, apart from their schemas (forms.ts) so that the pages offering them load neither zod nor the address checks (docs/decisions/120-light-forms.md).

export const NETWORK_OPTIONS = WALLET_NETWORKS.map((id) => ({ value: id, label: NETWORKS[id].label }))
export const TX_TYPE_LABELS: Readonly<Record<TxnType, string>> = { DEPOSIT: 'Deposit (incoming)', WITHDRAWAL: 'Withdrawal (outgoing)' }
export const TX_TYPE_OPTIONS = WALLET_TRANSACTION_TYPES.map((value) => ({ value, label: TX_TYPE_LABELS[value] }))
