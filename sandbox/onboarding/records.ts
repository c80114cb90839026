import { and, asc, eq } from 'drizzle-orm'
import { KYB_DOCUMENT_NAMES, KYC_DOCUMENT_NAMES, type DocumentName, type OnboardingKind } from '#contract/onboarding/options.ts'
import type { OnboardingDocument, OnboardingRecord, StoredFile } from '#contract/onboarding/record.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { onboardingDocuments, onboardingRecords, type OnboardingDocumentRow, type OnboardingRecordRow } from './schema.ts'

/**
 * Reading and writing the onboarding record: the row, its documents'
 * metadata (never their bytes), the contract's shape, and the integrator's
 * onboarding columns the profile reads, kept in step with the record.
 */

export type DocumentMeta = Omit<OnboardingDocumentRow, 'data'>

export const kindOf = (integrator: Pick<IntegratorRow, 'accountType'>): OnboardingKind =>
	integrator.accountType === 'COMPANY' ? 'KYB' : 'KYC'
export const ownDocumentNames = (kind: OnboardingKind): readonly DocumentName[] =>
	kind === 'KYB' ? KYB_DOCUMENT_NAMES : KYC_DOCUMENT_NAMES

/**
 * The record of an integrator that has saved nothing yet (not stored: GET
 * changes nothing). An account verified without a record (seeded that way)
 * keeps the status its profile shows.
 */
export function emptyRecordRow(
	integratorPk: string,
	kind: OnboardingKind,
	now: Date,
	status: OnboardingRecordRow['status'] = 'DRAFT',
): OnboardingRecordRow {
	return {
		integratorPk,
		kind,
		status,
		lastStep: null,
		completedSteps: [],
		productInterest: [],
		company: null,
		personal: null,
		shareholders: [],
		stakeholders: [],
		amlAnswers: {},
		signature: null,
		acceptedAgreement: false,
		submittedAt: null,
		reviewedAt: null,
		createdAt: now,
		updatedAt: now,
	}
}

const documentColumns = {
	id: onboardingDocuments.id,
	integratorPk: onboardingDocuments.integratorPk,
	name: onboardingDocuments.name,
	slot: onboardingDocuments.slot,
	shareholderId: onboardingDocuments.shareholderId,
	filename: onboardingDocuments.filename,
	mimeType: onboardingDocuments.mimeType,
	size: onboardingDocuments.size,
	status: onboardingDocuments.status,
	reason: onboardingDocuments.reason,
	uploadedAt: onboardingDocuments.uploadedAt,
}

export async function listDocumentMeta(db: Db, integratorPk: string): Promise<DocumentMeta[]> {
	return db
		.select(documentColumns)
		.from(onboardingDocuments)
		.where(eq(onboardingDocuments.integratorPk, integratorPk))
		.orderBy(asc(onboardingDocuments.uploadedAt))
}

export async function findDocumentMeta(db: Db, integratorPk: string, id: string): Promise<DocumentMeta | null> {
	const [row] = await db
		.select(documentColumns)
		.from(onboardingDocuments)
		.where(and(eq(onboardingDocuments.integratorPk, integratorPk), eq(onboardingDocuments.id, id)))
	return row ?? null
}

/** The record row, locked for the rest of the transaction when `lock` (a PostgreSQL server serialises writers on it). */
export async function findRecordRow(db: Db, integratorPk: string, lock = false): Promise<OnboardingRecordRow | null> {
	const query = db.select().from(onboardingRecords).where(eq(onboardingRecords.integratorPk, integratorPk))
	const [row] = lock ? await query.for('update') : await query
	return row ?? null
}

const emptyRecordFor = (integrator: IntegratorRow, nowMs: number) =>
	emptyRecordRow(integrator.pk, kindOf(integrator), new Date(nowMs), integrator.onboardingStatus ?? 'DRAFT')

/** The stored record, created as an empty draft when there is none (inside a write). */
export async function ensureRecordRow(db: Db, integrator: IntegratorRow, nowMs: number): Promise<OnboardingRecordRow> {
	const existing = await findRecordRow(db, integrator.pk, true)
	if (existing) return existing
	await db.insert(onboardingRecords).values(emptyRecordFor(integrator, nowMs)).onConflictDoNothing()
	const created = await findRecordRow(db, integrator.pk, true)
	if (!created) throw new Error('Onboarding record insert returned nothing')
	return created
}

export const toStoredFile = (doc: DocumentMeta): StoredFile => ({
	id: doc.id,
	filename: doc.filename,
	mimeType: doc.mimeType,
	size: doc.size,
	uploadedAt: doc.uploadedAt.toISOString(),
})

function toDocument(name: DocumentName, doc: DocumentMeta | undefined): OnboardingDocument {
	const file = doc ? toStoredFile(doc) : null
	return {
		name,
		status: doc?.status ?? 'MISSING',
		reason: doc?.reason ?? null,
		file,
		id: file?.id ?? null,
		filename: file?.filename ?? null,
		size: file?.size ?? null,
		uploadedAt: file?.uploadedAt ?? null,
	}
}

/** An item still waiting for the integrator's fix: rejected and not yet replaced or changed. */
export const documentsNeedUpdate = (docs: readonly DocumentMeta[]) => docs.some((doc) => doc.slot === '' && doc.status === 'REJECTED')
export const shareholdersNeedUpdate = (row: Pick<OnboardingRecordRow, 'shareholders'>) =>
	row.shareholders.some((holder) => holder.status === 'REJECTED')

/** The contract's record from the row and its documents' metadata. */
export function toRecord(row: OnboardingRecordRow, docs: readonly DocumentMeta[]): OnboardingRecord {
	const own = new Map(docs.filter((doc) => doc.slot === '').map((doc) => [doc.name, doc]))
	const ofShareholder = (id: string, name: DocumentName) =>
		docs.find((doc) => doc.shareholderId === id && doc.slot === id && doc.name === name)
	return {
		kind: row.kind,
		status: row.status,
		lastStep: row.lastStep,
		completedSteps: row.completedSteps,
		productInterest: row.productInterest,
		companyInformation: row.kind === 'KYB' ? (row.company ?? emptyCompany) : null,
		personalInformation: row.kind === 'KYC' ? (row.personal ?? emptyPersonal) : null,
		documents: ownDocumentNames(row.kind).map((name) => toDocument(name, own.get(name))),
		shareholders: row.shareholders.map((holder) => {
			const front = ofShareholder(holder.id, 'shareholderIdFront')
			const back = ofShareholder(holder.id, 'shareholderIdBack')
			const proof = ofShareholder(holder.id, 'shareholderProofOfAddress')
			return {
				...holder,
				idFrontDocId: front?.id ?? null,
				idBackDocId: back?.id ?? null,
				proofOfAddressDocId: proof?.id ?? null,
				idFront: front ? toStoredFile(front) : null,
				idBack: back ? toStoredFile(back) : null,
				proofOfAddress: proof ? toStoredFile(proof) : null,
			}
		}),
		stakeholders: row.stakeholders,
		amlAnswers: row.amlAnswers,
		signature: row.signature,
		acceptedAgreement: row.acceptedAgreement,
		submittedAt: row.submittedAt?.toISOString() ?? null,
		reviewedAt: row.reviewedAt?.toISOString() ?? null,
		documentsNeedUpdate: documentsNeedUpdate(docs),
		shareholdersNeedUpdate: shareholdersNeedUpdate(row),
	}
}

const emptyCompany = {
	registrationNumber: null,
	taxIdentificationNumber: null,
	businessAddress: null,
	country: null,
	state: null,
	city: null,
	natureOfBusiness: null,
	sourceOfFund: null,
	otherTypeOfSourceOfFund: null,
}
const emptyPersonal = {
	dateOfBirth: null,
	nationality: null,
	address: null,
	country: null,
	state: null,
	city: null,
	idType: null,
	idNumber: null,
}

/** The integrator's record as the contract shapes it (an empty draft when nothing is saved). */
export async function loadRecord(db: Db, integrator: IntegratorRow, nowMs: number): Promise<OnboardingRecord> {
	const row = (await findRecordRow(db, integrator.pk)) ?? emptyRecordFor(integrator, nowMs)
	return toRecord(row, await listDocumentMeta(db, integrator.pk))
}

/**
 * Writes the record and brings the integrator's onboarding columns (what the
 * profile shows) in line with it, in the caller's transaction.
 */
export async function saveRecordRow(db: Db, row: OnboardingRecordRow, nowMs: number) {
	const now = new Date(nowMs)
	const { integratorPk, createdAt: _createdAt, ...values } = row
	await db
		.update(onboardingRecords)
		.set({ ...values, updatedAt: now })
		.where(eq(onboardingRecords.integratorPk, integratorPk))
	await syncIntegrator(db, { ...row, updatedAt: now }, nowMs)
}

/** The profile's onboarding columns and kybVerified, derived from the record. */
export async function syncIntegrator(db: Db, row: OnboardingRecordRow, nowMs: number) {
	const docs = await listDocumentMeta(db, row.integratorPk)
	await db
		.update(integrators)
		.set({
			onboardingStatus: row.status === 'DRAFT' ? null : row.status,
			documentsNeedUpdate: documentsNeedUpdate(docs),
			shareholdersNeedUpdate: shareholdersNeedUpdate(row),
			kybVerified: row.status === 'REVIEWED',
			updatedAt: new Date(nowMs),
		})
		.where(eq(integrators.pk, row.integratorPk))
}
