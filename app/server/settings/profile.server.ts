import type { Country, Profile } from '#contract/shell.ts'
import { formatActiveSince, truncateName } from '#app/lib/format.ts'
import { displayName } from '../shell/layout.server.ts'

/**
 * The onboarding review banner of the profile tab (SPEC.md §4): under review,
 * or rejected with what to resubmit; nothing once verified or before
 * submitting. 'Review & Resubmit' is for companies only.
 */
export function getReviewBanner(profile: Pick<Profile, 'accountType' | 'kybVerified' | 'onboarding'>) {
	const kind = profile.accountType === 'INDIVIDUAL' ? 'KYC' : 'KYB'
	const { status, documentsNeedUpdate, shareholdersNeedUpdate } = profile.onboarding
	if (profile.kybVerified || !status) return null
	if (status === 'REVIEW_NEEDED' || documentsNeedUpdate || shareholdersNeedUpdate) {
		// REVIEW_NEEDED without a flag: the documents are what a reviewer rejects.
		const review = [documentsNeedUpdate || !shareholdersNeedUpdate ? 'documents' : null, shareholdersNeedUpdate ? 'stakeholders' : null].filter(
			(item): item is string => item !== null,
		)
		return {
			state: 'rejected' as const,
			text: `Some ${kind} documents were rejected:`,
			items: review.map((item) => (item === 'documents' ? 'Documents' : 'Shareholders and stakeholders')),
			resubmitUrl: profile.accountType === 'INDIVIDUAL' ? null : `/business-onboarding?${new URLSearchParams({ review: review.join(',') })}`,
		}
	}
	return { state: 'review' as const, text: `${kind} documents are under review`, items: [], resubmitUrl: null }
}

/** The profile tab's data (SPEC.md §2 "Profile tab"): only what it shows. */
export function getProfileTab(profile: Profile, countries: Country[]) {
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
		country: { code: profile.country, name: countries.find((c) => c.code === profile.country)?.name ?? profile.country },
		logoUrl: profile.logoUrl,
		banner: getReviewBanner(profile),
	}
}
export type ProfileTabData = ReturnType<typeof getProfileTab>
