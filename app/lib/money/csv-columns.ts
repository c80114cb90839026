import type { Account } from '#contract/money/accounts.ts'
import type { Entry, Transaction } from '#contract/money/ledger.ts'
import type { CsvColumn } from './csv.ts'
import { LEDGER_TYPE_LABELS, STATUS_LABELS, TYPE_LABELS } from './labels.ts'
import { signedAmount } from './movement.ts'

/**
 * The columns of each export. Amounts are the provider's exact decimal
 * strings (money that went out negative, on an account's entries as on a
 * ledger's movements), dates ISO 8601 in UTC: a file is read by programs as
 * much as by people.
 */

/** What an entry and a transaction both show first: when, which, what and with whom. */
const MOVEMENT_COLUMNS: CsvColumn<Entry | Transaction>[] = [
	{ header: 'Date (UTC)', value: (row) => row.createdAt },
	{ header: 'Reference', value: (row) => row.reference },
	{ header: 'Type', value: (row) => TYPE_LABELS[row.type] },
	{ header: 'Status', value: (row) => STATUS_LABELS[row.status] },
	{ header: 'Description', value: (row) => row.description },
	{ header: 'Counterparty', value: (row) => row.counterparty ?? '' },
]

export const ENTRY_COLUMNS: CsvColumn<Entry>[] = [
	...MOVEMENT_COLUMNS,
	{ header: 'Amount', value: signedAmount },
	{ header: 'Currency', value: (row) => row.currency },
	{ header: 'Balance after', value: (row) => row.balanceAfter },
	{ header: 'Entry ID', value: (row) => row.id },
	{ header: 'Transaction ID', value: (row) => row.transactionId },
]

export const TRANSACTION_COLUMNS: CsvColumn<Transaction>[] = [
	...MOVEMENT_COLUMNS,
	{ header: 'Amount', value: signedAmount },
	{ header: 'Currency', value: (row) => row.currency },
	{ header: 'Transaction ID', value: (row) => row.id },
]

export const ACCOUNT_COLUMNS: CsvColumn<Account>[] = [
	{ header: 'Account', value: (row) => row.name },
	{ header: 'Ledger', value: (row) => LEDGER_TYPE_LABELS[row.ledgerType] },
	{ header: 'Currency', value: (row) => row.currency },
	{ header: 'Balance', value: (row) => row.balance },
	{ header: 'Account ID', value: (row) => row.id },
	{ header: 'Opened (UTC)', value: (row) => row.createdAt },
]
