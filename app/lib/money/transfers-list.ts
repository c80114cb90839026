import type { LocalTransfer } from '#contract/money/transfers.ts'
import type { CsvColumn } from './csv.ts'
import { transferStatusLabel } from './transfer-status.ts'

/**
 * The columns of the local transfers export: the provider's exact decimal
 * amounts and ISO dates in UTC, so a spreadsheet adds them up to the unit.
 */
export const TRANSFER_COLUMNS: CsvColumn<LocalTransfer>[] = [
	{ header: 'Date (UTC)', value: (row) => row.createdAt },
	{ header: 'Reference', value: (row) => row.reference },
	{ header: 'Status', value: (row) => transferStatusLabel(row.status) },
	{ header: 'Account name', value: (row) => row.accountName },
	{ header: 'Bank', value: (row) => row.bankName },
	{ header: 'Account number', value: (row) => row.accountNumber },
	{ header: 'Amount', value: (row) => row.amount },
	{ header: 'Fee', value: (row) => row.fee },
	{ header: 'Total', value: (row) => row.total },
	{ header: 'Currency', value: (row) => row.currency },
	{ header: 'Narration', value: (row) => row.narration ?? '' },
	{ header: 'Reason', value: (row) => row.reason ?? '' },
	{ header: 'Transfer ID', value: (row) => row.id },
]
