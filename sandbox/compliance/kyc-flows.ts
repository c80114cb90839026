import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { GovCheckKind, KycStep } from '#contract/compliance/kyc-flow-labels.ts'
import {
	type ComplianceAccount,
	type KycFlow,
	type KycFlowCounts,
	type KycFlowValues,
	type PublicKycFlow,
} from '#contract/compliance/kyc-flows.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts, findAccount } from '../ledger/accounts.ts'
import { loadRateCard } from '../products/rate-cards.ts'
import { kycFlows, kycVerifications, type KycFlowRow } from './kyc-schema.ts'

/** The integrator's KYC flows and its compliance account (contract/compliance/kyc-flows.ts). */

export const newKycId = (prefix: string, bytes = 10) => `${prefix}_${randomBytes(bytes).toString('hex')}`

/** The name a business goes by on the form: the company's name, or the individual's. */
export const businessNameOf = (row: Pick<IntegratorRow, 'businessName' | 'firstName' | 'lastName'>) =>
	row.businessName ?? `${row.firstName} ${row.lastName}`

/** The rate card's 'KYC check' line in USD minor units (0 when the card has none). */
export async function kycFeeMinor(db: Db, integratorPk: string, nowMs: number) {
	const card = await loadRateCard(db, integratorPk, 'compliance', nowMs)
	const line = card.rates.find((rate) => rate.operation === 'check' && rate.label === 'KYC check')
	return line ? toMinorUnits(line.feeFixed.toFixed(2), 'USD') : 0n
}

const EMPTY_COUNTS: KycFlowCounts = { total: 0, inProgress: 0, completed: 0, failed: 0, expired: 0 }

/** Verifications per flow and status, one query; an IN_PROGRESS one past its expiry counts as expired. */
async function countsByFlow(db: Db, integratorPk: string, nowMs: number) {
	const now = new Date(nowMs)
	const rows = await db
		.select({
			flowId: kycVerifications.flowId,
			total: sql<number>`count(*)::int`,
			inProgress: sql<number>`count(*) filter (where ${kycVerifications.status} = 'IN_PROGRESS' and ${kycVerifications.expiresAt} > ${now})::int`,
			completed: sql<number>`count(*) filter (where ${kycVerifications.status} = 'COMPLETED')::int`,
			failed: sql<number>`count(*) filter (where ${kycVerifications.status} = 'FAILED')::int`,
			expired: sql<number>`count(*) filter (where ${kycVerifications.status} = 'IN_PROGRESS' and ${kycVerifications.expiresAt} <= ${now})::int`,
		})
		.from(kycVerifications)
		.where(eq(kycVerifications.integratorPk, integratorPk))
		.groupBy(kycVerifications.flowId)
	return new Map(rows.map(({ flowId, ...counts }) => [flowId, counts]))
}

export function toKycFlow(row: KycFlowRow, counts: KycFlowCounts = EMPTY_COUNTS): KycFlow {
	return {
		id: row.id,
		name: row.name,
		steps: row.steps as KycStep[],
		govChecks: row.govChecks as GovCheckKind[],
		brandColor: row.brandColor,
		showLogo: row.showLogo,
		dailyCapUsd: fromMinorUnits(BigInt(row.dailyCapMinor), 'USD'),
		counts,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

export async function listFlows(db: Db, integratorPk: string, nowMs: number): Promise<KycFlow[]> {
	const [rows, counts] = await Promise.all([
		db.select().from(kycFlows).where(eq(kycFlows.integratorPk, integratorPk)).orderBy(asc(kycFlows.createdAt), asc(kycFlows.id)),
		countsByFlow(db, integratorPk, nowMs),
	])
	return rows.map((row) => toKycFlow(row, counts.get(row.id)))
}

export async function findFlowByName(db: Db, integratorPk: string, name: string, nowMs: number): Promise<KycFlow | null> {
	const [row] = await db
		.select()
		.from(kycFlows)
		.where(and(eq(kycFlows.integratorPk, integratorPk), eq(kycFlows.name, name.toLowerCase())))
	if (!row) return null
	return toKycFlow(row, (await countsByFlow(db, integratorPk, nowMs)).get(row.id))
}

/** GET /compliance/v1/account: everything the flows page shows, in one answer. */
export async function complianceAccount(db: Db, integrator: IntegratorRow, nowMs: number): Promise<ComplianceAccount> {
	await ensureAccounts(db, integrator, nowMs)
	const [flows, fee, funding] = await Promise.all([
		listFlows(db, integrator.pk, nowMs),
		kycFeeMinor(db, integrator.pk, nowMs),
		findAccount(db, integrator.pk, 'integrator', 'funding', 'USD'),
	])
	return {
		businessName: businessNameOf(integrator),
		logoUrl: integrator.logoUrl,
		kycFeeUsd: fromMinorUnits(fee, 'USD'),
		usdBalance: fromMinorUnits(funding?.balance ?? 0n, 'USD'),
		flows,
	}
}

/** The flow's columns from the API's input: the daily cap in minor units. */
const columnsOf = ({ dailyCapUsd, ...input }: KycFlowValues) => ({ ...input, dailyCapMinor: Number(toMinorUnits(dailyCapUsd, 'USD')) })

export type FlowSaved = { ok: true; flow: KycFlow } | { ok: false; reason: 'name-taken' | 'not-found' }

const UNIQUE_VIOLATION = '23505'
const isUniqueViolation = (error: unknown) =>
	(error as { code?: string }).code === UNIQUE_VIOLATION || (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION

export async function createFlow(db: Db, integratorPk: string, input: KycFlowValues, nowMs: number): Promise<FlowSaved> {
	const now = new Date(nowMs)
	const [row] = await db
		.insert(kycFlows)
		.values({ id: newKycId('kyf'), integratorPk, ...columnsOf(input), createdAt: now, updatedAt: now })
		.onConflictDoNothing({ target: [kycFlows.integratorPk, kycFlows.name] })
		.returning()
	return row ? { ok: true, flow: toKycFlow(row) } : { ok: false, reason: 'name-taken' }
}

/** Another integrator's flow id is not found; a name another flow of the same integrator holds is taken (the unique index decides). */
export async function updateFlow(db: Db, integratorPk: string, flowId: string, input: KycFlowValues, nowMs: number): Promise<FlowSaved> {
	try {
		const [row] = await db
			.update(kycFlows)
			.set({ ...columnsOf(input), updatedAt: new Date(nowMs) })
			.where(and(eq(kycFlows.id, flowId), eq(kycFlows.integratorPk, integratorPk)))
			.returning()
		if (!row) return { ok: false, reason: 'not-found' }
		return { ok: true, flow: toKycFlow(row, (await countsByFlow(db, integratorPk, nowMs)).get(row.id)) }
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, reason: 'name-taken' }
		throw error
	}
}

/** A flow as the public form shows it, by its id (the public link's), or null. */
export async function findPublicFlow(db: Db, flowId: string): Promise<(PublicKycFlow & { integratorPk: string }) | null> {
	const [row] = await db
		.select({ flow: kycFlows, integrator: integrators })
		.from(kycFlows)
		.innerJoin(integrators, eq(integrators.pk, kycFlows.integratorPk))
		.where(eq(kycFlows.id, flowId))
	return row ? { ...toPublicFlow(row.flow, row.integrator), integratorPk: row.flow.integratorPk } : null
}

export function toPublicFlow(flow: KycFlowRow, integrator: IntegratorRow): PublicKycFlow {
	return {
		id: flow.id,
		name: flow.name,
		businessName: businessNameOf(integrator),
		logoUrl: flow.showLogo ? integrator.logoUrl : null,
		brandColor: flow.brandColor,
		steps: flow.steps as KycStep[],
		govChecks: flow.govChecks as GovCheckKind[],
	}
}
