import type { z } from 'zod'
import type { ApiErrorItem } from '#contract/envelope.ts'
import { AML_QUESTIONS, amlQuestionApplies } from '#contract/onboarding/aml-questions.ts'
import { DOCUMENT_LABELS, ONBOARDING_ERROR_CODES, type ShareholderDocumentName } from '#contract/onboarding/options.ts'
import { stepSchemas } from '#contract/onboarding/steps.ts'
import { ownDocumentNames, type DocumentMeta } from './records.ts'
import type { OnboardingRecordRow } from './schema.ts'
import { isFixable, personName, toShareholderInput, toStakeholderInput } from './shareholders.ts'

/**
 * What a submit checks: the saved draft against the strict rules of every
 * step (the same schemas as the forms), every document, each shareholder's
 * documents, and all thirty AML answers. Under review-needed, every
 * rejected item must also have been fixed. Each problem is one item of the
 * 400's list; `stakeholder` names the person it is about.
 */

const withoutNulls = (value: object | null) => Object.fromEntries(Object.entries(value ?? {}).filter(([, field]) => field !== null))

function issuesOf(
	result: z.SafeParseReturnType<unknown, unknown>,
	prefix: string,
	person?: (index: number) => string | undefined,
): ApiErrorItem[] {
	if (result.success) return []
	return result.error.issues.map((issue) => {
		const [list, index] = issue.path
		const stakeholder = typeof index === 'number' && (list === 'shareholders' || list === 'stakeholders') ? person?.(index) : undefined
		const sharesTotal = list === 'shareholders' && issue.path.length === 1 && issue.code === 'custom'
		return {
			message: issue.message,
			code: sharesTotal
				? ONBOARDING_ERROR_CODES.sharesOver100
				: issue.path.length === 1 && list === 'shareholders'
					? ONBOARDING_ERROR_CODES.noShareholders
					: ONBOARDING_ERROR_CODES.missingField,
			field: [prefix, ...issue.path].filter((part) => part !== '').join('.'),
			...(stakeholder ? { stakeholder } : {}),
		}
	})
}

const SHAREHOLDER_DOCS: ShareholderDocumentName[] = ['shareholderIdFront', 'shareholderIdBack', 'shareholderProofOfAddress']

export function missingForSubmit(row: OnboardingRecordRow, docs: readonly DocumentMeta[]): ApiErrorItem[] {
	const items: ApiErrorItem[] = []
	items.push(...issuesOf(stepSchemas['product-interest'].safeParse({ productInterest: row.productInterest }), ''))
	if (row.kind === 'KYB')
		items.push(...issuesOf(stepSchemas['company-information'].safeParse(withoutNulls(row.company)), 'companyInformation'))
	else items.push(...issuesOf(stepSchemas['personal-information'].safeParse(withoutNulls(row.personal)), 'personalInformation'))

	const own = new Map(docs.filter((doc) => doc.slot === '').map((doc) => [doc.name, doc]))
	for (const name of ownDocumentNames(row.kind)) {
		const doc = own.get(name)
		if (!doc)
			items.push({
				message: `Upload the ${DOCUMENT_LABELS[name]}`,
				code: ONBOARDING_ERROR_CODES.missingDocument,
				field: `documents.${name}`,
			})
		else if (doc.status === 'REJECTED')
			items.push({
				message: `Replace the rejected ${DOCUMENT_LABELS[name]} (${doc.reason ?? 'rejected'})`,
				code: ONBOARDING_ERROR_CODES.missingDocument,
				field: `documents.${name}`,
			})
	}
	if (row.kind === 'KYC') return items

	const people = {
		shareholders: row.shareholders.map(toShareholderInput),
		stakeholders: row.stakeholders.map(toStakeholderInput),
	}
	const nameAt = (index: number) => {
		const holder = row.shareholders[index]
		return holder ? personName(holder) : undefined
	}
	items.push(
		...issuesOf(stepSchemas['shareholders-info'].safeParse(people), '', (index) => nameAt(index) ?? row.stakeholders[index]?.fullName),
	)
	row.shareholders.forEach((holder, index) => {
		for (const name of SHAREHOLDER_DOCS) {
			if (!docs.some((doc) => doc.slot === holder.id && doc.name === name))
				items.push({
					message: `Upload the ${DOCUMENT_LABELS[name]}`,
					code: ONBOARDING_ERROR_CODES.missingDocument,
					field: `shareholders.${index}.${name}`,
					stakeholder: personName(holder),
				})
		}
		if (holder.status === 'REJECTED' && isFixable(holder))
			items.push({
				message: `Update the rejected shareholder (${holder.reason})`,
				code: ONBOARDING_ERROR_CODES.missingField,
				field: `shareholders.${index}`,
				stakeholder: personName(holder),
			})
	})
	AML_QUESTIONS.forEach((question, index) => {
		if (amlQuestionApplies(question.key, row.amlAnswers) && typeof row.amlAnswers[question.key] !== 'boolean')
			items.push({
				message: `Answer AML question ${index + 1} of ${AML_QUESTIONS.length}`,
				code: ONBOARDING_ERROR_CODES.missingAmlAnswer,
				field: `amlAnswers.${question.key}`,
			})
	})
	return items
}

/** The documents a step of that kind needs before it counts as done (documents-upload, identity-documents). */
export function missingDocuments(row: OnboardingRecordRow, docs: readonly DocumentMeta[]): ApiErrorItem[] {
	const present = new Set(docs.filter((doc) => doc.slot === '').map((doc) => doc.name))
	return ownDocumentNames(row.kind)
		.filter((name) => !present.has(name))
		.map((name) => ({
			message: `Upload the ${DOCUMENT_LABELS[name]}`,
			code: ONBOARDING_ERROR_CODES.missingDocument,
			field: `documents.${name}`,
		}))
}
