import { and, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { limitIssue, type LimitIssue } from '#contract/card-limits.ts'
import { FIAT_ERROR_CODES, FIAT_MESSAGES } from '#contract/fiat/api.ts'
import { BENEFICIARY_ERROR_CODES, BENEFICIARY_MESSAGES } from '#contract/fiat/beneficiaries.ts'
import { payoutFee } from '#contract/fiat/fees.ts'
import {
	PAYOUT_ERROR_CODES,
	PAYOUT_MESSAGES,
	PAYOUT_QUOTE_LIFETIME_MINUTES,
	RECENT_PAYOUT_MINUTES,
	type Payout,
	type PayoutQuote,
	type PayoutService,
	type RecentPayout,
} from '#contract/fiat/payouts.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { MovementFilters, TransferStatus } from '#contract/money/ledger.ts'
import type { Page } from '#contract/money/paging.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { dayEnd, dayStart, movementConditions } from '../ledger/filters.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import { ledgerTransactions } from '../ledger/schema.ts'
import { lockRateCard } from '../products/limits.ts'
import { findBeneficiary, payoutBeneficiaryOf } from './beneficiaries.ts'
import { PAYOUT_CARDS, payoutFeeRule, payoutLimits } from './fees.ts'
import { newFiatId, newFiatReference } from './ids.ts'
import { fiatPayoutQuotes, fiatPayouts, type FiatPayoutQuoteRow, type FiatPayoutRow } from './schema.ts'

/**
 * Payouts (contract/fiat/payouts.ts): "pay a saved beneficiary from a
 * balance", whichever service asks. A quote keeps every figure; its
 * confirmation makes one payout in one database transaction (the source
 * account locked, the recent-payout question asked again under that lock,
 * the payout row under the quote's unique id, amount and fee debited by
 * conditional postings); the back office settles it or fails it, a failure
 * returning amount and fee by one reversal.
 */

/** Where a payout's money comes from: the integrator's account of this ledger type in the payout's currency, and the service that pays. */
export type PayoutSource = { service: PayoutService; ledgerType: string }

const insufficient = (balance: bigint, currency: FiatCurrency) =>
	refuse(400, PAYOUT_MESSAGES.insufficientBalance(fromMinorUnits(balance, currency), currency), {
		field: 'amount',
		code: PAYOUT_ERROR_CODES.insufficientBalance,
	})

/**
 * The amounts of the service's payouts in the currency made today (UTC, by
 * their creation), but the failed ones, whose reversal gave the money back:
 * what the payout line's daily limit counts (record 107).
 */
export async function payoutsToday(db: Db, integratorPk: string, service: PayoutService, currency: FiatCurrency, nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10)
	const [row] = await db
		.select({ total: sql<string>`coalesce(sum(${fiatPayouts.amount}), 0)` })
		.from(fiatPayouts)
		.where(
			and(
				eq(fiatPayouts.integratorPk, integratorPk),
				eq(fiatPayouts.service, service),
				eq(fiatPayouts.currency, currency),
				ne(fiatPayouts.status, 'ITF_FAILED'),
				gte(fiatPayouts.createdAt, dayStart(day)),
				lt(fiatPayouts.createdAt, dayEnd(day)),
			),
		)
	return BigInt(row?.total ?? '0')
}

/** Why the service's card refuses `amount` today (the day's payouts read with `db`); null when it may go. */
export async function payoutLimitIssue(
	db: Db,
	integratorPk: string,
	service: PayoutService,
	currency: FiatCurrency,
	amount: bigint,
	nowMs: number,
): Promise<LimitIssue | null> {
	const limits = await payoutLimits(db, integratorPk, service, currency, nowMs)
	const used = limits.daily === null ? 0n : await payoutsToday(db, integratorPk, service, currency, nowMs)
	return limitIssue(limits, amount, used, currency, 'payout')
}

const limitRefusal = (issue: LimitIssue) => refuse(400, issue.message, { field: 'amount', code: issue.code })

export type QuoteInput = { currency: FiatCurrency; beneficiaryId: string; amount: string; narration?: string }

export async function createPayoutQuote(
	db: Db,
	integratorPk: string,
	source: PayoutSource,
	input: QuoteInput,
	nowMs: number,
): Promise<{ ok: true; row: FiatPayoutQuoteRow } | Refusal> {
	const { currency } = input
	const beneficiary = await findBeneficiary(db, integratorPk, input.beneficiaryId)
	if (!beneficiary) return refuse(404, BENEFICIARY_MESSAGES.notFound, { field: 'beneficiaryId' })
	if (beneficiary.currency !== currency)
		return refuse(400, BENEFICIARY_MESSAGES.otherCurrency(currency), {
			field: 'beneficiaryId',
			code: BENEFICIARY_ERROR_CODES.otherCurrency,
		})
	const account = await findAccount(db, integratorPk, 'integrator', source.ledgerType, currency)
	if (!account) return refuse(409, FIAT_MESSAGES.noWallet(currency), { code: FIAT_ERROR_CODES.noWallet, field: 'currency' })
	const amount = toMinorUnits(input.amount, currency)
	const issue = await payoutLimitIssue(db, integratorPk, source.service, currency, amount, nowMs)
	if (issue) return limitRefusal(issue)
	const rule = await payoutFeeRule(db, integratorPk, source.service, currency, nowMs)
	const fee = payoutFee(amount, rule, currency)
	if (amount + fee > account.balance) return insufficient(account.balance, currency)
	const [row] = await db
		.insert(fiatPayoutQuotes)
		.values({
			id: newFiatId('fpq'),
			integratorPk,
			service: source.service,
			sourceLedgerType: source.ledgerType,
			currency,
			beneficiaryId: beneficiary.id,
			beneficiary: payoutBeneficiaryOf(beneficiary),
			amount,
			fee,
			feePercent: rule.feePercent,
			feeFixed: rule.feeFixed,
			balanceAfter: account.balance - amount - fee,
			narration: input.narration ?? null,
			createdAt: new Date(nowMs),
			expiresAt: new Date(nowMs + PAYOUT_QUOTE_LIFETIME_MINUTES * 60_000),
		})
		.returning()
	return { ok: true, row: row! }
}

export async function findPayoutQuote(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(fiatPayoutQuotes)
		.where(and(eq(fiatPayoutQuotes.id, id), eq(fiatPayoutQuotes.integratorPk, integratorPk)))
	return row ?? null
}

export async function findPayoutByQuote(db: Db, integratorPk: string, quoteId: string) {
	const [row] = await db
		.select()
		.from(fiatPayouts)
		.where(and(eq(fiatPayouts.integratorPk, integratorPk), eq(fiatPayouts.quoteId, quoteId)))
	return row ?? null
}

/** A payout by id: the integrator's own (null for the back office, which may see any). */
export async function findPayout(db: Db, integratorPk: string | null, id: string) {
	const [row] = await db
		.select()
		.from(fiatPayouts)
		.where(and(eq(fiatPayouts.id, id), integratorPk ? eq(fiatPayouts.integratorPk, integratorPk) : undefined))
	return row ?? null
}

export const isQuoteExpired = (row: FiatPayoutQuoteRow, nowMs: number) => row.expiresAt.getTime() <= nowMs

/**
 * The last payout of the same amount in the same currency to the same
 * beneficiary made less than RECENT_PAYOUT_MINUTES ago and not failed (a
 * failed one sent nothing), never the quote's own payout; null for none.
 */
export async function findRecentPayout(
	db: Db,
	quote: Pick<FiatPayoutQuoteRow, 'id' | 'integratorPk' | 'beneficiaryId' | 'currency' | 'amount'>,
	nowMs: number,
): Promise<RecentPayout | null> {
	const [row] = await db
		.select({ id: fiatPayouts.id, createdAt: fiatPayouts.createdAt })
		.from(fiatPayouts)
		.where(
			and(
				eq(fiatPayouts.integratorPk, quote.integratorPk),
				eq(fiatPayouts.beneficiaryId, quote.beneficiaryId),
				eq(fiatPayouts.currency, quote.currency),
				eq(fiatPayouts.amount, quote.amount),
				ne(fiatPayouts.status, 'ITF_FAILED'),
				gt(fiatPayouts.createdAt, new Date(nowMs - RECENT_PAYOUT_MINUTES * 60_000)),
				// Never the quote's own payout: a confirmation racing the one that made it is a replay, not a repeat.
				ne(fiatPayouts.quoteId, quote.id),
			),
		)
		.orderBy(desc(fiatPayouts.createdAt))
		.limit(1)
	if (!row) return null
	return {
		id: row.id,
		createdAt: row.createdAt.toISOString(),
		minutesAgo: Math.max(0, Math.floor((nowMs - row.createdAt.getTime()) / 60_000)),
	}
}

const feeRule = (row: Pick<FiatPayoutQuoteRow, 'feePercent' | 'feeFixed'>) => ({ feePercent: row.feePercent, feeFixed: row.feeFixed })

export function toPayoutQuote(
	row: FiatPayoutQuoteRow,
	payout: FiatPayoutRow | null,
	recent: RecentPayout | null,
	nowMs: number,
): PayoutQuote {
	const currency = row.currency as FiatCurrency
	const money = (units: bigint) => fromMinorUnits(units, currency)
	return {
		id: row.id,
		status: payout ? 'USED' : isQuoteExpired(row, nowMs) ? 'EXPIRED' : 'OPEN',
		service: row.service as PayoutService,
		currency,
		beneficiaryId: row.beneficiaryId,
		beneficiary: row.beneficiary,
		amount: money(row.amount),
		fee: money(row.fee),
		total: money(row.amount + row.fee),
		balanceAfter: money(row.balanceAfter),
		feeRule: feeRule(row),
		narration: row.narration,
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		payoutId: payout?.id ?? null,
		recentPayout: payout ? null : recent,
	}
}

export function toPayout(row: FiatPayoutRow): Payout {
	const currency = row.currency as FiatCurrency
	const money = (units: bigint) => fromMinorUnits(units, currency)
	const iso = (date: Date | null) => date?.toISOString() ?? null
	return {
		id: row.id,
		reference: row.reference,
		status: row.status as TransferStatus,
		service: row.service as PayoutService,
		currency,
		amount: money(row.amount),
		fee: money(row.fee),
		total: money(row.amount + row.fee),
		feeRule: feeRule(row),
		narration: row.narration,
		reason: row.reason,
		beneficiaryId: row.beneficiaryId ?? '',
		beneficiary: row.beneficiary,
		quoteId: row.quoteId,
		confirmedBy: { name: row.confirmedByName, email: row.confirmedByEmail },
		createdAt: row.createdAt.toISOString(),
		processingAt: iso(row.processingAt),
		completedAt: iso(row.completedAt),
		failedAt: iso(row.failedAt),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The three accounts a payout moves: the source balance, the provider's clearing (the bank) and its fees. */
async function payoutAccounts(tx: Db, row: Pick<FiatPayoutQuoteRow, 'integratorPk' | 'sourceLedgerType' | 'currency'>) {
	const currency = row.currency as FiatCurrency
	const source = await findAccount(tx, row.integratorPk, 'integrator', row.sourceLedgerType, currency)
	const clearing = await findAccount(tx, row.integratorPk, 'provider', 'clearing', currency)
	const fees = await findAccount(tx, row.integratorPk, 'provider', 'fees', currency)
	if (!source || !clearing || !fees) throw new Error(`Missing ${currency} accounts for ${row.integratorPk}`)
	await lockAccounts(tx, [source.id, clearing.id, fees.id])
	return { source, clearing, fees }
}

export type SubmitResult = { kind: 'created' | 'replayed'; row: FiatPayoutRow } | { kind: 'recent'; recent: RecentPayout } | Refusal

/**
 * Confirms a quote (PIN and code checked by the caller). One database
 * transaction: the source account locked (two confirmations from one balance
 * take turns), then a payout already made from this quote answers as a
 * replay, a recent payout of the same amount to the same beneficiary stops
 * it unless `sendAgain` (asked here, under the lock, so two racing quotes
 * cannot both pass unasked), then the payout row and its debits, which a
 * balance spent since the quote refuses.
 */
export async function submitPayout(
	db: Db,
	quote: FiatPayoutQuoteRow,
	confirmedBy: { name: string; email: string },
	sendAgain: boolean,
	now: () => number,
	audit: AuditTrail | null,
): Promise<SubmitResult> {
	const currency = quote.currency as FiatCurrency
	try {
		const result = await db.transaction(async (tx): Promise<SubmitResult | null> => {
			const { source, clearing, fees } = await payoutAccounts(tx, quote)
			if (await findPayoutByQuote(tx, quote.integratorPk, quote.id)) return null
			if (!sendAgain) {
				const recent = await findRecentPayout(tx, quote, now())
				if (recent) return { kind: 'recent', recent }
			}
			// The card as it is now, the day read under its lock: a payout confirmed meanwhile is counted (record 107).
			const service = quote.service as PayoutService
			const limits = await payoutLimits(tx, quote.integratorPk, service, currency, now())
			await lockRateCard(tx, quote.integratorPk, PAYOUT_CARDS[service])
			const used = limits.daily === null ? 0n : await payoutsToday(tx, quote.integratorPk, service, currency, now())
			const issue = limitIssue(limits, quote.amount, used, currency, 'payout')
			if (issue) return limitRefusal(issue)
			const createdAt = new Date(now())
			const id = newFiatId('fpo')
			const reference = newFiatReference('PO', createdAt.getTime())
			const [row] = await tx
				.insert(fiatPayouts)
				.values({
					id,
					integratorPk: quote.integratorPk,
					quoteId: quote.id,
					service: quote.service,
					sourceLedgerType: quote.sourceLedgerType,
					status: 'ITF_PENDING',
					currency,
					amount: quote.amount,
					fee: quote.fee,
					feePercent: quote.feePercent,
					feeFixed: quote.feeFixed,
					beneficiaryId: quote.beneficiaryId,
					beneficiary: quote.beneficiary,
					narration: quote.narration,
					reference,
					confirmedByName: confirmedBy.name,
					confirmedByEmail: confirmedBy.email,
					createdAt,
					updatedAt: createdAt,
				})
				.onConflictDoNothing()
				.returning()
			if (!row) return null
			const common = {
				integratorPk: quote.integratorPk,
				status: 'ITF_PENDING' as const,
				currency,
				reference,
				counterparty: `${quote.beneficiary.accountName} · ${quote.beneficiary.destination}`,
				transferId: id,
			}
			await postTransaction(
				tx,
				{
					...common,
					type: 'TRANSFER',
					amount: quote.amount,
					description: quote.narration ?? `Payout to ${quote.beneficiary.name}`,
					legs: [
						{ accountId: source.id, amount: -quote.amount },
						{ accountId: clearing.id, amount: quote.amount },
					],
				},
				now,
			)
			if (quote.fee > 0n)
				await postTransaction(
					tx,
					{
						...common,
						type: 'FEE',
						amount: quote.fee,
						description: `Fee for payout ${reference}`,
						legs: [
							{ accountId: source.id, amount: -quote.fee },
							{ accountId: fees.id, amount: quote.fee },
						],
					},
					now,
				)
			await audit?.(tx, {
				kind: 'money.payout',
				amount: { value: fromMinorUnits(quote.amount, currency), currency },
				reference: { id, service: quote.service },
			})
			return { kind: 'created', row }
		})
		if (result) return result
	} catch (error) {
		if (error instanceof InsufficientBalanceError) {
			const account = await findAccount(db, quote.integratorPk, 'integrator', quote.sourceLedgerType, currency)
			return insufficient(account?.balance ?? 0n, currency)
		}
		throw error
	}
	const existing = await findPayoutByQuote(db, quote.integratorPk, quote.id)
	if (!existing) throw new Error('Quote used but no payout found')
	return { kind: 'replayed', row: existing }
}

/** Handed to the bank: ITF_PENDING → ITF_PROCESSING, only from ITF_PENDING (a settle or fail that got in first is never overwritten). */
export async function markPayoutProcessing(db: Db, row: FiatPayoutRow, nowMs: number) {
	const at = new Date(nowMs)
	return db.transaction(async (tx) => {
		const [updated] = await tx
			.update(fiatPayouts)
			.set({ status: 'ITF_PROCESSING', processingAt: at, updatedAt: at })
			.where(and(eq(fiatPayouts.id, row.id), eq(fiatPayouts.status, 'ITF_PENDING')))
			.returning()
		if (!updated) return (await findPayout(tx, null, row.id)) ?? row
		await tx
			.update(ledgerTransactions)
			.set({ status: 'ITF_PROCESSING', updatedAt: at })
			.where(and(eq(ledgerTransactions.transferId, row.id), eq(ledgerTransactions.status, 'ITF_PENDING')))
		return updated
	})
}

const OPEN_STATUSES = ['ITF_PENDING', 'ITF_PROCESSING']

export type FinishResult =
	{ ok: true; row: FiatPayoutRow } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'final'; status: string }

/**
 * Settles or fails a payout. The status moves only from an open one (the
 * UPDATE's condition, under its row lock), so of racing calls one moves it
 * and the others find it final; a failure posts its reversal in the same
 * database transaction, so amount and fee come back exactly once.
 */
export async function finishPayout(
	db: Db,
	id: string,
	outcome: { settle: true } | { settle: false; reason: string },
	now: () => number,
): Promise<FinishResult> {
	return db.transaction(async (tx): Promise<FinishResult> => {
		const at = new Date(now())
		const status = outcome.settle ? 'ITF_COMPLETED' : 'ITF_FAILED'
		const [row] = await tx
			.update(fiatPayouts)
			.set({
				status,
				updatedAt: at,
				...(outcome.settle ? { completedAt: at } : { failedAt: at, reason: outcome.reason }),
			})
			.where(and(eq(fiatPayouts.id, id), inArray(fiatPayouts.status, OPEN_STATUSES)))
			.returning()
		if (!row) {
			const existing = await findPayout(tx, null, id)
			return existing ? { ok: false, reason: 'final', status: existing.status } : { ok: false, reason: 'not-found' }
		}
		await tx
			.update(ledgerTransactions)
			.set({ status, updatedAt: at })
			.where(and(eq(ledgerTransactions.transferId, row.id), inArray(ledgerTransactions.type, ['TRANSFER', 'FEE'])))
		if (!outcome.settle) {
			const { source, clearing, fees } = await payoutAccounts(tx, row)
			await postTransaction(
				tx,
				{
					integratorPk: row.integratorPk,
					type: 'REVERSAL',
					status: 'ITF_COMPLETED',
					currency: row.currency as FiatCurrency,
					amount: row.amount + row.fee,
					reference: row.reference,
					description: `Reversal of payout ${row.reference}: ${outcome.reason}`,
					counterparty: `${row.beneficiary.accountName} · ${row.beneficiary.destination}`,
					transferId: row.id,
					legs: [
						{ accountId: source.id, amount: row.amount + row.fee },
						{ accountId: clearing.id, amount: -row.amount },
						...(row.fee > 0n ? [{ accountId: fees.id, amount: -row.fee }] : []),
					],
				},
				now,
			)
		}
		return { ok: true, row }
	})
}

const payoutKeyset: Keyset<FiatPayoutRow> = {
	columns: [
		{ column: fiatPayouts.createdAt, cast: 'timestamptz' },
		{ column: fiatPayouts.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

/** The integrator's payouts made by one service, newest first, with the money lists' filters. */
export async function listPayouts(
	db: Db,
	integratorPk: string,
	service: PayoutService,
	filters: Omit<MovementFilters, 'limit' | 'lek'>,
	page: PageRequest,
): Promise<Page<Payout> | null> {
	const conditions = [
		eq(fiatPayouts.integratorPk, integratorPk),
		eq(fiatPayouts.service, service),
		...movementConditions(filters, {
			createdAt: fiatPayouts.createdAt,
			status: fiatPayouts.status,
			currency: fiatPayouts.currency,
			search: [fiatPayouts.reference, fiatPayouts.narration],
		}),
	]
	const result = await readPage(payoutKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(fiatPayouts)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toPayout) }
}
