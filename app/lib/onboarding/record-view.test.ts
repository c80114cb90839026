import { expect, test } from 'vitest'
import type { OnboardingDocument, Shareholder } from '#contract/onboarding/record.ts'
import { completedSteps, nothingLeftToFix, parseReview, providerStep, rejectedItems, reviewPartsOf } from './record-view.ts'

const doc = (name: OnboardingDocument['name'], status: OnboardingDocument['status'], reason: string | null = null): OnboardingDocument => ({
	name,
	status,
	reason,
	file: null,
	id: status === 'MISSING' ? null : `doc_${name}`,
	filename: status === 'MISSING' ? null : `${name}.pdf`,
	size: status === 'MISSING' ? null : 1200,
	uploadedAt: null,
})

const holder = (id: string, status: Shareholder['status'], reason: string | null = null) =>
	({
		id,
		firstName: 'Ada',
		lastName: id,
		position: 'Director',
		nationality: 'NG',
		sharesAmount: 10,
		sharesPercent: 10,
		status,
		reason,
	}) as Shareholder

test("the provider's saved steps become the dashboard's done steps; the summary is done once everything before it is", () => {
	expect([...completedSteps('KYB', { completedSteps: ['product-interest', 'company-information'] })]).toEqual([
		'product-interest',
		'company-information',
	])
	const all = completedSteps('KYC', { completedSteps: ['product-interest', 'personal-information', 'identity-documents', '4'] })
	expect(all.has('sign-and-submit')).toBe(true)
	expect(all.has('information-summary')).toBe(true)
	expect(providerStep('sign-and-submit')).toBe('4')
	expect(providerStep('information-summary')).toBeNull()
})

test('?review= names documents, stakeholders or both; anything else shows both', () => {
	expect([...parseReview('documents')]).toEqual(['documents'])
	expect([...parseReview('documents,stakeholders')]).toEqual(['documents', 'stakeholders'])
	expect([...parseReview(null)]).toEqual(['documents', 'stakeholders'])
	expect([...parseReview('nonsense')]).toEqual(['documents', 'stakeholders'])
})

test('the review view shows only what the reviewer sent back, with the reasons, in the parts asked for', () => {
	const record = {
		documents: [doc('amlPolicy', 'APPROVED'), doc('cacDoc', 'REJECTED', 'Blurred scan'), doc('licenseDoc', 'IN_REVIEW', 'Expired')],
		shareholders: [holder('a', 'APPROVED'), holder('b', 'REJECTED', 'ID does not match')],
	}
	const both = rejectedItems(record, parseReview('documents,stakeholders'))
	// licenseDoc was rejected and already replaced: it keeps its reason until the next review.
	expect(both.documents.map((d) => [d.name, d.state, d.reason])).toEqual([
		['cacDoc', 'rejected', 'Blurred scan'],
		['licenseDoc', 'in-review', 'Expired'],
	])
	expect(both.shareholders.map((s) => s.id)).toEqual(['b'])
	expect(rejectedItems(record, parseReview('documents')).shareholders).toEqual([])
	expect(rejectedItems(record, parseReview('stakeholders')).documents).toEqual([])
	expect(reviewPartsOf(record)).toEqual(['documents', 'stakeholders'])
	expect(nothingLeftToFix(record)).toBe(false)
	expect(nothingLeftToFix({ documents: [doc('cacDoc', 'UPLOADED', 'Blurred scan')], shareholders: [holder('b', 'PENDING', 'x')] })).toBe(
		true,
	)
	expect(reviewPartsOf({ documents: [doc('cacDoc', 'REJECTED', 'x')], shareholders: [] })).toEqual(['documents'])
	expect(reviewPartsOf({ documents: [doc('cacDoc', 'APPROVED', null)], shareholders: [] })).toEqual([])
})
