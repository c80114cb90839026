import { AML_QUESTION_KEYS, type AmlQuestionKey } from '#contract/onboarding/aml-questions.ts'
import type { CompanyInformationStep, PersonalInformationStep, ShareholderInput, StakeholderInput } from '#contract/onboarding/steps.ts'

/**
 * A complete, valid onboarding (every step's fields), used by the scenarios
 * and the tests. Places are stored as the forms write them: countries and
 * states by their codes from the place lists (NG, LA for Lagos; GH, AA for
 * Greater Accra), cities by name (Ikeja).
 */

export const SAMPLE_COMPANY: CompanyInformationStep = {
	registrationNumber: 'RC-1234567',
	taxIdentificationNumber: 'TIN-20261123',
	businessAddress: '12 Admiralty Way, Lekki Phase 1',
	country: 'NG',
	state: 'LA',
	city: 'Ikeja',
	natureOfBusiness: 'Cross-border payments for online merchants',
	sourceOfFund: 'BUSINESS_REVENUE',
}

export const SAMPLE_SHAREHOLDERS: ShareholderInput[] = [
	{
		firstName: 'Ada',
		lastName: 'Okafor',
		position: 'Chief executive officer',
		nationality: 'NG',
		sharesAmount: 600_000,
		sharesPercent: 60,
		state: 'LA',
		address: '4 Bourdillon Road, Ikoyi',
		bvn: '22212345678',
		idType: 'PASSPORT',
		proofOfAddressType: 'UTILITY_BILL',
	},
	{
		firstName: 'Kwame',
		lastName: 'Mensah',
		position: 'Director',
		nationality: 'GH',
		sharesAmount: 400_000,
		sharesPercent: 40,
		state: 'AA',
		address: '21 Oxford Street, Osu',
		idType: 'NATIONAL_ID',
		proofOfAddressType: 'BANK_STATEMENT',
	},
]

export const SAMPLE_STAKEHOLDERS: StakeholderInput[] = [
	{
		fullName: 'Ngozi Eze',
		address: '7 Awolowo Road, Ikoyi',
		nationality: 'NG',
		state: 'LA',
		email: 'ngozi.eze@example.com',
		phone: '+2348031234567',
		sharesPercent: 0,
		dateOfBirth: '1984-05-17',
	},
]

export const SAMPLE_AML_ANSWERS = Object.fromEntries(AML_QUESTION_KEYS.map((key) => [key, key !== 'outsourcesAmlFunctions'])) as Record<
	AmlQuestionKey,
	boolean
>

export const SAMPLE_PERSONAL: PersonalInformationStep = {
	dateOfBirth: '1991-08-02',
	nationality: 'NG',
	address: '15 Allen Avenue',
	country: 'NG',
	state: 'LA',
	city: 'Ikeja',
	idType: 'NIN',
	idNumber: '12345678901',
}

export const SAMPLE_SIGNATURE = 'Ada Okafor'
