/**
 * The kinds of wallet and the types and statuses of their movements: the lists
 * the views show and filter by, apart from the schemas of api.ts so that a
 * page naming a status does not load zod (docs/decisions/120-light-forms.md).
 */

export const WALLET_KINDS = ['MAIN', 'SUB'] as const
export type WalletKind = (typeof WALLET_KINDS)[number]

/** A wallet's movements on the chain (what a transaction's analysis report is about). */
export const WALLET_TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL'] as const
/**
 * Every movement of a wallet: its chain transactions, and INTERNAL_TRANSFER,
 * a move between the main wallet and another service's wallet of the
 * integrator's (the Lending service's collateral wallets), which never
 * touches a chain: COMPLETED at once, its `description` says where it went or
 * came from.
 */
export const WALLET_MOVEMENT_TYPES = [...WALLET_TRANSACTION_TYPES, 'INTERNAL_TRANSFER'] as const
/**
 * The list's `status` filter: a deposit is PENDING (counting confirmations)
 * then CONFIRMED (credited); a withdrawal is PENDING, BROADCAST, then
 * COMPLETED or FAILED (WITHDRAWAL_STATUSES, contract/wallets/withdrawals.ts).
 * PENDING selects both kinds.
 */
export const WALLET_TRANSACTION_STATUSES = ['PENDING', 'CONFIRMED', 'BROADCAST', 'COMPLETED', 'FAILED'] as const
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number]
