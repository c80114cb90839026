import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import { leftToday, limitIssue } from '#contract/card-limits.ts'
import { nameNeedsConfirmation, type Beneficiary } from '#contract/fiat/beneficiaries.ts'
import { beneficiaryRequestSchema, type CheckedBeneficiary } from '#contract/fiat/beneficiary-checks.ts'
import { BENEFICIARY_ID, methodsOf } from '#contract/fiat/beneficiary-labels.ts'
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
	type BatchRowDetails,
	type BatchRowRead,
	type BatchRowStatus,
	type BatchStatus,
	type BatchSummary,
	type BatchTotal,
} from '#contract/payments/api.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { beneficiaryNameOf, createBeneficiary, isSameAccount, listBeneficiaries } from '../fiat/beneficiaries.ts'
import { payoutFeeRule, payoutLimits } from '../fiat/fees.ts'
import { compareNames } from '../fiat/name-match.ts'
import { createPayoutQuote, findPayoutQuote, markPayoutProcessing, payoutsToday, submitPayout } from '../fiat/payouts.ts'
import { resolveBeneficiary } from '../fiat/resolution.ts'
import { fiatPayouts, type FiatPayoutQuoteRow } from '../fiat/schema.ts'
import { findAccount } from '../ledger/accounts.ts'
import { paymentBatches, paymentBatchRows, type PaymentBatchRow, type PaymentBatchRowRow } from './schema.ts'

/**
 * Bulk payouts (contract/payments/api.ts): a file's rows checked one by one
 * (each naming a saved beneficiary or giving bank details) and kept as a
 * DRAFT batch; its confirmation turns each valid row into its
 * own payout, made exactly as a single payout is (sandbox/fiat/payouts.ts:
 * quote, then submit in one database transaction), so a row refused then
 * fails alone and the others go on.
 */

/** The Payment service pays from the integrator's fiat wallet of the currency, with its own rate card's fee. */
export const PAYMENT_SOURCE = { service: 'PAYMENT' as PayoutService, ledgerType: 'fiat' }

export const newBatchId = () => `pbt_${randomBytes(10).toString('hex')}`

const isFiat = (value: string): value is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(value)

type CheckedRow = Omit<PaymentBatchRowRow, 'batchId'>

/**
 * What the rows' checks read, once per file whatever its length: the
 * caller's saved beneficiaries, and per currency whether it has a wallet,
 * the Payment rate card's fee rule and limits, and the day's payouts
 * (asked when a row first needs them).
 */
function checkContext(db: Db, integratorPk: string, nowMs: number) {
	const once = <T>(load: (currency: FiatCurrency) => Promise<T>) => {
		const loaded = new Map<FiatCurrency, Promise<T>>()
		return (currency: FiatCurrency) => {
			if (!loaded.has(currency)) loaded.set(currency, load(currency))
			return loaded.get(currency)!
		}
	}
	return {
		beneficiaries: listBeneficiaries(db, integratorPk),
		hasWallet: once(async (currency) => Boolean(await findAccount(db, integratorPk, 'integrator', PAYMENT_SOURCE.ledgerType, currency))),
		feeRule: once((currency) => payoutFeeRule(db, integratorPk, PAYMENT_SOURCE.service, currency, nowMs)),
		limits: once((currency) => payoutLimits(db, integratorPk, PAYMENT_SOURCE.service, currency, nowMs)),
		usedToday: once((currency) => payoutsToday(db, integratorPk, PAYMENT_SOURCE.service, currency, nowMs)),
	}
}
type CheckContext = ReturnType<typeof checkContext>

const hasDetails = (details: BatchRowDetails | undefined): details is BatchRowDetails =>
	Boolean(details && Object.values(details).some((value) => value?.trim()))

/**
 * A row's bank details checked exactly as a new beneficiary's are
 * (beneficiaryRequestSchema: each field's rule, the checksums), with what a
 * file may leave out filled in: the kind from the names, the method from
 * the details, whose account it is (THIRD_PARTY). Answers the details in
 * their normal form, or every reason they fail, in a line.
 */
function checkDetails(
	typed: BatchRowDetails,
	currency: FiatCurrency,
): { ok: true; details: CheckedBeneficiary } | { ok: false; reason: string } {
	const value = (field: keyof BatchRowDetails) => typed[field]?.trim() || undefined
	const bankMethod = methodsOf(currency).find((method) => method !== 'MOBILE_MONEY')
	const parsed = beneficiaryRequestSchema.safeParse({
		...Object.fromEntries(Object.keys(typed).map((field) => [field, value(field as keyof BatchRowDetails)])),
		kind: value('kind')?.toUpperCase() ?? (value('businessName') ? 'BUSINESS' : 'INDIVIDUAL'),
		currency,
		method: value('method') ?? (value('mobileNumber') ? 'MOBILE_MONEY' : bankMethod),
		paymentBeneficiaryType: value('paymentBeneficiaryType')?.toUpperCase() ?? 'THIRD_PARTY',
		isContractSigned: false,
	})
	if (parsed.success) return { ok: true, details: parsed.data }
	return { ok: false, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ') }
}

/** One row checked: its reason when it cannot be paid, else its exact amount and fee. */
async function checkRow(context: CheckContext, input: BatchRowRead): Promise<CheckedRow> {
	const beneficiaryId = input.beneficiaryId.trim()
	const currency = input.currency.trim().toUpperCase()
	const amountText = input.amount.trim()
	const reference = input.reference.trim()
	const row: CheckedRow = {
		line: input.line,
		beneficiaryId,
		beneficiaryName: null,
		destination: null,
		accountName: null,
		details: null,
		currency,
		amountText,
		amount: null,
		fee: null,
		reference,
		status: 'INVALID',
		reason: null,
		quoteId: null,
		payoutId: null,
	}
	const invalid = (reason: string) => ({ ...row, reason })
	const typedDetails = hasDetails(input.beneficiary) ? input.beneficiary : null
	if (beneficiaryId && typedDetails) return invalid(PAYMENT_MESSAGES.rows.both)
	if (!beneficiaryId && !typedDetails) return invalid(PAYMENT_MESSAGES.rows.beneficiary)
	if (!isFiat(currency)) return invalid(PAYMENT_MESSAGES.rows.currency)
	const amount = amountSchema.safeParse(amountText)
	if (!amount.success) return invalid(PAYMENT_MESSAGES.rows.amount)
	if (amountDecimalsIssue(amount.data, currency)) return invalid(PAYMENT_MESSAGES.rows.decimals(currency, CURRENCY_DECIMALS[currency]))
	if (reference.length > REFERENCE_MAX_LENGTH) return invalid(PAYMENT_MESSAGES.rows.reference)
	const payee = typedDetails ? await payeeOfDetails(context, typedDetails, currency) : await payeeOfId(context, beneficiaryId, currency)
	if (!payee.ok) return { ...row, ...payee.row, reason: payee.reason }
	const named = { ...row, ...payee.row }
	// A row that cannot be paid keeps no details: nobody is saved for it.
	if (!(await context.hasWallet(currency))) return { ...named, details: null, reason: PAYMENT_MESSAGES.rows.noWallet(currency) }
	const minor = toMinorUnits(amount.data, currency)
	// The card's bounds per payout here; its daily limit over the whole file (withinDailyLimits), record 107.
	const bounds = limitIssue({ ...(await context.limits(currency)), daily: null }, minor, 0n, currency, 'payout')
	if (bounds) return { ...named, details: null, amountText: fromMinorUnits(minor, currency), reason: bounds.message }
	const fee = payoutFee(minor, await context.feeRule(currency), currency)
	return { ...named, amountText: fromMinorUnits(minor, currency), amount: minor, fee, status: 'READY' }
}

type Payee = { ok: true; row: Partial<CheckedRow> } | { ok: false; row: Partial<CheckedRow>; reason: string }

const savedPayee = (beneficiary: Beneficiary): Partial<CheckedRow> => ({
	beneficiaryId: beneficiary.id,
	beneficiaryName: beneficiary.name,
	destination: beneficiary.destination,
	accountName: beneficiary.accountName,
})

/** A row naming a saved beneficiary: the caller's, paid in the row's currency. */
async function payeeOfId(context: CheckContext, id: string, currency: FiatCurrency): Promise<Payee> {
	const beneficiary = BENEFICIARY_ID.test(id) ? (await context.beneficiaries).find((item) => item.id === id) : undefined
	if (!beneficiary) return { ok: false, row: {}, reason: PAYMENT_MESSAGES.rows.unknownBeneficiary }
	if (beneficiary.currency !== currency)
		return { ok: false, row: savedPayee(beneficiary), reason: PAYMENT_MESSAGES.rows.otherCurrency(currency, beneficiary.currency) }
	return { ok: true, row: savedPayee(beneficiary) }
}

/**
 * A row giving bank details: checked, the account's name asked of the bank
 * (a number it does not know is the row's reason), then the saved
 * beneficiary with the same account if there is one; else the details are
 * kept, to be saved as a beneficiary when the batch is sent (record 102).
 */
async function payeeOfDetails(context: CheckContext, typed: BatchRowDetails, currency: FiatCurrency): Promise<Payee> {
	const checked = checkDetails(typed, currency)
	if (!checked.ok) return { ok: false, row: {}, reason: checked.reason }
	const { details } = checked
	const resolved = resolveBeneficiary(details)
	if (!resolved.ok) return { ok: false, row: { beneficiaryName: beneficiaryNameOf(details) }, reason: resolved.message }
	const saved = (await context.beneficiaries).find((item) => isSameAccount(item, details, resolved.bank.code))
	if (saved) return { ok: true, row: savedPayee(saved) }
	return {
		ok: true,
		row: { beneficiaryName: beneficiaryNameOf(details), destination: resolved.destination, accountName: resolved.accountName, details },
	}
}

/**
 * The card's daily limit over the file: in file order, a READY row that
 * would take the currency's day (the payouts made today, then the rows
 * above it) past the limit is refused with what is left; the rows after it
 * may still fit. Sending checks again, under the card's lock (submitPayout).
 */
async function withinDailyLimits(context: CheckContext, rows: CheckedRow[]) {
	const running = new Map<FiatCurrency, bigint>()
	for (const [index, row] of rows.entries()) {
		if (row.status !== 'READY' || row.amount === null) continue
		const currency = row.currency as FiatCurrency
		const limits = await context.limits(currency)
		if (limits.daily === null) continue
		const used = running.get(currency) ?? (await context.usedToday(currency))
		const issue = limitIssue(limits, row.amount, used, currency, 'payout')
		if (issue) rows[index] = { ...row, status: 'INVALID', amount: null, fee: null, details: null, reason: issue.message }
		else running.set(currency, used + row.amount)
	}
}

/** A file's rows checked and kept as a DRAFT batch (nothing moves); null, and nothing kept, when no row can be paid. */
export async function createBatch(db: Db, integratorPk: string, input: { fileName: string; rows: BatchRowRead[] }, nowMs: number) {
	const context = checkContext(db, integratorPk, nowMs)
	const checked: CheckedRow[] = []
	for (const row of input.rows) checked.push(await checkRow(context, row))
	await withinDailyLimits(context, checked)
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

export async function batchRows(db: Db, batchId: string) {
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
export async function toBatch(db: Db, batch: PaymentBatchRow, now: () => number): Promise<Batch> {
	const rows = await batchRows(db, batch.id)
	const beneficiaries = rows.some((row) => row.beneficiaryId) ? await listBeneficiaries(db, batch.integratorPk) : []
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
		const nowMs = now()
		const limits = await payoutLimits(db, batch.integratorPk, PAYMENT_SOURCE.service, currency, nowMs)
		const left =
			limits.daily === null ? null : leftToday(limits, await payoutsToday(db, batch.integratorPk, PAYMENT_SOURCE.service, currency, nowMs))
		totals.push({
			currency,
			rows: valid.length,
			amount: fromMinorUnits(amount, currency),
			fee: fromMinorUnits(fee, currency),
			total: fromMinorUnits(amount + fee, currency),
			balance: account ? fromMinorUnits(account.balance, currency) : null,
			enough: account ? account.balance >= amount + fee : false,
			leftToday: left === null ? null : fromMinorUnits(left, currency),
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
			const saved = row.beneficiaryId ? beneficiaries.find((item) => item.id === row.beneficiaryId) : undefined
			const nameMatch =
				!row.beneficiaryName || !row.accountName ? null : saved ? saved.nameMatch : compareNames(row.beneficiaryName, row.accountName)
			const unconfirmed = saved ? nameNeedsConfirmation(saved) : nameMatch === 'NO_MATCH'
			return {
				nameMatch,
				nameConfirmationNeeded: row.status === 'READY' && unconfirmed,
				line: row.line,
				beneficiaryId: row.beneficiaryId,
				beneficiaryName: row.beneficiaryName,
				destination: row.destination,
				accountName: row.accountName,
				newBeneficiary: row.details !== null,
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
 * DRAFT → SENT, once (the conditional update), with its audit entry: null
 * when another confirmation or approval got there first. The rows are paid
 * after it commits (finishBatch).
 */
export async function claimBatch(
	tx: Db,
	batch: PaymentBatchRow,
	confirmedBy: { name: string; email: string },
	now: () => number,
	audit: AuditTrail | null,
) {
	const [row] = await tx
		.update(paymentBatches)
		.set({ status: 'SENT', sentAt: new Date(now()), confirmedByName: confirmedBy.name, confirmedByEmail: confirmedBy.email })
		.where(and(eq(paymentBatches.id, batch.id), eq(paymentBatches.status, 'DRAFT')))
		.returning()
	if (row) await audit?.(tx, { kind: 'money.bulk_batch', after: { fileName: row.fileName }, reference: { id: row.id, service: 'payment' } })
	return row ?? null
}

/**
 * Sends a DRAFT batch (PIN and code checked by the caller). The DRAFT → SENT
 * update is conditional, so of two racing confirmations one sends and the
 * other finds the batch sent (`replayed`). Each valid row is then quoted and
 * submitted as its own payout, in file order (finishBatch); a refusal (the
 * balance spent, the beneficiary deleted since it was checked) fails that row only.
 */
export async function sendBatch(
	db: Db,
	batch: PaymentBatchRow,
	confirmedBy: { name: string; email: string },
	now: () => number,
	audit: AuditTrail | null,
): Promise<{ replayed: boolean; batch: PaymentBatchRow }> {
	const claimed = await db.transaction((tx) => claimBatch(tx, batch, confirmedBy, now, audit))
	if (!claimed) return { replayed: true, batch: (await findBatch(db, batch.integratorPk, batch.id)) ?? batch }
	await finishBatch(db, claimed, now)
	return { replayed: false, batch: claimed }
}

/**
 * Sends every row of a SENT batch still READY: all of them right after the
 * confirmation, or those a stopped sandbox left unsent (on a replayed
 * confirmation, and at start: resumeSentBatches). Safe to run twice at
 * once: each row claims one payout quote, and a quote makes one payout.
 */
export async function finishBatch(db: Db, batch: PaymentBatchRow, now: () => number) {
	const confirmedBy = { name: batch.confirmedByName ?? '', email: batch.confirmedByEmail ?? '' }
	for (const row of await batchRows(db, batch.id)) {
		if (row.status !== 'READY' || row.amount === null) continue
		const outcome = await sendRow(db, batch, row, confirmedBy, now)
		await db
			.update(paymentBatchRows)
			.set(outcome)
			.where(and(eq(paymentBatchRows.batchId, batch.id), eq(paymentBatchRows.line, row.line), eq(paymentBatchRows.status, 'READY')))
	}
}

/** At the sandbox's start: the batches a stop left half sent, finished. */
export async function resumeSentBatches(db: Db, now: () => number) {
	const open = await db
		.selectDistinct({ batchId: paymentBatchRows.batchId })
		.from(paymentBatchRows)
		.innerJoin(paymentBatches, eq(paymentBatches.id, paymentBatchRows.batchId))
		.where(and(eq(paymentBatches.status, 'SENT'), eq(paymentBatchRows.status, 'READY')))
	for (const { batchId } of open) {
		const [batch] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId))
		if (batch) await finishBatch(db, batch, now)
	}
	return open.length
}

async function sendRow(
	db: Db,
	batch: PaymentBatchRow,
	row: PaymentBatchRowRow,
	confirmedBy: { name: string; email: string },
	now: () => number,
): Promise<Partial<PaymentBatchRowRow>> {
	const quote = await claimRowQuote(db, batch, row, now)
	if (!quote.ok) return { ...quote.saved, status: 'FAILED', reason: quote.reason }
	const saved = { beneficiaryId: quote.row.beneficiaryId }
	// A file may pay one beneficiary the same amount twice on purpose: the batch's confirmation answered 'Send again?' for all its rows.
	// Each row's payout is the batch's, recorded once as the batch (its entry is written as the batch is claimed).
	const made = await submitPayout(db, quote.row, confirmedBy, true, now, null)
	if ('ok' in made) return { ...saved, status: 'FAILED', reason: made.message }
	if (made.kind !== 'created' && made.kind !== 'replayed') return { ...saved, status: 'FAILED', reason: 'Not sent' }
	if (made.kind === 'created') await markPayoutProcessing(db, made.row, now())
	return { ...saved, status: 'SENT', payoutId: made.row.id, fee: made.row.fee }
}

type RowQuote = { ok: true; row: FiatPayoutQuoteRow } | { ok: false; reason: string; saved: Partial<PaymentBatchRowRow> }

/**
 * The row's payout quote: the one it claimed before (a sending resumed),
 * else a new one, kept only if no other sender claimed one first (the
 * conditional update on a null quote_id); a sender that lost takes the
 * winner's, so both submit the same quote and one payout is made.
 */
async function claimRowQuote(db: Db, batch: PaymentBatchRow, row: PaymentBatchRowRow, now: () => number): Promise<RowQuote> {
	const claimed = async (id: string): Promise<RowQuote> => {
		const quote = await findPayoutQuote(db, batch.integratorPk, id)
		return quote ? { ok: true, row: quote } : { ok: false, reason: 'Not sent', saved: {} }
	}
	if (row.quoteId) return claimed(row.quoteId)
	const currency = row.currency as FiatCurrency
	const payee = row.beneficiaryId
		? { ok: true as const, id: row.beneficiaryId }
		: await saveRowBeneficiary(db, batch.integratorPk, row.details!, now(), batch.confirmedByEmail)
	if (!payee.ok) return { ok: false, reason: payee.reason, saved: {} }
	const saved = { beneficiaryId: payee.id }
	const quote = await createPayoutQuote(
		db,
		batch.integratorPk,
		PAYMENT_SOURCE,
		{ currency, beneficiaryId: payee.id, amount: fromMinorUnits(row.amount!, currency), narration: row.reference || undefined },
		now(),
	)
	if (!quote.ok) return { ok: false, reason: quote.message, saved }
	const where = and(eq(paymentBatchRows.batchId, batch.id), eq(paymentBatchRows.line, row.line))
	const [won] = await db
		.update(paymentBatchRows)
		.set({ quoteId: quote.row.id, ...saved })
		.where(and(where, isNull(paymentBatchRows.quoteId)))
		.returning({ quoteId: paymentBatchRows.quoteId })
	if (won) return { ok: true, row: quote.row }
	const [current] = await db.select({ quoteId: paymentBatchRows.quoteId }).from(paymentBatchRows).where(where)
	return claimed(current!.quoteId!)
}

/**
 * A row of bank details, at sending: the bank is asked again (as a
 * beneficiary's saving always does), then the saved beneficiary with that
 * account (an earlier row of the file may have saved it), else a new one.
 */
async function saveRowBeneficiary(
	db: Db,
	integratorPk: string,
	details: CheckedBeneficiary,
	nowMs: number,
	// The batch's confirmer: sending was refused until they confirmed every name mismatch (record 109).
	confirmedBy: string | null,
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
	const resolved = resolveBeneficiary(details)
	if (!resolved.ok) return { ok: false, reason: resolved.message }
	const saved = (await listBeneficiaries(db, integratorPk, details.currency)).find((item) =>
		isSameAccount(item, details, resolved.bank.code),
	)
	if (saved) return { ok: true, id: saved.id }
	const created = await createBeneficiary(db, integratorPk, details, resolved, nowMs, confirmedBy)
	return { ok: true, id: created.ok ? created.beneficiary.id : created.existing.id }
}

/** A batch's rows that will be paid (every row but an invalid one), summed per currency, in the currencies' order. */
export function batchTotals(rows: { currency: string; amount: bigint | null; fee: bigint | null; status: string }[]) {
	return FIAT_CURRENCIES.flatMap((currency) => {
		const paid = rows.filter((row) => row.currency === currency && row.amount !== null && row.status !== 'INVALID')
		if (!paid.length) return []
		return [
			{
				currency,
				rows: paid.length,
				amount: paid.reduce((sum, row) => sum + row.amount!, 0n),
				fee: paid.reduce((sum, row) => sum + (row.fee ?? 0n), 0n),
			},
		]
	})
}
