import { amlProgress } from '#contract/onboarding/aml-questions.ts'
import {
	DOCUMENT_LABELS,
	DOCUMENT_STATUS_LABELS,
	ID_TYPE_LABELS,
	PRODUCT_INTEREST_LABELS,
	SOURCE_OF_FUND_LABELS,
} from '#contract/onboarding/options.ts'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { totalSharesPercent } from '#contract/onboarding/steps.ts'
import { formatDate } from '../format.ts'
import { countryNameOf, NO_PLACE_NAMES, stateNameOf, type PlaceNames } from './locations.ts'
import type { SummarySection } from './step-data.ts'
import { documentFileUrl, stepUrl } from './steps.ts'
import type { OnboardingKind } from './verification.ts'

const NOT_GIVEN = 'Not given yet'
const show = (value: string | null | undefined) => (value ? value : NOT_GIVEN)

/** 'Ikeja, Lagos, Nigeria': places by their names, as the pickers showed them. */
function placeLine(names: PlaceNames, info: { city: string | null; state: string | null; country: string | null } | null) {
	if (!info?.country) return NOT_GIVEN
	return [info.city, info.state ? stateNameOf(names, info.country, info.state) : null, countryNameOf(names, info.country)]
		.filter(Boolean)
		.join(', ')
}

/** Everything saved so far, read back part by part (places and dates by name, as the forms show them), each part with the step that edits it. */
export function summarySections(kind: OnboardingKind, record: OnboardingRecord, names: PlaceNames = NO_PLACE_NAMES): SummarySection[] {
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
				{ label: 'City, state, country', value: placeLine(names, info) },
				{ label: 'Nature of business', value: show(info?.natureOfBusiness) },
				{
					label: 'Source of funds',
					value: info?.sourceOfFund
						? `${SOURCE_OF_FUND_LABELS[info.sourceOfFund]}${info.otherTypeOfSourceOfFund ? `: ${info.otherTypeOfSourceOfFund}` : ''}`
						: NOT_GIVEN,
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
				{ label: 'Date of birth', value: info?.dateOfBirth ? formatDate(info.dateOfBirth) : NOT_GIVEN },
				{ label: 'Nationality', value: info?.nationality ? countryNameOf(names, info.nationality) : NOT_GIVEN },
				{ label: 'Address', value: show(info?.address) },
				{ label: 'City, state, country', value: placeLine(names, info) },
				{ label: 'ID', value: info?.idType ? `${ID_TYPE_LABELS[info.idType]} ${info.idNumber ?? ''}`.trim() : NOT_GIVEN },
			],
		})
	}
	sections.push({
		id: 'documents',
		title: 'Documents',
		editUrl: stepUrl(kind, kind === 'KYB' ? 'documents-upload' : 'identity-documents'),
		items: record.documents.map((document) =>
			document.filename && document.id
				? {
						label: DOCUMENT_LABELS[document.name],
						file: { name: document.filename, url: documentFileUrl(kind, document.id) },
						value: ` (${DOCUMENT_STATUS_LABELS[document.status]})`,
					}
				: {
						label: DOCUMENT_LABELS[document.name],
						value: document.filename
							? `${document.filename} (${DOCUMENT_STATUS_LABELS[document.status]})`
							: DOCUMENT_STATUS_LABELS[document.status],
					},
		),
	})
	if (kind === 'KYB') {
		sections.push({
			id: 'shareholders',
			title: 'Shareholders and stakeholders',
			editUrl: stepUrl(kind, 'shareholders-info'),
			items: [
				...record.shareholders.map((s) => ({
					label: `${s.firstName} ${s.lastName}`,
					value: `${s.position}, ${countryNameOf(names, s.nationality)}, ${s.sharesPercent} %`,
				})),
				...record.stakeholders.map((s) => ({
					label: s.fullName,
					value: `Stakeholder (no shares), ${countryNameOf(names, s.nationality)}, born ${formatDate(s.dateOfBirth)}`,
				})),
				{ label: 'Shares held by shareholders', value: `${totalSharesPercent(record.shareholders)} %` },
			],
		})
		const { answered, total } = amlProgress(record.amlAnswers)
		sections.push({
			id: 'aml-questionnaire',
			title: 'AML questionnaire',
			editUrl: stepUrl(kind, 'aml-questionnaire'),
			items: [{ label: 'Questions answered', value: `${answered} of ${total}` }],
		})
	}
	return sections
}
