import { expect, test } from 'vitest'
import { dashboardOnboarding } from './dashboard-progress.ts'
import type { StepId } from './steps.ts'

test('the dashboard card leads back into onboarding until verified, and to Review & Resubmit when something was rejected', () => {
	const started = dashboardOnboarding('KYB', 'not-started', new Set<StepId>(['product-interest', 'company-information']), [])
	expect(started).toMatchObject({ done: 2, total: 7, link: { to: '/business-onboarding', label: 'Continue onboarding' } })
	expect(dashboardOnboarding('KYC', 'action-needed', new Set(), ['documents'])?.link).toEqual({
		to: '/individual-onboarding?review=documents',
		label: 'Review & Resubmit',
	})
	// The URL the provider's review e-mail links to (sandbox/onboarding/review-notices.test.ts): both built by contract/onboarding/links.ts.
	expect(dashboardOnboarding('KYB', 'action-needed', new Set(), ['documents', 'stakeholders'])?.link?.to).toBe(
		'/business-onboarding?review=documents%2Cstakeholders',
	)
	expect(dashboardOnboarding('KYB', 'under-review', new Set(), [])).toMatchObject({ done: 7, total: 7 })
	// A review asking for changes does not take a step back.
	expect(dashboardOnboarding('KYB', 'action-needed', new Set(), ['documents'])).toMatchObject({ done: 7, total: 7 })
	expect(dashboardOnboarding('KYB', 'verified', new Set(), [])).toBeNull()
})
