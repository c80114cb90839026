import { reviewParts, type ReviewPart } from '#contract/onboarding/links.ts'
import { DOCUMENT_LABELS, SUBMIT_STEP, type DocumentStatus, type OnboardingStep } from '#contract/onboarding/options.ts'
import type { OnboardingDocument, OnboardingRecord, Shareholder } from '#contract/onboarding/record.ts'
import { stepsOf, type StepId } from './steps.ts'
import type { DocumentSlot, DocumentState } from './upload-status.ts'
import type { OnboardingKind } from './verification.ts'

/** The dashboard's step for each step the provider records ('4' is signing and submitting). */
const STEP_OF: Record<OnboardingStep, StepId> = {
	'product-interest': 'product-interest',
	'company-information': 'company-information',
	'documents-upload': 'documents-upload',
	'shareholders-info': 'shareholders-info',
	'aml-questionnaire': 'aml-questionnaire',
	'personal-information': 'personal-information',
	'identity-documents': 'identity-documents',
	[SUBMIT_STEP]: 'sign-and-submit',
}

/** The provider's name of a dashboard step that saves something (the summary saves nothing). */
export function providerStep(step: StepId): OnboardingStep | null {
	if (step === 'information-summary') return null
	if (step === 'sign-and-submit') return SUBMIT_STEP
	return step
}

/**
 * The steps done: every step the provider has recorded as saved, and the
 * summary once every step before it is.
 */
export function completedSteps(kind: OnboardingKind, record: Pick<OnboardingRecord, 'completedSteps'>): Set<StepId> {
	const done = new Set(record.completedSteps.map((step) => STEP_OF[step]))
	const steps = stepsOf(kind)
	const summary = steps.findIndex((step) => step.id === 'information-summary')
	if (steps.slice(0, summary).every((step) => done.has(step.id))) done.add('information-summary')
	return done
}

const DOCUMENT_STATE: Record<DocumentStatus, DocumentState> = {
	MISSING: 'missing',
	UPLOADED: 'uploaded',
	IN_REVIEW: 'in-review',
	APPROVED: 'approved',
	REJECTED: 'rejected',
}

export function documentSlot(document: OnboardingDocument): DocumentSlot {
	return {
		name: document.name,
		label: DOCUMENT_LABELS[document.name],
		state: DOCUMENT_STATE[document.status],
		reason: document.reason,
		filename: document.filename,
		size: document.size,
		id: document.id,
	}
}

export type { ReviewPart }

/** `?review=documents,stakeholders` as the parts it names; both when it names none we know. */
export function parseReview(value: string | null): Set<ReviewPart> {
	const parts = new Set((value ?? '').split(',').filter((part): part is ReviewPart => part === 'documents' || part === 'stakeholders'))
	return parts.size ? parts : new Set<ReviewPart>(['documents', 'stakeholders'])
}

/** The review parts the record needs (none when nothing was rejected), for the review page's URL (reviewPagePath). */
export function reviewPartsOf(record: Pick<OnboardingRecord, 'documents' | 'shareholders'>): ReviewPart[] {
	return reviewParts({
		documents: record.documents.some((d) => d.status === 'REJECTED'),
		shareholders: record.shareholders.some((s) => s.status === 'REJECTED'),
	})
}

/**
 * Only what the reviewer rejected, in the parts asked for: the documents
 * and the shareholders, each with the reviewer's reason. The provider keeps
 * the reason on an item already fixed until the next review, so a fixed
 * item stays in the list (no longer marked rejected) and the user sees
 * what is done and what is left.
 */
export function rejectedItems(record: Pick<OnboardingRecord, 'documents' | 'shareholders'>, parts: ReadonlySet<ReviewPart>) {
	return {
		documents: parts.has('documents') ? record.documents.filter((d) => d.reason !== null).map(documentSlot) : [],
		shareholders: parts.has('stakeholders') ? record.shareholders.filter((s: Shareholder) => s.reason !== null) : [],
	}
}

/** Every rejected item has been fixed: the record can go back to the reviewer. */
export const nothingLeftToFix = (record: Pick<OnboardingRecord, 'documents' | 'shareholders'>) =>
	!record.documents.some((d) => d.status === 'REJECTED') && !record.shareholders.some((s) => s.status === 'REJECTED')
