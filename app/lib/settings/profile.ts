/* No zod here: the profile tab imports this module on its first visit; the logo intents' schema is in profile-schemas.ts (docs/decisions/120-light-forms.md). */

/** Removing the logo asks first, as every destructive action does: the question is a URL (`/settings?dialog=remove-logo`). */
export const REMOVE_LOGO_DIALOG = 'remove-logo'
export const REMOVE_LOGO_MESSAGES = {
	confirmFirst: 'Confirm the removal first: use Remove current logo.',
} as const

/**
 * The onboarding review banner: under review, or rejected with what to
 * resubmit (Review & Resubmit is for companies only).
 */
export type ReviewBanner = {
	state: 'review' | 'rejected'
	text: string
	items: string[]
	resubmitUrl: string | null
}

/** What the profile tab shows, and only that. */
export type ProfileTabData = {
	individual: boolean
	heading: string
	activeSince: string
	name: string
	shortName: string
	verified: boolean
	/** An individual's ID ('N/A' when unknown); null for companies, whose tab has no ID. */
	id: string | null
	email: string
	/** A company's website ('N/A' when unknown); null for individuals. */
	website: string | null
	country: { code: string; name: string }
	logoUrl: string | null
	banner: ReviewBanner | null
}
