import { and, eq, like, or } from 'drizzle-orm'
import { ONBOARDING_ERROR_CODES, OTHER_SOURCE_OF_FUND, stepsOf, SUBMIT_STEP, type OnboardingStep } from '#contract/onboarding/options.ts'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import type { ParsedOnboardingStep } from '#contract/onboarding/requests.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { refuse, Refused, type Answer } from '../http/refusal.ts'
import { missingDocuments, missingForSubmit } from './completeness.ts'
import { sendSubmittedNotice } from './notices.ts'
import { checkPlace, isSupportedCountry } from './places.ts'
import { ensureRecordRow, kindOf, listDocumentMeta, loadRecord, saveRecordRow } from './records.ts'
import { ONBOARDING_MESSAGES, refuseList, refuseLocked } from './result.ts'
import { onboardingDocuments, type OnboardingRecordRow } from './schema.ts'
import { applyShareholders } from './shareholders.ts'

/**
 * POST/PATCH /integrator/v1/onboard-kyb: saving a step of the draft, and
 * submitting (step '4'). Every write locks the record row in a transaction,
 * so two tabs saving at once apply one after the other, and the
 * integrator's onboarding columns change with the record.
 */

const wrongKind = (step: OnboardingStep, kind: 'KYB' | 'KYC') =>
	refuse(
		400,
		`The step '${step}' is ${kind === 'KYB' ? 'for individuals (KYC)' : 'for companies (KYB)'}; yours are ${stepsOf(kind)
			.map((name) => `'${name}'`)
			.join(', ')}`,
		{ code: ONBOARDING_ERROR_CODES.wrongStep, field: 'step' },
	)

/** Fields under review-needed: only the shareholders step (rejected ones) and the documents steps may be saved. */
const STEPS_OPEN_UNDER_REVIEW = new Set<OnboardingStep>(['shareholders-info', 'documents-upload', 'identity-documents'])

/** A refusal names the step's own field (`state`), as the step schema's refusals do. */
function placeProblem(place: { country?: string | null; state?: string | null; city?: string | null }) {
	const problem = checkPlace(place)
	if (problem) throw new Refused(refuse(400, problem.message, { code: ONBOARDING_ERROR_CODES.unknownPlace, field: problem.field }))
}

async function apply(db: Db, row: OnboardingRecordRow, parsed: Exclude<ParsedOnboardingStep, { step: '4' }>) {
	switch (parsed.step) {
		case 'product-interest':
			if (parsed.data.productInterest) row.productInterest = parsed.data.productInterest
			return
		case 'company-information': {
			const merged = { ...(parsed.draft ? row.company : null), ...parsed.data } as NonNullable<OnboardingRecordRow['company']>
			const company = {
				registrationNumber: merged.registrationNumber ?? null,
				taxIdentificationNumber: merged.taxIdentificationNumber ?? null,
				businessAddress: merged.businessAddress ?? null,
				country: merged.country ?? null,
				state: merged.state ?? null,
				city: merged.city ?? null,
				natureOfBusiness: merged.natureOfBusiness ?? null,
				sourceOfFund: merged.sourceOfFund ?? null,
				otherTypeOfSourceOfFund: merged.sourceOfFund === OTHER_SOURCE_OF_FUND ? (merged.otherTypeOfSourceOfFund ?? null) : null,
			}
			placeProblem(company)
			row.company = company
			return
		}
		case 'personal-information': {
			const merged = { ...(parsed.draft ? row.personal : null), ...parsed.data } as NonNullable<OnboardingRecordRow['personal']>
			const personal = {
				dateOfBirth: merged.dateOfBirth ?? null,
				nationality: merged.nationality ?? null,
				address: merged.address ?? null,
				country: merged.country ?? null,
				state: merged.state ?? null,
				city: merged.city ?? null,
				idType: merged.idType ?? null,
				idNumber: merged.idNumber ?? null,
			}
			placeProblem(personal)
			if (personal.nationality && !isSupportedCountry(personal.nationality))
				throw new Refused(
					refuse(400, 'Choose a nationality from the list', { code: ONBOARDING_ERROR_CODES.unknownPlace, field: 'nationality' }),
				)
			row.personal = personal
			return
		}
		case 'shareholders-info':
			return applyShareholders(db, row, parsed.data)
		case 'aml-questionnaire':
			row.amlAnswers = { ...(parsed.draft ? row.amlAnswers : {}), ...parsed.data.amlAnswers }
			return
		case 'documents-upload':
		case 'identity-documents': {
			if (parsed.draft) return
			const missing = missingDocuments(row, await listDocumentMeta(db, row.integratorPk))
			if (missing.length) throw new Refused(refuseList(missing))
			return
		}
	}
}

/** Runs `work` in a transaction on the locked record; a Refused rolls back and becomes the answer. */
async function withRecord<T>(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	work: (db: Db, row: OnboardingRecordRow) => Promise<T>,
): Promise<Answer<T>> {
	try {
		const data = await ctx.db.transaction(async (tx) => work(tx, await ensureRecordRow(tx, integrator, ctx.now())))
		return { ok: true, data }
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
}

export async function saveStep(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	parsed: ParsedOnboardingStep,
): Promise<Answer<OnboardingRecord>> {
	const kind = kindOf(integrator)
	if (!stepsOf(kind).includes(parsed.step)) return wrongKind(parsed.step, kind)
	if (parsed.step === SUBMIT_STEP) return submit(ctx, integrator, parsed.data)
	const saved = await withRecord(ctx, integrator, async (db, row) => {
		if (row.status === 'SUBMITTED' || row.status === 'REVIEWED') throw new Refused(refuseLocked(row.status))
		if (row.status === 'REVIEW_NEEDED' && !STEPS_OPEN_UNDER_REVIEW.has(parsed.step))
			throw new Refused(refuse(409, ONBOARDING_MESSAGES.onlyRejected, { code: ONBOARDING_ERROR_CODES.notEditable, field: 'step' }))
		await apply(db, row, parsed)
		row.lastStep = parsed.step
		if (!parsed.draft && !row.completedSteps.includes(parsed.step)) row.completedSteps = [...row.completedSteps, parsed.step]
		await saveRecordRow(db, row, ctx.now())
	})
	return saved.ok ? { ok: true, data: await loadRecord(ctx.db, integrator, ctx.now()) } : saved
}

/**
 * Step '4': the whole record must be complete (and, after a review, every
 * rejected item fixed). Then it is SUBMITTED: its documents and shareholders
 * go to IN_REVIEW (approved ones stay approved), and documents uploaded for
 * a shareholder never saved are dropped.
 */
async function submit(ctx: SandboxContext, integrator: IntegratorRow, data: { signature: string }): Promise<Answer<OnboardingRecord>> {
	const submitted = await withRecord(ctx, integrator, async (db, row) => {
		if (row.status === 'SUBMITTED' || row.status === 'REVIEWED') throw new Refused(refuseLocked(row.status))
		const docs = await listDocumentMeta(db, row.integratorPk)
		const missing = missingForSubmit(row, docs)
		if (missing.length) throw new Refused(refuseList(missing))
		const now = new Date(ctx.now())
		await db
			.delete(onboardingDocuments)
			.where(and(eq(onboardingDocuments.integratorPk, row.integratorPk), like(onboardingDocuments.slot, 'unlinked:%')))
		await db
			.update(onboardingDocuments)
			.set({ status: 'IN_REVIEW' })
			.where(
				and(
					eq(onboardingDocuments.integratorPk, row.integratorPk),
					or(eq(onboardingDocuments.status, 'UPLOADED'), eq(onboardingDocuments.status, 'REJECTED')),
				),
			)
		row.shareholders = row.shareholders.map((holder) => (holder.status === 'APPROVED' ? holder : { ...holder, status: 'IN_REVIEW' }))
		row.status = 'SUBMITTED'
		row.signature = data.signature
		row.acceptedAgreement = true
		row.submittedAt = now
		row.lastStep = SUBMIT_STEP
		if (!row.completedSteps.includes(SUBMIT_STEP)) row.completedSteps = [...row.completedSteps, SUBMIT_STEP]
		await saveRecordRow(db, row, ctx.now())
		return row.kind
	})
	if (!submitted.ok) return submitted
	await sendSubmittedNotice(ctx, integrator, submitted.data)
	return { ok: true, data: await loadRecord(ctx.db, integrator, ctx.now()) }
}
