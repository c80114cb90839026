import { and, eq } from 'drizzle-orm'
import type { ApiErrorItem } from '#contract/envelope.ts'
import { ONBOARDING_ERROR_CODES, type DocumentName } from '#contract/onboarding/options.ts'
import type { ControlKyb, KybReviewRequest, ReviewItem } from '#contract/onboarding/review.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { SandboxContext } from '../context.ts'
import { refuse, Refused, type Answer } from '../http/refusal.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { sendReviewNotice, type RejectedItem } from './notices.ts'
import { findRecordRow, kindOf, listDocumentMeta, loadRecord, saveRecordRow } from './records.ts'
import { refuseList } from './result.ts'
import { onboardingDocuments } from './schema.ts'
import { personName } from './shareholders.ts'

/**
 * The back office's review of a submitted record (control API and CLI).
 * Each named document or shareholder gets APPROVED or REJECTED (with a
 * reason); a shareholder's documents follow it. Then the record is
 * REVIEW_NEEDED if anything is rejected, REVIEWED once everything is
 * approved (the integrator becomes verified), and stays SUBMITTED while
 * items wait. An unknown item refuses the whole review. Each review that
 * leaves the record REVIEW_NEEDED or REVIEWED e-mails the integrator (a
 * reviewer rejecting items one at a time sends one e-mail each, listing
 * every item still to fix).
 */

export type ReviewContext = Pick<SandboxContext, 'db' | 'now' | 'dashboardUrl'> & MessageContext

const noIntegrator = (email: string) => refuse(404, `No integrator with the e-mail ${email}`, null)

export async function controlRecord(ctx: Pick<SandboxContext, 'db' | 'now'>, email: string): Promise<Answer<ControlKyb>> {
	const integrator = await findIntegratorByEmail(ctx.db, email)
	if (!integrator) return noIntegrator(email)
	const record = await loadRecord(ctx.db, integrator, ctx.now())
	return { ok: true, data: { ...record, email: integrator.email, kybVerified: integrator.kybVerified } }
}

export async function reviewRecord(ctx: ReviewContext, email: string, request: KybReviewRequest): Promise<Answer<ControlKyb>> {
	const integrator = await findIntegratorByEmail(ctx.db, email)
	if (!integrator) return noIntegrator(email)
	let outcome: { rejected: RejectedItem[] } | null = null
	try {
		outcome = await ctx.db.transaction(async (db) => {
			const row = await findRecordRow(db, integrator.pk, true)
			if (!row || row.status === 'DRAFT')
				throw new Refused(
					refuse(409, `${integrator.email} has not submitted onboarding: nothing to review`, {
						code: ONBOARDING_ERROR_CODES.nothingToReview,
					}),
				)
			if (row.status === 'REVIEWED')
				throw new Refused(
					refuse(409, `${integrator.email} is already reviewed and verified`, { code: ONBOARDING_ERROR_CODES.alreadyReviewed }),
				)
			const docs = await listDocumentMeta(db, integrator.pk)
			const own = new Map(docs.filter((doc) => doc.slot === '').map((doc) => [doc.name as string, doc]))
			const approve: ReviewItem = { status: 'APPROVED' }
			const documents: [string, ReviewItem][] =
				'approveAll' in request ? [...own.keys()].map((name) => [name, approve]) : Object.entries(request.documents ?? {})
			const shareholders: [string, ReviewItem][] =
				'approveAll' in request ? row.shareholders.map((holder) => [holder.id, approve]) : Object.entries(request.shareholders ?? {})

			const unknown: ApiErrorItem[] = [
				...documents
					.filter(([name]) => !own.has(name))
					.map(([name]) => ({
						message: `No uploaded document named ${name}; the documents are ${[...own.keys()].join(', ') || 'none'}`,
						code: ONBOARDING_ERROR_CODES.unknownDocument,
						field: `documents.${name}`,
					})),
				...shareholders
					.filter(([id]) => !row.shareholders.some((holder) => holder.id === id))
					.map(([id]) => ({
						message: `No shareholder with the id ${id}`,
						code: ONBOARDING_ERROR_CODES.unknownShareholder,
						field: `shareholders.${id}`,
					})),
			]
			if (unknown.length) throw new Refused(refuseList(unknown))

			const reasonOf = (item: ReviewItem) => (item.status === 'REJECTED' ? (item.reason ?? null) : null)
			for (const [name, item] of documents) {
				const doc = own.get(name)!
				await db
					.update(onboardingDocuments)
					.set({ status: item.status, reason: reasonOf(item) })
					.where(eq(onboardingDocuments.id, doc.id))
				doc.status = item.status
				doc.reason = reasonOf(item)
			}
			const decisions = new Map(shareholders)
			row.shareholders = row.shareholders.map((holder) => {
				const item = decisions.get(holder.id)
				return item ? { ...holder, status: item.status, reason: reasonOf(item) } : holder
			})
			for (const [id, item] of shareholders) {
				await db
					.update(onboardingDocuments)
					.set({ status: item.status, reason: reasonOf(item) })
					.where(and(eq(onboardingDocuments.integratorPk, integrator.pk), eq(onboardingDocuments.shareholderId, id)))
			}

			const ownDocs = [...own.values()]
			const anyRejected =
				ownDocs.some((doc) => doc.status === 'REJECTED') || row.shareholders.some((holder) => holder.status === 'REJECTED')
			const allApproved =
				ownDocs.every((doc) => doc.status === 'APPROVED') && row.shareholders.every((holder) => holder.status === 'APPROVED')
			const before = row.status
			row.status = anyRejected ? 'REVIEW_NEEDED' : allApproved ? 'REVIEWED' : row.status
			if (row.status !== before) row.reviewedAt = new Date(ctx.now())
			await saveRecordRow(db, row, ctx.now())
			// Every decision that leaves the record with the integrator or verified is e-mailed, a second
			// rejection under review-needed too (with everything still to fix); one that waits on other items is not.
			if (row.status === 'SUBMITTED') return null
			const rejected: RejectedItem[] = [
				...ownDocs
					.filter((doc) => doc.status === 'REJECTED')
					.map((doc) => ({ kind: 'document' as const, name: doc.name as DocumentName, reason: doc.reason ?? '' })),
				...row.shareholders
					.filter((holder) => holder.status === 'REJECTED')
					.map((holder) => ({ kind: 'shareholder' as const, name: personName(holder), reason: holder.reason ?? '' })),
			]
			return { rejected }
		})
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
	if (outcome) await sendReviewNotice(ctx, integrator, kindOf(integrator), outcome.rejected)
	return controlRecord(ctx, email)
}
