import { DOCUMENT_LABELS, type SHAREHOLDER_STATUSES, type ShareholderDocumentName } from '#contract/onboarding/options.ts'
import type { OnboardingRecord, Shareholder, Stakeholder, StoredFile } from '#contract/onboarding/record.ts'
import { totalSharesPercent } from '#contract/onboarding/steps.ts'
import { formatDate } from '../format.ts'
import { countryNameOf, NO_PLACE_NAMES, type PlaceNames } from './locations.ts'
import type { FormValues, PersonRow } from './step-data.ts'
import type { DocumentSlot } from './upload-status.ts'

const STATUS: Record<(typeof SHAREHOLDER_STATUSES)[number], PersonRow['status']> = {
	PENDING: 'pending',
	IN_REVIEW: 'in-review',
	APPROVED: 'approved',
	REJECTED: 'rejected',
}

export function shareholderRow(person: Shareholder, names: PlaceNames = NO_PLACE_NAMES): PersonRow {
	return {
		id: person.id,
		name: `${person.firstName} ${person.lastName}`,
		detail: `${person.position} · ${countryNameOf(names, person.nationality)}`,
		sharesPercent: person.sharesPercent,
		status: STATUS[person.status],
		reason: person.reason,
	}
}

export function stakeholderRow(person: Stakeholder, names: PlaceNames = NO_PLACE_NAMES): PersonRow {
	return {
		id: person.id,
		name: person.fullName,
		detail: `${person.email} · ${countryNameOf(names, person.nationality)} · born ${formatDate(person.dateOfBirth)}`,
		sharesPercent: null,
		status: 'pending',
		reason: null,
	}
}

/** The shareholders' total, shown under the list; what the provider caps at 100. */
export const sharesTotal = (record: Pick<OnboardingRecord, 'shareholders'>) => totalSharesPercent(record.shareholders)

/** A shareholder as the step's payload names its fields (without what only the provider sets). */
export function shareholderInput(person: Shareholder) {
	return {
		id: person.id,
		firstName: person.firstName,
		lastName: person.lastName,
		position: person.position,
		nationality: person.nationality,
		sharesAmount: person.sharesAmount,
		sharesPercent: person.sharesPercent,
		state: person.state,
		address: person.address,
		bvn: person.bvn ?? undefined,
		idType: person.idType,
		proofOfAddressType: person.proofOfAddressType,
		idFrontDocId: person.idFrontDocId ?? undefined,
		idBackDocId: person.idBackDocId ?? undefined,
		proofOfAddressDocId: person.proofOfAddressDocId ?? undefined,
	}
}

export function stakeholderInput(person: Stakeholder) {
	const { id, fullName, address, nationality, state, email, phone, sharesPercent, dateOfBirth, bvn } = person
	return { id, fullName, address, nationality, state, email, phone, sharesPercent, dateOfBirth, bvn: bvn ?? undefined }
}

/** A shareholder's three files, by the form field that carries each and the name it is uploaded under. */
export const SHAREHOLDER_FILES = [
	{ field: 'idFrontFile', name: 'shareholderIdFront', docId: 'idFrontDocId', stored: 'idFront' },
	{ field: 'idBackFile', name: 'shareholderIdBack', docId: 'idBackDocId', stored: 'idBack' },
	{ field: 'proofOfAddressFile', name: 'shareholderProofOfAddress', docId: 'proofOfAddressDocId', stored: 'proofOfAddress' },
] as const satisfies readonly { field: string; name: ShareholderDocumentName; docId: keyof Shareholder; stored: keyof Shareholder }[]

/** A shareholder's files as slots of the form (uploaded or missing). */
export function shareholderFileSlots(person: Shareholder | null): DocumentSlot[] {
	return SHAREHOLDER_FILES.map((file) => {
		const stored: StoredFile | null = person ? person[file.stored] : null
		return {
			name: file.field,
			label: DOCUMENT_LABELS[file.name],
			state: stored ? 'uploaded' : 'missing',
			reason: null,
			filename: stored?.filename ?? null,
			size: stored?.size ?? null,
			id: stored?.id ?? null,
		}
	})
}

/** Form values of a person being edited: nulls left out. */
export function personValues(person: Record<string, unknown>): FormValues {
	return Object.fromEntries(
		Object.entries(person).filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object'),
	)
}
