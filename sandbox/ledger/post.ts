import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Currency } from '#contract/money/currencies.ts'
import type { TransactionType, TransferStatus } from '#contract/money/ledger.ts'
import type { Db } from '../db/database.ts'
import { newId } from './ids.ts'
import { ledgerAccounts, ledgerPostings, ledgerTransactions, type LedgerTransactionRow } from './schema.ts'

/**
 * The one way money moves: a transaction whose postings sum to zero, each
 * applied to its account's stored balance by a conditional UPDATE. The
 * UPDATE takes the row lock, and PostgreSQL re-checks its condition against
 * the latest committed balance after waiting for a concurrent writer, so two
 * debits racing for the same money cannot both pass. Run it inside the
 * caller's database transaction: a refused leg (InsufficientBalanceError)
 * rolls back everything the movement wrote.
 */

export class InsufficientBalanceError extends Error {
	constructor(public readonly accountId: string) {
		super(`Insufficient balance on ${accountId}`)
		this.name = 'InsufficientBalanceError'
	}
}

export type Leg = { accountId: string; amount: bigint }
export type NewLedgerTransaction = {
	integratorPk: string
	type: TransactionType
	status: TransferStatus
	currency: Currency
	/** The amount moved (positive). */
	amount: bigint
	reference: string
	description: string
	counterparty?: string | null
	transferId?: string | null
	topupId?: string | null
	legs: Leg[]
}

export async function postTransaction(tx: Db, input: NewLedgerTransaction, now: () => number): Promise<LedgerTransactionRow> {
	if (input.legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('A transaction must sum to zero')
	if (new Set(input.legs.map((leg) => leg.accountId)).size !== input.legs.length) throw new Error('One leg per account')
	// A fixed locking order (by id), so two movements over the same accounts never deadlock.
	const legs = [...input.legs].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))
	const balances = new Map<string, bigint>()
	for (const leg of legs) {
		const [row] = await tx
			.update(ledgerAccounts)
			.set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount.toString()}::numeric` })
			.where(
				and(
					eq(ledgerAccounts.id, leg.accountId),
					eq(ledgerAccounts.currency, input.currency),
					or(eq(ledgerAccounts.owner, 'provider'), sql`${ledgerAccounts.balance} + ${leg.amount.toString()}::numeric >= 0`),
				),
			)
			.returning({ balance: ledgerAccounts.balance })
		if (!row) throw new InsufficientBalanceError(leg.accountId)
		balances.set(leg.accountId, row.balance)
	}
	// The time is read once the balances are held, so postings order as their balances were taken.
	const createdAt = new Date(now())
	const [transaction] = await tx
		.insert(ledgerTransactions)
		.values({
			id: newId('txn'),
			integratorPk: input.integratorPk,
			type: input.type,
			status: input.status,
			currency: input.currency,
			amount: input.amount,
			reference: input.reference,
			description: input.description,
			counterparty: input.counterparty ?? null,
			transferId: input.transferId ?? null,
			topupId: input.topupId ?? null,
			createdAt,
			updatedAt: createdAt,
		})
		.returning()
	if (!transaction) throw new Error('Transaction insert returned nothing')
	await tx.insert(ledgerPostings).values(
		input.legs.map((leg) => ({
			id: newId('ent'),
			transactionId: transaction.id,
			accountId: leg.accountId,
			amount: leg.amount,
			balanceAfter: balances.get(leg.accountId)!,
			createdAt,
		})),
	)
	return transaction
}

/**
 * Locks the accounts of a movement made of several transactions (a transfer
 * and its fee, a reversal) up front, in id order like every posting, so two
 * movements over the same accounts always queue instead of deadlocking.
 */
export async function lockAccounts(tx: Db, accountIds: string[]) {
	await tx
		.select({ id: ledgerAccounts.id })
		.from(ledgerAccounts)
		.where(inArray(ledgerAccounts.id, accountIds))
		.orderBy(asc(ledgerAccounts.id))
		.for('update')
}
