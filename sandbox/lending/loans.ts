import { and, eq } from 'drizzle-orm'
import {
	LENDING_ERROR_CODES,
	LENDING_MESSAGES,
	type Loan,
	type LoanCurrency,
	type LoanEvent,
	type LoanEventKind,
	type LoansQuery,
	type Repayment,
} from '#contract/lending/api.ts'
import {
	collateralValueText,
	dailyRateText,
	interestFor,
	liquidation,
	loanToValue,
	ltvText,
	maxBorrow,
	priceAtLevel,
	reached,
	splitRepayment,
	zoneOf,
} from '#contract/lending/arithmetic.ts'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { formatMinorUnits, formatMoney } from '#contract/money/format.ts'
import type { Page } from '#contract/money/paging.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { refuse, Refused, type Refusal } from '../http/refusal.ts'
import { InsufficientBalanceError, postTransaction, type NewLedgerTransaction } from '../ledger/post.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { listPrices } from '../wallets/prices.ts'
import { collateralAccounts, ensureLendingAccounts, loanAccounts } from './accounts.ts'
import { newLendingId, newLoanReference } from './ids.ts'
import * as notices from './notices.ts'
import { sendNotices, type Notice } from './notices.ts'
import { requestHash } from './request-hash.ts'
import { lendingLoanEvents, lendingLoans, lendingRepayments, type LoanEventRow, type LoanRow, type RepaymentRow } from './schema.ts'
import { termsFor } from './terms.ts'

/**
 * Loans (contract/lending/api.ts): requested against collateral (pledged at
 * once), approved and paid out or rejected by the back office, accruing
 * interest day by day on their own clock, reviewed against their levels
 * whenever something moves them (a read, a repayment, a price, the clock),
 * repaid from the funding balance, liquidated past their liquidation level.
 *
 * Every change of a loan happens in one database transaction that holds
 * the loan's row lock (`inLoan`): accruing, reviewing and acting take turns,
 * so interest is booked once per day, a reminder is sent once per crossing
 * and a loan is liquidated once, however many requests race (record 082).
 * Each movement is a ledger transaction with conditional postings
 * (sandbox/ledger/post.ts); the e-mails go once the transaction has committed.
 */

const DAY_MS = 86_400_000
const USD = 'USD' as const

// ─── Reading ────────────────────────────────────────────────────────────────

/** The Wallet service's price of `asset` (its control API sets it). */
export async function priceOf(db: Db, asset: CryptoAsset) {
	return (await listPrices(db)).find((price) => price.asset === asset)!.usd
}

/** The loan's own "now": the sandbox's, moved on by the days the back office advanced this loan. */
const loanNow = (row: LoanRow, nowMs: number) => nowMs + row.clockOffsetDays * DAY_MS

/** Whole days since the loan was paid out, on its clock; a loan no longer active stays on the day it was closed. */
export function loanDay(row: LoanRow, nowMs: number) {
	if (row.status !== 'ACTIVE' || !row.disbursedAt) return row.accruedDays
	return Math.max(0, Math.floor((loanNow(row, nowMs) - row.disbursedAt.getTime()) / DAY_MS))
}

const usd = (units: bigint) => fromMinorUnits(units, USD)
const inAsset = (row: LoanRow, units: bigint) => fromMinorUnits(units, row.collateralAsset as CryptoAsset)
const levelsOf = (row: LoanRow) => ({ max: row.ltvMax, warning: row.ltvWarning, liquidation: row.ltvLiquidation })

/** What the loan's levels are measured on: what is owed, or for a request what it asks for. */
const exposure = (row: LoanRow) => (row.status === 'PENDING' ? row.amount : row.principal + row.interest)

/** The loan's LTV at `price`: null when no collateral is held. */
function ltvAt(row: LoanRow, price: string) {
	if (row.collateralAmount === 0n) return null
	return loanToValue(usd(exposure(row)), inAsset(row, row.collateralAmount), price)
}

export function toLoan(row: LoanRow, price: string, nowMs: number): Loan {
	const levels = levelsOf(row)
	const open = row.status === 'PENDING' || row.status === 'ACTIVE'
	const ltv = open ? ltvAt(row, price) : null
	const collateral = inAsset(row, row.collateralAmount)
	const owedForLevels = usd(exposure(row))
	return {
		id: row.id,
		reference: row.reference,
		status: row.status,
		currency: row.currency as LoanCurrency,
		amount: usd(row.amount),
		collateralAsset: row.collateralAsset as CryptoAsset,
		collateralAmount: collateral,
		monthlyRatePercent: row.monthlyRatePercent,
		dailyRatePercent: dailyRateText(row.monthlyRatePercent),
		ltvLevels: levels,
		principal: usd(row.principal),
		interest: usd(row.interest),
		owed: usd(row.principal + row.interest),
		interestAccrued: usd(row.interestAccrued),
		repaid: usd(row.repaid),
		day: loanDay(row, nowMs),
		price,
		collateralValue: collateralValueText(collateral, price),
		ltv: ltv ? ltvText(ltv) : null,
		zone: open ? zoneOf(ltv, levels) : null,
		warned: row.warned,
		warningPrice: open ? priceAtLevel(owedForLevels, collateral, levels.warning) : null,
		liquidationPrice: open ? priceAtLevel(owedForLevels, collateral, levels.liquidation) : null,
		rejectionReason: row.rejectionReason,
		createdAt: row.createdAt.toISOString(),
		disbursedAt: row.disbursedAt?.toISOString() ?? null,
		closedAt: row.closedAt?.toISOString() ?? null,
	}
}

/** Loans as answered, each valued at its collateral's current price. */
export async function toLoans(db: Db, rows: LoanRow[], nowMs: number) {
	const prices = new Map((await listPrices(db)).map((price) => [price.asset, price.usd]))
	return rows.map((row) => toLoan(row, prices.get(row.collateralAsset as CryptoAsset)!, nowMs))
}

export async function findLoan(db: Db, integratorPk: string | null, id: string) {
	const [row] = await db
		.select()
		.from(lendingLoans)
		.where(and(eq(lendingLoans.id, id), integratorPk ? eq(lendingLoans.integratorPk, integratorPk) : undefined))
	return row ?? null
}

const loanKeyset: Keyset<LoanRow> = {
	columns: [
		{ column: lendingLoans.createdAt, cast: 'timestamptz' },
		{ column: lendingLoans.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

/** The integrator's loans, newest first, each reviewed first (interest to date, levels). */
export async function listLoans(
	ctx: MessageContext,
	integratorPk: string,
	filters: Pick<LoansQuery, 'status'>,
	page: PageRequest,
): Promise<Page<Loan> | null> {
	const fetch = () =>
		readPage(loanKeyset, page, (position, orderBy, limit) =>
			ctx.db
				.select()
				.from(lendingLoans)
				.where(
					and(eq(lendingLoans.integratorPk, integratorPk), filters.status ? eq(lendingLoans.status, filters.status) : undefined, position),
				)
				.orderBy(...orderBy)
				.limit(limit),
		)
	const first = await fetch()
	if (!first) return null
	const active = first.items.filter((row) => row.status === 'ACTIVE')
	for (const row of active) await reviewLoan(ctx, row.id)
	// Read again when a review changed anything the page shows (a status filter may now select otherwise).
	const result = active.length ? await fetch() : first
	return result && { ...result, items: await toLoans(ctx.db, result.items, ctx.now()) }
}

export function toLoanEvent(row: LoanEventRow, asset: CryptoAsset): LoanEvent {
	const currency = row.currency as CryptoAsset | typeof USD | null
	return {
		id: row.id,
		kind: row.kind as LoanEventKind,
		description: row.description,
		amount: row.amount === null || !currency ? null : fromMinorUnits(row.amount, currency),
		currency,
		day: row.day,
		principal: usd(row.principal),
		interest: usd(row.interest),
		collateralAmount: fromMinorUnits(row.collateralAmount, asset),
		price: row.price,
		ltv: row.ltv,
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

const eventKeyset: Keyset<LoanEventRow> = {
	columns: [
		{ column: lendingLoanEvents.seq, cast: 'bigint' },
		{ column: lendingLoanEvents.id, cast: 'text' },
	],
	order: 'asc',
	keyOf: (row) => [String(row.seq), row.id],
}

/** A loan's statement, oldest first. */
export async function loanStatement(db: Db, loan: LoanRow, page: PageRequest): Promise<Page<LoanEvent> | null> {
	const result = await readPage(eventKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(lendingLoanEvents)
			.where(and(eq(lendingLoanEvents.loanId, loan.id), position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map((row) => toLoanEvent(row, loan.collateralAsset as CryptoAsset)) }
}

// ─── The one way a loan changes ─────────────────────────────────────────────

/** What a change owes after it commits: e-mails. */
type Outbox = Notice[]

/**
 * Runs `change` in a database transaction holding the loan's row lock (the
 * caller's own loan only when `integratorPk` is given); null when there is
 * no such loan. The notices `change` collects are sent once it has committed.
 */
export async function inLoan<T>(
	ctx: MessageContext,
	id: string,
	integratorPk: string | null,
	change: (tx: Db, row: LoanRow, outbox: Outbox) => Promise<T>,
): Promise<{ row: LoanRow; result: T } | null> {
	const outbox: Outbox = []
	const done = await ctx.db.transaction(async (tx) => {
		const [locked] = await tx
			.select()
			.from(lendingLoans)
			.where(and(eq(lendingLoans.id, id), integratorPk ? eq(lendingLoans.integratorPk, integratorPk) : undefined))
			.for('update')
		if (!locked) return null
		const result = await change(tx, locked, outbox)
		const [row] = await tx.select().from(lendingLoans).where(eq(lendingLoans.id, id))
		return { row: row!, result }
	})
	if (done) await sendNotices(ctx, done.row.integratorPk, outbox)
	return done
}

type EventInput = {
	kind: LoanEventKind
	description: string
	amount?: bigint | null
	currency?: string | null
	price?: string | null
	ltv?: string | null
	transactionId?: string | null
}

/** A statement line, with what the loan stands at right after it. */
async function addEvent(tx: Db, row: LoanRow, event: EventInput, nowMs: number) {
	await tx.insert(lendingLoanEvents).values({
		id: newLendingId('lev'),
		loanId: row.id,
		integratorPk: row.integratorPk,
		kind: event.kind,
		description: event.description,
		amount: event.amount ?? null,
		currency: event.currency ?? null,
		day: loanDay(row, nowMs),
		principal: row.principal,
		interest: row.interest,
		collateralAmount: row.collateralAmount,
		price: event.price ?? null,
		ltv: event.ltv ?? null,
		transactionId: event.transactionId ?? null,
		createdAt: new Date(nowMs),
	})
}

/** Writes the loan's changed fields (the row lock is held) and answers the row as it now is. */
async function save(tx: Db, row: LoanRow, changes: Partial<LoanRow>, nowMs: number): Promise<LoanRow> {
	const [saved] = await tx
		.update(lendingLoans)
		.set({ ...changes, updatedAt: new Date(nowMs) })
		.where(eq(lendingLoans.id, row.id))
		.returning()
	return saved!
}

const post = (tx: Db, row: LoanRow, input: Omit<NewLedgerTransaction, 'integratorPk' | 'status' | 'reference'>, nowMs: number) =>
	postTransaction(tx, { ...input, integratorPk: row.integratorPk, status: 'ITF_COMPLETED', reference: row.reference }, () => nowMs)

/** The collateral back in the collateral wallet (from the provider's keeping). */
async function returnCollateral(tx: Db, row: LoanRow, amount: bigint, why: string, nowMs: number) {
	if (amount === 0n) return row
	const asset = row.collateralAsset as CryptoAsset
	const accounts = await collateralAccounts(tx, row.integratorPk, asset)
	const moved = await post(
		tx,
		row,
		{
			type: 'INTERNAL_TRANSFER',
			currency: asset,
			amount,
			description: `Collateral of loan ${row.reference} returned: ${why}`,
			legs: [
				{ accountId: accounts.pledged.id, amount: -amount },
				{ accountId: accounts.wallet.id, amount },
			],
		},
		nowMs,
	)
	const after = await save(tx, row, { collateralAmount: row.collateralAmount - amount }, nowMs)
	await addEvent(
		tx,
		after,
		{
			kind: 'COLLATERAL_RETURNED',
			description: `${fromMinorUnits(amount, asset)} ${asset} returned to the collateral wallet: ${why}`,
			amount,
			currency: asset,
			transactionId: moved.id,
		},
		nowMs,
	)
	return after
}

/** Books the interest of every whole day since the last booking, on the principal outstanding. */
async function accrue(tx: Db, row: LoanRow, nowMs: number): Promise<LoanRow> {
	const day = loanDay(row, nowMs)
	const days = day - row.accruedDays
	if (row.status !== 'ACTIVE' || days <= 0) return row
	const interest = toMinorUnits(interestFor(usd(row.principal), row.monthlyRatePercent, days), USD)
	if (interest === 0n) return save(tx, row, { accruedDays: day }, nowMs)
	const accounts = await loanAccounts(tx, row.integratorPk, USD)
	const booked = await post(
		tx,
		row,
		{
			type: 'INTEREST',
			currency: USD,
			amount: interest,
			description: `Interest on loan ${row.reference}, days ${row.accruedDays + 1}–${day}`,
			legs: [
				{ accountId: accounts.loans.id, amount: -interest },
				{ accountId: accounts.interest.id, amount: interest },
			],
		},
		nowMs,
	)
	const after = await save(
		tx,
		row,
		{ accruedDays: day, interest: row.interest + interest, interestAccrued: row.interestAccrued + interest },
		nowMs,
	)
	await addEvent(
		tx,
		after,
		{
			kind: 'INTEREST',
			description: `Interest for day${days === 1 ? ` ${day}` : `s ${row.accruedDays + 1}–${day}`}: ${days} × ${formatMinorUnits(interest / BigInt(days), USD)} (${row.monthlyRatePercent}% a month on ${formatMinorUnits(row.principal, USD)})`,
			amount: interest,
			currency: USD,
			transactionId: booked.id,
		},
		nowMs,
	)
	return after
}

/**
 * An active loan brought up to date: its interest booked to the loan's day,
 * then measured at the current price. Past the liquidation level its
 * collateral is sold; past the warning level it is reminded once (until it
 * recovers below it). Answers the row as it now is.
 */
async function review(tx: Db, locked: LoanRow, outbox: Outbox, nowMs: number): Promise<LoanRow> {
	if (locked.status !== 'ACTIVE') return locked
	const row = await accrue(tx, locked, nowMs)
	const price = await priceOf(tx, row.collateralAsset as CryptoAsset)
	const ltv = ltvAt(row, price)
	const zone = zoneOf(ltv, levelsOf(row))
	if (zone === 'LIQUIDATION') return liquidate(tx, row, price, outbox, nowMs)
	const shown = ltv ? ltvText(ltv) : null
	if (zone === 'WARNING' && !row.warned) {
		const after = await save(tx, row, { warned: true }, nowMs)
		await addEvent(
			tx,
			after,
			{
				kind: 'WARNING',
				description: `Past the warning level of ${row.ltvWarning}%: ${shown}% at ${formatMoney(price, 'USD')}`,
				price,
				ltv: shown,
			},
			nowMs,
		)
		outbox.push(notices.reminder(toLoan(after, price, nowMs)))
		return after
	}
	if (zone === 'HEALTHY' && row.warned) {
		const after = await save(tx, row, { warned: false }, nowMs)
		await addEvent(
			tx,
			after,
			{
				kind: 'RECOVERED',
				description: `Back under the warning level of ${row.ltvWarning}%: ${shown}% at ${formatMoney(price, 'USD')}`,
				price,
				ltv: shown,
			},
			nowMs,
		)
		return after
	}
	return row
}

/**
 * The collateral sold at `price` to repay what is owed (the least that covers
 * it: contract/lending/arithmetic.ts), what the sale did not cover written
 * off, the rest returned to the collateral wallet; the loan is closed.
 */
async function liquidate(tx: Db, row: LoanRow, price: string, outbox: Outbox, nowMs: number): Promise<LoanRow> {
	const asset = row.collateralAsset as CryptoAsset
	const owed = row.principal + row.interest
	const sale = liquidation(usd(owed), inAsset(row, row.collateralAmount), asset, price)
	const sold = toMinorUnits(sale.sold, asset)
	const repaid = toMinorUnits(sale.repaid, USD)
	const shortfall = toMinorUnits(sale.shortfall, USD)
	const ltv = ltvAt(row, price)
	const collateral = await collateralAccounts(tx, row.integratorPk, asset)
	const money = await loanAccounts(tx, row.integratorPk, USD)
	const soldTx = await post(
		tx,
		row,
		{
			type: 'LIQUIDATION',
			currency: asset,
			amount: sold,
			description: `Collateral of loan ${row.reference} sold at ${formatMoney(price, 'USD')}`,
			legs: [
				{ accountId: collateral.pledged.id, amount: -sold },
				{ accountId: collateral.clearing.id, amount: sold },
			],
		},
		nowMs,
	)
	await post(
		tx,
		row,
		{
			type: 'LIQUIDATION',
			currency: USD,
			amount: owed,
			description: `Loan ${row.reference} repaid by the sale of its collateral${shortfall > 0n ? ` (${formatMinorUnits(shortfall, USD)} written off)` : ''}`,
			legs: [
				{ accountId: money.loans.id, amount: owed },
				{ accountId: money.clearing.id, amount: -repaid },
				...(shortfall > 0n ? [{ accountId: money.losses.id, amount: -shortfall }] : []),
			],
		},
		nowMs,
	)
	let after = await save(
		tx,
		row,
		{
			status: 'LIQUIDATED',
			principal: 0n,
			interest: 0n,
			repaid: row.repaid + repaid,
			collateralAmount: row.collateralAmount - sold,
			warned: false,
			closedAt: new Date(nowMs),
		},
		nowMs,
	)
	await addEvent(
		tx,
		after,
		{
			kind: 'LIQUIDATED',
			description: `Liquidated at ${ltv ? ltvText(ltv) : '—'}% (level ${row.ltvLiquidation}%): ${formatMoney(sale.sold, asset)} sold at ${formatMoney(price, 'USD')} for ${formatMoney(sale.proceeds, 'USD')}, repaying ${formatMoney(sale.repaid, 'USD')}${shortfall > 0n ? `; ${formatMoney(sale.shortfall, 'USD')} not covered, written off` : ''}`,
			amount: sold,
			currency: asset,
			price,
			ltv: ltv ? ltvText(ltv) : null,
			transactionId: soldTx.id,
		},
		nowMs,
	)
	after = await returnCollateral(tx, after, after.collateralAmount, 'what the liquidation did not sell', nowMs)
	outbox.push(notices.liquidated(toLoan(after, price, nowMs), { ...sale, price }))
	return after
}

/** Brings one loan up to date (interest, levels) as any read of it does: the loan as it now is, or null for none. */
export async function reviewLoan(ctx: MessageContext, id: string, integratorPk: string | null = null) {
	const done = await inLoan(ctx, id, integratorPk, (tx, row, outbox) => review(tx, row, outbox, ctx.now()))
	return done?.row ?? null
}

/** After a price move: every active loan against `asset` reviewed, each under its own lock. */
export async function reviewLoansOn(ctx: MessageContext, asset: CryptoAsset) {
	const rows = await ctx.db
		.select({ id: lendingLoans.id })
		.from(lendingLoans)
		.where(and(eq(lendingLoans.status, 'ACTIVE'), eq(lendingLoans.collateralAsset, asset)))
	for (const { id } of rows) await reviewLoan(ctx, id)
	return rows.length
}

// ─── Requesting a loan ──────────────────────────────────────────────────────

export type LoanRequest = {
	currency: LoanCurrency
	amount: string
	collateralAsset: CryptoAsset
	collateralAmount: string
	idempotencyKey: string
}

const loanRequestHash = (request: LoanRequest) =>
	requestHash([request.currency, request.amount, request.collateralAsset, request.collateralAmount])

export async function findLoanByKey(db: Db, integratorPk: string, idempotencyKey: string) {
	const [row] = await db
		.select()
		.from(lendingLoans)
		.where(and(eq(lendingLoans.integratorPk, integratorPk), eq(lendingLoans.idempotencyKey, idempotencyKey)))
	return row ?? null
}

/** A post with a key used before: its loan when it is the same request, the conflict when not, null for a new key. */
export async function replayedLoan(db: Db, integratorPk: string, request: LoanRequest): Promise<LoanRow | Refusal | null> {
	const earlier = await findLoanByKey(db, integratorPk, request.idempotencyKey)
	if (!earlier) return null
	return earlier.requestHash === loanRequestHash({ ...request, ...normalised(request) })
		? earlier
		: refuse(409, LENDING_MESSAGES.conflict, { code: LENDING_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' })
}

/** The amounts' decimals, before anything else is asked of the provider: the refusal, or null. */
export function loanInputIssue(request: Pick<LoanRequest, 'amount' | 'collateralAmount' | 'collateralAsset'>): Refusal | null {
	const amount = amountDecimalsIssue(request.amount, USD)
	if (amount) return refuse(400, amount, { field: 'amount' })
	const collateral = amountDecimalsIssue(request.collateralAmount, request.collateralAsset)
	return collateral ? refuse(400, collateral, { field: 'collateralAmount' }) : null
}

/** The request's amounts with their currencies' decimals written out, so '100' and '100.00' are one request. */
function normalised(request: LoanRequest) {
	return {
		amount: fromMinorUnits(toMinorUnits(request.amount, USD), USD),
		collateralAmount: fromMinorUnits(toMinorUnits(request.collateralAmount, request.collateralAsset), request.collateralAsset),
	}
}

/**
 * Checks a request against the card's terms, the collateral wallet and the
 * current price: the refusal, or what to make. Moves nothing.
 */
export async function checkLoanRequest(db: Db, integratorPk: string, request: LoanRequest, nowMs: number) {
	const asset = request.collateralAsset
	const terms = await termsFor(db, integratorPk, asset, nowMs)
	if (!terms) return refuse(400, LENDING_MESSAGES.notLent(asset), { field: 'collateralAsset' })
	const issue = loanInputIssue(request)
	if (issue) return issue
	const { amount, collateralAmount } = normalised(request)
	if (terms.minAmount && toMinorUnits(amount, USD) < toMinorUnits(terms.minAmount, USD))
		return refuse(400, LENDING_MESSAGES.belowMinimum(terms.minAmount), { field: 'amount', code: LENDING_ERROR_CODES.outsideLimits })
	if (terms.maxAmount && toMinorUnits(amount, USD) > toMinorUnits(terms.maxAmount, USD))
		return refuse(400, LENDING_MESSAGES.aboveMaximum(terms.maxAmount), { field: 'amount', code: LENDING_ERROR_CODES.outsideLimits })
	await ensureLendingAccounts(db, integratorPk, asset, USD, nowMs)
	const wallet = (await collateralAccountOrNull(db, integratorPk, asset))?.balance ?? null
	if (wallet === null)
		return refuse(400, LENDING_MESSAGES.noWallet(asset), { field: 'collateralAsset', code: LENDING_ERROR_CODES.noWallet })
	if (toMinorUnits(collateralAmount, asset) > wallet)
		return refuse(400, LENDING_MESSAGES.collateralBalance(fromMinorUnits(wallet, asset), asset), {
			field: 'collateralAmount',
			code: LENDING_ERROR_CODES.insufficientBalance,
		})
	const price = await priceOf(db, asset)
	const ltv = loanToValue(amount, collateralAmount, price)
	if (!ltv) return refuse(400, LENDING_MESSAGES.noCollateralValue, { field: 'collateralAmount' })
	if (ltv.gt(terms.ltv.max))
		return refuse(400, LENDING_MESSAGES.ltvAboveMaximum(ltvText(ltv), terms.ltv.max, maxBorrow(collateralAmount, price, terms.ltv.max)), {
			field: 'amount',
			code: LENDING_ERROR_CODES.ltvAboveMaximum,
		})
	return { ok: true as const, terms, amount, collateralAmount }
}

async function collateralAccountOrNull(db: Db, integratorPk: string, asset: CryptoAsset) {
	try {
		return (await collateralAccounts(db, integratorPk, asset)).wallet
	} catch {
		return null
	}
}

export type RequestResult = { kind: 'created' | 'replayed'; row: LoanRow } | Refusal

/**
 * Makes the loan (PIN and code checked by the caller): PENDING, its
 * collateral moved from the collateral wallet into the provider's keeping by
 * a conditional posting, in one database transaction. The key's unique index
 * makes a racing twin find the first loan.
 */
export async function requestLoan(
	ctx: MessageContext,
	integratorPk: string,
	request: LoanRequest,
	audit: AuditTrail | null,
): Promise<RequestResult> {
	const nowMs = ctx.now()
	const checked = await checkLoanRequest(ctx.db, integratorPk, request, nowMs)
	if (!checked.ok) return checked
	const asset = request.collateralAsset
	const amount = toMinorUnits(checked.amount, USD)
	const collateral = toMinorUnits(checked.collateralAmount, asset)
	try {
		const row = await ctx.db.transaction(async (tx) => {
			const [row] = await tx
				.insert(lendingLoans)
				.values({
					id: newLendingId('lon'),
					integratorPk,
					reference: newLoanReference(nowMs),
					status: 'PENDING',
					currency: request.currency,
					amount,
					collateralAsset: asset,
					collateralAmount: collateral,
					monthlyRatePercent: checked.terms.monthlyRatePercent,
					ltvMax: checked.terms.ltv.max,
					ltvWarning: checked.terms.ltv.warning,
					ltvLiquidation: checked.terms.ltv.liquidation,
					idempotencyKey: request.idempotencyKey,
					requestHash: loanRequestHash({ ...request, ...checked }),
					createdAt: new Date(nowMs),
					updatedAt: new Date(nowMs),
				})
				.onConflictDoNothing()
				.returning()
			if (!row) return null
			const accounts = await collateralAccounts(tx, integratorPk, asset)
			const pledged = await post(
				tx,
				row,
				{
					type: 'INTERNAL_TRANSFER',
					currency: asset,
					amount: collateral,
					description: `Collateral of loan ${row.reference} pledged`,
					legs: [
						{ accountId: accounts.wallet.id, amount: -collateral },
						{ accountId: accounts.pledged.id, amount: collateral },
					],
				},
				nowMs,
			)
			const price = await priceOf(tx, asset)
			const ltv = ltvAt(row, price)
			await addEvent(
				tx,
				row,
				{
					kind: 'REQUESTED',
					description: `Requested ${formatMoney(checked.amount, 'USD')} against ${formatMoney(checked.collateralAmount, asset)} (${ltv ? ltvText(ltv) : '—'}% at ${formatMoney(price, 'USD')}); the collateral is held while the provider reviews it`,
					amount: collateral,
					currency: asset,
					price,
					ltv: ltv ? ltvText(ltv) : null,
					transactionId: pledged.id,
				},
				nowMs,
			)
			const collateralPledged = { collateral: `${checked.collateralAmount} ${asset}` }
			await audit?.(tx, {
				kind: 'money.loan',
				amount: { value: checked.amount, currency: USD },
				after: collateralPledged,
				reference: { id: row.id },
			})
			return row
		})
		if (row) return { kind: 'created', row }
	} catch (error) {
		// The collateral wallet's conditional debit has the last word (a racing request pledging the same collateral).
		if (error instanceof InsufficientBalanceError) {
			const balance = (await collateralAccountOrNull(ctx.db, integratorPk, asset))?.balance ?? 0n
			return refuse(400, LENDING_MESSAGES.collateralBalance(fromMinorUnits(balance, asset), asset), {
				field: 'collateralAmount',
				code: LENDING_ERROR_CODES.insufficientBalance,
			})
		}
		throw error
	}
	const replay = await replayedLoan(ctx.db, integratorPk, request)
	if (!replay) throw new Error('Loan key taken but no loan found')
	return 'ok' in replay ? replay : { kind: 'replayed', row: replay }
}

// ─── Repaying ───────────────────────────────────────────────────────────────

export function toRepayment(row: RepaymentRow, loan: Loan): Repayment {
	return {
		id: row.id,
		loanId: row.loanId,
		amount: usd(row.amount),
		interest: usd(row.interest),
		principal: usd(row.principal),
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
		loan,
	}
}

export type RepaymentInput = { amount?: string; full?: true; idempotencyKey: string }

const repaymentHash = (loanId: string, input: RepaymentInput) =>
	requestHash([loanId, input.full ? 'full' : fromMinorUnits(toMinorUnits(input.amount!, USD), USD)])

export async function findRepaymentByKey(db: Db, integratorPk: string, idempotencyKey: string) {
	const [row] = await db
		.select()
		.from(lendingRepayments)
		.where(and(eq(lendingRepayments.integratorPk, integratorPk), eq(lendingRepayments.idempotencyKey, idempotencyKey)))
	return row ?? null
}

/** A repayment post with a key used before: what it made, the conflict, or null for a new key. */
export async function replayedRepayment(db: Db, integratorPk: string, loanId: string, input: RepaymentInput) {
	const earlier = await findRepaymentByKey(db, integratorPk, input.idempotencyKey)
	if (!earlier) return null
	return earlier.requestHash === repaymentHash(loanId, input)
		? earlier
		: refuse(409, LENDING_MESSAGES.conflict, { code: LENDING_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' })
}

/** The amount's decimals, before anything else is asked of the provider. */
export function repaymentInputIssue(input: RepaymentInput): Refusal | null {
	if (input.full || input.amount === undefined) return null
	const issue = amountDecimalsIssue(input.amount, USD)
	return issue ? refuse(400, issue, { field: 'amount' }) : null
}

const fundingRefusal = (balance: bigint) =>
	refuse(400, LENDING_MESSAGES.fundingBalance(usd(balance)), { field: 'amount', code: LENDING_ERROR_CODES.insufficientBalance })

export type RepayResult = { kind: 'created' | 'replayed'; repayment: RepaymentRow; loan: LoanRow } | Refusal | null

/**
 * A repayment (PIN and code checked by the caller), under the loan's lock:
 * the loan brought up to date first (interest to its day; a price past its
 * liquidation level liquidates it, and then there is nothing to repay),
 * then interest first, principal after, from the USD funding balance by a
 * conditional posting. Repaid in full: the loan is REPAID and its
 * collateral returned. Null when the loan is not the caller's.
 */
export async function repayLoan(ctx: MessageContext, integratorPk: string, loanId: string, input: RepaymentInput): Promise<RepayResult> {
	const nowMs = ctx.now()
	try {
		const done = await inLoan(ctx, loanId, integratorPk, async (tx, locked, outbox): Promise<RepayResult> => {
			// A racing twin with the same key waited for this lock: it finds the first one's repayment.
			const twin = await replayedRepayment(tx, integratorPk, loanId, input)
			if (twin) return 'ok' in twin ? twin : { kind: 'replayed', repayment: twin, loan: locked }
			const row = await review(tx, locked, outbox, nowMs)
			if (row.status !== 'ACTIVE') return refuse(409, LENDING_MESSAGES.notActive(row.status), { code: LENDING_ERROR_CODES.loanNotActive })
			const owed = row.principal + row.interest
			const amount = input.full ? owed : toMinorUnits(input.amount!, USD)
			if (amount > owed) return refuse(400, LENDING_MESSAGES.aboveOwed(usd(owed)), { field: 'amount', code: LENDING_ERROR_CODES.aboveOwed })
			const accounts = await loanAccounts(tx, row.integratorPk, USD)
			// Read under the loan's lock: a local transfer may still race for the same dollars (the conditional posting decides then).
			if (accounts.funding.balance < amount) throw new Refused(fundingRefusal(accounts.funding.balance))
			const split = splitRepayment(usd(amount), usd(row.interest), usd(row.principal))
			const toInterest = toMinorUnits(split.interest, USD)
			const toPrincipal = toMinorUnits(split.principal, USD)
			const [repayment] = await tx
				.insert(lendingRepayments)
				.values({
					id: newLendingId('lrp'),
					loanId,
					integratorPk,
					amount,
					interest: toInterest,
					principal: toPrincipal,
					transactionId: '',
					idempotencyKey: input.idempotencyKey,
					requestHash: repaymentHash(loanId, input),
					createdAt: new Date(nowMs),
				})
				.onConflictDoNothing()
				.returning()
			// The key was used on another loan meanwhile: the conflict (nothing here is written).
			if (!repayment) throw new Refused(refuse(409, LENDING_MESSAGES.conflict, { code: LENDING_ERROR_CODES.idempotencyConflict }))
			const paid = await post(
				tx,
				row,
				{
					type: 'REPAYMENT',
					currency: USD,
					amount,
					description: `Repayment of loan ${row.reference}`,
					legs: [
						{ accountId: accounts.funding.id, amount: -amount },
						{ accountId: accounts.loans.id, amount },
					],
				},
				nowMs,
			)
			const [saved] = await tx
				.update(lendingRepayments)
				.set({ transactionId: paid.id })
				.where(eq(lendingRepayments.id, repayment.id))
				.returning()
			let after = await save(
				tx,
				row,
				{ interest: row.interest - toInterest, principal: row.principal - toPrincipal, repaid: row.repaid + amount },
				nowMs,
			)
			await addEvent(
				tx,
				after,
				{
					kind: 'REPAYMENT',
					description: `Repaid ${formatMinorUnits(amount, USD)} from the USD funding balance: ${formatMoney(split.interest, 'USD')} of interest, ${formatMoney(split.principal, 'USD')} of principal`,
					amount,
					currency: USD,
					transactionId: paid.id,
				},
				nowMs,
			)
			const price = await priceOf(tx, row.collateralAsset as CryptoAsset)
			if (after.principal + after.interest === 0n) {
				const returned = inAsset(after, after.collateralAmount)
				after = await save(tx, after, { status: 'REPAID', warned: false, closedAt: new Date(nowMs) }, nowMs)
				after = await returnCollateral(tx, after, after.collateralAmount, 'the loan is repaid in full', nowMs)
				outbox.push(notices.released(toLoan(after, price, nowMs), returned))
			} else if (after.warned && !reached(ltvAt(after, price)!, after.ltvWarning)) {
				after = await save(tx, after, { warned: false }, nowMs)
				const ltv = ltvText(ltvAt(after, price)!)
				await addEvent(
					tx,
					after,
					{
						kind: 'RECOVERED',
						description: `Back under the warning level of ${after.ltvWarning}%: ${ltv}% at ${formatMoney(price, 'USD')}`,
						price,
						ltv,
					},
					nowMs,
				)
			}
			return { kind: 'created', repayment: saved!, loan: after }
		})
		if (!done) return null
		const result = done.result
		if (result && 'kind' in result) return { ...result, loan: done.row }
		return result
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		if (error instanceof InsufficientBalanceError) {
			// The conditional debit has the last word (a payout racing for the same dollars).
			const { funding } = await loanAccounts(ctx.db, integratorPk, USD)
			return fundingRefusal(funding.balance)
		}
		throw error
	}
}

// ─── The back office: approve, reject, advance ──────────────────────────────

export type ControlResult = { ok: true; row: LoanRow } | Refusal

const notPending = (row: LoanRow) => refuse(409, LENDING_MESSAGES.notPending(row.status), { code: LENDING_ERROR_CODES.loanNotPending })

/**
 * Approves a pending loan and pays it out into the USD funding balance, in
 * one database transaction under its lock: refused when it is not pending,
 * or when the price has since moved it past the maximum at request.
 */
export async function approveLoan(ctx: MessageContext, id: string): Promise<ControlResult> {
	const nowMs = ctx.now()
	const done = await inLoan(ctx, id, null, async (tx, row, outbox): Promise<ControlResult> => {
		if (row.status !== 'PENDING') return notPending(row)
		const price = await priceOf(tx, row.collateralAsset as CryptoAsset)
		const ltv = ltvAt(row, price)
		if (!ltv || ltv.gt(row.ltvMax))
			return refuse(409, LENDING_MESSAGES.approveAboveMaximum(ltv ? ltvText(ltv) : '—', row.ltvMax), {
				code: LENDING_ERROR_CODES.ltvAboveMaximum,
			})
		await ensureLendingAccounts(tx, row.integratorPk, row.collateralAsset as CryptoAsset, USD, nowMs)
		const accounts = await loanAccounts(tx, row.integratorPk, USD)
		let after = await save(tx, row, { status: 'ACTIVE', principal: row.amount, disbursedAt: new Date(nowMs), accruedDays: 0 }, nowMs)
		await addEvent(tx, after, { kind: 'APPROVED', description: 'Approved by the provider', price, ltv: ltvText(ltv) }, nowMs)
		const paid = await post(
			tx,
			after,
			{
				type: 'LOAN',
				currency: USD,
				amount: row.amount,
				description: `Loan ${row.reference} paid out`,
				legs: [
					{ accountId: accounts.loans.id, amount: -row.amount },
					{ accountId: accounts.funding.id, amount: row.amount },
				],
			},
			nowMs,
		)
		await addEvent(
			tx,
			after,
			{
				kind: 'DISBURSED',
				description: `${formatMinorUnits(row.amount, USD)} paid into the USD funding balance`,
				amount: row.amount,
				currency: USD,
				transactionId: paid.id,
			},
			nowMs,
		)
		after = await review(tx, after, outbox, nowMs)
		const loan = toLoan(after, price, nowMs)
		outbox.unshift(notices.approved(loan), notices.settled(loan))
		return { ok: true, row: after }
	})
	return done?.result ?? refuse(404, LENDING_MESSAGES.loanNotFound)
}

/** Rejects a pending loan: its collateral returned to the collateral wallet. */
export async function rejectLoan(ctx: MessageContext, id: string, reason: string | undefined): Promise<ControlResult> {
	const nowMs = ctx.now()
	const done = await inLoan(ctx, id, null, async (tx, row, outbox): Promise<ControlResult> => {
		if (row.status !== 'PENDING') return notPending(row)
		const why = reason ?? 'Declined by the provider'
		const returned = inAsset(row, row.collateralAmount)
		let after = await save(tx, row, { status: 'REJECTED', rejectionReason: why, closedAt: new Date(nowMs) }, nowMs)
		await addEvent(tx, after, { kind: 'REJECTED', description: `Rejected by the provider: ${why}` }, nowMs)
		after = await returnCollateral(tx, after, after.collateralAmount, 'the request was rejected', nowMs)
		outbox.push(notices.rejected(toLoan(after, await priceOf(tx, row.collateralAsset as CryptoAsset), nowMs), returned))
		return { ok: true, row: after }
	})
	return done?.result ?? refuse(404, LENDING_MESSAGES.loanNotFound)
}

/** Moves an active loan's own clock `days` on: its interest accrues and its levels are reviewed. */
export async function advanceLoan(ctx: MessageContext, id: string, days: number): Promise<ControlResult> {
	const nowMs = ctx.now()
	const done = await inLoan(ctx, id, null, async (tx, row, outbox): Promise<ControlResult> => {
		if (row.status !== 'ACTIVE') return refuse(409, LENDING_MESSAGES.notAccruing(row.status), { code: LENDING_ERROR_CODES.loanNotActive })
		const moved = await save(tx, row, { clockOffsetDays: row.clockOffsetDays + days }, nowMs)
		return { ok: true, row: await review(tx, moved, outbox, nowMs) }
	})
	return done?.result ?? refuse(404, LENDING_MESSAGES.loanNotFound)
}
