import type { AccountType } from '#contract/fields.ts'
import type { ServiceName } from '#contract/products.ts'
import type { DashboardMoney } from '../money/views.ts'
import type { OnboardingKind, VerificationState } from '../onboarding/verification.ts'
import type { ServiceState } from '../products/services.ts'

/** What the dashboard page shows: names and states only, nothing secret. */
export type Dashboard = {
	name: string
	firstName: string
	accountType: AccountType
	accountLabel: string
	onboardingKind: OnboardingKind
	verification: VerificationState
	email: string
	emailVerified: boolean
	businessId: string
	country: string
	countryName: string
	createdAt: string
	services: { name: ServiceName; label: string; path: string; state: ServiceState; since: string | null }[]
	/** Balances and the latest movements. */
	money: DashboardMoney
}
