import type { Account } from '#contract/money/accounts.ts'
import {
	LEDGER_TYPE_LABELS,
	TRANSACTION_TYPES,
	TRANSFER_STATUSES,
	type LedgerType,
	type TransactionType,
	type TransferStatus,
} from '#contract/money/vocabulary.ts'

export { LEDGER_TYPE_LABELS }

/** What a movement's status reads as on screen ('Successful' for a completed one). */
export const STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
	ITF_PENDING: 'Pending',
	ITF_PROCESSING: 'Processing',
	ITF_APPROVED: 'Approved',
	ITF_COMPLETED: 'Successful',
	ITF_FAILED: 'Failed',
	ITF_REJECTED: 'Rejected',
	ITF_CANCELLED: 'Cancelled',
	ITF_UNKNOWN: 'Unknown',
}

export const TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
	TOPUP: 'Top-up',
	TRANSFER: 'Transfer',
	FEE: 'Fee',
	REVERSAL: 'Reversal',
	INTERNAL_TRANSFER: 'Internal transfer',
	TRADE: 'Trade',
	LOAN: 'Loan',
	REPAYMENT: 'Loan repayment',
	INTEREST: 'Interest',
	LIQUIDATION: 'Liquidation',
}

export const STATUS_OPTIONS = TRANSFER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
export const TYPE_OPTIONS = TRANSACTION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))

export type StatusTone = 'success' | 'pending' | 'failed' | 'neutral'
export function statusTone(status: TransferStatus): StatusTone {
	if (status === 'ITF_COMPLETED' || status === 'ITF_APPROVED') return 'success'
	if (status === 'ITF_PENDING' || status === 'ITF_PROCESSING') return 'pending'
	if (status === 'ITF_FAILED' || status === 'ITF_REJECTED' || status === 'ITF_CANCELLED') return 'failed'
	return 'neutral'
}

/**
 * Where each kind of account is listed and where one account's ledger is.
 * Funding balances live at /funding-balances; the other ledgers under /accounts.
 * `balances` is the ledger's balances list, `account` the title of one
 * account's ledger page. app/routes.ts gives these paths their routes.
 */
export const LEDGER_PAGES: Readonly<
	Record<LedgerType, { title: string; path: string; account: string; balances: { title: string; path: string } }>
> = {
	funding: {
		title: 'Funding balances',
		path: '/funding-balances',
		account: 'Funding ledger',
		balances: { title: 'Funding balances', path: '/funding-balances' },
	},
	operational: {
		title: 'Operational ledger',
		path: '/accounts/operational-ledger',
		account: 'Operational account',
		balances: { title: 'Operational balances', path: '/operational-balances' },
	},
	float: {
		title: 'Float ledger',
		path: '/accounts/float-ledger',
		account: 'Float account',
		balances: { title: 'Float balances', path: '/accounts/float-ledger/balances' },
	},
	crypto: {
		title: 'Crypto ledger',
		path: '/accounts/crypto-ledger',
		account: 'Crypto account',
		balances: { title: 'Crypto balances', path: '/accounts/crypto-ledger/balances' },
	},
	trading: {
		title: 'Trading ledger',
		path: '/accounts/trading-ledger',
		account: 'Trading account',
		balances: { title: 'Trading balances', path: '/accounts/trading-ledger/balances' },
	},
	fiat: {
		title: 'Fiat wallet ledger',
		path: '/accounts/fiat-ledger',
		account: 'Fiat wallet account',
		balances: { title: 'Fiat wallet balances', path: '/accounts/fiat-ledger/balances' },
	},
	// The Lending service's collateral wallets: listed and opened under the service (behind its guard), not under Accounts.
	collateral: {
		title: 'Collateral wallets',
		path: '/product/lending-service/all-wallets',
		account: 'Collateral wallet',
		balances: { title: 'Collateral wallets', path: '/product/lending-service/all-wallets' },
	},
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`)

/**
 * The ledger a money page's URL belongs to: one route module serves every
 * ledger, and its URL says which (its balances list first: /funding-balances
 * is both). Null for a URL of no ledger.
 */
export function ledgerTypeAt(pathname: string): LedgerType | null {
	const types = Object.keys(LEDGER_PAGES) as LedgerType[]
	return (
		types.find((type) => under(pathname, LEDGER_PAGES[type].balances.path)) ??
		types.find((type) => under(pathname, LEDGER_PAGES[type].path)) ??
		null
	)
}

/** One account's ledger page. */
export function accountLedgerPath(account: Pick<Account, 'id' | 'ledgerType'>) {
	return `${LEDGER_PAGES[account.ledgerType].path}/${encodeURIComponent(account.id)}`
}

/** The order accounts are grouped in on the overview. Collateral wallets are the Lending service's, on its own pages. */
export const LEDGER_ORDER: readonly LedgerType[] = ['funding', 'operational', 'float', 'crypto', 'trading', 'fiat']
