import { expect, test } from 'vitest'
import { KYB_STEPS, KYC_STEPS, nextStep, previousStep, progressOf, resumeStep, stepUrl, type StepId } from './steps.ts'

test('a company goes through the seven KYB steps in order, an individual through the five KYC steps', () => {
	expect(KYB_STEPS.map((s) => s.id)).toEqual([
		'product-interest',
		'company-information',
		'documents-upload',
		'shareholders-info',
		'aml-questionnaire',
		'information-summary',
		'sign-and-submit',
	])
	expect(KYC_STEPS.map((s) => s.id)).toEqual([
		'product-interest',
		'personal-information',
		'identity-documents',
		'information-summary',
		'sign-and-submit',
	])
	expect(nextStep('KYB', 'company-information')).toBe('documents-upload')
	expect(nextStep('KYB', 'sign-and-submit')).toBeNull()
	expect(previousStep('KYB', 'product-interest')).toBeNull()
	expect(previousStep('KYC', 'identity-documents')).toBe('personal-information')
	expect(stepUrl('KYB', 'aml-questionnaire')).toBe('/business-onboarding/aml-questionnaire')
	expect(stepUrl('KYC', 'personal-information')).toBe('/individual-onboarding/personal-information')
})

test('a user who comes back resumes at the first step not yet saved', () => {
	expect(resumeStep('KYB', new Set())).toBe('product-interest')
	expect(resumeStep('KYB', new Set<StepId>(['product-interest', 'company-information']))).toBe('documents-upload')
	// A step skipped earlier is where they resume, even with later ones saved.
	expect(resumeStep('KYB', new Set<StepId>(['product-interest', 'documents-upload']))).toBe('company-information')
	// Everything saved: the summary is read-only, so they resume at signing.
	expect(
		resumeStep(
			'KYB',
			new Set<StepId>(['product-interest', 'company-information', 'documents-upload', 'shareholders-info', 'aml-questionnaire']),
		),
	).toBe('sign-and-submit')
	expect(resumeStep('KYC', new Set<StepId>(['product-interest', 'personal-information']))).toBe('identity-documents')
})

test('the progress indicator marks done, current and remaining steps', () => {
	const items = progressOf('KYC', 'personal-information', new Set<StepId>(['product-interest']))
	expect(items.map((item) => [item.id, item.state])).toEqual([
		['product-interest', 'done'],
		['personal-information', 'current'],
		['identity-documents', 'remaining'],
		['information-summary', 'remaining'],
		['sign-and-submit', 'remaining'],
	])
	expect(items[1]?.url).toBe('/individual-onboarding/personal-information')
})
