import type { LoanEvent } from '#contract/lending/api.ts'
import type { LtvZone } from '#contract/lending/arithmetic.ts'
import type { LoanEventKind, LoanStatus, TRANSFER_DIRECTIONS } from '#contract/lending/vocabulary.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/minor-units.ts'
import type { TransferTone } from '../money/transfer-status.ts'

/** Where the Lending service's pages live (the sidebar's entry opens the overview). */
export const LENDING_PATH = '/product/lending-service'
export const ALL_WALLETS_PATH = `${LENDING_PATH}/all-wallets`
export const NEW_LOAN_PATH = `${LENDING_PATH}/loans/new`
export const loanPath = (id: string) => `${LENDING_PATH}/loans/${encodeURIComponent(id)}`
export const statementCsvPath = (id: string) => `${loanPath(id)}/statement.csv`
/** One collateral wallet's statement: its ledger account, under the service (app/lib/money/labels.ts `collateral`). */
export const collateralWalletPath = (accountId: string) => `${ALL_WALLETS_PATH}/${encodeURIComponent(accountId)}`

/** The intents of the Lending pages' posts (each page also posts the service's deactivation on the overview). */
export const CREATE_COLLATERAL_WALLET_INTENT = 'create-collateral-wallet'
export const TRANSFER_COLLATERAL_INTENT = 'transfer-collateral'
export const REQUEST_LOAN_INTENT = 'request-loan'
export const REPAY_INTENT = 'repay'
export const REPAY_FULL_INTENT = 'repay-full'
export const LENDING_INTENTS = [
	CREATE_COLLATERAL_WALLET_INTENT,
	TRANSFER_COLLATERAL_INTENT,
	REQUEST_LOAN_INTENT,
	REPAY_INTENT,
	REPAY_FULL_INTENT,
] as const

export const LOAN_STATUS_LABELS: Readonly<Record<LoanStatus, string>> = {
	PENDING: 'In review',
	ACTIVE: 'Active',
	REJECTED: 'Rejected',
	REPAID: 'Repaid',
	LIQUIDATED: 'Liquidated',
}
export const LOAN_STATUS_TONES: Readonly<Record<LoanStatus, TransferTone>> = {
	PENDING: 'progress',
	ACTIVE: 'success',
	REJECTED: 'failure',
	REPAID: 'neutral',
	LIQUIDATED: 'failure',
}

/** Where a loan's LTV stands, in words (the gauge and the lists never say it in colour alone). */
export const ZONE_LABELS: Readonly<Record<LtvZone, string>> = {
	HEALTHY: 'Healthy',
	WARNING: 'Warning: near liquidation',
	LIQUIDATION: 'At liquidation',
}
export const ZONE_TONES: Readonly<Record<LtvZone, TransferTone>> = { HEALTHY: 'success', WARNING: 'progress', LIQUIDATION: 'failure' }

export const DIRECTION_LABELS: Readonly<Record<(typeof TRANSFER_DIRECTIONS)[number], string>> = {
	TO_COLLATERAL: 'From the main wallet to the collateral wallet',
	TO_MAIN: 'From the collateral wallet back to the main wallet',
}

export const EVENT_LABELS: Readonly<Record<LoanEventKind, string>> = {
	REQUESTED: 'Requested',
	APPROVED: 'Approved',
	DISBURSED: 'Paid out',
	REJECTED: 'Rejected',
	INTEREST: 'Interest',
	REPAYMENT: 'Repayment',
	WARNING: 'Warning',
	RECOVERED: 'Recovered',
	LIQUIDATED: 'Liquidated',
	COLLATERAL_RETURNED: 'Collateral returned',
}

/** What a statement line leaves owed: its principal and unpaid interest after it, exactly (on the loan page, which loads no zod: docs/decisions/120-light-forms.md). */
export const owedAfter = (event: Pick<LoanEvent, 'principal' | 'interest'>) =>
	fromMinorUnits(toMinorUnits(event.principal, 'USD') + toMinorUnits(event.interest, 'USD'), 'USD')
