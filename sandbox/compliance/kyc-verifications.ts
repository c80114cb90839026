import { createHash, randomBytes } from 'node:crypto'
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { KYC_CHECK_ERROR_CODES, KYC_CHECK_MESSAGES, KYC_START_LIMITS } from '#contract/compliance/kyc-checks.ts'
import type { KycStep } from '#contract/compliance/kyc-flow-labels.ts'
import { VERIFICATION_LIFETIME_HOURS, type IdDocumentType } from '#contract/compliance/kyc-verification-labels.ts'
import {
	type KycReport,
	type KycStepResult,
	type KycVerification,
	type KycVerificationFilters,
	type PublicKycVerification,
} from '#contract/compliance/kyc-verifications.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Page } from '#contract/money/paging.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { refuse, Refused, type Refusal } from '../http/refusal.ts'
import { ensureAccounts, findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, postTransaction } from '../ledger/post.ts'
import { businessNameOf, findPublicFlow, kycFeeMinor, newKycId, toPublicFlow } from './kyc-flows.ts'
import { minutesOf, takeHit } from './kyc-limits.ts'
import { kycFlows, kycOtps, kycUploads, kycVerifications, type KycFlowRow, type KycVerificationRow } from './kyc-schema.ts'
import { notifyDailyCapReached } from './notices.ts'

/**
 * Verifications (contract/compliance/kyc-verifications.ts): started from a
 * flow's public link, moved on one step at a time by the end customer's
 * calls, each inside one database transaction that holds the verification's
 * row (so two calls on one verification take turns), ended when every step
 * passed or one failed, with the KYC check fee charged in that same
 * transaction.
 */

/** A search typed by the integrator, as a LIKE pattern's literal text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const unavailable = () => refuse(409, KYC_CHECK_MESSAGES.unavailable, { code: KYC_CHECK_ERROR_CODES.unavailable })

/** Each step's status, read from its result's columns. */
export function stepResults(row: KycVerificationRow): KycStepResult[] {
	return (row.steps as KycStep[]).map((step) => {
		const at = (date: Date | null) => date?.toISOString() ?? null
		switch (step) {
			case 'phone':
				return { step, status: row.phoneVerifiedAt ? 'PASSED' : 'PENDING', completedAt: at(row.phoneVerifiedAt) }
			case 'email':
				return { step, status: row.emailVerifiedAt ? 'PASSED' : 'PENDING', completedAt: at(row.emailVerifiedAt) }
			case 'upload':
				return { step, status: row.documentAt ? 'PASSED' : 'PENDING', completedAt: at(row.documentAt) }
			case 'selfie':
				if (row.livenessPassed === false) return { step, status: 'FAILED', completedAt: at(row.livenessAt) }
				if (row.faceMatchPassed === false) return { step, status: 'FAILED', completedAt: at(row.faceMatchAt) }
				return { step, status: row.selfieAt ? 'PASSED' : 'PENDING', completedAt: at(row.selfieAt) }
			case 'bvn':
				if (row.govVerified === null) return { step, status: 'PENDING', completedAt: null }
				return { step, status: row.govVerified ? 'PASSED' : 'FAILED', completedAt: at(row.govAt) }
		}
	})
}

const isExpired = (row: KycVerificationRow, nowMs: number) => row.status === 'IN_PROGRESS' && row.expiresAt.getTime() <= nowMs
export const viewStatus = (row: KycVerificationRow, nowMs: number) => (isExpired(row, nowMs) ? 'EXPIRED' : row.status)
export const currentStepOf = (row: KycVerificationRow) =>
	row.status === 'IN_PROGRESS' ? (stepResults(row).find((result) => result.status === 'PENDING')?.step ?? null) : null

export function toKycVerification(row: KycVerificationRow, flowName: string, nowMs: number): KycVerification {
	const fullName = row.govFirstName ? `${row.govFirstName} ${row.govLastName ?? ''}`.trim() : null
	return {
		id: row.id,
		flowId: row.flowId,
		flowName,
		status: viewStatus(row, nowMs),
		currentStep: isExpired(row, nowMs) ? null : currentStepOf(row),
		steps: stepResults(row),
		phone: row.phone,
		email: row.email,
		fullName,
		failureReason: row.failureReason,
		startedAt: row.startedAt.toISOString(),
		finishedAt: row.finishedAt?.toISOString() ?? null,
		expiresAt: row.expiresAt.toISOString(),
	}
}

type Upload = typeof kycUploads.$inferSelect
const photo = (upload: Upload | undefined) =>
	upload?.uploadedAt
		? {
				contentType: upload.contentType,
				size: upload.size,
				width: upload.width ?? 0,
				height: upload.height ?? 0,
				uploadedAt: upload.uploadedAt.toISOString(),
			}
		: null

export async function toReport(db: Db, row: KycVerificationRow, flowName: string, nowMs: number): Promise<KycReport> {
	const keys = [row.documentKey, row.selfieKey].filter((key): key is string => Boolean(key))
	const uploads = keys.length
		? await db
				.select()
				.from(kycUploads)
				.where(and(eq(kycUploads.verificationId, row.id), or(...keys.map((key) => eq(kycUploads.id, key)))))
		: []
	const byKey = (key: string | null) => uploads.find((upload) => upload.id === key)
	const document = photo(byKey(row.documentKey))
	const checked = (score: number | null, passed: boolean | null, at: Date | null) =>
		score !== null && passed !== null && at ? { score, passed, checkedAt: at.toISOString() } : null
	return {
		...toKycVerification(row, flowName, nowMs),
		phoneVerifiedAt: row.phoneVerifiedAt?.toISOString() ?? null,
		emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
		document: document && row.documentType ? { ...document, documentType: row.documentType as IdDocumentType } : null,
		selfie: photo(byKey(row.selfieKey)),
		liveness: checked(row.livenessScore, row.livenessPassed, row.livenessAt),
		faceMatch: checked(row.faceMatchScore, row.faceMatchPassed, row.faceMatchAt),
		govCheck:
			row.govKind && row.govNumber && row.govAt && row.govVerified !== null
				? {
						kind: row.govKind as NonNullable<KycReport['govCheck']>['kind'],
						number: row.govNumber,
						verified: row.govVerified,
						firstName: row.govFirstName,
						lastName: row.govLastName,
						dateOfBirth: row.govDateOfBirth,
						checkedAt: row.govAt.toISOString(),
					}
				: null,
		fee:
			row.feeTransactionId && row.feeMinor !== null
				? { amountUsd: fromMinorUnits(BigInt(row.feeMinor), 'USD'), transactionId: row.feeTransactionId }
				: null,
	}
}

// ─── Start ─────────────────────────────────────────────────────────────────

export type Started = { ok: true; token: string; row: KycVerificationRow }

/**
 * A new verification of the flow, and its token (only its hash is kept). No
 * one is charged yet; but a verification that could not be paid for when it
 * ends does not start (the integrator's USD funding balance below the fee).
 * `visitor` is the end customer's address on the public form: its starts are
 * limited (startPublicVerification); the scenarios seed without one.
 */
export async function startVerification(
	db: Db,
	flowId: string,
	nowMs: number,
	visitor?: { address: string },
): Promise<Started | (Refusal & { capReached?: CapReached })> {
	const flow = await findPublicFlow(db, flowId)
	if (!flow)
		return refuse(404, 'This KYC link is not valid: ask whoever sent it for a new one', { code: 'FLOW_NOT_FOUND', field: 'flowId' })
	const [integrator] = await db.select().from(integrators).where(eq(integrators.pk, flow.integratorPk))
	if (!integrator) return refuse(404, 'This KYC link is not valid: ask whoever sent it for a new one', { code: 'FLOW_NOT_FOUND' })
	await ensureAccounts(db, integrator, nowMs)
	const [fee, funding] = await Promise.all([
		kycFeeMinor(db, integrator.pk, nowMs),
		findAccount(db, integrator.pk, 'integrator', 'funding', 'USD'),
	])
	if ((funding?.balance ?? 0n) < fee) return unavailable()
	const token = `kvt_${randomBytes(32).toString('base64url')}`
	const insert = (tx: Db) =>
		tx
			.insert(kycVerifications)
			.values({
				id: newKycId('kyv'),
				integratorPk: integrator.pk,
				flowId,
				tokenHash: hashToken(token),
				steps: flow.steps,
				status: 'IN_PROGRESS',
				startedAt: new Date(nowMs),
				expiresAt: new Date(nowMs + VERIFICATION_LIFETIME_HOURS * 3_600_000),
			})
			.returning()
	if (!visitor) {
		const [row] = await insert(db)
		return { ok: true, token, row: row! }
	}
	try {
		return await db.transaction(async (tx): Promise<Started | (Refusal & { capReached?: CapReached })> => {
			// The flow's row is held while its day's spending is read and the verification written: starts of one flow take turns.
			const [locked] = await tx.select().from(kycFlows).where(eq(kycFlows.id, flowId)).for('update')
			if (!locked) return refuse(404, 'This KYC link is not valid: ask whoever sent it for a new one', { code: 'FLOW_NOT_FOUND' })
			if ((await committedToday(tx, flowId, fee, nowMs)) + fee > BigInt(locked.dailyCapMinor)) {
				const day = utcDay(nowMs)
				// Told once a day: the first refusal of the day marks the flow, in this same (committed) transaction.
				const [first] = await tx
					.update(kycFlows)
					.set({ capNotifiedOn: day })
					.where(and(eq(kycFlows.id, flowId), sql`${kycFlows.capNotifiedOn} is distinct from ${day}`))
					.returning({ id: kycFlows.id })
				const refusal = refuse(409, KYC_CHECK_MESSAGES.dailyCap(businessNameOf(integrator)), { code: KYC_CHECK_ERROR_CODES.dailyCap })
				return first ? { ...refusal, capReached: { integrator, flow: locked } } : refusal
			}
			const address = await takeHit(tx, `start|${flowId}|ip|${visitor.address}`, KYC_START_LIMITS.perAddress, nowMs)
			if (!address.ok)
				throw new Refused(
					refuse(429, KYC_CHECK_MESSAGES.tooManyStarts(minutesOf(address.retryAfterMs)), {
						code: KYC_CHECK_ERROR_CODES.tooManyStarts,
					}),
				)
			const everyone = await takeHit(tx, `start|${flowId}`, KYC_START_LIMITS.perFlow, nowMs)
			if (!everyone.ok) throw new Refused(refuse(429, KYC_CHECK_MESSAGES.busy, { code: KYC_CHECK_ERROR_CODES.tooManyStarts }))
			const [row] = await insert(tx)
			return { ok: true, token, row: row! }
		})
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
}

export type CapReached = { integrator: IntegratorRow; flow: KycFlowRow }

/** The UTC day of a moment, '2026-12-02': the cap's day (record 105). */
export const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10)

/**
 * What the flow has spent or may yet spend today (UTC): the fees charged
 * since 00:00 UTC, and one fee held for each verification still under way
 * (it may end, and be charged, at any time before it expires). A start is
 * allowed only while this plus its own fee stays within the cap, so no day's
 * charges can pass it (record 105). A verification ends within 24 hours of
 * its start, so only those started since the day before are read.
 */
async function committedToday(tx: Db, flowId: string, fee: bigint, nowMs: number) {
	const dayStart = new Date(`${utcDay(nowMs)}T00:00:00.000Z`)
	const since = new Date(dayStart.getTime() - VERIFICATION_LIFETIME_HOURS * 3_600_000)
	const now = new Date(nowMs)
	const [spent] = await tx
		.select({
			charged: sql<string>`coalesce(sum(${kycVerifications.feeMinor}) filter (where ${kycVerifications.finishedAt} >= ${dayStart}), 0)::text`,
			open: sql<number>`count(*) filter (where ${kycVerifications.status} = 'IN_PROGRESS' and ${kycVerifications.expiresAt} > ${now})::int`,
		})
		.from(kycVerifications)
		.where(and(eq(kycVerifications.flowId, flowId), sql`${kycVerifications.startedAt} >= ${since}`))
	return BigInt(spent?.charged ?? '0') + BigInt(spent?.open ?? 0) * fee
}

/**
 * A start from the public form (POST /compliance/v1/kyc/verification): the
 * visitor's address and the flow's limits, the flow's daily cap, and at the
 * cap's first refusal of the day an e-mail to the integrator (record 105).
 */
export async function startPublicVerification(ctx: SandboxContext, flowId: string, address: string) {
	const nowMs = ctx.now()
	const started = await startVerification(ctx.db, flowId, nowMs, { address })
	if (!started.ok && started.capReached) {
		await notifyDailyCapReached(ctx, started.capReached.integrator, started.capReached.flow)
	}
	if (!started.ok) {
		const { capReached: _told, ...refusal } = started
		return refusal
	}
	return started
}

// ─── The end customer's view ───────────────────────────────────────────────

export type Session = { row: KycVerificationRow; flow: KycFlowRow; integrator: IntegratorRow }

/** The verification a token names, with its flow and integrator; null for none. */
export async function findSession(db: Db, token: string): Promise<Session | null> {
	const [found] = await db
		.select({ row: kycVerifications, flow: kycFlows, integrator: integrators })
		.from(kycVerifications)
		.innerJoin(kycFlows, eq(kycFlows.id, kycVerifications.flowId))
		.innerJoin(integrators, eq(integrators.pk, kycVerifications.integratorPk))
		.where(eq(kycVerifications.tokenHash, hashToken(token)))
	return found ?? null
}

export async function toPublicVerification(db: Db, session: Session, nowMs: number): Promise<PublicKycVerification> {
	const { row } = session
	const otps = await db.select().from(kycOtps).where(eq(kycOtps.verificationId, row.id))
	const live = otps.filter((otp) => otp.expiresAt.getTime() > nowMs)
	const pending = (channel: 'phone' | 'email') => live.find((otp) => otp.channel === channel)?.sentTo ?? null
	const expiresAt = live.map((otp) => otp.expiresAt.getTime()).sort((a, b) => b - a)[0]
	return {
		id: row.id,
		status: viewStatus(row, nowMs),
		currentStep: isExpired(row, nowMs) ? null : currentStepOf(row),
		steps: stepResults(row),
		flow: toPublicFlow(session.flow, session.integrator),
		pendingOtp: { phone: pending('phone'), email: pending('email'), expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null },
		failureReason: row.failureReason,
		expiresAt: row.expiresAt.toISOString(),
	}
}

// ─── One step's call ───────────────────────────────────────────────────────

export type StepWork = (tx: Db, row: KycVerificationRow) => Promise<Partial<KycVerificationRow> | Refusal>

/**
 * One call of the end customer on `step`: inside one transaction holding the
 * verification's row, refused unless the verification is under way and on
 * that step; `work` answers the columns to change (or a refusal, which
 * changes nothing). When the change ends the verification (every step
 * passed, or one failed) the status, the end and the KYC check fee are
 * written in the same transaction; a fee the integrator cannot pay rolls it
 * all back (409 KYC_UNAVAILABLE: the end customer may try again later).
 * `ended` says this call ended it (kyc-checks.ts raises its event then).
 */
export async function onStep(db: Db, verificationId: string, step: KycStep, nowMs: number, work: StepWork) {
	const fee = await kycFeeFor(db, verificationId, nowMs)
	try {
		return await db.transaction(async (tx): Promise<{ ok: true; row: KycVerificationRow; ended: boolean } | Refusal> => {
			const [row] = await tx.select().from(kycVerifications).where(eq(kycVerifications.id, verificationId)).for('update')
			if (!row) return refuse(401, KYC_CHECK_MESSAGES.tokenMissing)
			if (row.status !== 'IN_PROGRESS') return refuse(409, KYC_CHECK_MESSAGES.ended, { code: KYC_CHECK_ERROR_CODES.ended })
			if (isExpired(row, nowMs)) return refuse(401, KYC_CHECK_MESSAGES.tokenExpired)
			if (currentStepOf(row) !== step) return refuse(409, KYC_CHECK_MESSAGES.wrongStep, { code: KYC_CHECK_ERROR_CODES.wrongStep })
			const patch = await work(tx, row)
			if ('ok' in patch) return patch
			const next = { ...row, ...patch }
			const results = stepResults(next)
			const failed = results.some((result) => result.status === 'FAILED')
			const done = results.every((result) => result.status === 'PASSED')
			if (failed || done) {
				Object.assign(patch, { status: failed ? 'FAILED' : 'COMPLETED', finishedAt: new Date(nowMs) })
				if (fee > 0n) {
					const charged = await chargeFee(tx, next, fee, () => nowMs)
					Object.assign(patch, { feeTransactionId: charged, feeMinor: Number(fee) })
				}
			}
			if (Object.keys(patch).length === 0) return { ok: true, row, ended: false }
			const [updated] = await tx.update(kycVerifications).set(patch).where(eq(kycVerifications.id, row.id)).returning()
			return { ok: true, row: updated!, ended: failed || done }
		})
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
}

/** The fee of the verification's integrator, read before the transaction (the rate card may be copied on first read). */
async function kycFeeFor(db: Db, verificationId: string, nowMs: number) {
	const [row] = await db.select({ pk: kycVerifications.integratorPk }).from(kycVerifications).where(eq(kycVerifications.id, verificationId))
	return row ? kycFeeMinor(db, row.pk, nowMs) : 0n
}

/** The KYC check fee: USD funding to the provider's fees, a conditional debit (none below zero). */
async function chargeFee(tx: Db, row: KycVerificationRow, fee: bigint, now: () => number) {
	const funding = await findAccount(tx, row.integratorPk, 'integrator', 'funding', 'USD')
	const fees = await findAccount(tx, row.integratorPk, 'provider', 'fees', 'USD')
	if (!funding || !fees) throw new Refused(unavailable())
	try {
		const posted = await postTransaction(
			tx,
			{
				integratorPk: row.integratorPk,
				type: 'FEE',
				status: 'ITF_COMPLETED',
				currency: 'USD',
				amount: fee,
				reference: row.id,
				description: `KYC check ${row.id}`,
				legs: [
					{ accountId: funding.id, amount: -fee },
					{ accountId: fees.id, amount: fee },
				],
			},
			now,
		)
		return posted.id
	} catch (error) {
		if (error instanceof InsufficientBalanceError) throw new Refused(unavailable())
		throw error
	}
}

// ─── The integrator's lists ────────────────────────────────────────────────

const verificationKeyset: Keyset<KycVerificationRow> = {
	columns: [
		{ column: kycVerifications.startedAt, cast: 'timestamptz' },
		{ column: kycVerifications.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.startedAt.toISOString(), row.id],
}

export async function listVerifications(
	db: Db,
	integratorPk: string,
	filters: KycVerificationFilters,
	page: PageRequest,
	nowMs: number,
): Promise<Page<KycVerification> | null> {
	const now = new Date(nowMs)
	const search = filters.q ? `%${escapeLike(filters.q)}%` : null
	const statusCondition: Record<string, SQL | undefined> = {
		IN_PROGRESS: and(eq(kycVerifications.status, 'IN_PROGRESS'), sql`${kycVerifications.expiresAt} > ${now}`),
		EXPIRED: and(eq(kycVerifications.status, 'IN_PROGRESS'), sql`${kycVerifications.expiresAt} <= ${now}`),
		COMPLETED: eq(kycVerifications.status, 'COMPLETED'),
		FAILED: eq(kycVerifications.status, 'FAILED'),
	}
	const conditions = [
		eq(kycVerifications.integratorPk, integratorPk),
		filters.flowId ? eq(kycVerifications.flowId, filters.flowId) : undefined,
		filters.flow
			? sql`${kycVerifications.flowId} in (select ${kycFlows.id} from ${kycFlows} where ${kycFlows.integratorPk} = ${integratorPk} and ${kycFlows.name} = ${filters.flow.toLowerCase()})`
			: undefined,
		filters.status ? statusCondition[filters.status] : undefined,
		search
			? or(
					ilike(kycVerifications.phone, search),
					ilike(kycVerifications.email, search),
					ilike(sql`coalesce(${kycVerifications.govFirstName}, '') || ' ' || coalesce(${kycVerifications.govLastName}, '')`, search),
					ilike(kycVerifications.id, search),
				)
			: undefined,
	]
	const result = await readPage(verificationKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(kycVerifications)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	if (!result) return null
	const names = await flowNames(db, integratorPk)
	return { ...result, items: result.items.map((row) => toKycVerification(row, names.get(row.flowId) ?? '', nowMs)) }
}

async function flowNames(db: Db, integratorPk: string) {
	const rows = await db.select({ id: kycFlows.id, name: kycFlows.name }).from(kycFlows).where(eq(kycFlows.integratorPk, integratorPk))
	return new Map(rows.map((row) => [row.id, row.name]))
}

/** The integrator's own verification (anyone else's: null), with its flow's name. */
export async function findVerification(db: Db, integratorPk: string, id: string) {
	const [found] = await db
		.select({ row: kycVerifications, flowName: kycFlows.name })
		.from(kycVerifications)
		.innerJoin(kycFlows, eq(kycFlows.id, kycVerifications.flowId))
		.where(and(eq(kycVerifications.id, id), eq(kycVerifications.integratorPk, integratorPk)))
	return found ?? null
}
