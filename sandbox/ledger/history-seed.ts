import { eq, sql } from 'drizzle-orm'
import type { LedgerType } from '#contract/money/accounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from './accounts.ts'
import { bulkInsert, type BulkColumn } from './bulk-insert.ts'
import { planAccountHistory, seededRandom, type PlannedLeg, type PlannedTransaction } from './history-plan.ts'
import { newId } from './ids.ts'
import { ledgerAccounts, type ledgerPostings, type ledgerTransactions, type localTransfers, type topups } from './schema.ts'

/**
 * Writes a planned history straight into the tables, in batches and in one
 * database transaction: thousands of entries in a second or two, where
 * going through the API would take minutes. Postings are written in time
 * order with their running balances, and every transaction balances, so
 * `ledger verify` passes. Meant for fresh accounts (a scenario, a bench):
 * the history ends now and starts `days` ago.
 */

export type HistorySpec = { ledgerType: LedgerType; currency: Currency; entries: number }
export type HistoryOptions = { nowMs: number; days?: number; seed?: number }

const DAY_MS = 86_400_000

/** 'id amount:numeric …': the columns of a bulk insert, text unless typed. */
const columns = (spec: string): BulkColumn[] =>
	spec.split(' ').map((part) => {
		const [name, type = 'text'] = part.split(':')
		return { name: name!, type: type as BulkColumn['type'] }
	})

export async function seedLedgerHistory(
	db: Db,
	integrator: { pk: string; kybVerified: boolean },
	specs: HistorySpec[],
	options: HistoryOptions,
) {
	await ensureAccounts(db, integrator, options.nowMs)
	const random = seededRandom(options.seed ?? 20_261_123)
	const endMs = options.nowMs - 60_000
	const startMs = endMs - (options.days ?? 180) * DAY_MS

	await db.transaction(async (tx) => {
		const accounts = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.integratorPk, integrator.pk))
		const byKind = new Map(accounts.map((account) => [`${account.owner}|${account.ledgerType}|${account.currency}`, account]))
		const balances = new Map(accounts.map((account) => [account.id, account.balance]))
		const accountFor = (leg: PlannedLeg, spec: HistorySpec) => {
			const key = leg === 'account' ? `integrator|${spec.ledgerType}|${spec.currency}` : `provider|${leg}|${spec.currency}`
			const account = byKind.get(key)
			if (!account) throw new Error(`No ${key} account for ${integrator.pk}: is the integrator verified for ${spec.ledgerType}?`)
			return account
		}

		type Timed = {
			atMs: number
			order: number
			planned: PlannedTransaction
			spec: HistorySpec
			transferId: string | null
			topupId: string | null
		}
		const timed: Timed[] = []
		const transferRows: (typeof localTransfers.$inferInsert)[] = []
		const topupRows: (typeof topups.$inferInsert)[] = []
		for (const spec of specs) {
			let lastTransferId: string | null = null
			for (const movement of planAccountHistory({ ...spec, startMs, endMs, random })) {
				const at = new Date(movement.atMs)
				const topupId = movement.topup ? newId('top') : null
				if (movement.transfer) {
					lastTransferId = newId('trf')
					const { transfer } = movement
					const reference = movement.transactions[0]!.reference
					transferRows.push({
						id: lastTransferId,
						integratorPk: integrator.pk,
						currency: spec.currency,
						...transfer,
						narration: null,
						reference,
						idempotencyKey: `seed-${lastTransferId}`,
						requestHash: 'seed',
						createdAt: at,
						updatedAt: at,
					})
				}
				for (const planned of movement.transactions) {
					const transferId = planned.type === 'TOPUP' ? null : movement.transfer || planned.type === 'REVERSAL' ? lastTransferId : null
					timed.push({ atMs: movement.atMs, order: timed.length, planned, spec, transferId, topupId })
				}
				if (movement.topup && topupId) {
					topupRows.push({
						id: topupId,
						integratorPk: integrator.pk,
						status: 'ITF_COMPLETED',
						currency: spec.currency,
						...movement.topup,
						reference: movement.transactions[0]!.reference,
						transactionId: '',
						createdAt: at,
					})
				}
			}
		}
		timed.sort((a, b) => a.atMs - b.atMs || a.order - b.order)

		const transactionRows: (typeof ledgerTransactions.$inferInsert)[] = []
		const postingRows: (typeof ledgerPostings.$inferInsert)[] = []
		const topupTransaction = new Map<string, string>()
		for (const item of timed) {
			const id = newId('txn')
			const createdAt = new Date(item.atMs)
			const { legs, ...fields } = item.planned
			transactionRows.push({
				id,
				integratorPk: integrator.pk,
				...fields,
				currency: item.spec.currency,
				transferId: item.transferId,
				topupId: item.topupId,
				createdAt,
				updatedAt: createdAt,
			})
			if (item.topupId) topupTransaction.set(item.topupId, id)
			for (const [leg, amount] of legs) {
				const account = accountFor(leg, item.spec)
				const balance = balances.get(account.id)! + amount
				balances.set(account.id, balance)
				postingRows.push({ id: newId('ent'), transactionId: id, accountId: account.id, amount, balanceAfter: balance, createdAt })
			}
		}
		for (const row of topupRows) row.transactionId = topupTransaction.get(row.id)!
		// An account is opened no later than its first entry: the history starts months before the seed runs.
		const firstPosting = new Map<string, Date>()
		for (const row of postingRows) if (!firstPosting.has(row.accountId)) firstPosting.set(row.accountId, row.createdAt!)
		// A failed transfer's row says when it failed: its reversal's time.
		const reversedAt = new Map(
			timed.filter((item) => item.planned.type === 'REVERSAL' && item.transferId).map((item) => [item.transferId, item.atMs]),
		)
		for (const row of transferRows) {
			const atMs = reversedAt.get(row.id)
			if (atMs) row.updatedAt = new Date(atMs)
		}

		const iso = (date: Date | undefined) => (date ? date.toISOString() : null)
		const text = (value: string | null | undefined) => value ?? null
		await bulkInsert(
			tx,
			'ledger_transactions',
			columns(
				'id integrator_pk type status currency amount:numeric reference description counterparty transfer_id topup_id created_at:timestamptz updated_at:timestamptz',
			),
			transactionRows.map((row) => [
				row.id,
				row.integratorPk,
				row.type,
				row.status,
				row.currency,
				row.amount.toString(),
				row.reference,
				row.description,
				text(row.counterparty),
				text(row.transferId),
				text(row.topupId),
				iso(row.createdAt),
				iso(row.updatedAt),
			]),
		)
		await bulkInsert(
			tx,
			'ledger_postings',
			columns('id transaction_id account_id amount:numeric balance_after:numeric created_at:timestamptz'),
			postingRows.map((row) => [
				row.id,
				row.transactionId,
				row.accountId,
				row.amount.toString(),
				row.balanceAfter.toString(),
				iso(row.createdAt),
			]),
		)
		await bulkInsert(
			tx,
			'local_transfers',
			columns(
				'id integrator_pk status currency amount:numeric fee:numeric bank_code bank_name account_number account_name narration reference reason idempotency_key request_hash created_at:timestamptz updated_at:timestamptz',
			),
			transferRows.map((row) => [
				row.id,
				row.integratorPk,
				row.status,
				row.currency,
				row.amount.toString(),
				row.fee.toString(),
				row.bankCode,
				row.bankName,
				row.accountNumber,
				row.accountName,
				text(row.narration),
				row.reference,
				text(row.reason),
				row.idempotencyKey,
				row.requestHash,
				iso(row.createdAt),
				iso(row.updatedAt),
			]),
		)
		await bulkInsert(
			tx,
			'topups',
			columns('id integrator_pk status currency amount:numeric reference sender_name sender_bank transaction_id created_at:timestamptz'),
			topupRows.map((row) => [
				row.id,
				row.integratorPk,
				row.status,
				row.currency,
				row.amount.toString(),
				row.reference,
				row.senderName,
				row.senderBank,
				row.transactionId,
				iso(row.createdAt),
			]),
		)
		for (const account of accounts) {
			const balance = balances.get(account.id)!
			const first = firstPosting.get(account.id)
			const opened = first && first < account.createdAt ? { createdAt: first } : {}
			if (balance !== account.balance || opened.createdAt) {
				await tx
					.update(ledgerAccounts)
					.set({ balance: sql`${balance.toString()}::numeric`, ...opened })
					.where(eq(ledgerAccounts.id, account.id))
			}
		}
	})
}
