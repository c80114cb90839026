import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { personValues, shareholderFileSlots, shareholderRow, sharesTotal, stakeholderRow } from '#app/lib/onboarding/people.ts'
import type { PersonForm } from '#app/lib/onboarding/step-data.ts'
import type { User } from '../user.server.ts'
import { loadPlaceLists, loadPlaceNames } from './places.server.ts'

/**
 * Which person form the URL opens: `?edit=<id>` (a shareholder or a
 * stakeholder), `?add=shareholder|stakeholder`, or, while there is no
 * shareholder yet, the new-shareholder form.
 */
export function personFormTarget(url: URL, record: Pick<OnboardingRecord, 'shareholders' | 'stakeholders'>) {
	const edit = url.searchParams.get('edit')
	if (edit) {
		const shareholder = record.shareholders.find((s) => s.id === edit)
		if (shareholder) return { type: 'shareholder' as const, shareholder, stakeholder: null }
		const stakeholder = record.stakeholders.find((s) => s.id === edit)
		if (stakeholder) return { type: 'stakeholder' as const, shareholder: null, stakeholder }
	}
	const add = url.searchParams.get('add')
	if (add === 'stakeholder') return { type: 'stakeholder' as const, shareholder: null, stakeholder: null }
	if (add === 'shareholder' || (!edit && record.shareholders.length === 0))
		return { type: 'shareholder' as const, shareholder: null, stakeholder: null }
	return null
}

/** The shareholders step: both lists, the shares total, and the open form. */
export async function loadPeople(request: Request, user: User, record: OnboardingRecord) {
	const target = personFormTarget(new URL(request.url), record)
	const names = await loadPlaceNames(user, [])
	let form: PersonForm | null = null
	if (target) {
		const person = target.shareholder ?? target.stakeholder
		const values = person ? personValues(person) : {}
		form = {
			type: target.type,
			id: person?.id ?? null,
			values,
			places: await loadPlaceLists(user, String(values.nationality ?? ''), String(values.state ?? '')),
			documents: target.type === 'shareholder' ? shareholderFileSlots(target.shareholder) : [],
		}
	}
	return {
		shareholders: record.shareholders.map((person) => shareholderRow(person, names)),
		stakeholders: record.stakeholders.map((person) => stakeholderRow(person, names)),
		totalPercent: sharesTotal(record),
		form,
	}
}

/** The review view's edit form of a rejected shareholder (?edit=<id>), if the URL opens one. */
export async function personFormForReview(user: User, url: URL, rejected: OnboardingRecord['shareholders']): Promise<PersonForm | null> {
	const shareholder = rejected.find((s) => s.id === url.searchParams.get('edit'))
	if (!shareholder) return null
	const values = personValues(shareholder)
	return {
		type: 'shareholder',
		id: shareholder.id,
		values,
		places: await loadPlaceLists(user, String(values.nationality ?? ''), String(values.state ?? '')),
		documents: shareholderFileSlots(shareholder),
	}
}
