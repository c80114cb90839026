import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { EntityRisksSection } from '#contract/compliance/entities.ts'
import {
	LATEST_COUNT,
	type BlacklistRecord,
	type EntityRecord,
	type ScreeningListFilters,
	type ScreeningStatsBase,
	type TxnRecord,
	type WalletBatch,
	type WalletRecord,
} from '#contract/compliance/records.ts'
import { averageOf, averageRiskScore } from '#contract/compliance/risk-average.ts'
import { NO_SCORE, type RiskLevel } from '#contract/compliance/risk.ts'
import type { TxnType } from '#contract/compliance/txn-analysis.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Page } from '#contract/money/paging.ts'
import type { WalletNetwork } from '#contract/wallets/networks.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { complianceScreenings, complianceWalletBatches, type ComplianceScreeningRow } from './screening-schema.ts'

/**
 * The kept screenings (contract/compliance/records.ts): one integrator's
 * only, read as each kind's record, listed newest first, added up.
 */

export type ScreeningKind = ComplianceScreeningRow['kind']

const usd = (cents: bigint) => fromMinorUnits(cents, 'USD')
const base = (row: ComplianceScreeningRow) => ({ id: row.id, fee: usd(row.fee), createdAt: row.createdAt.toISOString() })
const section = (row: ComplianceScreeningRow) => ({
	riskScore: row.riskScore ?? NO_SCORE,
	riskLevel: (row.riskLevel as RiskLevel | null) ?? null,
	reasons: row.details.reasons ?? [],
	exposure: row.details.exposure ?? [],
})

export const toTxnRecord = (row: ComplianceScreeningRow): TxnRecord => ({
	...base(row),
	network: row.network as WalletNetwork,
	txId: row.subject,
	txType: row.txType as TxnType,
	...section(row),
})

export const toWalletRecord = (row: ComplianceScreeningRow): WalletRecord => ({
	...base(row),
	batchId: row.batchId,
	network: row.network as WalletNetwork,
	address: row.subject,
	riskScoreSection: section(row),
})

export const toEntityRecord = (row: ComplianceScreeningRow): EntityRecord => ({
	...base(row),
	name: row.subject,
	country: row.country ?? '',
	registrationNumber: row.details.registrationNumber ?? '',
	entityRisksSection: {
		riskLevel: row.riskLevel as EntityRisksSection['riskLevel'],
		summary: row.details.summary ?? '',
		indicators: row.details.indicators ?? [],
	},
	sources: row.details.sources ?? [],
})

export const toBlacklistRecord = (row: ComplianceScreeningRow): BlacklistRecord => ({
	...base(row),
	network: row.network as WalletNetwork,
	address: row.subject,
	blacklisted: row.blacklisted ?? false,
})

/** One screening of `kind` by its id: the integrator's own, or null (a 404). */
export async function findScreening(db: Db, integratorPk: string, kind: ScreeningKind, id: string) {
	const [row] = await db
		.select()
		.from(complianceScreenings)
		.where(and(eq(complianceScreenings.id, id), eq(complianceScreenings.integratorPk, integratorPk), eq(complianceScreenings.kind, kind)))
	return row ?? null
}

/** A batch of wallet analyses: its rows in file order, the rows left out, and the average of the scores it has. */
export async function findWalletBatch(db: Db, integratorPk: string, id: string): Promise<WalletBatch | null> {
	const [batch] = await db
		.select()
		.from(complianceWalletBatches)
		.where(and(eq(complianceWalletBatches.id, id), eq(complianceWalletBatches.integratorPk, integratorPk)))
	if (!batch) return null
	const rows = await db
		.select()
		.from(complianceScreenings)
		.where(and(eq(complianceScreenings.batchId, batch.id), eq(complianceScreenings.integratorPk, integratorPk)))
		.orderBy(asc(complianceScreenings.position))
	const items = rows.map(toWalletRecord)
	return {
		id: batch.id,
		fileName: batch.fileName,
		items,
		rejected: batch.rejected,
		fee: usd(batch.fee),
		averageRiskScore: averageRiskScore(items.map((item) => item.riskScoreSection.riskScore)),
		createdAt: batch.createdAt.toISOString(),
	}
}

const keyset: Keyset<ComplianceScreeningRow> = {
	columns: [
		{ column: complianceScreenings.createdAt, cast: 'timestamptz' },
		{ column: complianceScreenings.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

function filterConditions(integratorPk: string, kind: ScreeningKind, filters: ScreeningListFilters): (SQL | undefined)[] {
	const level = filters.level
	return [
		eq(complianceScreenings.integratorPk, integratorPk),
		eq(complianceScreenings.kind, kind),
		filters.q ? ilike(complianceScreenings.subject, `%${escapeLike(filters.q)}%`) : undefined,
		filters.network ? eq(complianceScreenings.network, filters.network) : undefined,
		level === 'NONE' ? eq(complianceScreenings.riskScore, NO_SCORE) : level ? eq(complianceScreenings.riskLevel, level) : undefined,
		filters.blacklisted !== undefined ? eq(complianceScreenings.blacklisted, filters.blacklisted) : undefined,
	]
}

/** A page of the integrator's screenings of `kind`, newest first; null when the lek is not valid here. */
export async function listScreenings<T>(
	db: Db,
	integratorPk: string,
	kind: ScreeningKind,
	filters: ScreeningListFilters,
	page: PageRequest,
	toRecord: (row: ComplianceScreeningRow) => T,
): Promise<Page<T> | null> {
	const conditions = filterConditions(integratorPk, kind, filters)
	const result = await readPage(keyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(complianceScreenings)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toRecord) }
}

/** Every figure of `kind` in one aggregate, and the latest results (contract/compliance/records.ts). */
export async function screeningStats<T>(
	db: Db,
	integratorPk: string,
	kind: ScreeningKind,
	toRecord: (row: ComplianceScreeningRow) => T,
): Promise<ScreeningStatsBase & { latest: T[] }> {
	const s = complianceScreenings
	const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`
	const where = and(eq(s.integratorPk, integratorPk), eq(s.kind, kind))
	const [totals] = await db
		.select({
			count: sql<number>`count(*)::int`,
			fees: sql<string>`coalesce(sum(${s.fee}), 0)::text`,
			lastAt: sql<string | null>`max(${s.createdAt})`,
			scored: count(sql`${s.riskScore} >= 0`),
			scoreSum: sql<number>`coalesce(sum(${s.riskScore}) filter (where ${s.riskScore} >= 0), 0)::int`,
			low: count(sql`${s.riskLevel} = 'LOW'`),
			medium: count(sql`${s.riskLevel} = 'MEDIUM'`),
			high: count(sql`${s.riskLevel} = 'HIGH'`),
			none: count(sql`${s.riskScore} = ${NO_SCORE}`),
			blacklisted: count(sql`${s.blacklisted}`),
		})
		.from(s)
		.where(where)
	const latest = await db.select().from(s).where(where).orderBy(desc(s.createdAt), desc(s.id)).limit(LATEST_COUNT)
	const t = totals!
	return {
		count: t.count,
		fees: usd(BigInt(t.fees)),
		lastAt: t.lastAt ? new Date(t.lastAt).toISOString() : null,
		scored: t.scored,
		averageRiskScore: averageOf(t.scoreSum, t.scored),
		byLevel: { LOW: t.low, MEDIUM: t.medium, HIGH: t.high, NONE: t.none },
		blacklisted: t.blacklisted,
		latest: latest.map(toRecord),
	}
}
