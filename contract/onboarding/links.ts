import type { OnboardingKind } from './options.ts'

/**
 * The dashboard's pages an onboarding review leads to, built here once for
 * the dashboard (its card's and its settings banner's 'Review & Resubmit')
 * and for the provider's review e-mails (sandbox/onboarding/notices.ts), so
 * the link in an e-mail and the button on the page are one URL. Paths only:
 * each program adds the dashboard's origin it knows (the sandbox's is
 * SANDBOX_DASHBOARD_URL).
 */

/** Each flow's base path in the dashboard. */
export const ONBOARDING_BASE = { KYB: '/business-onboarding', KYC: '/individual-onboarding' } as const satisfies Record<
	OnboardingKind,
	string
>

/** The dashboard's home: a verified integrator's next page ('Your KYB verification is complete.'). */
export const DASHBOARD_HOME_PATH = '/'

/** What a review link asks to see again: rejected documents, rejected shareholders, or both. */
export type ReviewPart = 'documents' | 'stakeholders'

/** The parts of the review page that hold what was rejected, in the page's order. */
export function reviewParts(rejected: { documents: boolean; shareholders: boolean }): ReviewPart[] {
	const parts: ReviewPart[] = []
	if (rejected.documents) parts.push('documents')
	if (rejected.shareholders) parts.push('stakeholders')
	return parts
}

/** The review page showing those parts: `/business-onboarding?review=documents%2Cstakeholders`; the bare flow for none. */
export function reviewPagePath(kind: OnboardingKind, parts: readonly ReviewPart[]): string {
	const base = ONBOARDING_BASE[kind]
	return parts.length ? `${base}?${new URLSearchParams({ review: parts.join(',') })}` : base
}
