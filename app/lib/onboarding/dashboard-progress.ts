import { reviewPagePath, type ReviewPart } from '#contract/onboarding/links.ts'
import { ONBOARDING_BASE, stepsOf, type StepId } from './steps.ts'
import type { OnboardingKind, VerificationState } from './verification.ts'

/** The dashboard's onboarding card: null once verified. */
export type DashboardOnboarding = {
	title: string
	text: string
	done: number
	total: number
	link: { to: string; label: string } | null
}

/**
 * The card for where the integrator stands: the steps done so far while
 * onboarding, everything done while under review, and the way to fix what
 * was rejected. 'Continue onboarding' leads to the step where they stopped.
 */
export function dashboardOnboarding(
	kind: OnboardingKind,
	state: VerificationState,
	completed: ReadonlySet<StepId>,
	review: readonly ReviewPart[],
): DashboardOnboarding | null {
	const total = stepsOf(kind).length
	const base = ONBOARDING_BASE[kind]
	const title = `${kind} onboarding`
	switch (state) {
		case 'verified':
			return null
		case 'under-review':
			return {
				title,
				text: `Submitted: your ${kind} documents are under review.`,
				done: total,
				total,
				link: { to: base, label: 'View onboarding status' },
			}
		case 'action-needed':
			return {
				title,
				text: `Some ${kind} documents were rejected and need to be resubmitted.`,
				// Every step was done once: a review asking for changes takes none of them back.
				done: total,
				total,
				// The URL the review e-mail links to as well (contract/onboarding/links.ts).
				link: { to: reviewPagePath(kind, review), label: 'Review & Resubmit' },
			}
		case 'not-started': {
			const done = stepsOf(kind).filter((step) => completed.has(step.id)).length
			return {
				title,
				text: done ? `You have completed ${done} of ${total} steps.` : `Complete your ${kind} onboarding to go live.`,
				done,
				total,
				link: { to: base, label: 'Continue onboarding' },
			}
		}
	}
}
