import { randomUUID } from 'node:crypto'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { DOCUMENT_LABELS, ONBOARDING_ERROR_CODES, type ShareholderDocumentName } from '#contract/onboarding/options.ts'
import type { ShareholderInput, StakeholderInput } from '#contract/onboarding/steps.ts'
import type { Db } from '../db/database.ts'
import { refuse, Refused } from '../http/refusal.ts'
import { isSupportedCountry } from './places.ts'
import { findDocumentMeta } from './records.ts'
import { ONBOARDING_MESSAGES } from './result.ts'
import { onboardingDocuments, type OnboardingRecordRow, type StoredShareholder, type StoredStakeholder } from './schema.ts'

/**
 * The shareholders step: the whole list of shareholders and of the other
 * stakeholders, replaced at once. A shareholder keeps its id (sent back with
 * it); one without an id is new. Documents uploaded before their shareholder
 * existed are linked by the ids the form sends. Under review-needed only the
 * rejected shareholders may change (none added or removed), and a changed
 * one goes back to PENDING, keeping the reviewer's reason until the next review.
 */

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`
export const personName = (holder: { firstName: string; lastName: string }) => `${holder.firstName} ${holder.lastName}`

const SHAREHOLDER_FIELDS = [
	'firstName',
	'lastName',
	'position',
	'nationality',
	'sharesAmount',
	'sharesPercent',
	'state',
	'address',
	'bvn',
	'idType',
	'proofOfAddressType',
] as const
const sameFields = (a: StoredShareholder, b: StoredShareholder) => SHAREHOLDER_FIELDS.every((key) => a[key] === b[key])
const STAKEHOLDER_FIELDS = ['fullName', 'address', 'nationality', 'state', 'email', 'phone', 'sharesPercent', 'dateOfBirth', 'bvn'] as const
/**
 * The same people, field by field and in order. Compared by value: the
 * database keeps jsonb with its own key order, so the stored list's JSON
 * text never equals a freshly built one.
 */
const sameStakeholders = (a: readonly StoredStakeholder[], b: readonly StoredStakeholder[]) =>
	a.length === b.length && a.every((person, index) => STAKEHOLDER_FIELDS.every((key) => (person[key] ?? null) === (b[index]![key] ?? null)))
/** Changeable under review-needed: rejected by the last review (its reason stays until the next one). */
export const isFixable = (item: { reason: string | null }) => item.reason !== null

const DOC_REFS: [keyof ShareholderInput & `${string}DocId`, ShareholderDocumentName][] = [
	['idFrontDocId', 'shareholderIdFront'],
	['idBackDocId', 'shareholderIdBack'],
	['proofOfAddressDocId', 'shareholderProofOfAddress'],
]

function checkNationality(nationality: string, field: string) {
	if (!isSupportedCountry(nationality))
		throw new Refused(refuse(400, 'Choose a nationality from the list', { code: ONBOARDING_ERROR_CODES.unknownPlace, field: field }))
}

/** Links the documents a shareholder's form names to it, replacing what it had in those places. */
async function linkDocuments(db: Db, integratorPk: string, shareholderId: string, input: ShareholderInput) {
	let linked = false
	for (const [key, name] of DOC_REFS) {
		const id = input[key]
		if (!id) continue
		const doc = await findDocumentMeta(db, integratorPk, id)
		if (!doc || doc.name !== name || (doc.shareholderId !== null && doc.shareholderId !== shareholderId))
			throw new Refused(
				refuse(400, `No ${DOCUMENT_LABELS[name]} upload with the id ${id}`, { code: ONBOARDING_ERROR_CODES.unknownDocument, field: key }),
			)
		if (doc.slot === shareholderId) continue
		await db
			.delete(onboardingDocuments)
			.where(
				and(
					eq(onboardingDocuments.integratorPk, integratorPk),
					eq(onboardingDocuments.name, name),
					eq(onboardingDocuments.slot, shareholderId),
					ne(onboardingDocuments.id, id),
				),
			)
		await db.update(onboardingDocuments).set({ shareholderId, slot: shareholderId }).where(eq(onboardingDocuments.id, id))
		linked = true
	}
	return linked
}

/** Applies the shareholders step to `row` (in the caller's transaction); throws Refused. */
export async function applyShareholders(
	db: Db,
	row: OnboardingRecordRow,
	input: { shareholders?: ShareholderInput[]; stakeholders?: StakeholderInput[] },
) {
	const reviewNeeded = row.status === 'REVIEW_NEEDED'
	if (input.shareholders) {
		const existing = new Map(row.shareholders.map((holder) => [holder.id, holder]))
		input.shareholders.forEach((holder, index) => {
			if (holder.id && !existing.has(holder.id))
				throw new Refused(
					refuse(400, `No shareholder with the id ${holder.id}`, {
						code: ONBOARDING_ERROR_CODES.unknownShareholder,
						field: `shareholders.${index}.id`,
					}),
				)
			checkNationality(holder.nationality, `shareholders.${index}.nationality`)
		})
		const keptIds = new Set(input.shareholders.flatMap((holder) => (holder.id ? [holder.id] : [])))
		if (reviewNeeded && (keptIds.size !== existing.size || input.shareholders.some((holder) => !holder.id)))
			throw new Refused(
				refuse(409, `${ONBOARDING_MESSAGES.onlyRejected}: no shareholder can be added or removed`, {
					code: ONBOARDING_ERROR_CODES.notEditable,
					field: 'shareholders',
				}),
			)
		const next: StoredShareholder[] = []
		for (const holder of input.shareholders) {
			const before = holder.id ? existing.get(holder.id) : undefined
			const id = before?.id ?? newId('sh')
			const stored: StoredShareholder = {
				id,
				firstName: holder.firstName,
				lastName: holder.lastName,
				position: holder.position,
				nationality: holder.nationality,
				sharesAmount: holder.sharesAmount,
				sharesPercent: holder.sharesPercent,
				state: holder.state,
				address: holder.address,
				bvn: holder.bvn ?? null,
				idType: holder.idType,
				proofOfAddressType: holder.proofOfAddressType,
				status: before?.status ?? 'PENDING',
				reason: before?.reason ?? null,
			}
			// Linking first is safe: a refusal below rolls the whole transaction back.
			const changed = (await linkDocuments(db, row.integratorPk, id, holder)) || !before || !sameFields(before, stored)
			if (reviewNeeded && before && changed && !isFixable(before))
				throw new Refused(
					refuse(409, `${personName(before)} was not rejected and cannot be changed now`, {
						code: ONBOARDING_ERROR_CODES.notEditable,
						field: 'shareholders',
					}),
				)
			if (before && changed && before.status === 'REJECTED') stored.status = 'PENDING'
			next.push(stored)
		}
		const removed = row.shareholders.filter((holder) => !keptIds.has(holder.id)).map((holder) => holder.id)
		if (removed.length)
			await db
				.delete(onboardingDocuments)
				.where(and(eq(onboardingDocuments.integratorPk, row.integratorPk), inArray(onboardingDocuments.shareholderId, removed)))
		row.shareholders = next
	}
	if (input.stakeholders) {
		input.stakeholders.forEach((person, index) => checkNationality(person.nationality, `stakeholders.${index}.nationality`))
		const existing = new Map(row.stakeholders.map((person) => [person.id, person]))
		const next: StoredStakeholder[] = input.stakeholders.map((person) => ({
			id: person.id && existing.has(person.id) ? person.id : newId('st'),
			fullName: person.fullName,
			address: person.address,
			nationality: person.nationality,
			state: person.state,
			email: person.email,
			phone: person.phone,
			sharesPercent: person.sharesPercent,
			dateOfBirth: person.dateOfBirth,
			bvn: person.bvn ?? null,
		}))
		if (reviewNeeded && !sameStakeholders(next, row.stakeholders))
			throw new Refused(
				refuse(409, `${ONBOARDING_MESSAGES.onlyRejected}: the other stakeholders cannot be changed`, {
					code: ONBOARDING_ERROR_CODES.notEditable,
					field: 'stakeholders',
				}),
			)
		row.stakeholders = reviewNeeded ? row.stakeholders : next
	}
}

/** A shareholder as its form would send it (for the completeness check). */
export const toShareholderInput = (holder: StoredShareholder): ShareholderInput => ({ ...holder, bvn: holder.bvn ?? undefined })
export const toStakeholderInput = (person: StoredStakeholder): StakeholderInput => ({ ...person, bvn: person.bvn ?? undefined })
