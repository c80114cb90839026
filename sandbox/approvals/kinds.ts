import { and, eq, inArray } from 'drizzle-orm'
import type { ApprovalKind, ApprovalTarget } from '#contract/approvals/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Currency, FiatCurrency } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import { networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import { WITHDRAWAL_ERROR_CODES } from '#contract/wallets/withdrawals.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { findPayoutQuote, markPayoutProcessing, submitPayout } from '../fiat/payouts.ts'
import { fiatPayoutQuotes } from '../fiat/schema.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { quotedTransfer } from '../ledger/quotes.ts'
import { transferQuotes } from '../ledger/schema.ts'
import { markProcessing, submitTransfer } from '../ledger/transfers.ts'
import { batchTotals, claimBatch, findBatch, finishBatch } from '../payments/batches.ts'
import { paymentBatchRows, paymentBatches } from '../payments/schema.ts'
import { walletWithdrawalQuotes } from '../wallets/schema.ts'
import { findWithdrawalQuote, submitWithdrawal } from '../wallets/withdrawals.ts'

/**
 * The kinds of money leaving that a rule holds (docs/product/approvals.md,
 * record 136): for each, how to read the figures its request holds (amount,
 * fee, destination) from its own quote, and how an approval sends that quote
 * through the kind's own submit function, inside the approval's transaction.
 * Approvals never switch on the kind anywhere else.
 */

/** What a request holds: its quote's figures, in minor units of the quote's currency or asset. */
export type Held = { currency: Currency; amount: bigint; fee: bigint; to: ApprovalTarget }

/** What an approval sent; `after` runs once the approval's transaction has committed (handing it on, as the kind's own confirmation does). */
export type Sent = { movementId: string; service: string | null; after?: (db: Db, now: () => number) => Promise<unknown> }

export type Sender = { name: string; email: string }

type KindSpec = {
	/** The business's quotes of these ids, as their requests hold them. */
	held(db: Db, integratorPk: string, quoteIds: string[]): Promise<Map<string, Held>>
	/** Sends the held quote once (inside the approval's transaction); a refusal leaves the request waiting. */
	send(tx: Db, integratorPk: string, quoteId: string, by: Sender, now: () => number, audit: AuditTrail): Promise<Sent | Refusal>
}

const quoteGone = () => {
	throw new Error('An approval request without its quote')
}

export const APPROVAL_KIND_SPECS: Readonly<Record<ApprovalKind, KindSpec>> = {
	PAYOUT: {
		async held(db, pk, ids) {
			const rows = await db
				.select()
				.from(fiatPayoutQuotes)
				.where(and(eq(fiatPayoutQuotes.integratorPk, pk), inArray(fiatPayoutQuotes.id, ids)))
			return new Map(
				rows.map((q) => [
					q.id,
					{
						currency: q.currency as FiatCurrency,
						amount: q.amount,
						fee: q.fee,
						to: { kind: 'PAYOUT', beneficiary: q.beneficiary, narration: q.narration },
					},
				]),
			)
		},
		async send(tx, pk, quoteId, by, now, audit) {
			const quote = (await findPayoutQuote(tx, pk, quoteId)) ?? quoteGone()
			// The recent-payout question was the requester's to answer when they asked (record 134).
			const payout = await submitPayout(tx, quote, by, true, now, audit)
			if ('ok' in payout) return payout
			if (payout.kind === 'recent') throw new Error('A payout sent again was asked about')
			const row = payout.row
			return { movementId: row.id, service: quote.service, after: (db, clock) => markPayoutProcessing(db, row, clock()) }
		},
	},
	WITHDRAWAL: {
		async held(db, pk, ids) {
			const rows = await db
				.select()
				.from(walletWithdrawalQuotes)
				.where(and(eq(walletWithdrawalQuotes.integratorPk, pk), inArray(walletWithdrawalQuotes.id, ids)))
			return new Map(
				rows.map((q) => {
					const asset = q.asset as Currency
					return [
						q.id,
						{
							currency: asset,
							amount: q.amount,
							fee: q.networkFee + q.serviceFee,
							to: {
								kind: 'WITHDRAWAL',
								address: q.address,
								network: networkLabel(q.network as WalletNetwork),
								networkFee: fromMinorUnits(q.networkFee, asset),
								serviceFee: fromMinorUnits(q.serviceFee, asset),
							},
						},
					]
				}),
			)
		},
		async send(tx, pk, quoteId, _by, now, audit) {
			const quote = (await findWithdrawalQuote(tx, pk, quoteId)) ?? quoteGone()
			const made = await submitWithdrawal(tx, quote, now, audit)
			if ('ok' in made) return made
			if (made.kind === 'blacklisted')
				return refuse(422, WITHDRAWAL_API_MESSAGES.blacklisted, { code: WITHDRAWAL_ERROR_CODES.addressBlacklisted, field: 'address' })
			return { movementId: made.row.id, service: 'wallets' }
		},
	},
	TRANSFER: {
		async held(db, pk, ids) {
			const rows = await db
				.select()
				.from(transferQuotes)
				.where(and(eq(transferQuotes.integratorPk, pk), inArray(transferQuotes.id, ids)))
			return new Map(
				rows.map((q) => [
					q.id,
					{
						currency: q.currency as FiatCurrency,
						amount: q.amount,
						fee: q.fee,
						to: {
							kind: 'TRANSFER',
							bankName: q.bankName,
							accountNumber: q.accountNumber,
							accountName: q.accountName,
							narration: q.narration,
						},
					},
				]),
			)
		},
		async send(tx, pk, quoteId, _by, now, audit) {
			const [quote] = await tx
				.select()
				.from(transferQuotes)
				.where(and(eq(transferQuotes.integratorPk, pk), eq(transferQuotes.id, quoteId)))
			const made = await submitTransfer(tx, pk, quotedTransfer(quote ?? quoteGone()), now, audit)
			if (made.kind === 'insufficient')
				return refuse(400, MONEY_MESSAGES.insufficientBalance, { code: MONEY_ERROR_CODES.insufficientBalance, field: 'amount' })
			if (made.kind === 'conflict')
				return refuse(409, MONEY_MESSAGES.idempotencyConflict, { code: MONEY_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' })
			const row = made.row
			return { movementId: row.id, service: null, after: (db, clock) => markProcessing(db, row, clock()) }
		},
	},
	BULK: {
		async held(db, pk, ids) {
			const [batches, rows] = await Promise.all([
				db
					.select()
					.from(paymentBatches)
					.where(and(eq(paymentBatches.integratorPk, pk), inArray(paymentBatches.id, ids))),
				db.select().from(paymentBatchRows).where(inArray(paymentBatchRows.batchId, ids)),
			])
			return new Map(
				batches.map((batch) => {
					const totals = batchTotals(rows.filter((row) => row.batchId === batch.id))
					const first = totals[0] ?? { currency: 'NGN' as FiatCurrency, rows: 0, amount: 0n, fee: 0n }
					const money = (units: bigint, currency: FiatCurrency) => fromMinorUnits(units, currency)
					return [
						batch.id,
						{
							currency: first.currency,
							amount: first.amount,
							fee: first.fee,
							to: {
								kind: 'BULK',
								fileName: batch.fileName,
								rowCount: totals.reduce((sum, total) => sum + total.rows, 0),
								totals: totals.map((t) => ({
									currency: t.currency,
									rows: t.rows,
									amount: money(t.amount, t.currency),
									fee: money(t.fee, t.currency),
									total: money(t.amount + t.fee, t.currency),
								})),
							},
						},
					]
				}),
			)
		},
		async send(tx, pk, quoteId, by, now, audit) {
			const batch = (await findBatch(tx, pk, quoteId)) ?? quoteGone()
			const claimed = await claimBatch(tx, batch, by, now, audit)
			if (!claimed) throw new Error('A batch that waits for approval was sent without it')
			// Each row's payout is made once the approval has committed, as a confirmed batch's are (resumable, record 100).
			return { movementId: batch.id, service: 'payment', after: (db, clock) => finishBatch(db, claimed, clock) }
		},
	},
}
