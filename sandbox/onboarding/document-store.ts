import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import type { CheckedDocument } from '#contract/onboarding/document-check.ts'
import { isShareholderDocument } from '#contract/onboarding/document-rules.ts'
import { type DocumentUploadRequest, type UploadedDocument } from '#contract/onboarding/documents.ts'
import { ONBOARDING_ERROR_CODES, SHAREHOLDER_DOCUMENT_NAMES, type DocumentName } from '#contract/onboarding/options.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { refuse, Refused, type Answer } from '../http/refusal.ts'
import { ensureRecordRow, findDocumentMeta, kindOf, ownDocumentNames, saveRecordRow } from './records.ts'
import { ONBOARDING_MESSAGES, refuseLocked } from './result.ts'
import { onboardingDocuments, type OnboardingDocumentRow, type OnboardingRecordRow } from './schema.ts'
import { isFixable } from './shareholders.ts'

/**
 * Uploaded onboarding files, stored as bytes in the database. One file per
 * place: uploading a name again replaces it. Only the owner reads them
 * (GET /integrator/v1/kyb-doc/{id}); anyone else's id is "not found".
 * Under review-needed only a rejected document, or a rejected shareholder's,
 * may be replaced; the reviewer's reason stays with the new file until the
 * next review, so the dashboard can still say what was fixed.
 */

/** A name outside the integrator's own documents (a company's for an individual, say). */
function allowedNames(integrator: IntegratorRow): readonly DocumentName[] {
	const kind = kindOf(integrator)
	return kind === 'KYB' ? [...ownDocumentNames(kind), ...SHAREHOLDER_DOCUMENT_NAMES] : ownDocumentNames(kind)
}

type Place = { slot: string; shareholderId: string | null }

/** Files waiting for a shareholder that is not saved yet: enough for a few shareholders' forms, not a free file store. */
export const MAX_UNLINKED_FILES = 12
export const TOO_MANY_UNLINKED_MESSAGE =
	'Too many files are waiting for a shareholder: save the shareholders first, then upload their files with shareholderId'

/** Where the upload goes, refused when that place may not change now. */
function placeOf(
	row: OnboardingRecordRow,
	request: DocumentUploadRequest,
	existingReason: (slot: string) => Promise<{ reason: string | null } | null>,
	countUnlinked: () => Promise<number>,
) {
	const reviewNeeded = row.status === 'REVIEW_NEEDED'
	if (!isShareholderDocument(request.name)) {
		if (request.shareholderId)
			throw new Refused(
				refuse(400, "shareholderId is only for a shareholder's documents", {
					code: ONBOARDING_ERROR_CODES.unknownShareholder,
					field: 'shareholderId',
				}),
			)
		return async (): Promise<Place> => {
			const existing = await existingReason('')
			if (reviewNeeded && !(existing && isFixable(existing)))
				throw new Refused(refuse(409, ONBOARDING_MESSAGES.onlyRejected, { code: ONBOARDING_ERROR_CODES.notEditable, field: 'name' }))
			return { slot: '', shareholderId: null }
		}
	}
	return async (): Promise<Place> => {
		if (!request.shareholderId) {
			if (reviewNeeded)
				throw new Refused(
					refuse(409, `${ONBOARDING_MESSAGES.onlyRejected}: name the rejected shareholder with shareholderId`, {
						code: ONBOARDING_ERROR_CODES.notEditable,
						field: 'shareholderId',
					}),
				)
			if ((await countUnlinked()) >= MAX_UNLINKED_FILES)
				throw new Refused(refuse(409, TOO_MANY_UNLINKED_MESSAGE, { code: ONBOARDING_ERROR_CODES.notEditable, field: 'shareholderId' }))
			return { slot: `unlinked:${randomUUID()}`, shareholderId: null }
		}
		const holder = row.shareholders.find((entry) => entry.id === request.shareholderId)
		if (!holder)
			throw new Refused(
				refuse(400, `No shareholder with the id ${request.shareholderId}`, {
					code: ONBOARDING_ERROR_CODES.unknownShareholder,
					field: 'shareholderId',
				}),
			)
		if (reviewNeeded && !isFixable(holder))
			throw new Refused(refuse(409, ONBOARDING_MESSAGES.onlyRejected, { code: ONBOARDING_ERROR_CODES.notEditable, field: 'shareholderId' }))
		// A rejected shareholder whose documents change is fixed, as when its fields change.
		if (holder.status === 'REJECTED')
			row.shareholders = row.shareholders.map((entry) => (entry === holder ? { ...entry, status: 'PENDING' } : entry))
		return { slot: holder.id, shareholderId: holder.id }
	}
}

function toUploaded(row: Omit<OnboardingDocumentRow, 'data'>): UploadedDocument {
	return {
		id: row.id,
		name: row.name,
		shareholderId: row.shareholderId,
		filename: row.filename,
		mimeType: row.mimeType,
		size: row.size,
		status: row.status,
		uploadedAt: row.uploadedAt.toISOString(),
	}
}

async function inTransaction<T>(ctx: SandboxContext, work: (db: Db) => Promise<T>): Promise<Answer<T>> {
	try {
		return { ok: true, data: await ctx.db.transaction(work) }
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
}

export async function uploadDocument(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	request: DocumentUploadRequest,
	file: CheckedDocument,
): Promise<Answer<UploadedDocument>> {
	if (!allowedNames(integrator).includes(request.name))
		return refuse(400, `${request.name} is not one of your documents; yours are ${allowedNames(integrator).join(', ')}`, {
			code: ONBOARDING_ERROR_CODES.unknownDocument,
			field: 'name',
		})
	return inTransaction(ctx, async (db) => {
		const row = await ensureRecordRow(db, integrator, ctx.now())
		if (row.status === 'SUBMITTED' || row.status === 'REVIEWED') throw new Refused(refuseLocked(row.status))
		const inSlot = async (slot: string) => {
			const [found] = await db
				.select({ id: onboardingDocuments.id, reason: onboardingDocuments.reason })
				.from(onboardingDocuments)
				.where(
					and(
						eq(onboardingDocuments.integratorPk, integrator.pk),
						eq(onboardingDocuments.name, request.name),
						eq(onboardingDocuments.slot, slot),
					),
				)
			return found ?? null
		}
		const countUnlinked = async () =>
			(
				await db
					.select({ id: onboardingDocuments.id })
					.from(onboardingDocuments)
					.where(and(eq(onboardingDocuments.integratorPk, integrator.pk), like(onboardingDocuments.slot, 'unlinked:%')))
			).length
		const place = await placeOf(row, request, inSlot, countUnlinked)()
		const replaced = await inSlot(place.slot)
		if (replaced) await db.delete(onboardingDocuments).where(eq(onboardingDocuments.id, replaced.id))
		const values = {
			id: `doc_${randomUUID().replace(/-/g, '')}`,
			integratorPk: integrator.pk,
			name: request.name,
			...place,
			filename: request.filename ?? `${request.name}.${file.extension}`,
			mimeType: file.mimeType,
			size: file.bytes.length,
			data: file.bytes,
			status: 'UPLOADED' as const,
			reason: row.status === 'REVIEW_NEEDED' ? (replaced?.reason ?? null) : null,
			uploadedAt: new Date(ctx.now()),
		}
		await db.insert(onboardingDocuments).values(values)
		await saveRecordRow(db, row, ctx.now())
		const { data: _data, ...meta } = values
		return toUploaded(meta)
	})
}

/** Removes one of the integrator's documents while it may still change. */
export async function deleteDocument(ctx: SandboxContext, integrator: IntegratorRow, id: string): Promise<Answer<{ id: string }>> {
	return inTransaction(ctx, async (db) => {
		const row = await ensureRecordRow(db, integrator, ctx.now())
		const doc = await findDocumentMeta(db, integrator.pk, id)
		if (!doc) throw new Refused(refuse(404, ONBOARDING_MESSAGES.noDocument, null))
		if (row.status === 'SUBMITTED' || row.status === 'REVIEWED') throw new Refused(refuseLocked(row.status))
		if (row.status === 'REVIEW_NEEDED' && !isFixable(doc))
			throw new Refused(refuse(409, ONBOARDING_MESSAGES.onlyRejected, { code: ONBOARDING_ERROR_CODES.notEditable }))
		await db.delete(onboardingDocuments).where(eq(onboardingDocuments.id, id))
		await saveRecordRow(db, row, ctx.now())
		return { id }
	})
}

/** A document's bytes and what to serve them as; null when it is not this integrator's. */
export async function readDocument(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(onboardingDocuments)
		.where(and(eq(onboardingDocuments.integratorPk, integratorPk), eq(onboardingDocuments.id, id)))
	return row ?? null
}
