import type { AccountType } from '#contract/fields.ts'
import type { ServiceName } from '#contract/products.ts'
import type { DashboardMoney } from '../money/views.ts'
import type { DashboardOnboarding } from '../onboarding/dashboard-progress.ts'
import type { OnboardingKind, VerificationState } from '../onboarding/verification.ts'
import type { ServiceState } from '../products/services.ts'
import type { DashboardWallets } from '../wallets/dashboard.ts'

/** What the dashboard page shows: names and states only, nothing secret. */
export type Dashboard = {
	name: string
	firstName: string
	accountType: AccountType
	accountLabel: string
	onboardingKind: OnboardingKind
	verification: VerificationState
	/** The onboarding card, until verified. */
	onboarding: DashboardOnboarding | null
	email: string
	emailVerified: boolean
	businessId: string
	country: string
	countryName: string
	createdAt: string
	services: { name: ServiceName; label: string; path: string; state: ServiceState; since: string | null }[]
	/** Balances and the latest movements. */
	money: DashboardMoney
	/** The wallets' total in USD and the latest crypto movements, while the WALLETS service is active. */
	wallets: DashboardWallets | null
}
