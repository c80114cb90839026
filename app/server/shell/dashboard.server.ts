import type { Subscription } from '#contract/products.ts'
import type { Country, Profile } from '#contract/shell.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { SERVICE_NAMES } from '#contract/products.ts'
import { getServiceState } from '#app/lib/products/services.ts'
import { accountTypeLabel, displayName } from './layout.server.ts'

/** Where the integrator stands on onboarding, in the words the dashboard uses. */
export type VerificationState = 'verified' | 'not-started' | 'under-review' | 'action-needed'

export function getVerificationState(profile: Profile): VerificationState {
	if (profile.kybVerified) return 'verified'
	const { status, documentsNeedUpdate, shareholdersNeedUpdate } = profile.onboarding
	if (status === 'REVIEW_NEEDED' || documentsNeedUpdate || shareholdersNeedUpdate) return 'action-needed'
	if (status === 'SUBMITTED' || status === 'REVIEWED') return 'under-review'
	return 'not-started'
}

/** The dashboard page's data: names and states only, nothing secret. */
export function getDashboard(profile: Profile, subscriptions: Subscription[], countries: Country[]) {
	const byName = new Map(subscriptions.map((s) => [s.name, s]))
	return {
		name: displayName(profile),
		firstName: profile.firstName,
		accountType: profile.accountType,
		accountLabel: accountTypeLabel(profile.accountType),
		onboardingKind: profile.accountType === 'INDIVIDUAL' ? ('KYC' as const) : ('KYB' as const),
		verification: getVerificationState(profile),
		email: profile.email,
		emailVerified: profile.emailVerified,
		businessId: profile.pk,
		country: profile.country,
		countryName: countries.find((c) => c.code === profile.country)?.name ?? profile.country,
		createdAt: profile.createdAt,
		services: SERVICE_NAMES.map((name) => ({
			name,
			label: SERVICES[name].label,
			path: SERVICES[name].path,
			state: getServiceState(byName.get(name)),
			since: byName.get(name)?.createdAt ?? null,
		})).sort((a, b) => a.label.localeCompare(b.label)),
	}
}
