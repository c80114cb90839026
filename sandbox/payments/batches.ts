import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { BENEFICIARY_ID } from '#contract/fiat/beneficiaries.ts'
import { payoutFee } from '#contract/fiat/fees.ts'
import type { PayoutService } from '#contract/fiat/payouts.ts'
import { amountDecimalsIssue, amountSchema, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, FIAT_CURRENCIES, type FiatCurrency } from '#contract/money/currencies.ts'
import type { TransferStatus } from '#contract/money/ledger.ts'
import {
	PAYMENT_MESSAGES,
	REFERENCE_MAX_LENGTH,
	type Batch,
	type BatchRow,
	type BatchRowInput,
	type BatchRowStatus,
	type BatchStatus,
	type BatchSummary,
	type BatchTotal,
} from '#contract/payments/api.ts'
import type { Db } from '../db/database.ts'
import { findAccount } from '../ledger/accounts.ts'
import { findBeneficiary } from '../fiat/beneficiaries.ts'
import { payoutFeeRule } from '../fiat/fees.ts'
import { createPayoutQuote, markPayoutProcessing, submitPayout } from '../fiat/payouts.ts'
import { fiatPayouts } from '../fiat/schema.ts'
import { paymentBatches, paymentBatchRows, type PaymentBatchRow, type PaymentBatchRowRow } from './schema.ts'

/**
 * Bulk payouts (contract/payments/api.ts): a file's rows checked one by one
 * and kept as a DRAFT batch; its confirmation turns each valid row into its
 * own payout, made exactly as a single payout is (sandbox/fiat/payouts.ts:
 * quote, then submit in one database transaction), so a row refused then
 * fails alone and the others go on.
 */

/** The Payment service pays from the integrator's fiat wallet of the currency, with its own rate card's fee. */
export const PAYMENT_SOURCE = { service: 'PAYMENT' as PayoutService, ledgerType: 'fiat' }

export const newBatchId = () => `pbt_${randomBytes(10).toString('hex')}`

const isFiat = (value: string): value is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(value)

type CheckedRow = Omit<PaymentBatchRowRow, 'batchId'>

/** One row checked: its reason when it cannot be paid, else its exact amount and fee. */
async function checkRow(db: Db, integratorPk: string, input: Required<BatchRowInput>, nowMs: number): Promise<CheckedRow> {
	const beneficiaryId = input.beneficiaryId.trim()
	const currency = input.currency.trim().toUpperCase()
	const amountText = input.amount.trim()
	const reference = input.reference.trim()
	const row: CheckedRow = {
		line: input.line,
		beneficiaryId,
		beneficiaryName: null,
		destination: null,
		currency,
		amountText,
		amount: null,
		fee: null,
		reference,
		status: 'INVALID',
		reason: null,
		payoutId: null,
	}
	const invalid = (reason: string) => ({ ...row, reason })
	if (!beneficiaryId) return invalid(PAYMENT_MESSAGES.rows.beneficiary)
	if (!isFiat(currency)) return invalid(PAYMENT_MESSAGES.rows.currency)
	const amount = amountSchema.safeParse(amountText)
	if (!amount.success) return invalid(PAYMENT_MESSAGES.rows.amount)
	if (amountDecimalsIssue(amount.data, currency)) return invalid(PAYMENT_MESSAGES.rows.decimals(currency, CURRENCY_DECIMALS[currency]))
	if (reference.length > REFERENCE_MAX_LENGTH) return invalid(PAYMENT_MESSAGES.rows.reference)
	const beneficiary = BENEFICIARY_ID.test(beneficiaryId) ? await findBeneficiary(db, integratorPk, beneficiaryId) : null
	if (!beneficiary) return invalid(PAYMENT_MESSAGES.rows.unknownBeneficiary)
	const named = { ...row, beneficiaryName: beneficiary.name, destination: beneficiary.destination }
	if (beneficiary.currency !== currency) return { ...named, reason: PAYMENT_MESSAGES.rows.otherCurrency(currency, beneficiary.currency) }
	if (!(await findAccount(db, integratorPk, 'integrator', PAYMENT_SOURCE.ledgerType, currency)))
		return { ...named, reason: PAYMENT_MESSAGES.rows.noWallet(currency) }
	const minor = toMinorUnits(amount.data, currency)
	const rule = await payoutFeeRule(db, integratorPk, PAYMENT_SOURCE.service, currency, nowMs)
	return { ...named, amountText: fromMinorUnits(minor, currency), amount: minor, fee: payoutFee(minor, rule, currency), status: 'READY' }
}

/** A file's rows checked and kept as a DRAFT batch (nothing moves); null, and nothing kept, when no row can be paid. */
export async function createBatch(
	db: Db,
	integratorPk: string,
	input: { fileName: string; rows: Required<BatchRowInput>[] },
	nowMs: number,
) {
	const checked: CheckedRow[] = []
	for (const row of input.rows) checked.push(await checkRow(db, integratorPk, row, nowMs))
	if (!checked.some((row) => row.status === 'READY')) return null
	const id = newBatchId()
	return db.transaction(async (tx) => {
		const [batch] = await tx
			.insert(paymentBatches)
			.values({ id, integratorPk, fileName: input.fileName, status: 'DRAFT', createdAt: new Date(nowMs) })
			.returning()
		await tx.insert(paymentBatchRows).values(checked.map((row) => ({ ...row, batchId: id })))
		return batch!
	})
}

export async function findBatch(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(paymentBatches)
		.where(and(eq(paymentBatches.id, id), eq(paymentBatches.integratorPk, integratorPk)))
	return row ?? null
}

async function batchRows(db: Db, batchId: string) {
	return db.select().from(paymentBatchRows).where(eq(paymentBatchRows.batchId, batchId)).orderBy(asc(paymentBatchRows.line))
}

function summaryOf(batch: PaymentBatchRow, rows: Pick<PaymentBatchRowRow, 'status'>[]): BatchSummary {
	return {
		id: batch.id,
		fileName: batch.fileName,
		status: batch.status as BatchStatus,
		rowCount: rows.length,
		validCount: rows.filter((row) => row.status !== 'INVALID').length,
		createdAt: batch.createdAt.toISOString(),
		sentAt: batch.sentAt?.toISOString() ?? null,
	}
}

/** The batch with each row (its payout's status now) and, per currency, what its valid rows take against the wallet's balance. */
export async function toBatch(db: Db, batch: PaymentBatchRow): Promise<Batch> {
	const rows = await batchRows(db, batch.id)
	const payoutIds = rows.flatMap((row) => (row.payoutId ? [row.payoutId] : []))
	const payouts = payoutIds.length
		? await db
				.select({ id: fiatPayouts.id, reference: fiatPayouts.reference, status: fiatPayouts.status })
				.from(fiatPayouts)
				.where(inArray(fiatPayouts.id, payoutIds))
		: []
	const totals: BatchTotal[] = []
	for (const currency of FIAT_CURRENCIES) {
		const valid = rows.filter((row) => row.currency === currency && row.amount !== null && row.status !== 'INVALID')
		if (!valid.length) continue
		const amount = valid.reduce((sum, row) => sum + row.amount!, 0n)
		const fee = valid.reduce((sum, row) => sum + (row.fee ?? 0n), 0n)
		const account = await findAccount(db, batch.integratorPk, 'integrator', PAYMENT_SOURCE.ledgerType, currency)
		totals.push({
			currency,
			rows: valid.length,
			amount: fromMinorUnits(amount, currency),
			fee: fromMinorUnits(fee, currency),
			total: fromMinorUnits(amount + fee, currency),
			balance: account ? fromMinorUnits(account.balance, currency) : null,
			enough: account ? account.balance >= amount + fee : false,
		})
	}
	const money = (row: PaymentBatchRowRow, units: bigint | null) =>
		units === null ? null : fromMinorUnits(units, row.currency as FiatCurrency)
	return {
		...summaryOf(batch, rows),
		confirmedBy: batch.confirmedByName ? { name: batch.confirmedByName, email: batch.confirmedByEmail ?? '' } : null,
		totals,
		rows: rows.map((row): BatchRow => {
			const payout = payouts.find((item) => item.id === row.payoutId)
			return {
				line: row.line,
				beneficiaryId: row.beneficiaryId,
				beneficiaryName: row.beneficiaryName,
				destination: row.destination,
				currency: row.currency,
				amount: row.amount === null ? row.amountText : money(row, row.amount)!,
				fee: money(row, row.fee),
				reference: row.reference,
				status: row.status as BatchRowStatus,
				reason: row.reason,
				payout: payout ? { id: payout.id, reference: payout.reference, status: payout.status as TransferStatus } : null,
			}
		}),
	}
}

/** The integrator's batches, newest first. */
export async function listBatches(db: Db, integratorPk: string): Promise<BatchSummary[]> {
	const batches = await db
		.select()
		.from(paymentBatches)
		.where(eq(paymentBatches.integratorPk, integratorPk))
		.orderBy(desc(paymentBatches.createdAt))
		.limit(100)
	if (!batches.length) return []
	const rows = await db
		.select({ batchId: paymentBatchRows.batchId, status: paymentBatchRows.status })
		.from(paymentBatchRows)
		.where(
			inArray(
				paymentBatchRows.batchId,
				batches.map((batch) => batch.id),
			),
		)
	return batches.map((batch) =>
		summaryOf(
			batch,
			rows.filter((row) => row.batchId === batch.id),
		),
	)
}

/**
 * Sends a DRAFT batch (PIN and code checked by the caller). The DRAFT → SENT
 * update is conditional, so of two racing confirmations one sends and the
 * other finds the batch sent (`replayed`). Each valid row is then quoted and
 * submitted as its own payout, in file order; a refusal (the balance spent,
 * the beneficiary deleted since it was checked) fails that row only.
 */
export async function sendBatch(
	db: Db,
	batch: PaymentBatchRow,
	confirmedBy: { name: string; email: string },
	now: () => number,
): Promise<{ replayed: boolean; batch: PaymentBatchRow }> {
	const [claimed] = await db
		.update(paymentBatches)
		.set({ status: 'SENT', sentAt: new Date(now()), confirmedByName: confirmedBy.name, confirmedByEmail: confirmedBy.email })
		.where(and(eq(paymentBatches.id, batch.id), eq(paymentBatches.status, 'DRAFT')))
		.returning()
	if (!claimed) return { replayed: true, batch: (await findBatch(db, batch.integratorPk, batch.id)) ?? batch }
	for (const row of await batchRows(db, batch.id)) {
		if (row.status !== 'READY' || row.amount === null) continue
		const outcome = await sendRow(db, claimed, row, confirmedBy, now)
		await db
			.update(paymentBatchRows)
			.set(outcome)
			.where(and(eq(paymentBatchRows.batchId, batch.id), eq(paymentBatchRows.line, row.line)))
	}
	return { replayed: false, batch: claimed }
}

async function sendRow(
	db: Db,
	batch: PaymentBatchRow,
	row: PaymentBatchRowRow,
	confirmedBy: { name: string; email: string },
	now: () => number,
): Promise<Partial<PaymentBatchRowRow>> {
	const currency = row.currency as FiatCurrency
	const quote = await createPayoutQuote(
		db,
		batch.integratorPk,
		PAYMENT_SOURCE,
		{ currency, beneficiaryId: row.beneficiaryId, amount: fromMinorUnits(row.amount!, currency), narration: row.reference || undefined },
		now(),
	)
	if (!quote.ok) return { status: 'FAILED', reason: quote.message }
	// A file may pay one beneficiary the same amount twice on purpose: the batch's confirmation answered 'Send again?' for all its rows.
	const made = await submitPayout(db, quote.row, confirmedBy, true, now)
	if ('ok' in made) return { status: 'FAILED', reason: made.message }
	if (made.kind !== 'created' && made.kind !== 'replayed') return { status: 'FAILED', reason: 'Not sent' }
	if (made.kind === 'created') await markPayoutProcessing(db, made.row, now())
	return { status: 'SENT', payoutId: made.row.id, fee: made.row.fee }
}
