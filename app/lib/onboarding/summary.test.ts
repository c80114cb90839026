import { expect, test } from 'vitest'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { summarySections } from './summary.ts'

const record = {
	productInterest: ['trading', 'payment'],
	companyInformation: {
		registrationNumber: 'RC-1',
		taxIdentificationNumber: null,
		businessAddress: '12 Marina Road',
		country: 'NG',
		state: 'LA',
		city: 'Ikeja',
		natureOfBusiness: 'Payments',
		sourceOfFund: 'OTHER',
		otherTypeOfSourceOfFund: 'Royalties',
	},
	personalInformation: null,
	documents: [{ name: 'cacDoc', status: 'REJECTED', filename: 'cac.pdf' }],
	shareholders: [{ firstName: 'Amina', lastName: 'Diallo', position: 'Director', nationality: 'GH', sharesPercent: 60 }],
	stakeholders: [{ fullName: 'Ngozi Eze', nationality: 'NG', dateOfBirth: '1984-05-17', sharesPercent: 0 }],
	amlAnswers: { hasComplianceOfficer: true },
} as unknown as OnboardingRecord

test('the summary reads back every part of a company, each with the step that edits it', () => {
	const names = {
		countries: [
			{ code: 'NG', name: 'Nigeria' },
			{ code: 'GH', name: 'Ghana' },
		],
		states: { NG: [{ code: 'LA', name: 'Lagos' }] },
	}
	const sections = summarySections('KYB', record, names)
	expect(sections.map((s) => [s.id, s.editUrl])).toEqual([
		['product-interest', '/business-onboarding/product-interest'],
		['company-information', '/business-onboarding/company-information'],
		['documents', '/business-onboarding/documents-upload'],
		['shareholders', '/business-onboarding/shareholders-info'],
		['aml-questionnaire', '/business-onboarding/aml-questionnaire'],
	])
	const values = Object.fromEntries(sections.flatMap((s) => s.items.map((item) => [item.label, item.value])))
	expect(values).toMatchObject({
		Services: 'Trading, Payments',
		'Tax identification number': 'Not given yet',
		// Places and dates by name, as the forms and the rest of the product show them.
		'City, state, country': 'Ikeja, Lagos, Nigeria',
		'Source of funds': 'Other: Royalties',
		'CAC certificate': 'cac.pdf (Rejected)',
		'Amina Diallo': 'Director, Ghana, 60 %',
		'Ngozi Eze': 'Stakeholder (no shares), Nigeria, born 17 May 1984',
		'Shares held by shareholders': '60 %',
		'Questions answered': '1 of 30',
	})
})

test("an uploaded document's name on the summary is a link that opens it", () => {
	const withFile = {
		...record,
		documents: [{ id: 'doc_1', name: 'cacDoc', status: 'UPLOADED', filename: 'cac.pdf' }],
	} as unknown as OnboardingRecord
	const documents = summarySections('KYB', withFile).find((s) => s.id === 'documents')!
	expect(documents.items).toEqual([
		{ label: 'CAC certificate', file: { name: 'cac.pdf', url: '/business-onboarding/documents/doc_1' }, value: ' (Uploaded)' },
	])
	const individual = summarySections('KYC', withFile).find((s) => s.id === 'documents')!
	expect(individual.items[0]!.file?.url).toBe('/individual-onboarding/documents/doc_1')
})
