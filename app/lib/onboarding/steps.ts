import { ONBOARDING_BASE } from '#contract/onboarding/links.ts'
import type { OnboardingKind } from './verification.ts'

/**
 * The onboarding steps, in order: a company's KYB and an individual's KYC.
 * Each step is a URL under its kind's base path; the order is the one the
 * progress indicator shows and the one 'Save and continue' follows.
 */
export const KYB_STEPS = [
	{ id: 'product-interest', title: 'Product interest' },
	{ id: 'company-information', title: 'Company information' },
	{ id: 'documents-upload', title: 'Documents upload' },
	{ id: 'shareholders-info', title: 'Shareholders info' },
	{ id: 'aml-questionnaire', title: 'AML questionnaire' },
	{ id: 'information-summary', title: 'Information summary' },
	{ id: 'sign-and-submit', title: 'Sign and submit' },
] as const

export const KYC_STEPS = [
	{ id: 'product-interest', title: 'Product interest' },
	{ id: 'personal-information', title: 'Personal information' },
	{ id: 'identity-documents', title: 'Identity documents' },
	{ id: 'information-summary', title: 'Information summary' },
	{ id: 'sign-and-submit', title: 'Sign and submit' },
] as const

export type KybStepId = (typeof KYB_STEPS)[number]['id']
export type KycStepId = (typeof KYC_STEPS)[number]['id']
export type StepId = KybStepId | KycStepId
export type Step = { id: StepId; title: string }

// The flows' paths are the provider's too (its review e-mails link to them): one definition, in the contract.
export { ONBOARDING_BASE }

export const ONBOARDING_TITLES: Record<OnboardingKind, string> = { KYB: 'Business onboarding', KYC: 'Individual onboarding' }

/** The flow a URL is in: one route module serves both, and its URL says which. */
export function onboardingKindAt(pathname: string): OnboardingKind | null {
	const kinds = Object.keys(ONBOARDING_BASE) as OnboardingKind[]
	return kinds.find((kind) => pathname === ONBOARDING_BASE[kind] || pathname.startsWith(`${ONBOARDING_BASE[kind]}/`)) ?? null
}

export function stepsOf(kind: OnboardingKind): readonly Step[] {
	return kind === 'KYB' ? KYB_STEPS : KYC_STEPS
}

export function isStepOf(kind: OnboardingKind, id: string | undefined): id is StepId {
	return stepsOf(kind).some((step) => step.id === id)
}

export function stepUrl(kind: OnboardingKind, id: StepId) {
	return `${ONBOARDING_BASE[kind]}/${id}`
}

/** Where an uploaded document opens (its owner only): the onboarding's documents/:documentId resource route. */
export function documentFileUrl(kind: OnboardingKind, documentId: string) {
	return `${ONBOARDING_BASE[kind]}/documents/${encodeURIComponent(documentId)}`
}

export function nextStep(kind: OnboardingKind, id: StepId): StepId | null {
	const steps = stepsOf(kind)
	const index = steps.findIndex((step) => step.id === id)
	return steps[index + 1]?.id ?? null
}

export function previousStep(kind: OnboardingKind, id: StepId): StepId | null {
	const steps = stepsOf(kind)
	const index = steps.findIndex((step) => step.id === id)
	return index > 0 ? (steps[index - 1]?.id ?? null) : null
}

/**
 * Where a user who comes back resumes: the first step whose part of the
 * record is not complete yet. The summary counts as done once everything
 * before it is, so a user with a full draft lands on 'Sign and submit'.
 */
export function resumeStep(kind: OnboardingKind, completed: ReadonlySet<StepId>): StepId {
	const steps = stepsOf(kind)
	for (const step of steps) {
		if (step.id === 'information-summary') continue
		if (!completed.has(step.id)) return step.id
	}
	return steps[steps.length - 1]!.id
}

export type StepState = 'done' | 'current' | 'remaining'

/** Each step with its state for the progress indicator. */
export function progressOf(kind: OnboardingKind, current: StepId | null, completed: ReadonlySet<StepId>) {
	return stepsOf(kind).map((step) => ({
		...step,
		url: stepUrl(kind, step.id),
		state: (step.id === current ? 'current' : completed.has(step.id) ? 'done' : 'remaining') satisfies StepState as StepState,
	}))
}
