import { z } from 'zod'
import { AML_FOLLOW_UPS, AML_QUESTION_KEYS, amlQuestionApplies, type AmlQuestionKey } from './aml-questions.ts'
import {
	choiceField,
	countryField,
	dateOfBirthField,
	emailField,
	idField,
	optionalBvnField,
	percentField,
	phoneField,
	requiredText,
	sharesAmountField,
	stateField,
	yesNoField,
} from './field-rules.ts'
import {
	KYC_ID_TYPES,
	kycIdTypesFor,
	NIGERIA,
	OTHER_SOURCE_OF_FUND,
	PRODUCT_INTEREST_OPTIONS,
	PROOF_OF_ADDRESS_TYPES,
	SHAREHOLDER_ID_TYPES,
	SOURCE_OF_FUND_OPTIONS,
} from './options.ts'

/**
 * One schema per onboarding step: the fields that step saves, with the
 * rules and messages of its form. The dashboard validates its forms with
 * them and the provider validates POST/PATCH /integrator/v1/onboard-kyb with
 * the same ones. Each `…StepSchema` is the strict form (Save and continue);
 * `draftStepSchemas` keeps the same rules for what is filled in but lets a
 * draft leave fields out.
 */

/** A form posts one checkbox as a string and several as a list. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value)
const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

// ─── Product interest ──────────────────────────────────────────────────────

export const productInterestStepSchema = z.object({
	productInterest: z.preprocess(
		asList,
		z
			.array(choiceField([...PRODUCT_INTEREST_OPTIONS], 'Choose services from the list'), { required_error: 'Choose at least one service' })
			.min(1, 'Choose at least one service')
			.transform((names) => [...new Set(names)]),
	),
})

// ─── Company information ───────────────────────────────────────────────────

export const companyInformationStepSchema = z.object({
	registrationNumber: requiredText('Registration number', 50),
	taxIdentificationNumber: requiredText('Tax identification number', 50),
	businessAddress: requiredText('Business address', 200),
	country: countryField('Country'),
	state: stateField('State'),
	city: requiredText('City', 100),
	natureOfBusiness: requiredText('Nature of business', 200),
	sourceOfFund: choiceField([...SOURCE_OF_FUND_OPTIONS], 'Choose a source of funds'),
	/** Needed only when sourceOfFund is OTHER. */
	otherTypeOfSourceOfFund: z.preprocess(emptyAsAbsent, requiredText('Other source of funds', 120).optional()),
})
export type CompanyInformationStep = z.infer<typeof companyInformationStepSchema>

export const OTHER_SOURCE_OF_FUND_MESSAGE = 'Say what the other source of funds is'

function checkCompanyInformation(value: Partial<CompanyInformationStep>, ctx: z.RefinementCtx) {
	if (value.sourceOfFund === OTHER_SOURCE_OF_FUND && !value.otherTypeOfSourceOfFund)
		ctx.addIssue({ code: 'custom', path: ['otherTypeOfSourceOfFund'], message: OTHER_SOURCE_OF_FUND_MESSAGE })
}

// ─── Shareholders and other stakeholders ───────────────────────────────────

const optionalId = (label: string) => z.preprocess(emptyAsAbsent, idField(label).optional())

/** One shareholder, as its form sends it. `id` is absent for a new one. */
export const shareholderInputSchema = z.object({
	id: optionalId('the shareholder id'),
	firstName: requiredText('First name', 60),
	lastName: requiredText('Last name', 60),
	position: requiredText('Position', 60),
	nationality: countryField('Nationality'),
	sharesAmount: sharesAmountField(),
	sharesPercent: percentField(),
	state: requiredText('State', 100),
	address: requiredText('Address', 200),
	bvn: optionalBvnField(),
	idType: choiceField([...SHAREHOLDER_ID_TYPES], 'Choose an ID type'),
	proofOfAddressType: choiceField([...PROOF_OF_ADDRESS_TYPES], 'Choose a proof of address type'),
	/** Documents uploaded before the shareholder was saved, by the id the upload answered. */
	idFrontDocId: optionalId('the ID front document id'),
	idBackDocId: optionalId('the ID back document id'),
	proofOfAddressDocId: optionalId('the proof of address document id'),
})
export type ShareholderInput = z.infer<typeof shareholderInputSchema>

/** One person with a say in the company who holds no shares (a director, a beneficial owner). */
export const stakeholderInputSchema = z.object({
	id: optionalId('the stakeholder id'),
	fullName: requiredText('Full name', 120),
	address: requiredText('Address', 200),
	nationality: countryField('Nationality'),
	state: requiredText('State', 100),
	email: emailField(),
	phone: phoneField(),
	/** A stakeholder holds no shares: the form does not ask, and 0 is stored when left out. */
	sharesPercent: percentField().default(0),
	dateOfBirth: dateOfBirthField(),
	bvn: optionalBvnField(),
})
export type StakeholderInput = z.infer<typeof stakeholderInputSchema>

export const MAX_SHAREHOLDERS = 20
export const MAX_STAKEHOLDERS = 20

/** The total of the shareholders' percentages, to two decimals. */
export const totalSharesPercent = (people: readonly { sharesPercent: number }[]) =>
	Math.round(people.reduce((sum, person) => sum + person.sharesPercent, 0) * 100) / 100

export const sharesOver100Message = (total: number) => `The shareholders' shares add up to ${total} %; they cannot be more than 100 %`

const shareholdersStepShape = {
	shareholders: z
		.array(shareholderInputSchema, { required_error: 'Add at least one shareholder' })
		.min(1, 'Add at least one shareholder')
		.max(MAX_SHAREHOLDERS, `At most ${MAX_SHAREHOLDERS} shareholders`),
	/** Left out: the saved list stays as it is (a shareholders-only form, a review fix). */
	stakeholders: z.array(stakeholderInputSchema).max(MAX_STAKEHOLDERS, `At most ${MAX_STAKEHOLDERS} stakeholders`).optional(),
}
export const shareholdersStepSchema = z.object(shareholdersStepShape)

function checkShareholders(value: { shareholders?: { sharesPercent: number }[] }, ctx: z.RefinementCtx) {
	const total = totalSharesPercent(value.shareholders ?? [])
	if (total > 100) ctx.addIssue({ code: 'custom', path: ['shareholders'], message: sharesOver100Message(total) })
}

// ─── AML questionnaire ─────────────────────────────────────────────────────

const amlAnswersShape = Object.fromEntries(AML_QUESTION_KEYS.map((key) => [key, yesNoField()])) as Record<
	AmlQuestionKey,
	ReturnType<typeof yesNoField>
>
const amlAnswersObject = z.object(amlAnswersShape, { required_error: 'Answer every question' })
const answeredNo = (value: unknown) => value === false || value === 'no' || value === 'false'
/**
 * Every question that applies answered. A follow-up whose question was
 * answered No does not apply: it is filled in before the check (so it is
 * never required) and dropped after it (so it is never stored).
 */
export const amlAnswersSchema = z
	.preprocess((value) => {
		if (!value || typeof value !== 'object' || Array.isArray(value)) return value
		const answers: Record<string, unknown> = { ...value }
		for (const key of AML_QUESTION_KEYS) {
			const parent = AML_FOLLOW_UPS[key]
			if (parent && answeredNo(answers[parent])) answers[key] = false
		}
		return answers
	}, amlAnswersObject)
	.transform(
		(answers) =>
			Object.fromEntries(Object.entries(answers).filter(([key]) => amlQuestionApplies(key as AmlQuestionKey, answers))) as Record<
				AmlQuestionKey,
				boolean
			>,
	)
export const amlQuestionnaireStepSchema = z.object({ amlAnswers: amlAnswersSchema })

// ─── An individual's personal information (KYC) ────────────────────────────

export const personalInformationStepSchema = z.object({
	dateOfBirth: dateOfBirthField(),
	nationality: countryField('Nationality'),
	address: requiredText('Address', 200),
	country: countryField('Country'),
	state: stateField('State'),
	city: requiredText('City', 100),
	idType: choiceField([...KYC_ID_TYPES], 'Choose an ID type'),
	idNumber: requiredText('ID number', 30),
})
export type PersonalInformationStep = z.infer<typeof personalInformationStepSchema>

export const idTypeForCountryMessage = (country: string) =>
	country === NIGERIA ? 'In Nigeria the ID must be a BVN or a NIN' : 'Outside Nigeria the ID must be a passport or a national ID card'

function checkPersonalInformation(value: Partial<PersonalInformationStep>, ctx: z.RefinementCtx) {
	const { country, idType, idNumber } = value
	if (country && idType && !kycIdTypesFor(country).includes(idType))
		ctx.addIssue({ code: 'custom', path: ['idType'], message: idTypeForCountryMessage(country) })
	if (!idType || !idNumber) return
	if ((idType === 'BVN' || idType === 'NIN') && !/^\d{11}$/.test(idNumber))
		ctx.addIssue({ code: 'custom', path: ['idNumber'], message: `A ${idType} is exactly 11 digits` })
	if ((idType === 'PASSPORT' || idType === 'NATIONAL_ID') && !/^[A-Za-z0-9]{5,20}$/.test(idNumber))
		ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'The ID number must be 5 to 20 letters or digits' })
}

// ─── Steps without fields: documents (uploaded one by one) ─────────────────

/** Saving the documents step says "done"; the provider checks every document is there. */
export const documentsUploadStepSchema = z.object({})
export const identityDocumentsStepSchema = z.object({})

// ─── Sign and submit ───────────────────────────────────────────────────────

export const AGREEMENT_MESSAGE = 'Accept the agreement to submit'
export const submitStepSchema = z.object({
	acceptedAgreement: z.preprocess(
		(value) => (value === 'on' || value === 'true' ? true : value),
		z.literal(true, { errorMap: () => ({ message: AGREEMENT_MESSAGE }) }),
	),
	signature: requiredText('Signature', 100).min(2, 'Type your full name to sign'),
})

// ─── By step ───────────────────────────────────────────────────────────────

export const stepSchemas = {
	'product-interest': productInterestStepSchema,
	'company-information': companyInformationStepSchema.superRefine(checkCompanyInformation),
	'documents-upload': documentsUploadStepSchema,
	'shareholders-info': shareholdersStepSchema.superRefine(checkShareholders),
	'aml-questionnaire': amlQuestionnaireStepSchema,
	'personal-information': personalInformationStepSchema.superRefine(checkPersonalInformation),
	'identity-documents': identityDocumentsStepSchema,
	'4': submitStepSchema,
} as const

/** The same rules for a draft: what is sent must be right, but fields may be left out. */
export const draftStepSchemas = {
	'product-interest': z.object({ productInterest: productInterestStepSchema.shape.productInterest.optional() }),
	'company-information': companyInformationStepSchema.partial().superRefine(checkCompanyInformation),
	'documents-upload': documentsUploadStepSchema,
	'shareholders-info': z
		.object({
			shareholders: z.array(shareholderInputSchema).max(MAX_SHAREHOLDERS, `At most ${MAX_SHAREHOLDERS} shareholders`).optional(),
			stakeholders: shareholdersStepShape.stakeholders,
		})
		.superRefine(checkShareholders),
	'aml-questionnaire': z.object({ amlAnswers: amlAnswersObject.partial().optional() }),
	'personal-information': personalInformationStepSchema.partial().superRefine(checkPersonalInformation),
	'identity-documents': identityDocumentsStepSchema,
	'4': submitStepSchema,
} as const
