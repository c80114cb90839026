import { AML_QUESTIONS } from '#contract/onboarding/aml-questions.ts'
import { DOCUMENT_LABELS, DOCUMENT_STATUS_LABELS, ID_TYPE_LABELS, PRODUCT_INTEREST_LABELS, SOURCE_OF_FUND_LABELS } from '#contract/onboarding/options.ts'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { totalSharesPercent } from '#contract/onboarding/steps.ts'
import type { SummarySection } from './step-data.ts'
import { stepUrl } from './steps.ts'
import type { OnboardingKind } from './verification.ts'

const NOT_GIVEN = 'Not given yet'
const show = (value: string | null | undefined) => (value ? value : NOT_GIVEN)

/** Everything saved so far, read back part by part, each part with the step that edits it. */
export function summarySections(kind: OnboardingKind, record: OnboardingRecord): SummarySection[] {
	const sections: SummarySection[] = [
		{
			id: 'product-interest',
			title: 'Product interest',
			editUrl: stepUrl(kind, 'product-interest'),
			items: [{ label: 'Services', value: record.productInterest.map((name) => PRODUCT_INTEREST_LABELS[name]).join(', ') || NOT_GIVEN }],
		},
	]
	if (kind === 'KYB') {
		const info = record.companyInformation
		sections.push({
			id: 'company-information',
			title: 'Company information',
			editUrl: stepUrl(kind, 'company-information'),
			items: [
				{ label: 'Registration number', value: show(info?.registrationNumber) },
				{ label: 'Tax identification number', value: show(info?.taxIdentificationNumber) },
				{ label: 'Business address', value: show(info?.businessAddress) },
				{ label: 'City, state, country', value: info?.country ? [info.city, info.state, info.country].filter(Boolean).join(', ') : NOT_GIVEN },
				{ label: 'Nature of business', value: show(info?.natureOfBusiness) },
				{
					label: 'Source of funds',
					value: info?.sourceOfFund ? `${SOURCE_OF_FUND_LABELS[info.sourceOfFund]}${info.otherTypeOfSourceOfFund ? `: ${info.otherTypeOfSourceOfFund}` : ''}` : NOT_GIVEN,
				},
			],
		})
	} else {
		const info = record.personalInformation
		sections.push({
			id: 'personal-information',
			title: 'Personal information',
			editUrl: stepUrl(kind, 'personal-information'),
			items: [
				{ label: 'Date of birth', value: show(info?.dateOfBirth) },
				{ label: 'Nationality', value: show(info?.nationality) },
				{ label: 'Address', value: show(info?.address) },
				{ label: 'City, state, country', value: info?.country ? [info.city, info.state, info.country].filter(Boolean).join(', ') : NOT_GIVEN },
				{ label: 'ID', value: info?.idType ? `${ID_TYPE_LABELS[info.idType]} ${info.idNumber ?? ''}`.trim() : NOT_GIVEN },
			],
		})
	}
	sections.push({
		id: 'documents',
		title: 'Documents',
		editUrl: stepUrl(kind, kind === 'KYB' ? 'documents-upload' : 'identity-documents'),
		items: record.documents.map((document) => ({
			label: DOCUMENT_LABELS[document.name],
			value: document.filename ? `${document.filename} (${DOCUMENT_STATUS_LABELS[document.status]})` : DOCUMENT_STATUS_LABELS[document.status],
		})),
	})
	if (kind === 'KYB') {
		sections.push({
			id: 'shareholders',
			title: 'Shareholders and stakeholders',
			editUrl: stepUrl(kind, 'shareholders-info'),
			items: [
				...record.shareholders.map((s) => ({ label: `${s.firstName} ${s.lastName}`, value: `${s.position}, ${s.sharesPercent} %` })),
				...record.stakeholders.map((s) => ({ label: s.fullName, value: `Stakeholder, ${s.sharesPercent} %` })),
				{ label: 'Shares held by shareholders', value: `${totalSharesPercent(record.shareholders)} %` },
			],
		})
		const answered = AML_QUESTIONS.filter((question) => record.amlAnswers[question.key] !== undefined).length
		sections.push({
			id: 'aml-questionnaire',
			title: 'AML questionnaire',
			editUrl: stepUrl(kind, 'aml-questionnaire'),
			items: [{ label: 'Questions answered', value: `${answered} of ${AML_QUESTIONS.length}` }],
		})
	}
	return sections
}
