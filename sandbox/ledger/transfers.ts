import { createHash } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { MovementFilters, TransferStatus } from '#contract/money/ledger.ts'
import type { Page } from '#contract/money/paging.ts'
import type { Bank, LocalTransfer } from '#contract/money/transfers.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { findAccount } from './accounts.ts'
import { movementConditions } from './filters.ts'
import { newId, newReference } from './ids.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from './post.ts'
import { ledgerTransactions, localTransfers, type LocalTransferRow } from './schema.ts'

/**
 * Local transfers: created ITF_PENDING with amount and fee debited from the
 * funding balance (TRANSFER and FEE transactions, one database transaction
 * with the transfer row), handed to the bank (ITF_PROCESSING), then settled
 * (ITF_COMPLETED) or failed (ITF_FAILED, amount and fee returned by a
 * REVERSAL). The idempotency key's unique index makes a retried request find
 * the first transfer instead of making a second.
 */

export function toLocalTransfer(row: LocalTransferRow): LocalTransfer {
	const currency = row.currency as FiatCurrency
	return {
		id: row.id,
		status: row.status as TransferStatus,
		amount: fromMinorUnits(row.amount, currency),
		fee: fromMinorUnits(row.fee, currency),
		total: fromMinorUnits(row.amount + row.fee, currency),
		currency,
		bankCode: row.bankCode,
		bankName: row.bankName,
		accountNumber: row.accountNumber,
		accountName: row.accountName,
		narration: row.narration,
		reference: row.reference,
		reason: row.reason,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

export type TransferRequest = {
	currency: FiatCurrency
	bank: Bank
	accountNumber: string
	accountName: string
	amount: bigint
	fee: bigint
	narration: string | null
	idempotencyKey: string
}

/** What makes two requests "the same": the money fields, never the PIN or code. */
export function requestHash(request: {
	currency: string
	bankCode: string
	accountNumber: string
	amount: bigint
	narration: string | null
}) {
	const fields = [request.currency, request.bankCode, request.accountNumber, request.amount.toString(), request.narration ?? '']
	return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

export async function findTransferByKey(db: Db, integratorPk: string, idempotencyKey: string) {
	const [row] = await db
		.select()
		.from(localTransfers)
		.where(and(eq(localTransfers.integratorPk, integratorPk), eq(localTransfers.idempotencyKey, idempotencyKey)))
	return row ?? null
}

export type SubmitResult = { kind: 'created' | 'replayed'; row: LocalTransferRow } | { kind: 'conflict' } | { kind: 'insufficient' }

export async function submitTransfer(
	db: Db,
	integratorPk: string,
	request: TransferRequest,
	now: () => number,
	audit: AuditTrail | null,
): Promise<SubmitResult> {
	const hash = requestHash({ ...request, bankCode: request.bank.code })
	try {
		const created = await db.transaction(async (tx) => {
			const createdAt = new Date(now())
			const [row] = await tx
				.insert(localTransfers)
				.values({
					id: newId('trf'),
					integratorPk,
					status: 'ITF_PENDING',
					currency: request.currency,
					amount: request.amount,
					fee: request.fee,
					bankCode: request.bank.code,
					bankName: request.bank.name,
					accountNumber: request.accountNumber,
					accountName: request.accountName,
					narration: request.narration,
					reference: newReference('LT', createdAt.getTime()),
					idempotencyKey: request.idempotencyKey,
					requestHash: hash,
					createdAt,
					updatedAt: createdAt,
				})
				.onConflictDoNothing()
				.returning()
			// The key was taken (maybe by a racing twin that has just committed): nothing written here.
			if (!row) return null
			const funding = await findAccount(tx, integratorPk, 'integrator', 'funding', request.currency)
			const clearing = await findAccount(tx, integratorPk, 'provider', 'clearing', request.currency)
			const fees = await findAccount(tx, integratorPk, 'provider', 'fees', request.currency)
			if (!funding || !clearing || !fees) throw new Error(`Missing ${request.currency} accounts for ${integratorPk}`)
			await lockAccounts(tx, [funding.id, clearing.id, fees.id])
			const common = {
				integratorPk,
				status: 'ITF_PENDING' as const,
				currency: request.currency,
				reference: row.reference,
				counterparty: `${request.accountName} · ${request.bank.name}`,
				transferId: row.id,
			}
			await postTransaction(
				tx,
				{
					...common,
					type: 'TRANSFER',
					amount: request.amount,
					description: request.narration ?? `Transfer to ${request.accountName}`,
					legs: [
						{ accountId: funding.id, amount: -request.amount },
						{ accountId: clearing.id, amount: request.amount },
					],
				},
				now,
			)
			if (request.fee > 0n) {
				await postTransaction(
					tx,
					{
						...common,
						type: 'FEE',
						amount: request.fee,
						description: `Fee for transfer ${row.reference}`,
						legs: [
							{ accountId: funding.id, amount: -request.fee },
							{ accountId: fees.id, amount: request.fee },
						],
					},
					now,
				)
			}
			await audit?.(tx, {
				kind: 'money.local_transfer',
				amount: { value: fromMinorUnits(request.amount, request.currency), currency: request.currency },
				reference: { id: row.id },
			})
			return row
		})
		if (created) return { kind: 'created', row: created }
	} catch (error) {
		if (error instanceof InsufficientBalanceError) return { kind: 'insufficient' }
		throw error
	}
	const existing = await findTransferByKey(db, integratorPk, request.idempotencyKey)
	if (!existing) throw new Error('Idempotency key taken but no transfer found')
	return existing.requestHash === hash ? { kind: 'replayed', row: existing } : { kind: 'conflict' }
}

/** A status change of the transfer and of its TRANSFER and FEE transactions (REVERSAL keeps its own). */
async function setStatus(tx: Db, row: LocalTransferRow, status: TransferStatus, nowMs: number, reason: string | null = row.reason) {
	const updatedAt = new Date(nowMs)
	const [updated] = await tx.update(localTransfers).set({ status, reason, updatedAt }).where(eq(localTransfers.id, row.id)).returning()
	await tx
		.update(ledgerTransactions)
		.set({ status, updatedAt })
		.where(and(eq(ledgerTransactions.transferId, row.id), inArray(ledgerTransactions.type, ['TRANSFER', 'FEE'])))
	return updated!
}

/**
 * Handed to the bank: ITF_PENDING → ITF_PROCESSING, only from ITF_PENDING (a
 * settle or fail that got in first is never overwritten).
 */
export async function markProcessing(db: Db, row: LocalTransferRow, nowMs: number) {
	const updatedAt = new Date(nowMs)
	return db.transaction(async (tx) => {
		const [updated] = await tx
			.update(localTransfers)
			.set({ status: 'ITF_PROCESSING', updatedAt })
			.where(and(eq(localTransfers.id, row.id), eq(localTransfers.status, 'ITF_PENDING')))
			.returning()
		if (!updated) return (await findTransfer(tx, null, row.id)) ?? row
		await tx
			.update(ledgerTransactions)
			.set({ status: 'ITF_PROCESSING', updatedAt })
			.where(and(eq(ledgerTransactions.transferId, row.id), eq(ledgerTransactions.status, 'ITF_PENDING')))
		return updated
	})
}

const OPEN_STATUSES: readonly string[] = ['ITF_PENDING', 'ITF_PROCESSING']

export type FinishResult =
	{ ok: true; row: LocalTransferRow; changed: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'final'; status: string }

/**
 * Settles or fails a transfer. The transfer's row lock makes a racing settle
 * and fail take turns: the second finds it final. Failing returns amount and
 * fee to the funding balance in the same database transaction.
 */
export async function finishTransfer(
	db: Db,
	id: string,
	outcome: { settle: true } | { settle: false; reason: string },
	now: () => number,
): Promise<FinishResult> {
	return db.transaction(async (tx): Promise<FinishResult> => {
		const [row] = await tx.select().from(localTransfers).where(eq(localTransfers.id, id)).for('update')
		if (!row) return { ok: false, reason: 'not-found' }
		if (!OPEN_STATUSES.includes(row.status)) return { ok: false, reason: 'final', status: row.status }
		if (outcome.settle) return { ok: true, changed: true, row: await setStatus(tx, row, 'ITF_COMPLETED', now()) }
		const currency = row.currency as FiatCurrency
		const funding = await findAccount(tx, row.integratorPk, 'integrator', 'funding', currency)
		const clearing = await findAccount(tx, row.integratorPk, 'provider', 'clearing', currency)
		const fees = await findAccount(tx, row.integratorPk, 'provider', 'fees', currency)
		if (!funding || !clearing || !fees) throw new Error(`Missing ${currency} accounts for ${row.integratorPk}`)
		await lockAccounts(tx, [funding.id, clearing.id, fees.id])
		const legs = [
			{ accountId: funding.id, amount: row.amount + row.fee },
			{ accountId: clearing.id, amount: -row.amount },
			...(row.fee > 0n ? [{ accountId: fees.id, amount: -row.fee }] : []),
		]
		await postTransaction(
			tx,
			{
				integratorPk: row.integratorPk,
				type: 'REVERSAL',
				status: 'ITF_COMPLETED',
				currency,
				amount: row.amount + row.fee,
				reference: newReference('RV', now()),
				description: `Reversal of transfer ${row.reference}: ${outcome.reason}`,
				counterparty: `${row.accountName} · ${row.bankName}`,
				transferId: row.id,
				legs,
			},
			now,
		)
		return { ok: true, changed: true, row: await setStatus(tx, row, 'ITF_FAILED', now(), outcome.reason) }
	})
}

export async function findTransfer(db: Db, integratorPk: string | null, id: string) {
	const [row] = await db
		.select()
		.from(localTransfers)
		.where(and(eq(localTransfers.id, id), integratorPk ? eq(localTransfers.integratorPk, integratorPk) : undefined))
	return row ?? null
}

const transferKeyset: Keyset<LocalTransferRow> = {
	columns: [
		{ column: localTransfers.createdAt, cast: 'timestamptz' },
		{ column: localTransfers.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

export async function listLocalTransfers(
	db: Db,
	integratorPk: string,
	filters: Omit<MovementFilters, 'limit' | 'lek'>,
	page: PageRequest,
): Promise<Page<LocalTransfer> | null> {
	const conditions = [
		eq(localTransfers.integratorPk, integratorPk),
		...movementConditions(filters, {
			createdAt: localTransfers.createdAt,
			status: localTransfers.status,
			currency: localTransfers.currency,
			search: [
				localTransfers.reference,
				localTransfers.accountName,
				localTransfers.accountNumber,
				localTransfers.bankName,
				localTransfers.narration,
			],
		}),
	]
	const result = await readPage(transferKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(localTransfers)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toLocalTransfer) }
}
