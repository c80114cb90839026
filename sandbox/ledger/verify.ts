import { count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.ts'

export type LedgerCheck = { ok: boolean; accounts: number; transactions: number; postings: number; problems: string[] }

const PROBLEMS_SHOWN = 20

/**
 * The ledger's invariants, recomputed from the postings: every stored
 * balance equals the sum of its account's postings and the balance after its
 * latest posting; every transaction has at least two postings, in its own
 * currency, summing to zero. Run by `npm run sandbox -- ledger verify` and
 * by the tests after every movement they make.
 */
export async function verifyLedger(db: Db): Promise<LedgerCheck> {
	const problems: string[] = []
	const sum = sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`
	const balances = await db
		.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, sum })
		.from(ledgerAccounts)
		.leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
		.groupBy(ledgerAccounts.id)
		.having(sql`${ledgerAccounts.balance} <> ${sum}`)
		.limit(PROBLEMS_SHOWN)
	for (const row of balances) problems.push(`account ${row.id}: stored balance ${row.balance} but its postings sum to ${row.sum}`)

	const latest = await db
		.selectDistinctOn([ledgerPostings.accountId], {
			accountId: ledgerPostings.accountId,
			balanceAfter: ledgerPostings.balanceAfter,
			balance: ledgerAccounts.balance,
		})
		.from(ledgerPostings)
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
		.orderBy(ledgerPostings.accountId, desc(ledgerPostings.createdAt), desc(ledgerPostings.seq))
	for (const row of latest.filter((row) => row.balance !== row.balanceAfter).slice(0, PROBLEMS_SHOWN)) {
		problems.push(`account ${row.accountId}: stored balance ${row.balance} but its latest posting left ${row.balanceAfter}`)
	}

	const transactionSum = sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`
	const unbalanced = await db
		.select({ id: ledgerTransactions.id, sum: transactionSum, legs: count(ledgerPostings.id) })
		.from(ledgerTransactions)
		.leftJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
		.groupBy(ledgerTransactions.id)
		.having(sql`${transactionSum} <> 0 or count(${ledgerPostings.id}) < 2`)
		.limit(PROBLEMS_SHOWN)
	for (const row of unbalanced) problems.push(`transaction ${row.id}: ${row.legs} postings summing to ${row.sum}`)

	const mixed = await db
		.select({ posting: ledgerPostings.id, transaction: ledgerTransactions.id })
		.from(ledgerPostings)
		.innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
		.where(ne(ledgerAccounts.currency, ledgerTransactions.currency))
		.limit(PROBLEMS_SHOWN)
	for (const row of mixed) problems.push(`posting ${row.posting}: its account's currency differs from transaction ${row.transaction}'s`)

	const [accounts] = await db.select({ n: count() }).from(ledgerAccounts)
	const [transactions] = await db.select({ n: count() }).from(ledgerTransactions)
	const [postings] = await db.select({ n: count() }).from(ledgerPostings)
	return { ok: problems.length === 0, accounts: accounts?.n ?? 0, transactions: transactions?.n ?? 0, postings: postings?.n ?? 0, problems }
}
