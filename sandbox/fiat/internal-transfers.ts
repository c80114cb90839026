import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { FIAT_MESSAGES, type InternalBalance, type InternalTransfer } from '#contract/fiat/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import { newFiatId, newFiatReference } from './ids.ts'
import { fiatInternalTransfers, type FiatInternalTransferRow } from './schema.ts'

/**
 * Internal transfers (contract/fiat/api.ts): money between a fiat wallet and
 * the funding or operational balance of its currency. One database
 * transaction posts the INTERNAL_TRANSFER and records it under its
 * idempotency key; a racing twin of the same key rolls its posting back and
 * answers the first.
 */

export function toInternalTransfer(row: FiatInternalTransferRow): InternalTransfer {
	const currency = row.currency as FiatCurrency
	return {
		id: row.id,
		currency,
		from: row.fromLedger as InternalBalance,
		to: row.toLedger as InternalBalance,
		amount: fromMinorUnits(row.amount, currency),
		reference: row.reference,
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

export type InternalMove = { currency: FiatCurrency; from: InternalBalance; to: InternalBalance; amount: bigint; idempotencyKey: string }

const hashOf = (move: InternalMove) =>
	createHash('sha256')
		.update(JSON.stringify([move.currency, move.from, move.to, move.amount.toString()]))
		.digest('hex')

export async function findInternalTransferByKey(db: Db, integratorPk: string, key: string) {
	const [row] = await db
		.select()
		.from(fiatInternalTransfers)
		.where(and(eq(fiatInternalTransfers.integratorPk, integratorPk), eq(fiatInternalTransfers.idempotencyKey, key)))
	return row ?? null
}

/** An earlier transfer under the key: the same request (a replay) or another one (a conflict). */
export const sameRequest = (row: FiatInternalTransferRow, move: InternalMove) => row.requestHash === hashOf(move)

class KeyTaken extends Error {}

export type MoveResult =
	| { kind: 'created' | 'replayed'; row: FiatInternalTransferRow }
	| { kind: 'conflict' }
	| { kind: 'no-balance'; ledger: InternalBalance }
	| { kind: 'insufficient' }

export async function moveBetweenBalances(db: Db, integratorPk: string, move: InternalMove, now: () => number): Promise<MoveResult> {
	const words = { fiat: 'fiat wallet', funding: 'funding', operational: 'operational' } as const
	try {
		return await db.transaction(async (tx): Promise<MoveResult> => {
			const from = await findAccount(tx, integratorPk, 'integrator', move.from, move.currency)
			if (!from) return { kind: 'no-balance', ledger: move.from }
			const to = await findAccount(tx, integratorPk, 'integrator', move.to, move.currency)
			if (!to) return { kind: 'no-balance', ledger: move.to }
			await lockAccounts(tx, [from.id, to.id])
			// A twin that waited for the lock finds the first's transfer: answered, not made twice (nor refused for the balance it spent).
			if (await findInternalTransferByKey(tx, integratorPk, move.idempotencyKey)) throw new KeyTaken()
			const createdAt = new Date(now())
			const id = newFiatId('fit')
			const reference = newFiatReference('IT', createdAt.getTime())
			const transaction = await postTransaction(
				tx,
				{
					integratorPk,
					type: 'INTERNAL_TRANSFER',
					status: 'ITF_COMPLETED',
					currency: move.currency,
					amount: move.amount,
					reference,
					description: `From the ${move.currency} ${words[move.from]} to the ${move.currency} ${words[move.to]}`,
					transferId: id,
					legs: [
						{ accountId: from.id, amount: -move.amount },
						{ accountId: to.id, amount: move.amount },
					],
				},
				now,
			)
			const [row] = await tx
				.insert(fiatInternalTransfers)
				.values({
					id,
					integratorPk,
					idempotencyKey: move.idempotencyKey,
					requestHash: hashOf(move),
					currency: move.currency,
					fromLedger: move.from,
					toLedger: move.to,
					amount: move.amount,
					reference,
					transactionId: transaction.id,
					createdAt,
				})
				.onConflictDoNothing()
				.returning()
			// The key was taken by a racing twin: undo this posting, answer the first.
			if (!row) throw new KeyTaken()
			return { kind: 'created', row }
		})
	} catch (error) {
		if (error instanceof InsufficientBalanceError) return { kind: 'insufficient' }
		if (!(error instanceof KeyTaken)) throw error
	}
	const existing = await findInternalTransferByKey(db, integratorPk, move.idempotencyKey)
	if (!existing) throw new Error('Idempotency key taken but no transfer found')
	return sameRequest(existing, move) ? { kind: 'replayed', row: existing } : { kind: 'conflict' }
}

export const noBalanceMessage = (currency: FiatCurrency, ledger: InternalBalance) =>
	ledger === 'fiat' ? FIAT_MESSAGES.noWallet(currency) : FIAT_MESSAGES.noBalance(currency, ledger)
