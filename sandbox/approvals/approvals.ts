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
import type { Currency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { refuse } from '../http/refusal.ts'
import { APPROVAL_KIND_SPECS, type Held } from './kinds.ts'
import { approvalRequests, approvalRules, type ApprovalRequestRow, type ApprovalRuleRow } from './schema.ts'

/**
 * Two keys for money (docs/product/approvals.md, records 134 and 136): the
 * rules, and the requests they make. A request names its kind and its quote
 * and holds the quote's figures (amount, fee, destination) until it is
 * decided or expires; the money itself is not set aside, so an approval meets
 * the balance as it is then (every kind's debit is conditional).
 */

export type Person = { pk: string; name: string; email: string }

export const toApprovalRule = (row: ApprovalRuleRow): ApprovalRule => ({
	kind: row.kind,
	currency: row.currency as Currency,
	amount: fromMinorUnits(row.amount, row.currency as Currency),
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
	input: { kind: ApprovalKind; currency: Currency; amount: string | null },
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

/** Whether a movement of this kind, currency and amount needs a second member: a rule of its kind and currency at or below its amount. */
export async function needsApproval(db: Db, integratorPk: string, kind: ApprovalKind, currency: string, amount: bigint) {
	const rule = await findRule(db, integratorPk, kind, currency)
	return rule !== null && amount >= rule.amount
}

const newApprovalId = () => `apr_${randomBytes(10).toString('hex')}`

/**
 * The request for this quote: made now, or the one made already (a
 * confirmation clicked twice asks once: `quote_id` is unique). `created`
 * says which.
 */
export async function requestApproval(
	tx: Db,
	quote: { integratorPk: string; kind: ApprovalKind; quoteId: string },
	by: Person,
	nowMs: number,
) {
	const at = new Date(nowMs)
	const [row] = await tx
		.insert(approvalRequests)
		.values({
			id: newApprovalId(),
			integratorPk: quote.integratorPk,
			kind: quote.kind,
			quoteId: quote.quoteId,
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
	const [existing] = await tx.select().from(approvalRequests).where(eq(approvalRequests.quoteId, quote.quoteId))
	return { created: false, row: existing! }
}

export async function findRequestByQuote(db: Db, integratorPk: string, quoteId: string) {
	const [row] = await db
		.select()
		.from(approvalRequests)
		.where(and(eq(approvalRequests.integratorPk, integratorPk), eq(approvalRequests.quoteId, quoteId)))
	return row ?? null
}

export type RequestWithQuote = { request: ApprovalRequestRow; held: Held }

/** Each request with what its quote holds: one query per kind present (record 136). */
export async function withHeld(db: Db, integratorPk: string, rows: ApprovalRequestRow[]): Promise<RequestWithQuote[]> {
	const kinds = [...new Set(rows.map((row) => row.kind))]
	const found = await Promise.all(
		kinds.map((kind) =>
			APPROVAL_KIND_SPECS[kind].held(
				db,
				integratorPk,
				rows.filter((row) => row.kind === kind).map((row) => row.quoteId),
			),
		),
	)
	const byQuote = new Map(found.flatMap((map) => [...map]))
	return rows.flatMap((request) => {
		const held = byQuote.get(request.quoteId)
		return held ? [{ request, held }] : []
	})
}

/** The business's request by id, with what its quote holds; null for anyone else's (a 404). */
export async function findRequest(db: Db, integratorPk: string, id: string): Promise<RequestWithQuote | null> {
	const rows = await db
		.select()
		.from(approvalRequests)
		.where(and(eq(approvalRequests.id, id), eq(approvalRequests.integratorPk, integratorPk)))
	return (await withHeld(db, integratorPk, rows))[0] ?? null
}

/** Pending first (oldest first: the next to expire), then decided (newest first). */
export async function listRequests(db: Db, integratorPk: string, limit = 100) {
	const rows = await db
		.select()
		.from(approvalRequests)
		.where(eq(approvalRequests.integratorPk, integratorPk))
		.orderBy(
			sql`case when ${approvalRequests.status} = 'PENDING' then 0 else 1 end`,
			sql`case when ${approvalRequests.status} = 'PENDING' then ${approvalRequests.createdAt} end asc`,
			desc(approvalRequests.updatedAt),
			desc(approvalRequests.id),
		)
		.limit(limit)
	return withHeld(db, integratorPk, rows)
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
export async function decide(tx: Db, id: string, outcome: { status: 'APPROVED' | 'REJECTED'; reason?: string }, by: Person, nowMs: number) {
	const at = new Date(nowMs)
	const [row] = await tx
		.update(approvalRequests)
		.set({
			status: outcome.status,
			reason: outcome.reason ?? null,
			decidedByName: by.name,
			decidedByEmail: by.email,
			decidedAt: at,
			updatedAt: at,
		})
		.where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'PENDING'), sql`${approvalRequests.expiresAt} > ${at}`))
		.returning()
	return row ?? null
}

export function toApprovalRequest(row: ApprovalRequestRow, held: Held, nowMs: number): ApprovalRequest {
	const money = (units: bigint) => fromMinorUnits(units, held.currency)
	// A pending request past its hours is expired whoever looks, before the sweep has written it.
	const expired = row.status === 'PENDING' && row.expiresAt.getTime() <= nowMs
	return {
		id: row.id,
		kind: row.kind,
		status: expired ? 'EXPIRED' : row.status,
		currency: held.currency,
		amount: money(held.amount),
		fee: money(held.fee),
		total: money(held.amount + held.fee),
		to: held.to,
		quoteId: row.quoteId,
		requestedBy: { name: row.requestedByName, email: row.requestedByEmail },
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		decidedBy: row.decidedByName ? { name: row.decidedByName, email: row.decidedByEmail ?? '' } : null,
		decidedAt: expired ? row.expiresAt.toISOString() : (row.decidedAt?.toISOString() ?? null),
		reason: row.reason,
		movementId: row.movementId,
	}
}

/** What an approval sent (the payout, withdrawal, transfer or batch), kept on its request. */
export async function setMovementOf(tx: Db, id: string, movementId: string) {
	await tx.update(approvalRequests).set({ movementId }).where(eq(approvalRequests.id, id))
}
