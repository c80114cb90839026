import { and, eq } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { MovementFilters, TransferStatus } from '#contract/money/ledger.ts'
import type { Page } from '#contract/money/paging.ts'
import type { Topup } from '#contract/money/transfers.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { findAccount } from './accounts.ts'
import { movementConditions } from './filters.ts'
import { newId, newReference } from './ids.ts'
import { postTransaction } from './post.ts'
import { topups, type TopupRow } from './schema.ts'

/** Top-ups: bank deposits to a funding account's virtual account, credited at once. */

export function toTopup(row: TopupRow): Topup {
	return {
		id: row.id,
		status: row.status as TransferStatus,
		amount: fromMinorUnits(row.amount, row.currency as FiatCurrency),
		currency: row.currency as FiatCurrency,
		reference: row.reference,
		senderName: row.senderName,
		senderBank: row.senderBank,
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

export type Deposit = { currency: FiatCurrency; amount: bigint; senderName: string; senderBank: string; reference?: string }

/** One database transaction: the TOPUP transaction (clearing → funding) and the top-up row. */
export async function depositFunds(db: Db, integratorPk: string, deposit: Deposit, now: () => number): Promise<TopupRow> {
	return db.transaction(async (tx) => {
		const funding = await findAccount(tx, integratorPk, 'integrator', 'funding', deposit.currency)
		const clearing = await findAccount(tx, integratorPk, 'provider', 'clearing', deposit.currency)
		if (!funding || !clearing) throw new Error(`Missing ${deposit.currency} accounts for ${integratorPk}`)
		const id = newId('top')
		const reference = deposit.reference ?? newReference('TU', now())
		const transaction = await postTransaction(
			tx,
			{
				integratorPk,
				type: 'TOPUP',
				status: 'ITF_COMPLETED',
				currency: deposit.currency,
				amount: deposit.amount,
				reference,
				description: `Bank deposit from ${deposit.senderName}`,
				counterparty: `${deposit.senderName} · ${deposit.senderBank}`,
				topupId: id,
				legs: [
					{ accountId: clearing.id, amount: -deposit.amount },
					{ accountId: funding.id, amount: deposit.amount },
				],
			},
			now,
		)
		const [row] = await tx
			.insert(topups)
			.values({
				id,
				integratorPk,
				status: 'ITF_COMPLETED',
				currency: deposit.currency,
				amount: deposit.amount,
				reference,
				senderName: deposit.senderName,
				senderBank: deposit.senderBank,
				transactionId: transaction.id,
				createdAt: transaction.createdAt,
			})
			.returning()
		return row!
	})
}

export async function findTopup(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(topups)
		.where(and(eq(topups.id, id), eq(topups.integratorPk, integratorPk)))
	return row ?? null
}

const topupKeyset: Keyset<TopupRow> = {
	columns: [
		{ column: topups.createdAt, cast: 'timestamptz' },
		{ column: topups.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

export async function listTopups(
	db: Db,
	integratorPk: string,
	filters: Omit<MovementFilters, 'limit' | 'lek'>,
	page: PageRequest,
): Promise<Page<Topup> | null> {
	const conditions = [
		eq(topups.integratorPk, integratorPk),
		...movementConditions(filters, {
			createdAt: topups.createdAt,
			status: topups.status,
			currency: topups.currency,
			search: [topups.reference, topups.senderName, topups.senderBank],
		}),
	]
	const result = await readPage(topupKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(topups)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toTopup) }
}
