import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import {
	APPROVAL_ERROR_CODES,
	APPROVAL_LIFETIME_HOURS,
	APPROVAL_MESSAGES,
	type ApprovalKind,
	type ApprovalRequest,
	type ApprovalRule,
} from '#contract/approvals/api.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { fiatPayoutQuotes, type FiatPayoutQuoteRow } from '../fiat/schema.ts'
import { refuse } from '../http/refusal.ts'
import { approvalRequests, approvalRules, type ApprovalRequestRow, type ApprovalRuleRow } from './schema.ts'

/**
 * Two keys for money (docs/product/approvals.md, record 134): the rules, and
 * the requests they make. A request holds its quote's figures (amount, fee,
 * beneficiary) until it is decided or expires; the money itself is not set
 * aside, so an approval meets the balance as it is then (the debit is
 * conditional, as every payout's).
 */

export type Person = { pk: string; name: string; email: string }

export const toApprovalRule = (row: ApprovalRuleRow): ApprovalRule => ({
	kind: row.kind,
	currency: row.currency as FiatCurrency,
	amount: fromMinorUnits(row.amount, row.currency as FiatCurrency),
	updatedAt: row.updatedAt.toISOString(),
	updatedBy: row.updatedByName,
})

export async function listRules(db: Db, integratorPk: string) {
	const rows = await db
		.select()
		.from(approvalRules)
		.where(eq(approvalRules.integratorPk, integratorPk))
		.orderBy(asc(approvalRules.kind), asc(approvalRules.currency))
	return rows.map(toApprovalRule)
}

export async function findRule(db: Db, integratorPk: string, kind: ApprovalKind, currency: string) {
	const [row] = await db
		.select()
		.from(approvalRules)
		.where(and(eq(approvalRules.integratorPk, integratorPk), eq(approvalRules.kind, kind), eq(approvalRules.currency, currency)))
	return row ?? null
}

/** Sets (or, with a null amount, removes) a rule; answers the rule as it was and as it is. */
export async function setRule(
	tx: Db,
	integratorPk: string,
	input: { kind: ApprovalKind; currency: FiatCurrency; amount: string | null },
	by: string,
	nowMs: number,
) {
	const before = await findRule(tx, integratorPk, input.kind, input.currency)
	if (input.amount === null) {
		await tx
			.delete(approvalRules)
			.where(
				and(eq(approvalRules.integratorPk, integratorPk), eq(approvalRules.kind, input.kind), eq(approvalRules.currency, input.currency)),
			)
		return { before, after: null }
	}
	const values = {
		integratorPk,
		kind: input.kind,
		currency: input.currency,
		amount: toMinorUnits(input.amount, input.currency),
		updatedByName: by,
		updatedAt: new Date(nowMs),
	}
	const [after] = await tx
		.insert(approvalRules)
		.values(values)
		.onConflictDoUpdate({
			target: [approvalRules.integratorPk, approvalRules.kind, approvalRules.currency],
			set: { amount: values.amount, updatedByName: by, updatedAt: values.updatedAt },
		})
		.returning()
	return { before, after: after! }
}

/** Whether a payout of this quote needs a second member: a rule of its currency at or below its amount. */
export async function payoutNeedsApproval(db: Db, quote: Pick<FiatPayoutQuoteRow, 'integratorPk' | 'currency' | 'amount'>) {
	const rule = await findRule(db, quote.integratorPk, 'PAYOUT', quote.currency)
	return rule !== null && quote.amount >= rule.amount
}

const newApprovalId = () => `apr_${randomBytes(10).toString('hex')}`

/**
 * The request for this quote: made now, or the one made already (a
 * confirmation clicked twice asks once: `quote_id` is unique). `created`
 * says which.
 */
export async function requestApproval(tx: Db, quote: FiatPayoutQuoteRow, by: Person, nowMs: number) {
	const at = new Date(nowMs)
	const [row] = await tx
		.insert(approvalRequests)
		.values({
			id: newApprovalId(),
			integratorPk: quote.integratorPk,
			kind: 'PAYOUT',
			quoteId: quote.id,
			status: 'PENDING',
			requestedByPk: by.pk,
			requestedByName: by.name,
			requestedByEmail: by.email,
			createdAt: at,
			expiresAt: new Date(nowMs + APPROVAL_LIFETIME_HOURS * 3_600_000),
			updatedAt: at,
		})
		.onConflictDoNothing()
		.returning()
	if (row) return { created: true, row }
	const [existing] = await tx.select().from(approvalRequests).where(eq(approvalRequests.quoteId, quote.id))
	return { created: false, row: existing! }
}

export async function findRequestByQuote(db: Db, integratorPk: string, quoteId: string) {
	const [row] = await db
		.select()
		.from(approvalRequests)
		.where(and(eq(approvalRequests.integratorPk, integratorPk), eq(approvalRequests.quoteId, quoteId)))
	return row ?? null
}

export type RequestWithQuote = { request: ApprovalRequestRow; quote: FiatPayoutQuoteRow }

/** The business's request by id, with its quote; null for anyone else's (a 404). */
export async function findRequest(db: Db, integratorPk: string, id: string): Promise<RequestWithQuote | null> {
	const [row] = await db
		.select({ request: approvalRequests, quote: fiatPayoutQuotes })
		.from(approvalRequests)
		.innerJoin(fiatPayoutQuotes, eq(fiatPayoutQuotes.id, approvalRequests.quoteId))
		.where(and(eq(approvalRequests.id, id), eq(approvalRequests.integratorPk, integratorPk)))
	return row ?? null
}

/** Pending first (oldest first: the next to expire), then decided (newest first). */
export async function listRequests(db: Db, integratorPk: string, limit = 100) {
	return db
		.select({ request: approvalRequests, quote: fiatPayoutQuotes })
		.from(approvalRequests)
		.innerJoin(fiatPayoutQuotes, eq(fiatPayoutQuotes.id, approvalRequests.quoteId))
		.where(eq(approvalRequests.integratorPk, integratorPk))
		.orderBy(
			sql`case when ${approvalRequests.status} = 'PENDING' then 0 else 1 end`,
			sql`case when ${approvalRequests.status} = 'PENDING' then ${approvalRequests.createdAt} end asc`,
			desc(approvalRequests.updatedAt),
			desc(approvalRequests.id),
		)
		.limit(limit)
}

/** Requests past their 24 hours: EXPIRED, once each (the UPDATE's condition); answers those this call expired. */
export async function expireDue(db: Db, integratorPk: string, nowMs: number) {
	const at = new Date(nowMs)
	return db
		.update(approvalRequests)
		.set({ status: 'EXPIRED', decidedAt: approvalRequests.expiresAt, updatedAt: at })
		.where(
			and(eq(approvalRequests.integratorPk, integratorPk), eq(approvalRequests.status, 'PENDING'), lte(approvalRequests.expiresAt, at)),
		)
		.returning()
}

/** Why `decider` may not decide `row` now, or null: never one's own, only a pending one, never past its expiry. */
export function decisionRefusal(row: ApprovalRequestRow, deciderPk: string, nowMs: number) {
	if (row.requestedByPk === deciderPk)
		return refuse(409, APPROVAL_MESSAGES.ownRequest, { code: APPROVAL_ERROR_CODES.ownRequest, field: 'id' })
	if (row.status === 'EXPIRED' || (row.status === 'PENDING' && row.expiresAt.getTime() <= nowMs))
		return refuse(409, APPROVAL_MESSAGES.expired, { code: APPROVAL_ERROR_CODES.expired, field: 'id' })
	if (row.status !== 'PENDING')
		return refuse(409, APPROVAL_MESSAGES.decided(row.status), { code: APPROVAL_ERROR_CODES.decided, field: 'id' })
	return null
}

/**
 * Moves a pending request on, once: the conditional UPDATE lets one of racing
 * decisions through and answers null to the others.
 */
export async function decide(
	tx: Db,
	id: string,
	outcome: { status: 'APPROVED' | 'REJECTED'; reason?: string; payoutId?: string },
	by: Person,
	nowMs: number,
) {
	const at = new Date(nowMs)
	const [row] = await tx
		.update(approvalRequests)
		.set({
			status: outcome.status,
			reason: outcome.reason ?? null,
			payoutId: outcome.payoutId ?? null,
			decidedByName: by.name,
			decidedByEmail: by.email,
			decidedAt: at,
			updatedAt: at,
		})
		.where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'PENDING'), sql`${approvalRequests.expiresAt} > ${at}`))
		.returning()
	return row ?? null
}

export function toApprovalRequest(row: ApprovalRequestRow, quote: FiatPayoutQuoteRow, nowMs: number): ApprovalRequest {
	const currency = quote.currency as FiatCurrency
	const money = (units: bigint) => fromMinorUnits(units, currency)
	// A pending request past its hours is expired whoever looks, before the sweep has written it.
	const expired = row.status === 'PENDING' && row.expiresAt.getTime() <= nowMs
	return {
		id: row.id,
		kind: row.kind,
		status: expired ? 'EXPIRED' : row.status,
		currency,
		amount: money(quote.amount),
		fee: money(quote.fee),
		total: money(quote.amount + quote.fee),
		beneficiary: quote.beneficiary,
		narration: quote.narration,
		quoteId: quote.id,
		requestedBy: { name: row.requestedByName, email: row.requestedByEmail },
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		decidedBy: row.decidedByName ? { name: row.decidedByName, email: row.decidedByEmail ?? '' } : null,
		decidedAt: expired ? row.expiresAt.toISOString() : (row.decidedAt?.toISOString() ?? null),
		reason: row.reason,
		payoutId: row.payoutId,
	}
}

/** The payout an approval sent, kept on its request. */
export async function setPayoutOf(tx: Db, id: string, payoutId: string) {
	await tx.update(approvalRequests).set({ payoutId }).where(eq(approvalRequests.id, id))
}
