import { reviewPagePath, reviewParts } from '#contract/onboarding/links.ts'
import type { Country, Profile } from '#contract/shell.ts'
import { formatActiveSince, truncateName } from '#app/lib/format.ts'
import { getVerificationState, onboardingKind } from '#app/lib/onboarding/verification.ts'
import type { ProfileTabData, ReviewBanner } from '#app/lib/settings/profile.ts'
import { countryName } from '#app/lib/shell/countries.ts'
import { displayName } from '#app/lib/shell/names.ts'
import { getCountries } from '../provider/shell.server.ts'
import type { User } from '../user.server.ts'

/**
 * The onboarding review banner of the profile tab, by the same rule as the
 * dashboard's verification state: under review, or action needed with what
 * to resubmit; nothing once verified or before submitting. 'Review &
 * Resubmit' is for companies only.
 */
export function getReviewBanner(profile: Pick<Profile, 'accountType' | 'kybVerified' | 'onboarding'>): ReviewBanner | null {
	const kind = onboardingKind(profile.accountType)
	switch (getVerificationState(profile)) {
		case 'verified':
		case 'not-started':
			return null
		case 'under-review':
			return { state: 'review', text: `${kind} documents are under review`, items: [], resubmitUrl: null }
		case 'action-needed': {
			const { documentsNeedUpdate, shareholdersNeedUpdate } = profile.onboarding
			// A review that asks for changes without naming an item: the documents are what a reviewer rejects.
			const review = reviewParts({ documents: documentsNeedUpdate || !shareholdersNeedUpdate, shareholders: shareholdersNeedUpdate })
			return {
				state: 'rejected',
				text: `Some ${kind} documents were rejected:`,
				items: review.map((item) => (item === 'documents' ? 'Documents' : 'Shareholders and stakeholders')),
				resubmitUrl: profile.accountType === 'INDIVIDUAL' ? null : reviewPagePath('KYB', review),
			}
		}
	}
}

/** The profile tab's data: only what it shows. */
export function getProfileTab(profile: Profile, countries: readonly Country[]): ProfileTabData {
	const individual = profile.accountType === 'INDIVIDUAL'
	const name = displayName(profile)
	return {
		individual,
		heading: individual ? 'Personal information' : 'Company information',
		activeSince: formatActiveSince(profile.createdAt),
		name,
		shortName: truncateName(name),
		verified: profile.kybVerified,
		id: individual ? profile.pk || 'N/A' : null,
		email: profile.email,
		website: individual ? null : profile.domain || 'N/A',
		country: { code: profile.country, name: countryName(countries, profile.country) },
		logoUrl: profile.logoUrl,
		banner: getReviewBanner(profile),
	}
}

/** /settings: the profile, with the country's name from the cached list (the code itself when the list is unavailable). */
export async function loadProfileTab(_request: Request, user: User): Promise<ProfileTabData> {
	const [profile, countries] = await Promise.all([user.profile, getCountries().catch(() => [])])
	return getProfileTab(profile, countries)
}
