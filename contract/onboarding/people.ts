import type { Shareholder, Stakeholder } from './record.ts'
import type { ShareholderInput, StakeholderInput } from './steps.ts'

/**
 * A saved person as the shareholders step sends it back: the shareholders
 * step replaces the whole list, so a form that edits one person sends the
 * others as they are, each with its id.
 */

export const shareholderInputOf = (holder: Shareholder): ShareholderInput => ({
	id: holder.id,
	firstName: holder.firstName,
	lastName: holder.lastName,
	position: holder.position,
	nationality: holder.nationality,
	sharesAmount: holder.sharesAmount,
	sharesPercent: holder.sharesPercent,
	state: holder.state,
	address: holder.address,
	bvn: holder.bvn ?? undefined,
	idType: holder.idType,
	proofOfAddressType: holder.proofOfAddressType,
})

export const stakeholderInputOf = (person: Stakeholder): StakeholderInput => ({
	id: person.id,
	fullName: person.fullName,
	address: person.address,
	nationality: person.nationality,
	state: person.state,
	email: person.email,
	phone: person.phone,
	sharesPercent: person.sharesPercent,
	dateOfBirth: person.dateOfBirth,
	bvn: person.bvn ?? undefined,
})

/** The shareholders step's body with one shareholder added (no id) or replaced (by id), or removed. */
export function withShareholder(saved: readonly Shareholder[], change: { put: ShareholderInput } | { remove: string }) {
	const others = saved.map(shareholderInputOf)
	if ('remove' in change) return others.filter((holder) => holder.id !== change.remove)
	const { put } = change
	return put.id && others.some((holder) => holder.id === put.id)
		? others.map((holder) => (holder.id === put.id ? put : holder))
		: [...others, put]
}
