import type { AccountType } from '#contract/fields.ts'
import type { Profile } from '#contract/shell.ts'

/** Companies pass KYB (know your business), individuals KYC (know your customer). */
export type OnboardingKind = 'KYB' | 'KYC'

export function onboardingKind(accountType: AccountType): OnboardingKind {
	return accountType === 'INDIVIDUAL' ? 'KYC' : 'KYB'
}

/** Where the integrator stands on onboarding, in the words the dashboard uses. */
export type VerificationState = 'verified' | 'not-started' | 'under-review' | 'action-needed'

/**
 * Verified once the provider says so; a review that asks for changes (or
 * any item flagged for an update) needs action; submitted or reviewed with
 * nothing to fix is under review; anything else has not started.
 */
export function getVerificationState(profile: Pick<Profile, 'kybVerified' | 'onboarding'>): VerificationState {
	if (profile.kybVerified) return 'verified'
	const { status, documentsNeedUpdate, shareholdersNeedUpdate } = profile.onboarding
	if (status === 'REVIEW_NEEDED' || documentsNeedUpdate || shareholdersNeedUpdate) return 'action-needed'
	if (status === 'SUBMITTED' || status === 'REVIEWED') return 'under-review'
	return 'not-started'
}
