import type { Profile } from '#contract/shell.ts'
import { dashboardOnboarding, type DashboardOnboarding } from '#app/lib/onboarding/dashboard-progress.ts'
import { completedSteps, reviewPartsOf } from '#app/lib/onboarding/record-view.ts'
import { getVerificationState, onboardingKind } from '#app/lib/onboarding/verification.ts'
import type { User } from '../user.server.ts'

/**
 * The dashboard's onboarding card, null once the integrator is verified.
 * The record is asked for beside the profile, not after it: the card then
 * costs no second round trip to the provider (a verified integrator's
 * record is fetched and dropped, a small price for the one round trip of
 * everyone else's first page).
 */
export async function loadDashboardOnboarding(user: User, profile: Promise<Profile>): Promise<DashboardOnboarding | null> {
	const record = user.onboardingRecord
	const state = getVerificationState(await profile)
	if (state === 'verified') return null
	const kind = onboardingKind((await profile).accountType)
	return dashboardOnboarding(kind, state, completedSteps(kind, await record), reviewPartsOf(await record))
}
