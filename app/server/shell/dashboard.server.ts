import { SERVICE_NAMES } from '#contract/products.ts'
import { getVerificationState, onboardingKind } from '#app/lib/onboarding/verification.ts'
import { getServiceState, SERVICES } from '#app/lib/products/services.ts'
import { countryName } from '#app/lib/shell/countries.ts'
import type { Dashboard } from '#app/lib/shell/dashboard.ts'
import { accountTypeLabel, displayName } from '#app/lib/shell/names.ts'
import { loadDashboardMoney } from '../money/dashboard-balances.server.ts'
import { loadDashboardOnboarding } from '../onboarding/dashboard-progress.server.ts'
import { getCountries } from '../provider/shell.server.ts'
import type { User } from '../user.server.ts'
import { loadDashboardWallets } from '../wallets/dashboard-wallets.server.ts'

/** The dashboard page's data: names and states only, nothing secret. */
export async function loadDashboard(request: Request, user: User): Promise<Dashboard> {
	// The country list is cached; without it the page shows the country code.
	// Every call starts at once: the onboarding card asks for the record beside the profile, and decides when both are back.
	const [profile, subscriptions, countries, money, onboarding, wallets] = await Promise.all([
		user.profile,
		user.subscriptions,
		getCountries().catch(() => []),
		loadDashboardMoney(user),
		loadDashboardOnboarding(user, user.profile),
		loadDashboardWallets(user),
	])
	const byName = new Map(subscriptions.map((s) => [s.name, s]))
	return {
		name: displayName(profile),
		firstName: profile.firstName,
		accountType: profile.accountType,
		accountLabel: accountTypeLabel(profile.accountType),
		onboardingKind: onboardingKind(profile.accountType),
		verification: getVerificationState(profile),
		onboarding,
		email: profile.email,
		emailVerified: profile.emailVerified,
		businessId: profile.pk,
		country: profile.country,
		countryName: countryName(countries, profile.country),
		createdAt: profile.createdAt,
		services: SERVICE_NAMES.map((name) => ({
			name,
			label: SERVICES[name].label,
			path: SERVICES[name].path,
			state: getServiceState(byName.get(name)),
			since: byName.get(name)?.createdAt ?? null,
		})).sort((a, b) => a.label.localeCompare(b.label)),
		money,
		wallets,
	}
}
