import { describe, expect, it } from 'vitest'
import { AML_QUESTION_KEYS, AML_QUESTIONS, AML_TOPICS, amlProgress } from './aml-questions.ts'
import { ADULT_MESSAGE, latestAdultBirthDate } from './field-rules.ts'
import { kycIdTypesFor, nextStepOf, resumeStepOf } from './options.ts'
import { withShareholder } from './people.ts'
import type { Shareholder } from './record.ts'
import { formatErrorItems, parseOnboardingStepRequest, UNKNOWN_STEP_MESSAGE } from './requests.ts'
import {
	AGREEMENT_MESSAGE,
	draftStepSchemas,
	OTHER_SOURCE_OF_FUND_MESSAGE,
	shareholderInputSchema,
	sharesOver100Message,
	stakeholderInputSchema,
	stepSchemas,
} from './steps.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
	result.error?.issues.map((issue) => issue.message) ?? []
const company = {
	registrationNumber: 'RC-1',
	taxIdentificationNumber: 'T-1',
	businessAddress: '1 Road',
	country: 'ng',
	state: 'LA',
	city: 'Ikeja',
	natureOfBusiness: 'Payments',
	sourceOfFund: 'LOANS',
}
const shareholder = {
	firstName: 'Ada',
	lastName: 'Okafor',
	position: 'CEO',
	nationality: 'NG',
	sharesAmount: 10,
	sharesPercent: 60,
	state: 'Lagos',
	address: '1 Road',
	idType: 'PASSPORT',
	proofOfAddressType: 'UTILITY_BILL',
}
const person = {
	dateOfBirth: '1991-08-02',
	nationality: 'NG',
	address: '1 Road',
	country: 'NG',
	state: 'LA',
	city: 'Ikeja',
	idType: 'BVN',
	idNumber: '12345678901',
}
const stakeholder = {
	fullName: 'Ngozi Eze',
	address: '2 Road',
	nationality: 'NG',
	state: 'Lagos',
	email: 'N@Example.com',
	phone: '+234 803 123 4567',
	sharesPercent: 0,
	dateOfBirth: '1984-05-17',
}

describe('the AML questionnaire', () => {
	it('has thirty questions with unique keys, every topic used, grouped by topic', () => {
		expect(AML_QUESTIONS).toHaveLength(30)
		expect(new Set(AML_QUESTION_KEYS).size).toBe(30)
		expect(new Set(AML_QUESTIONS.map((question) => question.topic))).toEqual(new Set(AML_TOPICS.map((topic) => topic.id)))
		const order = AML_QUESTIONS.map((question) => question.topic).filter((topic, index, all) => topic !== all[index - 1])
		expect(order).toEqual(AML_TOPICS.map((topic) => topic.id))
		expect(AML_QUESTIONS.every((question) => question.text.endsWith('?'))).toBe(true)
	})
})

describe('the step schemas', () => {
	it('read form values: one checkbox, yes/no radios, a ticked agreement', () => {
		expect(stepSchemas['product-interest'].parse({ productInterest: 'wallets' })).toEqual({ productInterest: ['wallets'] })
		const answers = Object.fromEntries(AML_QUESTION_KEYS.map((key, index) => [key, index % 2 ? 'yes' : 'no']))
		// Outsourcing (28th) is answered No, so its follow-up's Yes (29th) is dropped.
		expect(Object.values(stepSchemas['aml-questionnaire'].parse({ amlAnswers: answers }).amlAnswers).filter(Boolean)).toHaveLength(14)
		expect(stepSchemas['4'].parse({ acceptedAgreement: 'on', signature: ' Ada Okafor ' })).toEqual({
			acceptedAgreement: true,
			signature: 'Ada Okafor',
		})
		expect(messages(stepSchemas['4'].safeParse({ signature: 'Ada' }))).toEqual([AGREEMENT_MESSAGE])
	})

	it('ask an AML follow-up only when the question it follows was answered Yes', () => {
		const all = Object.fromEntries(AML_QUESTION_KEYS.map((key) => [key, 'yes'])) as Record<string, string>
		const { overseesOutsourcedFunctions: _followUp, ...withoutFollowUp } = all
		const no = stepSchemas['aml-questionnaire'].safeParse({ amlAnswers: { ...withoutFollowUp, outsourcesAmlFunctions: 'no' } })
		expect(no.success).toBe(true)
		expect(
			amlProgress({
				...Object.fromEntries(AML_QUESTION_KEYS.map((key) => [key, true])),
				outsourcesAmlFunctions: false,
				overseesOutsourcedFunctions: undefined,
			}),
		).toEqual({ answered: 29, total: 29 })
		expect(messages(stepSchemas['aml-questionnaire'].safeParse({ amlAnswers: withoutFollowUp }))).toEqual(['Answer this question'])
		expect(amlProgress({ outsourcesAmlFunctions: true })).toEqual({ answered: 1, total: 30 })
	})

	it('require every field of a step, and only what is sent in a draft', () => {
		expect(messages(stepSchemas['company-information'].safeParse({}))).toContain('Tax identification number is required')
		expect(stepSchemas['company-information'].parse(company)).toMatchObject({ country: 'NG' })
		expect(messages(stepSchemas['company-information'].safeParse({ ...company, sourceOfFund: 'OTHER' }))).toEqual([
			OTHER_SOURCE_OF_FUND_MESSAGE,
		])
		expect(
			stepSchemas['company-information'].parse({ ...company, sourceOfFund: 'OTHER', otherTypeOfSourceOfFund: 'Royalties' }),
		).toMatchObject({ otherTypeOfSourceOfFund: 'Royalties' })
		expect(draftStepSchemas['company-information'].parse({ city: 'Ikeja' })).toEqual({ city: 'Ikeja' })
		expect(messages(draftStepSchemas['company-information'].safeParse({ city: '' }))).toEqual(['City is required'])
		expect(draftStepSchemas['aml-questionnaire'].parse({ amlAnswers: { trainsStaff: 'yes' } })).toEqual({
			amlAnswers: { trainsStaff: true },
		})
	})

	it('check people: dates of birth, percentages, e-mail, phone, BVN', () => {
		expect(stakeholderInputSchema.parse(stakeholder)).toMatchObject({ email: 'n@example.com', phone: '+2348031234567' })
		const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
		expect(messages(stakeholderInputSchema.safeParse({ ...stakeholder, dateOfBirth: tomorrow }))).toEqual([
			'Date of birth cannot be in the future',
		])
		expect(messages(stakeholderInputSchema.safeParse({ ...stakeholder, dateOfBirth: '1990-02-30' }))).toEqual([
			'Date of birth must be a date (YYYY-MM-DD)',
		])
		expect(messages(stakeholderInputSchema.safeParse({ ...stakeholder, dateOfBirth: '1899-12-31' }))).toEqual([
			'Date of birth must be after 1900',
		])
		const nineYearsAgo = `${new Date().getUTCFullYear() - 9}-03-01`
		expect(messages(stakeholderInputSchema.safeParse({ ...stakeholder, dateOfBirth: nineYearsAgo }))).toEqual([ADULT_MESSAGE])
		expect(messages(stepSchemas['personal-information'].safeParse({ ...person, dateOfBirth: nineYearsAgo }))).toEqual([ADULT_MESSAGE])
		expect(latestAdultBirthDate('2026-11-24')).toBe('2008-11-24')
		expect(stakeholderInputSchema.safeParse({ ...stakeholder, dateOfBirth: latestAdultBirthDate() }).success).toBe(true)
		expect(messages(stakeholderInputSchema.safeParse({ ...stakeholder, phone: '0803' }))).toEqual([
			'Phone number must start with + and the country code, then 7 to 15 digits',
		])
		expect(messages(shareholderInputSchema.safeParse({ ...shareholder, sharesPercent: -1 }))).toEqual(['Shares percent cannot be negative'])
		expect(messages(shareholderInputSchema.safeParse({ ...shareholder, sharesAmount: 1.5 }))).toEqual(['Only integers are allowed.'])
		expect(messages(shareholderInputSchema.safeParse({ ...shareholder, bvn: '123' }))).toEqual(['BVN must be exactly 11 digits'])
		expect(shareholderInputSchema.parse({ ...shareholder, bvn: '' }).bvn).toBeUndefined()
		expect(
			messages(stepSchemas['shareholders-info'].safeParse({ shareholders: [shareholder, { ...shareholder, sharesPercent: 40.5 }] })),
		).toEqual([sharesOver100Message(100.5)])
		expect(stepSchemas['shareholders-info'].safeParse({ shareholders: [shareholder, { ...shareholder, sharesPercent: 40 }] }).success).toBe(
			true,
		)
	})

	it("match an individual's ID type to the country", () => {
		expect(kycIdTypesFor('ng')).toEqual(['BVN', 'NIN'])
		expect(kycIdTypesFor('GH')).toEqual(['PASSPORT', 'NATIONAL_ID'])
		expect(stepSchemas['personal-information'].safeParse(person).success).toBe(true)
		expect(messages(stepSchemas['personal-information'].safeParse({ ...person, idNumber: '123' }))).toEqual(['A BVN is exactly 11 digits'])
		expect(messages(stepSchemas['personal-information'].safeParse({ ...person, country: 'GH' }))).toEqual([
			'Outside Nigeria the ID must be a passport or a national ID card',
		])
		expect(
			stepSchemas['personal-information'].safeParse({ ...person, country: 'GH', state: 'AA', idType: 'PASSPORT', idNumber: 'G1234567' })
				.success,
		).toBe(true)
	})
})

describe('the step request', () => {
	it('picks the schema by step and draft', () => {
		expect(parseOnboardingStepRequest({ step: 'product-interest', productInterest: ['fcat'] })).toEqual({
			success: true,
			data: { step: 'product-interest', draft: false, data: { productInterest: ['fcat'] } },
		})
		expect(parseOnboardingStepRequest({ step: 'company-information', draft: true })).toMatchObject({
			success: true,
			data: { draft: true, data: {} },
		})
		const unknown = parseOnboardingStepRequest({ step: 'five' })
		expect(unknown.success ? [] : messages(unknown)).toEqual([UNKNOWN_STEP_MESSAGE])
		const draft = parseOnboardingStepRequest({ step: '4', draft: 'yes' })
		expect(draft.success ? [] : messages(draft)).toEqual(['draft must be true or false'])
	})

	it('shows server errors as the dashboard lists them', () => {
		expect(
			formatErrorItems([
				{ message: 'Upload the CAC certificate' },
				{ stakeholder: 'Ada Okafor', message: 'Upload the ID document (front)' },
			]),
		).toBe('Upload the CAC certificate, Ada Okafor: Upload the ID document (front)')
	})
})

describe('editing one shareholder of the list', () => {
	const saved = (id: string, firstName: string): Shareholder => ({
		...shareholder,
		id,
		firstName,
		idType: 'PASSPORT',
		proofOfAddressType: 'UTILITY_BILL',
		bvn: null,
		idFrontDocId: null,
		idBackDocId: null,
		proofOfAddressDocId: null,
		idFront: null,
		idBack: null,
		proofOfAddress: null,
		status: 'PENDING',
		reason: null,
	})
	const list = [saved('sh_1', 'Ada'), saved('sh_2', 'Kwame')]
	it('adds, replaces by id and removes', () => {
		expect(
			withShareholder(list, { put: { ...shareholderInputSchema.parse(shareholder), firstName: 'Ngozi' } }).map(
				(holder) => holder.firstName,
			),
		).toEqual(['Ada', 'Kwame', 'Ngozi'])
		expect(
			withShareholder(list, { put: { ...shareholderInputSchema.parse(shareholder), id: 'sh_2', firstName: 'Kofi' } }).map((holder) => [
				holder.id,
				holder.firstName,
			]),
		).toEqual([
			['sh_1', 'Ada'],
			['sh_2', 'Kofi'],
		])
		expect(withShareholder(list, { remove: 'sh_1' }).map((holder) => holder.id)).toEqual(['sh_2'])
		expect(stepSchemas['shareholders-info'].safeParse({ shareholders: withShareholder(list, { remove: 'sh_1' }) }).success).toBe(true)
	})
})

describe('step order', () => {
	it('names the next step and where to resume', () => {
		expect(nextStepOf('KYB', 'company-information')).toBe('documents-upload')
		expect(nextStepOf('KYC', 'personal-information')).toBe('identity-documents')
		expect(nextStepOf('KYB', '4')).toBe(null)
		expect(nextStepOf('KYC', 'aml-questionnaire')).toBe(null)
		expect(resumeStepOf('KYB', [])).toBe('product-interest')
		expect(resumeStepOf('KYB', ['product-interest', 'company-information'])).toBe('documents-upload')
		expect(resumeStepOf('KYC', ['product-interest', 'personal-information', 'identity-documents'])).toBe('4')
	})
})
