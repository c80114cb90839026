import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { LedgerType } from '#contract/money/accounts.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import type {
	Entry,
	MovementFilters,
	Transaction,
	TransactionType,
	TransactionWithPostings,
	TransferStatus,
} from '#contract/money/ledger.ts'
import type { Page } from '#contract/money/paging.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { movementConditions } from './filters.ts'
import { ledgerAccounts, ledgerPostings, ledgerTransactions, type LedgerTransactionRow } from './schema.ts'

/** Entries of one account and transactions of one integrator, paged and filtered. */

type Filters = Omit<MovementFilters, 'limit' | 'lek'>

const entryColumns = {
	id: ledgerPostings.id,
	seq: ledgerPostings.seq,
	transactionId: ledgerPostings.transactionId,
	accountId: ledgerPostings.accountId,
	amount: ledgerPostings.amount,
	balanceAfter: ledgerPostings.balanceAfter,
	createdAt: ledgerPostings.createdAt,
	type: ledgerTransactions.type,
	status: ledgerTransactions.status,
	currency: ledgerTransactions.currency,
	reference: ledgerTransactions.reference,
	description: ledgerTransactions.description,
	counterparty: ledgerTransactions.counterparty,
}
type EntryRow = {
	[K in keyof typeof entryColumns]:
		(typeof entryColumns)[K]['_']['data'] | ((typeof entryColumns)[K]['_']['notNull'] extends true ? never : null)
}

const entryKeyset: Keyset<EntryRow> = {
	columns: [
		{ column: ledgerPostings.createdAt, cast: 'timestamptz' },
		{ column: ledgerPostings.seq, cast: 'bigint' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), String(row.seq)],
}

function toEntry(row: EntryRow): Entry {
	const currency = row.currency as Currency
	const negative = row.amount < 0n
	return {
		id: row.id,
		transactionId: row.transactionId,
		accountId: row.accountId,
		type: row.type as TransactionType,
		direction: negative ? 'DEBIT' : 'CREDIT',
		amount: fromMinorUnits(negative ? -row.amount : row.amount, currency),
		currency,
		balanceAfter: fromMinorUnits(row.balanceAfter, currency),
		status: row.status as TransferStatus,
		reference: row.reference,
		description: row.description,
		counterparty: row.counterparty,
		createdAt: row.createdAt.toISOString(),
	}
}

export async function listEntries(db: Db, accountId: string, filters: Filters, page: PageRequest): Promise<Page<Entry> | null> {
	const conditions = [
		eq(ledgerPostings.accountId, accountId),
		...movementConditions(filters, {
			createdAt: ledgerPostings.createdAt,
			type: ledgerTransactions.type,
			status: ledgerTransactions.status,
			currency: ledgerTransactions.currency,
			search: [ledgerTransactions.reference, ledgerTransactions.description, ledgerTransactions.counterparty],
		}),
	]
	const result = await readPage(entryKeyset, page, (position, orderBy, limit) =>
		db
			.select(entryColumns)
			.from(ledgerPostings)
			.innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toEntry) }
}

export function toTransaction(row: LedgerTransactionRow): Transaction {
	return {
		id: row.id,
		type: row.type as TransactionType,
		status: row.status as TransferStatus,
		amount: fromMinorUnits(row.amount, row.currency as Currency),
		currency: row.currency as Currency,
		reference: row.reference,
		description: row.description,
		counterparty: row.counterparty,
		transferId: row.transferId,
		topupId: row.topupId,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

const transactionKeyset: Keyset<LedgerTransactionRow> = {
	columns: [
		{ column: ledgerTransactions.createdAt, cast: 'timestamptz' },
		{ column: ledgerTransactions.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

export type TransactionListOptions = Filters & { ledgerType?: LedgerType; types?: TransactionType[] }

/** The integrator's transactions; `ledgerType` keeps those touching one of its accounts of that type. */
export async function listTransactions(
	db: Db,
	integratorPk: string,
	options: TransactionListOptions,
	page: PageRequest,
): Promise<Page<Transaction> | null> {
	const conditions: (SQL | undefined)[] = [
		eq(ledgerTransactions.integratorPk, integratorPk),
		options.types ? inArray(ledgerTransactions.type, options.types) : undefined,
		...movementConditions(options, {
			createdAt: ledgerTransactions.createdAt,
			type: ledgerTransactions.type,
			status: ledgerTransactions.status,
			currency: ledgerTransactions.currency,
			search: [ledgerTransactions.reference, ledgerTransactions.description, ledgerTransactions.counterparty],
		}),
	]
	if (options.ledgerType) {
		const touching = db
			.select({ id: ledgerPostings.transactionId })
			.from(ledgerPostings)
			.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
			.where(
				and(
					eq(ledgerAccounts.integratorPk, integratorPk),
					eq(ledgerAccounts.owner, 'integrator'),
					eq(ledgerAccounts.ledgerType, options.ledgerType),
				),
			)
		conditions.push(inArray(ledgerTransactions.id, touching))
	}
	const result = await readPage(transactionKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(ledgerTransactions)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toTransaction) }
}

/** One transaction of the integrator with every posting; the provider's legs show without id or balance. */
export async function getTransaction(db: Db, integratorPk: string, id: string): Promise<TransactionWithPostings | null> {
	const [row] = await db
		.select()
		.from(ledgerTransactions)
		.where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.integratorPk, integratorPk)))
	if (!row) return null
	const postings = await db
		.select({ posting: ledgerPostings, account: ledgerAccounts })
		.from(ledgerPostings)
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
		.where(eq(ledgerPostings.transactionId, id))
		.orderBy(ledgerPostings.seq)
	const currency = row.currency as Currency
	return {
		...toTransaction(row),
		postings: postings.map(({ posting, account }) => {
			const own = account.owner === 'integrator'
			return {
				id: posting.id,
				accountId: own ? account.id : null,
				accountName: account.name,
				ledgerType: own ? (account.ledgerType as LedgerType) : null,
				direction: posting.amount < 0n ? 'DEBIT' : 'CREDIT',
				amount: fromMinorUnits(posting.amount < 0n ? -posting.amount : posting.amount, currency),
				currency,
				balanceAfter: own ? fromMinorUnits(posting.balanceAfter, currency) : null,
			}
		}),
	}
}
