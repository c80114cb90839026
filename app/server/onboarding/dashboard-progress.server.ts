import type { Profile } from '#contract/shell.ts'
import { dashboardOnboarding, type DashboardOnboarding } from '#app/lib/onboarding/dashboard-progress.ts'
import { completedSteps, reviewParam } from '#app/lib/onboarding/record-view.ts'
import { getVerificationState, onboardingKind } from '#app/lib/onboarding/verification.ts'
import type { User } from '../user.server.ts'

/** The dashboard's onboarding card; no call to the provider once the integrator is verified. */
export async function loadDashboardOnboarding(request: Request, user: User, profile: Profile): Promise<DashboardOnboarding | null> {
	const state = getVerificationState(profile)
	if (state === 'verified') return null
	const kind = onboardingKind(profile.accountType)
	const record = await user.onboardingRecord
	return dashboardOnboarding(kind, state, completedSteps(kind, record), reviewParam(record))
}
