import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { BALANCE_HISTORY_MAX_DAYS, type BalanceHistory } from '#contract/money/accounts.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { dayEnd, dayStart } from './filters.ts'
import { ledgerPostings, type LedgerAccountRow } from './schema.ts'

const DAY_MS = 86_400_000
const DEFAULT_DAYS = 30
const toDay = (date: Date) => date.toISOString().slice(0, 10)

export type HistoryResult = { ok: true; data: BalanceHistory } | { ok: false; field: 'from' | 'to'; message: string }

/**
 * The closing balance of each day from `from` to `to` (UTC): the balance
 * after the day's last posting, or the day before's when nothing moved. One
 * query for the opening balance and one for the days' last postings, so the
 * cost follows the number of days, not of entries.
 */
export async function balanceHistory(
	db: Db,
	account: LedgerAccountRow,
	range: { from?: string; to?: string },
	nowMs: number,
): Promise<HistoryResult> {
	const to = range.to ?? toDay(new Date(nowMs))
	const from = range.from ?? toDay(new Date(dayStart(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS))
	const days = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1
	if (days < 1) return { ok: false, field: 'from', message: 'from must be on or before to' }
	if (days > BALANCE_HISTORY_MAX_DAYS)
		return { ok: false, field: 'from', message: `The range can cover at most ${BALANCE_HISTORY_MAX_DAYS} days` }

	const [opening] = await db
		.select({ balance: ledgerPostings.balanceAfter })
		.from(ledgerPostings)
		.where(and(eq(ledgerPostings.accountId, account.id), lt(ledgerPostings.createdAt, dayStart(from))))
		.orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.seq))
		.limit(1)
	const day = sql<string>`to_char(${ledgerPostings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
	const closings = await db
		.selectDistinctOn([day], { day, balance: ledgerPostings.balanceAfter })
		.from(ledgerPostings)
		.where(
			and(
				eq(ledgerPostings.accountId, account.id),
				gte(ledgerPostings.createdAt, dayStart(from)),
				lt(ledgerPostings.createdAt, dayEnd(to)),
			),
		)
		.orderBy(day, desc(ledgerPostings.createdAt), desc(ledgerPostings.seq))
	const closing = new Map(closings.map((row) => [row.day, BigInt(row.balance)]))

	const currency = account.currency as Currency
	let balance = opening ? BigInt(opening.balance) : 0n
	const points = []
	for (let index = 0; index < days; index++) {
		const date = toDay(new Date(dayStart(from).getTime() + index * DAY_MS))
		balance = closing.get(date) ?? balance
		points.push({ date, balance: fromMinorUnits(balance, currency) })
	}
	return { ok: true, data: { accountId: account.id, currency, from, to, points } }
}
